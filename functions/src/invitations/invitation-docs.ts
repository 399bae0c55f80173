import { normaliseEmail } from '@edma/contract/family';
import type { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { memberEmailId } from '../families/family-docs.ts';
import { db } from '../firebase/admin.ts';

/**
 * `invitations/{sha256(email)}_{familyId}`: a family listed this email for one of its members.
 * Only the email's owner, signed in, sees it (check_user) and may accept or decline it.
 */
export interface InvitationDoc {
  email: string;
  familyId: string;
  /** The family head's name when last written, so the invitee can recognise the family. */
  head: string;
  updated_at: Timestamp | FieldValue;
}

export const INVITATIONS = 'invitations';

export const invitationRef = (email: string, familyId: string) =>
  db()
    .collection(INVITATIONS)
    .doc(`${memberEmailId(email)}_${familyId}`);

export const invitationsOfFamily = (familyId: string) => db().collection(INVITATIONS).where('familyId', '==', familyId);

export const invitationsOfEmail = (email: string) => db().collection(INVITATIONS).where('email', '==', normaliseEmail(email));
