import { PRIVACY_NOTICE_SEED, PRIVACY_NOTICE_SEED_DATE } from '@edma/contract/privacy-notice-seed';
import { z } from 'zod';
import type { ContentKind } from './content-docs.ts';

/*
 * The privacy notice's document (kept apart from the route handlers, as the other content kinds, so
 * plain Node scripts can seed it without loading the API).
 */

/** `content/privacyNotice`: `version` (1, 2, ...), `text` (Markdown), `updated_on` (UK date), `updated_at`, `updated_by`. */
const privacyNoticeDocSchema = z.object({
  version: z.number().int().min(1),
  text: z.string(),
  updated_on: z.string(),
});
export type PrivacyNoticeDoc = z.infer<typeof privacyNoticeDocSchema>;

export const PRIVACY_NOTICE_CONTENT: ContentKind<typeof privacyNoticeDocSchema> = {
  name: 'privacyNotice',
  schema: privacyNoticeDocSchema,
  seed: { version: 1, text: PRIVACY_NOTICE_SEED, updated_on: PRIVACY_NOTICE_SEED_DATE },
  seedChangedAtMs: Date.parse(`${PRIVACY_NOTICE_SEED_DATE}T00:00:00Z`),
};
