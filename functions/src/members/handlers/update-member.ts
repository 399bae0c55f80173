import { associationToday } from '@edma/contract/dates';
import { FAMILY_API } from '@edma/contract/family';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { familyOfCaller, readFamilyForCaller, resolveFamilyId } from '../../families/family-access.ts';
import { familyRef, isDocId } from '../../store/family-docs.ts';
import { invalidInput } from '../../errors/domain-error.ts';
import type { RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { assertMayChangeAge } from '../age-change-rule.ts';
import { readMemberForm, saveMember } from '../save-member.ts';

/**
 * POST update_member.php (multipart, optional newPhoto): changes one member of the caller's
 * family, or adds one when no id is given (save-member.ts, shared with the committee console).
 * The caller's membership is checked before any photo is decoded or stored; only an adult of the
 * family (or the committee) takes a member out of childhood (age-change-rule.ts).
 */
export const updateMember: RawHandler<'own-family'> = async (request, caller) => {
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const { fields, photo } = await readMemberForm(request);
  const input = parseOrReject(FAMILY_API.updateMember.request, fields);
  if (input.id && !isDocId(input.id)) throw invalidInput('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  familyOfCaller(await familyRef(familyId).get(), caller);
  const saved = await saveMember({
    familyId,
    id: input.id,
    input,
    photo,
    readFamily: (tx) => readFamilyForCaller(tx, familyId, caller),
    check: (change) => assertMayChangeAge(change, caller, associationToday()),
  });
  return { json: { success: true, message: 'Member updated successfully.', id: saved.memberId, photo_path: saved.photoPath } };
};
