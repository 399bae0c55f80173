import type { COMMITTEE_API, PendingRegistration } from '@edma/contract/committee';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../../auth/verify-caller.ts';
import { recordAudit } from '../../store/audit-log.ts';
import { FAMILY_NOT_FOUND_MESSAGE } from '../../families/family-access.ts';
import { FAMILIES, familyRef, membersOf, type FamilyDoc, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { conflict, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { approvalMessage } from '../../email/outbox-email.ts';
import { CONTACT_MESSAGES } from '../../store/contact-docs.ts';
import { newDelivery, storable } from '../../email/delivery-policy.ts';
import { siteUrl } from '../../config/params.ts';
import { queueServiceEmails } from '../../email/queue-email.ts';
import { notApprovedEmail } from '../registration-emails.ts';

const MAX_LISTED = 200;

/** GET committee/registrations: the families waiting for approval, oldest first, with their members. */
export const listPendingRegistrations: EndpointHandler<typeof COMMITTEE_API.registrations, 'committee'> = async () => {
  // Equality only (no orderBy), so no composite index is needed; sorted here.
  const pending = await db().collection(FAMILIES).where('approval', '==', 'pending').limit(MAX_LISTED).get();
  const registrations = await Promise.all(
    pending.docs.map(async (doc): Promise<PendingRegistration> => {
      const family = doc.data() as FamilyDoc;
      const members = await membersOf(doc.id).orderBy('order').get();
      return {
        familyId: doc.id,
        created_at_ms: (family.created_at as Timestamp | undefined)?.toMillis() ?? 0,
        house_no: family.house_no,
        address_line: family.address_line,
        postal_code: family.postal_code,
        location: family.location,
        membership_type: family.membership_type,
        members: members.docs.map((m) => ({ name: (m.data() as MemberDoc).name, email: (m.data() as MemberDoc).email })),
      };
    }),
  );
  registrations.sort((a, b) => a.created_at_ms - b.created_at_ms || a.familyId.localeCompare(b.familyId));
  return { success: true, registrations };
};

/**
 * Decides a pending registration, audited. With `notify` (approvals only) the family's proved
 * addresses (`member_emails`: each signed in with Google) are each sent the approval email, stored
 * in the same transaction as contact messages are, so their trigger, retries and the console's
 * Messages list deliver it. Invited, unproved addresses get nothing.
 */
async function decide(caller: Caller, familyId: string, approval: 'approved' | 'rejected', reason: string | null, notify = false) {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(familyRef(familyId));
    if (!snapshot.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
    const family = snapshot.data() as FamilyDoc;
    if (family.approval !== 'pending') throw conflict('This registration has already been decided.');
    const recipients = notify ? family.member_emails : [];
    const head = recipients.length > 0 || approval === 'rejected' ? await tx.get(membersOf(familyId).orderBy('order').limit(1)) : null;
    tx.update(familyRef(familyId), {
      approval,
      rejection_reason: reason,
      decided_at: FieldValue.serverTimestamp(),
      decided_by: caller.email,
    });
    for (const email of recipients) {
      const message = approvalMessage((head?.docs[0]?.data() as MemberDoc | undefined)?.name ?? 'EDMA member', email);
      tx.create(db().collection(CONTACT_MESSAGES).doc(), {
        ...message,
        createdAt: FieldValue.serverTimestamp(),
        delivery: storable(newDelivery(Date.now())),
      });
    }
    if (approval === 'rejected') {
      // The family's signed-in members hear why (a service email: sent whatever their news choice).
      const name = (head?.docs[0]?.data() as MemberDoc | undefined)?.name ?? 'EDMA member';
      queueServiceEmails(tx, `registration-not-approved.${familyId}`, family.member_emails, {
        ...notApprovedEmail(name, reason ?? '', siteUrl()),
        name,
        familyId,
      });
    }
    recordAudit(
      tx,
      caller,
      approval === 'approved' ? 'registration.approve' : 'registration.reject',
      `families/${familyId}`,
      reason ? { reason } : notify ? { emailed: recipients.length } : {},
    );
    return recipients.length;
  });
}

/** POST committee/registrations/approve {familyId, notify}: the family is listed in the directory from now on. */
export const approveRegistration: EndpointHandler<typeof COMMITTEE_API.approve, 'committee'> = async ({ familyId, notify }, { caller }) => {
  const emailed = await decide(caller, familyId, 'approved', null, notify);
  const message = notify
    ? `The registration was approved; ${emailed === 1 ? 'an email is' : `${emailed} emails are`} on the way to the family.`
    : 'The registration was approved.';
  return { success: true, message };
};

/** POST committee/registrations/reject {familyId, reason}: the registrant sees the reason on the dashboard. */
export const rejectRegistration: EndpointHandler<typeof COMMITTEE_API.reject, 'committee'> = async ({ familyId, reason }, { caller }) => {
  await decide(caller, familyId, 'rejected', reason);
  return { success: true, message: 'The registration was rejected.' };
};
