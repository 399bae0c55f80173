import { describe, expect, it } from 'vitest';
import { gapsText, lastWithdrawDay, maySignUp, mayWithdraw, rotaSlotInputSchema, slotText } from './rota.ts';

describe('the rota’s days', () => {
  it('lets a helper withdraw until three days before the event, never from two days before', () => {
    expect(lastWithdrawDay('2027-09-18')).toBe('2027-09-15');
    expect(mayWithdraw('2027-09-18', '2027-09-15')).toBe(true);
    expect(mayWithdraw('2027-09-18', '2027-09-16')).toBe(false);
    expect(mayWithdraw('2027-09-18', '2027-09-18')).toBe(false);
    // Across a month and a year.
    expect(lastWithdrawDay('2027-03-02')).toBe('2027-02-27');
    expect(lastWithdrawDay('2028-01-01')).toBe('2027-12-29');
  });

  it('takes sign-ups until the event’s own day', () => {
    expect(maySignUp('2027-09-18', '2027-09-18')).toBe(true);
    expect(maySignUp('2027-09-18', '2027-09-19')).toBe(false);
  });
});

describe('a slot', () => {
  it('needs a job, a time and a whole number of people from 1 to 50', () => {
    const ok = { eventId: 'onam', job: 'kitchen', time: '09:30', needed: 4 };
    expect(rotaSlotInputSchema.safeParse(ok).success).toBe(true);
    for (const bad of [{ job: 'cooking' }, { time: '9.30' }, { time: '24:00' }, { needed: 0 }, { needed: 51 }, { needed: 1.5 }]) {
      expect(rotaSlotInputSchema.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('is written with its job, time and gaps', () => {
    expect(slotText({ job: 'setting-up', time: '10:00' })).toBe('Setting up, 10:00');
    expect(gapsText({ needed: 3, taken: 2, gaps: 1 })).toBe('1 more needed (2 of 3)');
    expect(gapsText({ needed: 2, taken: 2, gaps: 0 })).toBe('Full (2)');
  });
});
