import { describe, expect, it } from 'vitest';
import { lapsedSince } from './lapsed-retention.ts';

const lapsed = (familyId: string, year: number, at: string) => ({
  familyId,
  year,
  status: 'lapsed' as const,
  history: [{ at: `${at}T09:00:00.000Z`, by: 'daily job', what: 'Lapsed: not paid' }],
});

describe('lapsedSince', () => {
  it('counts from the first lapse after the last year in good standing; newer unpaid years do not reset it', () => {
    const since = lapsedSince([
      { familyId: 'a', year: 2025, status: 'paid' },
      lapsed('a', 2026, '2026-06-15'),
      lapsed('a', 2027, '2027-06-15'),
      { familyId: 'a', year: 2028, status: 'due' },
      // Lapsed once, then paid the next year: back in good standing.
      lapsed('b', 2026, '2026-06-15'),
      { familyId: 'b', year: 2027, status: 'paid' },
      // Never paid: from its first lapse.
      lapsed('c', 2027, '2027-06-16'),
      // Waived or said to be paid counts as good standing too.
      lapsed('d', 2026, '2026-06-15'),
      { familyId: 'd', year: 2027, status: 'claimed' },
    ]);
    expect(Object.fromEntries(since)).toEqual({ a: '2026-06-15', c: '2027-06-16' });
  });

  it('ignores a lapsed record without the day it lapsed', () => {
    expect(lapsedSince([{ familyId: 'a', year: 2026, status: 'lapsed', history: [] }]).size).toBe(0);
  });
});
