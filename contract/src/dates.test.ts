import { describe, expect, it } from 'vitest';
import { ageOn, associationToday, isoDateInZone, longDateOfMoment, longDateText } from './dates.ts';

describe('ageOn', () => {
  it('counts a birthday that is today', () => {
    expect(ageOn('2000-06-15', '2024-06-15')).toBe(24);
  });

  it('does not count a birthday that is tomorrow', () => {
    expect(ageOn('2000-06-15', '2024-06-14')).toBe(23);
  });

  it('counts a birthday earlier in the year and not one later in the year', () => {
    expect(ageOn('2000-01-31', '2024-06-15')).toBe(24);
    expect(ageOn('2000-12-01', '2024-06-15')).toBe(23);
  });

  it('is 0 for a baby born today and until the first birthday', () => {
    expect(ageOn('2024-06-15', '2024-06-15')).toBe(0);
    expect(ageOn('2023-06-16', '2024-06-15')).toBe(0);
    expect(ageOn('2023-06-15', '2024-06-15')).toBe(1);
  });

  it('treats 29 February birthdays as reached on 1 March in non-leap years', () => {
    expect(ageOn('2000-02-29', '2023-02-28')).toBe(22);
    expect(ageOn('2000-02-29', '2023-03-01')).toBe(23);
  });

  it('counts 29 February birthdays on the day in leap years', () => {
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('handles the turn of the year', () => {
    expect(ageOn('2010-12-31', '2024-12-31')).toBe(14);
    expect(ageOn('2010-01-01', '2024-12-31')).toBe(14);
    expect(ageOn('2010-12-31', '2025-01-01')).toBe(14);
  });

  it('has no age without a usable date of birth', () => {
    expect(ageOn(null, '2024-06-15')).toBeNull();
    expect(ageOn(undefined, '2024-06-15')).toBeNull();
    expect(ageOn('', '2024-06-15')).toBeNull();
    expect(ageOn('15/06/2000', '2024-06-15')).toBeNull();
    expect(ageOn('2001-02-29', '2024-06-15')).toBeNull();
  });

  it('has no age for a date of birth in the future', () => {
    expect(ageOn('2024-06-16', '2024-06-15')).toBeNull();
  });
});

describe('the UK calendar date', () => {
  it('is the London date, not the UTC one, during British Summer Time', () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in London (UTC+1).
    const now = new Date('2024-06-14T23:30:00Z');
    expect(associationToday(now)).toBe('2024-06-15');
    expect(isoDateInZone(now, 'UTC')).toBe('2024-06-14');
  });

  it('keeps each time zone to its own date when zones alternate (one formatter per zone)', () => {
    const now = new Date('2024-06-14T23:30:00Z');
    const zones = ['UTC', 'Europe/London', 'Asia/Kolkata', 'UTC', 'Europe/London', 'Asia/Kolkata'];
    expect(zones.map((zone) => isoDateInZone(now, zone))).toEqual([
      '2024-06-14',
      '2024-06-15',
      '2024-06-15',
      '2024-06-14',
      '2024-06-15',
      '2024-06-15',
    ]);
    expect(isoDateInZone(new Date('2024-06-14T12:00:00Z'), 'Europe/London')).toBe('2024-06-14');
  });

  it('is the UTC date in winter (GMT)', () => {
    expect(associationToday(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
    expect(associationToday(new Date('2025-01-01T00:00:00Z'))).toBe('2025-01-01');
  });

  it('turns a birthday at midnight in London', () => {
    const dob = '2010-06-15';
    expect(ageOn(dob, associationToday(new Date('2024-06-14T22:59:59Z')))).toBe(13);
    expect(ageOn(dob, associationToday(new Date('2024-06-14T23:00:00Z')))).toBe(14);
  });
});

describe('how the site writes a date', () => {
  it('writes a calendar date as "5 December 2026", the same date in summer and in winter', () => {
    expect(longDateText('2026-12-05')).toBe('5 December 2026');
    expect(longDateText('2026-07-01')).toBe('1 July 2026');
  });

  it('leaves anything that is not a real date as it is', () => {
    expect(longDateText('2026-02-30')).toBe('2026-02-30');
    expect(longDateText('')).toBe('');
  });

  it('writes a moment as its date in the UK', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(longDateOfMoment(Date.parse('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
    expect(longDateOfMoment(Date.parse('2026-12-31T23:30:00Z'))).toBe('31 December 2026');
  });
});
