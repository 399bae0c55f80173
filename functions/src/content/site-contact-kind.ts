import { SITE_CONTACT_PLACEHOLDERS, siteContactSchema } from '@edma/contract/site-contact';
import { CONTENT_SEED_STAMP_MS } from '@edma/contract/content-seed';
import type { ContentKind } from './content-seeding.ts';

/*
 * The association's contact details' document (kept apart from the route handlers, as the other
 * content kinds, so the go-live checklist and plain Node scripts can read it without the routes).
 */

/** `content/siteContact`: `phoneDisplay`, `phoneDigits`, `email`, `social` {facebook, instagram, youtube}, `updated_at`, `updated_by`. */
export const SITE_CONTACT_CONTENT: ContentKind<typeof siteContactSchema> = {
  name: 'siteContact',
  schema: siteContactSchema,
  // Served while nothing is stored: the demo data keeps them, so its checklist shows the item open.
  seed: SITE_CONTACT_PLACEHOLDERS,
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};
