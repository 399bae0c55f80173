import type { FAMILY_API } from '@edma/contract/family';
import { RATE_LIMIT_MULTIPLIER } from '../../config/params.ts';
import { readFamilyForCaller, resolveFamilyId } from '../../families/family-access.ts';
import { isDocId } from '../../store/family-docs.ts';
import { invalidInput } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { removeMember } from '../remove-member.ts';

/**
 * POST delete_member.php (JSON {id}): removes a member of the caller's family (remove-member.ts,
 * shared with the committee console).
 */
export const deleteMember: EndpointHandler<typeof FAMILY_API.deleteMember, 'own-family'> = async (input, { caller }) => {
  await enforceRateLimit('member-write', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  if (!isDocId(input.id)) throw invalidInput('A valid member id is required.');
  const familyId = await resolveFamilyId(input.familyId, caller);
  await removeMember({ familyId, memberId: input.id, readFamily: (tx) => readFamilyForCaller(tx, familyId, caller) });
  return { success: true, message: 'Member deleted successfully.' };
};
