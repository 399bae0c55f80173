import { normaliseEmail, type FAMILY_API } from '@edma/contract/family';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from '../../auth/verify-caller.ts';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { familyRef, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { assertOwnEmailFree } from '../../members/email-index.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { applyFamilyEmails, readInvitedEmails } from '../apply-family-emails.ts';
import { planFamilyEmails } from '../family-emails.ts';
import { invitationRef } from '../../store/invitation-docs.ts';

export const INVITATION_CLOSED_MESSAGE = 'This invitation is no longer open.';

/** Answering an invitation counts against the caller's member writes. */
const limitAnswers = (caller: Caller) => enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());

/**
 * POST invitations/accept {familyId}: the signed-in owner of an invited email joins the family. Its
 * email then opens the family and belongs to it alone (refused while it belongs to another family).
 */
export const acceptInvitation: EndpointHandler<typeof FAMILY_API.acceptInvitation, 'signed-in'> = async ({ familyId }, { caller }) => {
  await limitAnswers(caller);
  await db().runTransaction(async (tx) => {
    const invitation = await tx.get(invitationRef(caller.email, familyId));
    const family = await tx.get(familyRef(familyId));
    const members = await tx.get(membersOf(familyId));
    const invited = await readInvitedEmails(tx, familyId);
    if (!invitation.exists || !family.exists) throw notFound(INVITATION_CLOSED_MESSAGE);
    await assertOwnEmailFree(tx, caller.email, familyId);
    const listed = members.docs.map((doc) => doc.data() as MemberDoc).sort((a, b) => a.order - b.order);
    const emails = planFamilyEmails((family.data() as FamilyDoc).member_emails, invited, listed, [caller.email]);
    if (!emails.accepted.includes(caller.email)) throw notFound(INVITATION_CLOSED_MESSAGE);
    tx.update(familyRef(familyId), { member_emails: emails.accepted, updated_at: FieldValue.serverTimestamp() });
    applyFamilyEmails(tx, familyId, emails, listed[0]?.name ?? '');
  });
  return { success: true, message: 'Welcome to your family.', family_id: familyId };
};

/**
 * POST invitations/decline {familyId}: "this is not my family". The invitation closes and the
 * address is removed from that family's members, so the family sees it was declined.
 */
export const declineInvitation: EndpointHandler<typeof FAMILY_API.declineInvitation, 'signed-in'> = async ({ familyId }, { caller }) => {
  await limitAnswers(caller);
  await db().runTransaction(async (tx) => {
    const invitation = await tx.get(invitationRef(caller.email, familyId));
    if (!invitation.exists) throw notFound(INVITATION_CLOSED_MESSAGE);
    const members = await tx.get(membersOf(familyId));
    for (const doc of members.docs) {
      if (normaliseEmail((doc.data() as MemberDoc).email) === caller.email) tx.update(doc.ref, { email: '' });
    }
    tx.delete(invitation.ref);
    if (members.size > 0) tx.update(familyRef(familyId), { updated_at: FieldValue.serverTimestamp() });
  });
  return { success: true, message: 'The invitation was declined.' };
};
