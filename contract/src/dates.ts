const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar date as yyyy-MM-dd in the local time zone of the caller. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the string is a real calendar date in yyyy-MM-dd form (rejects 2025-02-30). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The association's calendar: a member's birthday starts at midnight in the UK. */
export const ASSOCIATION_TIME_ZONE = 'Europe/London';

/**
 * One formatter per time zone, made once: making one costs about 0.2 ms, which the directory would
 * otherwise pay on every request to check the date its ages were counted on.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-MM-dd) at `now` in a time zone, e.g. the association's. */
export function isoDateInZone(now: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** Today's date in the UK, the day ages are counted on. */
export function associationToday(now: Date = new Date()): string {
  return isoDateInZone(now, ASSOCIATION_TIME_ZONE);
}

/**
 * Age in whole years on `today` (yyyy-MM-dd) for a yyyy-MM-dd date of birth. A birthday counts
 * from the day itself; someone born on 29 February turns a year older on 1 March in years
 * without that day. Null when the date is missing, not a real date or after `today`.
 * Plain calendar arithmetic on the two dates, so server and browser always agree.
 */
export function ageOn(dob: string | null | undefined, today: string): number | null {
  if (!dob || !isRealIsoDate(dob) || !isRealIsoDate(today)) return null;
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const [todayYear, todayMonth, todayDay] = today.split('-').map(Number) as [number, number, number];
  const birthdayPassed = todayMonth > month || (todayMonth === month && todayDay >= day);
  const age = todayYear - year - (birthdayPassed ? 0 : 1);
  return age >= 0 ? age : null;
}

/** How the site writes a date: "5 December 2026", on the UK calendar. */
const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ASSOCIATION_TIME_ZONE,
});

/** "5 December 2026" for a yyyy-MM-dd calendar date, whatever the reader's time zone; anything else as it is. */
export function longDateText(iso: string): string {
  if (!isRealIsoDate(iso)) return iso;
  // Noon UTC is on the same date in the UK, in summer time and out of it.
  return longDateFormat.format(Date.parse(`${iso}T12:00:00Z`));
}

/** "5 December 2026": the UK date of a moment (milliseconds since the epoch). */
export function longDateOfMoment(ms: number): string {
  return longDateFormat.format(ms);
}

/** `date` plus `days` (negative: earlier). */
export function plusDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
