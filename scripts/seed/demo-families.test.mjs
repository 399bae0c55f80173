import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoDrawNames, generateDemoFamilies } from './demo-families.mjs';

const TODAY = new Date('2026-06-15T12:00:00Z');

function ageOn(dob, today) {
  const [y, m, d] = dob.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

describe('generateDemoFamilies', () => {
  const families = generateDemoFamilies({ today: TODAY });
  const members = families.flatMap((f) => f.members);

  it('is the same for the same seed and differs for another', () => {
    expect(generateDemoFamilies({ today: TODAY })).toEqual(families);
    expect(generateDemoFamilies({ today: TODAY, seed: 7 })).not.toEqual(families);
  });

  it('makes about 100 families and 300+ members', () => {
    expect(families).toHaveLength(100);
    expect(members.length).toBeGreaterThanOrEqual(300);
  });

  it('covers every town, Other places and every membership type', () => {
    const locations = new Set(families.map((f) => f.location));
    for (const town of ['Seaton', 'Honiton', 'Axminster', 'Sidmouth']) expect(locations).toContain(town);
    expect([...locations].some((l) => !['Seaton', 'Honiton', 'Axminster', 'Sidmouth'].includes(l))).toBe(true);
    const types = new Set(families.map((f) => f.membership_type));
    expect(types).toContain('Gold');
    expect(types).toContain('Silver');
    expect([...types].some((t) => t !== 'Gold' && t !== 'Silver')).toBe(true);
  });

  it('has members in every age band, and some without a date of birth', () => {
    const ages = members.filter((m) => m.dob).map((m) => ageOn(m.dob, TODAY));
    expect(ages.filter((a) => a <= 5).length).toBeGreaterThan(10);
    expect(ages.filter((a) => a >= 6 && a <= 12).length).toBeGreaterThan(10);
    expect(ages.filter((a) => a >= 13 && a <= 18).length).toBeGreaterThan(10);
    expect(ages.filter((a) => a > 18).length).toBeGreaterThan(100);
    expect(members.some((m) => m.dob === null)).toBe(true);
    expect(members.every((m) => m.dob === null || m.dob <= '2026-06-15')).toBe(true);
  });

  it('gives every family a Gmail member, unique emails and member_emails to match', () => {
    const all = members.map((m) => m.email).filter(Boolean);
    expect(new Set(all).size).toBe(all.length);
    for (const family of families) {
      expect(family.members.some((m) => m.email.endsWith('@gmail.com'))).toBe(true);
      // Every listed email is accepted, except the invited demo account's, which waits for its owner.
      expect(family.member_emails).toEqual(family.members.map((m) => m.email).filter((e) => e && e !== 'demo.invited@gmail.com'));
      expect(family.members.map((m) => m.order)).toEqual(family.members.map((_, i) => i));
    }
  });

  it("shows some adults' photos publicly, by their choice, and never a child's", () => {
    const withPhoto = members.filter((m) => m.photo_path);
    const shown = withPhoto.filter((m) => m.photo_public);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(withPhoto.length);
    expect(members.every((m) => m.photo_path !== null || m.photo_public === false)).toBe(true);
    expect(shown.every((m) => m.dob !== null && m.dob <= '2008-06-15')).toBe(true);
  });

  it("leaves the newest registrations pending for the committee, never a demo account's family", () => {
    const pending = families.filter((f) => f.approval === 'pending');
    expect(pending).toHaveLength(2);
    expect(families.slice(-2).every((f) => f.approval === 'pending')).toBe(true);
    expect(families.slice(0, 3).some((f) => 'approval' in f)).toBe(false);
  });

  it('puts the demo accounts where the docs say', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(families[account.familyIndex]?.members[account.order]?.email).toBe(account.email);
    }
    expect(families[0]).toMatchObject({ location: 'Seaton', membership_type: 'Gold' });
    const [head] = families;
    expect(head?.members[0]?.photo_path).toMatch(new RegExp(`^photos/${head?.id}/${head?.members[0]?.id}-[0-9a-f]{16}\\.webp$`));
  });

  it('gives about a fifth of the members a photo', () => {
    const share = members.filter((m) => m.photo_path).length / members.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
  });

  it('lists families oldest first', () => {
    const times = families.map((f) => f.createdAtMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('can make exactly the bench size', () => {
    const bench = generateDemoFamilies({ families: 1000, members: 4000, seed: 1, today: TODAY, photoShare: 0 });
    expect(bench).toHaveLength(1000);
    expect(bench.flatMap((f) => f.members)).toHaveLength(4000);
    expect(bench.every((f) => f.members.length >= 1)).toBe(true);
    expect(new Set(bench.map((f) => f.id)).size).toBe(1000);
  });
});

describe('demoDrawNames', () => {
  it('gives 13, 14 and 12 distinct names', () => {
    const draws = demoDrawNames();
    expect(draws['chitti-A']).toHaveLength(13);
    expect(draws['chitti-B']).toHaveLength(14);
    expect(draws['chitti-C']).toHaveLength(12);
    for (const names of Object.values(draws)) expect(new Set(names).size).toBe(names.length);
  });
});
