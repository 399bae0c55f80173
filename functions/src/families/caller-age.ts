import { ageOn } from '@edma/contract/dates';
import { normaliseEmail } from '@edma/contract/family';
import { ADULT_AGE } from '@edma/contract/privacy';
import type { MemberDoc } from '../store/family-docs.ts';

/** The caller's age by their own member record as stored (null when unknown or not a member by that address). */
export function callerAge(members: readonly MemberDoc[], callerEmail: string, today: string): number | null {
  const own = members.find((m) => normaliseEmail(m.email ?? '') === callerEmail);
  return own ? ageOn(own.dob, today) : null;
}

/** 18 or over by the stored date of birth: who may make a family's privacy choices. */
export const isAdultAge = (age: number | null) => age !== null && age >= ADULT_AGE;
