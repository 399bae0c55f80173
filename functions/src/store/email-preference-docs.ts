import { z } from 'zod';
import { db } from './admin.ts';
import { memberEmailId } from './family-docs.ts';
import { normalisedEmailSchema, timestampSchema } from './stored-fields.ts';

/**
 * `emailPreferences/{sha256(email)}`: what an address agreed to receive, keyed like memberEmails so
 * the choice belongs to the address (it follows a member from family to family). No document, or
 * `news` false: no announcements. Service emails never look here.
 */
export const emailPreferenceDocSchema = z.object({
  email: normalisedEmailSchema,
  /** Absent when only the committee digest was ever chosen (each choice is merged in on its own). */
  news: z.boolean().optional(),
  /** A committee member's choice: the weekly digest and "a registration is waiting". */
  committeeDigest: z.boolean().optional(),
  /** Who changed it last: the member, at registration, or the unsubscribe link. */
  changedBy: z.enum(['member', 'registration', 'unsubscribe-link']),
  /** When the address last said yes to news: an unsubscribe link made before then changes nothing. */
  newsSinceMs: z.number().int().nonnegative().optional(),
  updatedAt: timestampSchema,
});
export type EmailPreferenceDoc = z.output<typeof emailPreferenceDocSchema>;

export const EMAIL_PREFERENCES = 'emailPreferences';

export const preferenceRef = (email: string) => db().collection(EMAIL_PREFERENCES).doc(memberEmailId(email));
