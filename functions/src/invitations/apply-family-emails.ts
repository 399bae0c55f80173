import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { memberEmailRef, type MemberEmailDoc } from '../store/family-docs.ts';
import { siteUrl } from '../config/params.ts';
import { queueServiceEmails } from '../email/queue-email.ts';
import { conflict } from '../errors/domain-error.ts';
import { invitationEmail } from './invitation-email.ts';
import type { FamilyEmailPlan } from './family-emails.ts';
import { invitationRef, invitationsOfFamily, type InvitationDoc, type InvitationWrite } from '../store/invitation-docs.ts';

export const NO_SIGNED_IN_MEMBER_MESSAGE = 'A family must keep at least one member who has signed in with their Google account.';

/** The emails a family has invited so far (read inside the transaction, before any write). */
export async function readInvitedEmails(tx: Transaction, familyId: string): Promise<string[]> {
  const snapshot = await tx.get(invitationsOfFamily(familyId));
  return snapshot.docs.map((doc) => (doc.data() as InvitationDoc).email);
}

/**
 * Writes a plan's index entries and invitations (after all reads of the transaction). Every open
 * invitation is rewritten with the current head's name. Refuses a family nobody could sign in to.
 */
export function applyFamilyEmails(tx: Transaction, familyId: string, plan: FamilyEmailPlan, head: string): void {
  if (plan.accepted.length === 0) throw conflict(NO_SIGNED_IN_MEMBER_MESSAGE);
  for (const email of plan.indexAdded) tx.set(memberEmailRef(email), { email, familyId } satisfies MemberEmailDoc);
  for (const email of plan.indexRemoved) tx.delete(memberEmailRef(email));
  for (const email of plan.invitationsRemoved) tx.delete(invitationRef(email, familyId));
  for (const email of plan.invited) {
    tx.set(invitationRef(email, familyId), { email, familyId, head, updated_at: FieldValue.serverTimestamp() } satisfies InvitationWrite);
  }
  // A newly added address is told to sign in (in this transaction: the email exists exactly when the invitation does).
  if (plan.invitationsAdded.length > 0) {
    queueServiceEmails(tx, `invitation.${familyId}.${Date.now()}`, plan.invitationsAdded, {
      ...invitationEmail(head, siteUrl()),
      name: head,
      familyId,
    });
  }
}
