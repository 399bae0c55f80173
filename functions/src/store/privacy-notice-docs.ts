import { z } from 'zod';
import { timestampSchema } from './stored-fields.ts';

/** `privacyNoticeSeen/{uid}`: `version` (the newest seen), `seen_at`. Keyed by the sign-in alone: no email, no family. */
export const PRIVACY_NOTICE_SEEN = 'privacyNoticeSeen';

export const privacyNoticeSeenDocSchema = z.object({ version: z.number().int().min(1), seen_at: timestampSchema });
