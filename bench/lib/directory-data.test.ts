import { describe, expect, it } from 'vitest';
import { generateFamilies } from './directory-data.ts';
import { BENCH_SEED } from './prng.ts';

describe('generated directory', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generateFamilies(20, 4, BENCH_SEED)).toEqual(generateFamilies(20, 4, BENCH_SEED));
    expect(generateFamilies(20, 4, BENCH_SEED + 1)).not.toEqual(generateFamilies(20, 4, BENCH_SEED));
  });

  it('has the asked number of families and members, with unique ids and one gmail each', () => {
    const families = generateFamilies(1000, 4, BENCH_SEED);
    expect(families).toHaveLength(1000);
    expect(families.flatMap((f) => f.members)).toHaveLength(4000);
    expect(new Set(families.map((f) => f.id)).size).toBe(1000);
    const emails = families.flatMap((f) => f.member_emails);
    expect(new Set(emails).size).toBe(emails.length);
    for (const family of families) expect(family.member_emails.filter((e) => e.endsWith('@gmail.com'))).toHaveLength(1);
  });

  it('writes dates of birth as yyyy-MM-dd or null', () => {
    const dobs = generateFamilies(200, 4, BENCH_SEED).flatMap((f) => f.members.map((m) => m.dob));
    expect(dobs.some((d) => d === null)).toBe(true);
    for (const dob of dobs) if (dob !== null) expect(dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
