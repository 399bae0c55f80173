import type { Caller, FamilyCaller } from './verify-caller.ts';
import { notAllowed } from '../errors/domain-error.ts';
import { memberEmailDocSchema, memberEmailRef } from '../store/family-docs.ts';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';

/** Finds the family of a verified caller (throws the refusal for someone no family holds). */
export type FamilyOfCaller = (caller: Caller) => Promise<FamilyCaller>;

/**
 * The caller with their family: the one their verified email belongs to (one family per email, see
 * memberEmailDocSchema). Handlers still read the family and check its member list in their own
 * transaction, so a member removed meanwhile is refused there.
 */
export const callerWithFamily: FamilyOfCaller = async (caller) => {
  const owner = await memberEmailRef(caller.email).get();
  if (!owner.exists) throw notAllowed(NOT_REGISTERED_MESSAGE);
  return { ...caller, familyId: memberEmailDocSchema.parse(owner.data()).familyId };
};
