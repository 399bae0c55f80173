import { deleteMemberSchema } from '@edma/contract/family';
import { verifyCaller } from '../auth/verify-caller.ts';
import { RATE_LIMIT_MULTIPLIER } from '../config/params.ts';
import { readFamilyForCaller, resolveFamilyId } from '../families/family-access.ts';
import { isDocId } from '../families/family-docs.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { badRequest } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { enforceRateLimit } from '../rate-limit/rate-limiter.ts';
import { removeMember } from './remove-member.ts';

/**
 * POST delete_member.php (JSON {id}): removes a member of the caller's family (remove-member.ts,
 * shared with the committee console).
 */
export const deleteMember: ApiHandler = async (request) => {
  const caller = await verifyCaller(request.headers.authorization);
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const input = parseOrReject(deleteMemberSchema, readJson(request));
  if (!isDocId(input.id)) throw badRequest('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  await removeMember({ familyId, memberId: input.id, readFamily: (tx) => readFamilyForCaller(tx, familyId, caller) });
  return { json: { success: true, message: 'Member deleted successfully.' } };
};
