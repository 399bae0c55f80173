import { describe, expect, it } from 'vitest';
import { ageInYears } from './age.ts';

/** Local calendar date, as the directory compares against the visitor's today. */
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12, 0, 0);

describe('ageInYears', () => {
  it('counts a birthday that is today', () => {
    expect(ageInYears('2000-06-15', on(2024, 6, 15))).toBe(24);
  });

  it('does not count a birthday that is tomorrow', () => {
    expect(ageInYears('2000-06-15', on(2024, 6, 14))).toBe(23);
  });

  it('counts a birthday earlier in the year and not one later in the year', () => {
    expect(ageInYears('2000-01-31', on(2024, 6, 15))).toBe(24);
    expect(ageInYears('2000-12-01', on(2024, 6, 15))).toBe(23);
  });

  it('is 0 for a baby born today and until the first birthday', () => {
    expect(ageInYears('2024-06-15', on(2024, 6, 15))).toBe(0);
    expect(ageInYears('2023-06-16', on(2024, 6, 15))).toBe(0);
    expect(ageInYears('2023-06-15', on(2024, 6, 15))).toBe(1);
  });

  it('treats 29 February birthdays as reached on 1 March in non-leap years', () => {
    expect(ageInYears('2000-02-29', on(2023, 2, 28))).toBe(22);
    expect(ageInYears('2000-02-29', on(2023, 3, 1))).toBe(23);
  });

  it('counts 29 February birthdays on the day in leap years', () => {
    expect(ageInYears('2000-02-29', on(2024, 2, 28))).toBe(23);
    expect(ageInYears('2000-02-29', on(2024, 2, 29))).toBe(24);
  });

  it('handles the turn of the year', () => {
    expect(ageInYears('2010-12-31', on(2024, 12, 31))).toBe(14);
    expect(ageInYears('2010-01-01', on(2024, 12, 31))).toBe(14);
    expect(ageInYears('2010-12-31', on(2025, 1, 1))).toBe(14);
  });

  it('has no age without a usable date of birth', () => {
    expect(ageInYears(null, on(2024, 6, 15))).toBeNull();
    expect(ageInYears(undefined, on(2024, 6, 15))).toBeNull();
    expect(ageInYears('', on(2024, 6, 15))).toBeNull();
    expect(ageInYears('15/06/2000', on(2024, 6, 15))).toBeNull();
    expect(ageInYears('2001-02-29', on(2024, 6, 15))).toBeNull();
  });

  it('has no age for a date of birth in the future', () => {
    expect(ageInYears('2024-06-16', on(2024, 6, 15))).toBeNull();
  });

  it('uses the current date by default', () => {
    const lastYear = new Date().getFullYear() - 1;
    expect(ageInYears(`${lastYear - 9}-01-01`)).toBe(10);
  });
});
