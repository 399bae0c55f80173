import type { SiteContact } from '@edma/contract/site-contact-texts';
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PublicJsonState } from '../api/use-public-json.ts';

/*
 * The association's phone number, email and social links, which the committee sets in the console:
 * read once per visit for the footer, the chat button and the contact page. Zod and the endpoint's
 * schema come in a chunk of their own beside the page, so the site's first load stays without them.
 */

export interface SiteContactState {
  state: PublicJsonState<SiteContact>;
  /** Asks again after a failure (loading meanwhile). */
  retry(): void;
}

const LOADING: SiteContactState = { state: { status: 'loading' }, retry: () => {} };

const SiteContactContext = createContext<SiteContactState>(LOADING);

const SiteContactSource = lazy(() => import('./site-contact-source.tsx'));

/** Reads the details for everything inside it (the site's layout). */
export function SiteContactProvider({ children }: { children: ReactNode }) {
  const [contact, setContact] = useState<SiteContactState>(LOADING);
  // Not urgent: the footer and chat button fill in without holding up a page that is still starting.
  const report = useCallback(
    (state: PublicJsonState<SiteContact>, retry: () => void) => startTransition(() => setContact({ state, retry })),
    [],
  );
  return (
    <SiteContactContext.Provider value={contact}>
      {children}
      {/* Shows nothing: it reads the details and reports them here. */}
      <Suspense fallback={null}>
        <SiteContactSource onChange={report} />
      </Suspense>
    </SiteContactContext.Provider>
  );
}

/** The details and their loading state: `loading` until they arrive, so nothing (never a wrong number) is shown meanwhile. */
export const useSiteContact = () => useContext(SiteContactContext);

/** The details once they have arrived, else null. */
export function useReadySiteContact(): SiteContact | null {
  const { state } = useSiteContact();
  return state.status === 'ready' ? state.data : null;
}
