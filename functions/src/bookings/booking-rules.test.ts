import { describe, expect, it } from 'vitest';
import { amountDue, bookingWindow, healthDeleteAtMs, promotions } from './booking-rules.ts';

const settings = { enabled: true, opens: { date: '2027-08-01', time: '09:00' }, closes: { date: '2027-09-01', time: '18:00' } };

describe('bookingWindow', () => {
  it('is open from the opening minute to just before the closing minute, UK time', () => {
    // 1 August 2027 09:00 BST is 08:00 UTC.
    expect(bookingWindow(settings, Date.UTC(2027, 7, 1, 7, 59))).toBe('not-open');
    expect(bookingWindow(settings, Date.UTC(2027, 7, 1, 8, 0))).toBe('open');
    expect(bookingWindow(settings, Date.UTC(2027, 8, 1, 16, 59))).toBe('open');
    expect(bookingWindow(settings, Date.UTC(2027, 8, 1, 17, 0))).toBe('closed');
  });
});

describe('amountDue', () => {
  it('adds each person’s band price, in pence', () => {
    expect(amountDue({ under5: 0, child: 500, adult: 1250 }, ['adult', 'adult', 'child', 'under5'])).toBe(3000);
    expect(amountDue({ under5: 0, child: 0, adult: 0 }, ['adult'])).toBe(0);
  });
});

describe('healthDeleteAtMs', () => {
  it('is midnight UK time, 30 days after the event', () => {
    // 2027-09-11 + 30 days = 2027-10-11, 00:00 BST = 2027-10-10 23:00 UTC.
    expect(new Date(healthDeleteAtMs('2027-09-11')).toISOString()).toBe('2027-10-10T23:00:00.000Z');
  });
});

describe('promotions', () => {
  it('moves the first in line while they fit, and never past one who does not', () => {
    const line = [
      { id: 'a', people: 2 },
      { id: 'b', people: 4 },
      { id: 'c', people: 1 },
    ];
    expect(promotions(line, 0)).toEqual([]);
    expect(promotions(line, 3)).toEqual(['a']);
    expect(promotions(line, 6)).toEqual(['a', 'b']);
    expect(promotions(line, 7)).toEqual(['a', 'b', 'c']);
    expect(promotions([{ id: 'big', people: 5 }, ...line], 4)).toEqual([]);
  });
});
