import { describe, expect, it } from 'vitest';
import { EXECUTIVE_COMMITTEE_SEED, executivePersonInputSchema } from './executive-committee.ts';
import { phoneDigitsOf } from './phone-digits.ts';

describe('committee page phone numbers', () => {
  it.each([
    ['07700 900123', '447700900123'],
    ['+44 7700 900123', '447700900123'],
    ['+44 (0)7700 900-123', '447700900123'],
    ['0044 7700 900123', '447700900123'],
    ['+91 98470 12345', '919847012345'],
  ])('reads %s as %s', (input, digits) => {
    expect(phoneDigitsOf(input)).toBe(digits);
    expect(executivePersonInputSchema.parse({ role: 'Treasurer', name: 'Anu', phone: input }).phone).toBe(digits);
  });

  it.each(['', 'call me', '123', '+0 7700 900123', '4'.repeat(20)])('refuses %j', (phone) => {
    expect(executivePersonInputSchema.safeParse({ role: 'Treasurer', name: 'Anu', phone }).success).toBe(false);
  });

  it("seeds the spec's 11 people with distinct numbers and ids", () => {
    expect(EXECUTIVE_COMMITTEE_SEED).toHaveLength(11);
    expect(new Set(EXECUTIVE_COMMITTEE_SEED.map((p) => p.phoneDigits)).size).toBe(11);
    expect(new Set(EXECUTIVE_COMMITTEE_SEED.map((p) => p.id)).size).toBe(11);
  });
});
