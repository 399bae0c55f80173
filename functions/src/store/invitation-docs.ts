import { normaliseEmail } from '@edma/contract/family';
import { familyIdSchema } from '@edma/contract/ids';
import type { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { memberEmailId } from './family-docs.ts';
import { db } from './admin.ts';
import { normalisedEmailSchema, timestampSchema } from './stored-fields.ts';

/**
 * `invitations/{sha256(email)}_{familyId}`: a family listed this email for one of its members.
 * Only the email's owner, signed in, sees it (check_user) and may accept or decline it.
 */
export const invitationDocSchema = z.object({
  email: normalisedEmailSchema,
  familyId: familyIdSchema,
  /** The family head's name when last written, so the invitee can recognise the family. */
  head: z.string(),
  updated_at: timestampSchema,
});
export type InvitationDoc = z.output<typeof invitationDocSchema>;
/** What is written: the time is the server's. */
export type InvitationWrite = Omit<InvitationDoc, 'updated_at'> & { updated_at: FieldValue };

export const INVITATIONS = 'invitations';

export const invitationRef = (email: string, familyId: string) =>
  db()
    .collection(INVITATIONS)
    .doc(`${memberEmailId(email)}_${familyId}`);

export const invitationsOfFamily = (familyId: string) => db().collection(INVITATIONS).where('familyId', '==', familyId);

export const invitationsOfEmail = (email: string) => db().collection(INVITATIONS).where('email', '==', normaliseEmail(email));
