import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

const target = new Date('2025-09-20T09:00:00Z');

describe('countdownParts', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = Date.parse('2025-09-18T07:58:30Z');
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 30 });
  });

  it('counts a part second as a whole one, so it never shows zero while still counting', () => {
    expect(countdownParts(target, target.getTime() - 400)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null (live) at and after the target', () => {
    expect(countdownParts(target, target.getTime())).toBeNull();
    expect(countdownParts(target, Date.parse('2026-01-01T00:00:00Z'))).toBeNull();
  });
});
