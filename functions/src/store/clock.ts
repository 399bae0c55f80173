import { ukWallTimeToMs } from '@edma/contract/london-time';

/** The job's time: the UK date it runs for, and the instant it runs at (09:00 UK on that date). */
export interface DailyClock {
  /** yyyy-MM-dd, UK. */
  today: string;
  nowMs: number;
}

/** What each step of the daily job is given: its clock and the site's address for links. */
export interface DailyContext extends DailyClock {
  siteUrl: string;
}

export const DAILY_TIME = '09:00';

/** The clock of the run for `date` (yyyy-MM-dd UK), as the scheduler starts it at 09:00 UK time. */
export function clockFor(date: string): DailyClock {
  return { today: date, nowMs: ukWallTimeToMs({ date, time: DAILY_TIME }) };
}

/** `date` plus `days` (negative: earlier), yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `date` (UK, yyyy-MM-dd) minus whole months, as an instant at the job's time of day. */
export function monthsBefore(nowMs: number, months: number): number {
  const at = new Date(nowMs);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.getTime();
}
