import { CONSOLE_FAMILY_API, MEMBER_ADDED_MESSAGE, MEMBER_SAVED_MESSAGE } from '@edma/contract/console-families';
import { recordAudit } from '../../store/audit-log.ts';
import { FAMILY_NOT_FOUND_MESSAGE, readExistingFamily } from '../../families/family-access.ts';
import { familyRef, isDocId } from '../../store/family-docs.ts';
import { invalidInput, notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { removeMember } from '../remove-member.ts';
import { readMemberForm, saveMember } from '../save-member.ts';

/**
 * POST committee/families/member (multipart, optional newPhoto): edits any family's member, or adds
 * one without an id, by the dashboard's own implementation (save-member.ts: photo checked by
 * content, family rules, an email only invites its owner). The committee claim replaces family
 * membership; the family must exist before any photo is decoded. Audited by field names, not values.
 */
export const saveConsoleMember: RawHandler<'committee'> = async (request, caller) => {
  const { fields, photo } = await readMemberForm(request);
  const input = parseOrReject(CONSOLE_FAMILY_API.saveMember.request, fields);
  const familyId = input.familyId;
  if (input.id && !isDocId(input.id)) throw invalidInput('A valid member id is required.');
  if (!(await familyRef(familyId).get()).exists) throw notFound(FAMILY_NOT_FOUND_MESSAGE);
  const saved = await saveMember({
    familyId,
    id: input.id,
    input,
    photo,
    readFamily: (tx) => readExistingFamily(tx, familyId),
    onWrite: (tx, written) =>
      recordAudit(tx, caller, written.added ? 'family.add-member' : 'family.update-member', `families/${familyId}`, {
        memberId: written.memberId,
        fields: written.fields,
      }),
  });
  return { json: { success: true, message: input.id ? MEMBER_SAVED_MESSAGE : MEMBER_ADDED_MESSAGE, memberId: saved.memberId } };
};

/**
 * POST committee/families/remove-member {familyId, memberId}: as the dashboard's delete (one
 * implementation, remove-member.ts: the same family rules and email plan), for any family.
 */
export const removeConsoleMember: EndpointHandler<typeof CONSOLE_FAMILY_API.removeMember, 'committee'> = async (input, { caller }) => {
  const familyId = input.familyId;
  if (!isDocId(input.memberId)) throw invalidInput('A valid member id is required.');
  await removeMember({
    familyId,
    memberId: input.memberId,
    readFamily: (tx) => readExistingFamily(tx, familyId),
    onWrite: (tx) => recordAudit(tx, caller, 'family.remove-member', `families/${familyId}`, { memberId: input.memberId }),
  });
  return { success: true, message: 'The member was removed.' };
};
