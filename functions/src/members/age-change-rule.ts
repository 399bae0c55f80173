import { ageOn } from '@edma/contract/dates';
import { CHILD_AGE_CHANGE_MESSAGE, isChildAge } from '@edma/contract/privacy';
import type { Caller } from '../auth/verify-caller.ts';
import { callerAge, isAdultAge } from '../families/caller-age.ts';
import type { MemberDoc } from '../store/family-docs.ts';
import { notAllowed } from '../errors/domain-error.ts';

/** A member under 18 whose new date of birth makes them an adult, or whose date of birth is removed (unknown age counts as no child). */
export function leavesChildhood(before: MemberDoc | undefined, after: MemberDoc, today: string): boolean {
  return before !== undefined && isChildAge(ageOn(before.dob, today)) && !isChildAge(ageOn(after.dob, today));
}

/**
 * The privacy rights (consent, hiding, export, erasure) go to adults by date of birth, so only an
 * adult of the family (by the dates as stored before the change) or the committee may take a
 * member out of childhood; otherwise a 14-year-old could make themselves 18 and then decide for the family.
 */
export function assertMayChangeAge(
  change: { members: readonly MemberDoc[]; before: MemberDoc | undefined; after: MemberDoc },
  caller: Caller,
  today: string,
): void {
  if (!leavesChildhood(change.before, change.after, today)) return;
  if (caller.committee || isAdultAge(callerAge(change.members, caller.email, today))) return;
  throw notAllowed(CHILD_AGE_CHANGE_MESSAGE);
}
