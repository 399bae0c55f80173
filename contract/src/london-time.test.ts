import { describe, expect, it } from 'vitest';
import { msToUkWallTime, ukWallTimeToMs } from './london-time.ts';

describe('UK wall-clock times', () => {
  it('reads summer times as BST (UTC+1) and winter times as GMT', () => {
    expect(new Date(ukWallTimeToMs({ date: '2025-09-20', time: '10:00' })).toISOString()).toBe('2025-09-20T09:00:00.000Z');
    expect(new Date(ukWallTimeToMs({ date: '2025-12-20', time: '18:30' })).toISOString()).toBe('2025-12-20T18:30:00.000Z');
  });

  it('is exact on both sides of the clock changes', () => {
    // Clocks went forward at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October 2025.
    expect(new Date(ukWallTimeToMs({ date: '2025-03-30', time: '00:30' })).toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(new Date(ukWallTimeToMs({ date: '2025-03-30', time: '02:30' })).toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(new Date(ukWallTimeToMs({ date: '2025-10-26', time: '03:00' })).toISOString()).toBe('2025-10-26T03:00:00.000Z');
    // 01:30 on 30 March 2025 never happened on a UK clock: the hour after it.
    expect(new Date(ukWallTimeToMs({ date: '2025-03-30', time: '01:30' })).toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('turns an instant back into what a UK clock shows', () => {
    expect(msToUkWallTime(Date.parse('2025-09-20T09:00:00Z'))).toEqual({ date: '2025-09-20', time: '10:00' });
    expect(msToUkWallTime(Date.parse('2026-01-03T23:59:00Z'))).toEqual({ date: '2026-01-03', time: '23:59' });
    for (const wall of [
      { date: '2026-07-01', time: '00:05' },
      { date: '2026-02-28', time: '12:00' },
    ]) {
      expect(msToUkWallTime(ukWallTimeToMs(wall))).toEqual(wall);
    }
  });
});
