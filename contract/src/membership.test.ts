import { describe, expect, it } from 'vitest';
import { plusDays } from './dates.ts';
import { duesDueDate, duesReminderDue, lapseDate } from './membership.ts';

const SETTINGS = { yearStart: '04-01', payWithinDays: 45 };
const REMINDERS = [30, 7, 1] as const;

/**
 * The daily job's choice, made every day from `from` to `to`: the first day each reminder is due.
 * The job sends each reminder once (its email id names it), so the first day is the day it goes.
 */
function firstDays(dueDate: string, from: string, to: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (let day = from; day <= to; day = plusDays(day, 1)) {
    const days = duesReminderDue(REMINDERS, dueDate, day);
    if (days !== null) sent[`${days}d`] ??= day;
  }
  return sent;
}

describe('the dues calendar', () => {
  it('is due payWithinDays into the year, or into the membership of a family that joined later', () => {
    expect(duesDueDate(2031, SETTINGS, '2031-03-20')).toBe('2031-05-15');
    expect(duesDueDate(2031, SETTINGS, '2031-04-01')).toBe('2031-05-15');
    expect(duesDueDate(2031, SETTINGS, '2031-05-10')).toBe('2031-06-23');
  });

  it('reminds exactly on each configured day before the due date, and never on or after it', () => {
    expect(firstDays('2031-05-15', '2031-03-25', '2032-04-27')).toEqual({
      '30d': '2031-04-15',
      '7d': '2031-05-08',
      '1d': '2031-05-14',
    });
    expect(duesReminderDue(REMINDERS, '2031-05-15', '2031-05-15')).toBeNull();
    expect(duesReminderDue(REMINDERS, '2031-05-15', '2031-04-14')).toBeNull();
  });

  it('makes up a missed reminder on the day the dues open, unless a nearer one has come by then', () => {
    // Opened 20 days before the due date: the 30-day reminder that day, then the others on time.
    expect(firstDays('2031-06-23', '2031-06-03', '2031-08-31')).toEqual({ '30d': '2031-06-03', '7d': '2031-06-16', '1d': '2031-06-22' });
    // Opened 5 days before: only the 7-day reminder (made up at once) and the 1-day one.
    expect(firstDays('2031-06-23', '2031-06-18', '2031-08-31')).toEqual({ '7d': '2031-06-18', '1d': '2031-06-22' });
  });

  it('lapses on the day after the grace period', () => {
    expect(lapseDate('2031-05-15', 30)).toBe('2031-06-15');
    expect(lapseDate('2031-12-20', 30)).toBe('2032-01-20');
  });
});
