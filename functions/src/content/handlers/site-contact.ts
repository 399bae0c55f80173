import { SITE_CONTACT_API, SITE_CONTACT_SAVED_MESSAGE, siteContactOf, type SiteContact } from '@edma/contract/site-contact';
import { db } from '../../store/admin.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { changeContent, readContent } from '../content-doc.ts';
import { servePublicJson } from '../public-content.ts';
import { SITE_CONTACT_CONTENT } from '../../store/site-contact-kind.ts';

/*
 * The association's phone number, contact email and social links: `content/siteContact` (the
 * placeholders until the committee first saves), shown by the footer, the chat button and the
 * contact page of every visitor; each save audited.
 */

const answer = (contact: SiteContact) => ({ success: true as const, contact });

/** GET content/site-contact.json: the details (public, cacheable, ETag). */
export const getPublicSiteContact: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), SITE_CONTACT_CONTENT);
  return servePublicJson(request, {
    key: 'site-contact.json',
    version,
    render: () => answer(data),
  });
};

/** GET committee/site-contact: the same for the console's form, never cached. */
export const getCommitteeSiteContact: EndpointHandler<typeof SITE_CONTACT_API.committee, 'committee'> = async () =>
  answer((await readContent(db(), SITE_CONTACT_CONTENT)).data);

/** Which details differ, by name (the audit names them; the values are the association's, public anyway). */
function changedParts(before: SiteContact, after: SiteContact): string[] {
  return [
    before.phoneDisplay !== after.phoneDisplay ? 'phone' : '',
    before.email !== after.email ? 'email' : '',
    ...(['facebook', 'instagram', 'youtube'] as const).map((key) => (before.social[key] !== after.social[key] ? key : '')),
  ].filter(Boolean);
}

/** POST committee/site-contact/save {phone, email, facebook, instagram, youtube}: replaces the details, audited. */
export const saveSiteContact: EndpointHandler<typeof SITE_CONTACT_API.save, 'committee'> = async (input, { caller }) => {
  const next = siteContactOf(input);
  const details: { changed: string[] } = { changed: [] };
  await changeContent(db(), SITE_CONTACT_CONTENT, caller, {
    action: 'site-contact.save',
    details,
    apply: (current) => {
      details.changed = changedParts(current, next);
      return next;
    },
  });
  return { success: true, message: SITE_CONTACT_SAVED_MESSAGE };
};
