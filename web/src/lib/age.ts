import { isRealIsoDate } from '@edma/contract/dates';

/**
 * Age in whole years on `today` (local calendar date) for a 'yyyy-MM-dd' date of birth.
 * A birthday counts from the day itself; someone born on 29 February turns a year older on
 * 1 March in years without that day. Null when the date is missing, not a real date or in the future.
 */
export function ageInYears(dob: string | null | undefined, today: Date = new Date()): number | null {
  if (!dob || !isRealIsoDate(dob)) return null;
  const year = Number(dob.slice(0, 4));
  const month = Number(dob.slice(5, 7));
  const day = Number(dob.slice(8, 10));
  const todayMonth = today.getMonth() + 1;
  const todayDay = today.getDate();
  const birthdayPassed = todayMonth > month || (todayMonth === month && todayDay >= day);
  const age = today.getFullYear() - year - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}
