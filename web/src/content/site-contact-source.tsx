import { SITE_CONTACT_API } from '@edma/contract/site-contact';
import type { SiteContact } from '@edma/contract/site-contact-texts';
import { useEffect } from 'react';
import { usePublicJson, type PublicJsonState } from '../api/use-public-json.ts';

/** Reads the association's contact details (public, revalidated with its ETag) and reports each state to SiteContactProvider. */
export default function SiteContactSource({ onChange }: { onChange(state: PublicJsonState<SiteContact>, retry: () => void): void }) {
  const { state, retry } = usePublicJson(SITE_CONTACT_API.contact);
  // 'loading' is a new object on every render; an answer or a failure is kept as it is.
  const settled = state.status === 'loading' ? null : state;
  useEffect(() => {
    if (settled === null) onChange({ status: 'loading' }, retry);
    else onChange(settled.status === 'ready' ? { status: 'ready', data: settled.data.contact } : settled, retry);
    // `retry` is a new function each render that does the same; only a new state is reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, onChange]);
  return null;
}
