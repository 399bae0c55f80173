import { consoleMemberInputSchema, MEMBER_ADDED_MESSAGE, MEMBER_SAVED_MESSAGE } from '@edma/contract/console-families';
import type { Transaction } from 'firebase-admin/firestore';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { checkFamilyId, FAMILY_NOT_FOUND_MESSAGE } from '../families/family-access.ts';
import { familyRef, isDocId, type FamilyDoc } from '../families/family-docs.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { readMemberForm, saveMember } from '../members/save-member.ts';
import { recordAudit } from './audit-log.ts';

/** Any existing family: the committee claim, checked by the route, stands for membership. */
export async function readFamily(tx: Transaction, familyId: string): Promise<FamilyDoc> {
  const family = await tx.get(familyRef(familyId));
  if (!family.exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  return family.data() as FamilyDoc;
}

/**
 * POST committee/families/member (multipart, optional newPhoto): edits any family's member, or adds
 * one without an id, by the dashboard's own implementation (members/save-member.ts: photo checked by
 * content, family rules, an email only invites its owner). The committee claim replaces family
 * membership; the family must exist before any photo is decoded. Audited by field names, not values.
 */
export const saveConsoleMember: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { fields, photo } = await readMemberForm(request);
  const input = parseOrReject(consoleMemberInputSchema, fields);
  const familyId = checkFamilyId(input.familyId);
  if (input.id && !isDocId(input.id)) throw badRequest('A valid member id is required.');
  if (!(await familyRef(familyId).get()).exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  const saved = await saveMember({
    familyId,
    id: input.id,
    input,
    photo,
    readFamily: (tx) => readFamily(tx, familyId),
    onWrite: (tx, written) =>
      recordAudit(tx, caller, written.added ? 'family.add-member' : 'family.update-member', `families/${familyId}`, {
        memberId: written.memberId,
        fields: written.fields,
      }),
  });
  return { json: { success: true, message: input.id ? MEMBER_SAVED_MESSAGE : MEMBER_ADDED_MESSAGE, memberId: saved.memberId } };
};
