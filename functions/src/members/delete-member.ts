import { deleteMemberSchema } from '@edma/contract/family';
import { FieldValue } from 'firebase-admin/firestore';
import { verifyCaller } from '../auth/verify-caller.ts';
import { readFamilyForCaller, resolveFamilyId } from '../families/family-access.ts';
import { familyRef, isDocId, membersOf, type MemberDoc } from '../families/family-docs.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { writeEmailIndex } from './email-index.ts';
import { memberEmailsOf } from './member-emails.ts';
import { assertValidFamily, MEMBER_NOT_FOUND_MESSAGE } from './member-rules.ts';
import { deletePhotos } from '../photos/photo-storage.ts';

/**
 * POST delete_member.php (JSON {id}): removes a member of the caller's family, unless it is the
 * last one or the last with a Gmail address. The member's photo files go after the write.
 */
export const deleteMember: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  const input = parseOrReject(deleteMemberSchema, readJson(request));
  if (!isDocId(input.id)) throw badRequest('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  const photoPath = await db().runTransaction(async (tx) => {
    const family = await readFamilyForCaller(tx, familyId, caller);
    const members = await tx.get(membersOf(familyId));
    const target = members.docs.find((doc) => doc.id === input.id);
    if (!target) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    const after = members.docs.filter((doc) => doc.id !== input.id).map((doc) => doc.data() as MemberDoc);
    assertValidFamily(after);
    const emails = memberEmailsOf(after.sort((a, b) => a.order - b.order));
    tx.delete(target.ref);
    tx.update(familyRef(familyId), { member_emails: emails, updated_at: FieldValue.serverTimestamp() });
    writeEmailIndex(tx, familyId, family.member_emails, emails);
    return (target.data() as MemberDoc).photo_path;
  });
  await deletePhotos([photoPath]);
  return { json: { success: true, message: 'Member deleted successfully.' } };
};
