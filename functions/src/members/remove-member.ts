import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { familyRef, membersOf, type FamilyDoc, type MemberDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { notFound } from '../errors/domain-error.ts';
import { applyFamilyEmails, readInvitedEmails } from '../invitations/apply-family-emails.ts';
import { planFamilyEmails } from '../invitations/family-emails.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { assertValidFamily, MEMBER_NOT_FOUND_MESSAGE } from './member-rules.ts';

export interface MemberRemoval {
  familyId: string;
  memberId: string;
  /** Reads the family inside the transaction, refusing whoever may not change it (403 / 404). */
  readFamily(tx: Transaction): Promise<FamilyDoc>;
  /** Writes that belong with the removal (the committee's audit entry), in its transaction. */
  onWrite?(tx: Transaction): void;
}

/**
 * Removes a member: the one implementation behind the dashboard's delete_member.php and the
 * committee console. Never the last member, the last with a Gmail address or the last who can sign
 * in (member-rules.ts, apply-family-emails.ts). The member's email stops opening the family (or its
 * invitation closes); its photo files go after the write.
 */
export async function removeMember({ familyId, memberId, readFamily, onWrite }: MemberRemoval): Promise<void> {
  const photoPath = await db().runTransaction(async (tx) => {
    const family = await readFamily(tx);
    const members = await tx.get(membersOf(familyId));
    const invited = await readInvitedEmails(tx, familyId);
    const target = members.docs.find((doc) => doc.id === memberId);
    if (!target) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    const after = members.docs.filter((doc) => doc.id !== memberId).map((doc) => doc.data() as MemberDoc);
    after.sort((a, b) => a.order - b.order);
    assertValidFamily(after);
    const emails = planFamilyEmails(family.member_emails, invited, after);
    tx.delete(target.ref);
    tx.update(familyRef(familyId), { member_emails: emails.accepted, updated_at: FieldValue.serverTimestamp() });
    applyFamilyEmails(tx, familyId, emails, after[0]!.name);
    onWrite?.(tx);
    return (target.data() as MemberDoc).photo_path;
  });
  await deletePhotos([photoPath]);
}
