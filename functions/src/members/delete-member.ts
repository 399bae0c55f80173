import { deleteMemberSchema } from '@edma/contract/family';
import { FieldValue } from 'firebase-admin/firestore';
import { verifyCaller } from '../auth/verify-caller.ts';
import { RATE_LIMIT_MULTIPLIER } from '../config/params.ts';
import { readFamilyForCaller, resolveFamilyId } from '../families/family-access.ts';
import { familyRef, isDocId, membersOf, type MemberDoc } from '../families/family-docs.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { applyFamilyEmails, readInvitedEmails } from '../invitations/apply-family-emails.ts';
import { planFamilyEmails } from '../invitations/family-emails.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { enforceRateLimit } from '../rate-limit/rate-limiter.ts';
import { assertValidFamily, MEMBER_NOT_FOUND_MESSAGE } from './member-rules.ts';

/**
 * POST delete_member.php (JSON {id}): removes a member of the caller's family, unless it is the
 * last one, the last with a Gmail address or the last who can sign in. The member's email stops
 * opening the family (or its invitation closes); its photo files go after the write.
 */
export const deleteMember: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const input = parseOrReject(deleteMemberSchema, readJson(request));
  if (!isDocId(input.id)) throw badRequest('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  const photoPath = await db().runTransaction(async (tx) => {
    const family = await readFamilyForCaller(tx, familyId, caller);
    const members = await tx.get(membersOf(familyId));
    const invited = await readInvitedEmails(tx, familyId);
    const target = members.docs.find((doc) => doc.id === input.id);
    if (!target) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    const after = members.docs.filter((doc) => doc.id !== input.id).map((doc) => doc.data() as MemberDoc);
    after.sort((a, b) => a.order - b.order);
    assertValidFamily(after);
    const emails = planFamilyEmails(family.member_emails, invited, after);
    tx.delete(target.ref);
    tx.update(familyRef(familyId), { member_emails: emails.accepted, updated_at: FieldValue.serverTimestamp() });
    applyFamilyEmails(tx, familyId, emails, after[0]!.name);
    return (target.data() as MemberDoc).photo_path;
  });
  await deletePhotos([photoPath]);
  return { json: { success: true, message: 'Member deleted successfully.' } };
};
