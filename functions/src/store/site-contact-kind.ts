import { SITE_CONTACT_PLACEHOLDERS, siteContactSchema } from '@edma/contract/site-contact';
import { CONTENT_SEED_STAMP_MS } from '@edma/contract/content-seed';
import { isHttpsUrl } from '@edma/contract/https-url';
import { z } from 'zod';
import type { ContentKind } from './content-docs.ts';

/*
 * The association's contact details' document (kept apart from the route handlers, as the other
 * content kinds, so the go-live checklist and plain Node scripts can read it without the routes).
 */

const socialLink = z.string().refine((link) => link === '' || isHttpsUrl(link), { message: 'Not an https address.' });

/** As stored: the served shape, with the email and the links as the save checked them (each link https, or empty). */
const siteContactDocSchema = siteContactSchema.extend({
  email: z.email(),
  social: z.object({ facebook: socialLink, instagram: socialLink, youtube: socialLink }),
});

/** `content/siteContact`: `phoneDisplay`, `phoneDigits`, `email`, `social` {facebook, instagram, youtube}, `updated_at`, `updated_by`. */
export const SITE_CONTACT_CONTENT: ContentKind<typeof siteContactDocSchema> = {
  name: 'siteContact',
  schema: siteContactDocSchema,
  // Served while nothing is stored: the demo data keeps them, so its checklist shows the item open.
  seed: SITE_CONTACT_PLACEHOLDERS,
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};
