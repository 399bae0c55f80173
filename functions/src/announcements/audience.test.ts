import { describe, expect, it } from 'vitest';
import { AUDIENCE_DUES_STATUSES, EVENT_ANSWERS, type Audience, type EventAnswer } from '@edma/contract/announcements';
import { DUES_STATUSES, type DuesStatus } from '@edma/contract/membership';
import { inAudience, type AudienceFamily } from './audience.ts';

/*
 * The filters against a reference written another way (ages as a range of birth dates, towns as a
 * set), over random families and random audiences from a fixed seed.
 */

const TOWNS = ['Seaton', 'Honiton', 'Axminster', 'Sidmouth', 'Exeter', ' seaton '];
const TYPES = ['Gold', 'Silver', 'Student', 'gold'];
const SEED = 20261125;

/** mulberry32, as scripts/seed/prng.mjs: a seed always gives the same families. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const some = <T>(random: Random, list: readonly T[]): T[] => list.filter(() => random() < 0.3);
const pad = (n: number) => String(n).padStart(2, '0');

function randomDob(random: Random): string | null {
  if (random() < 0.15) return null;
  const year = 1950 + Math.floor(random() * 77);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 29);
  return `${year}-${pad(month)}-${pad(day === 29 && month === 2 && year % 4 !== 0 ? 28 : day)}`;
}

function randomFamily(random: Random, i: number): AudienceFamily {
  return {
    id: `f${i}`,
    location: pick(random, TOWNS),
    membershipType: pick(random, TYPES),
    dobs: Array.from({ length: Math.floor(random() * 6) }, () => randomDob(random)),
    emails: [`f${i}@example.com`],
  };
}

function randomAudience(random: Random): Audience {
  const from = Math.floor(random() * 20);
  return {
    towns: some(random, TOWNS),
    membershipTypes: some(random, TYPES),
    duesStatuses: random() < 0.5 ? some(random, AUDIENCE_DUES_STATUSES) : [],
    childAge: random() < 0.5 ? { from, to: from + Math.floor(random() * 6) } : null,
    event: random() < 0.5 ? { eventId: 'onam', answers: some(random, EVENT_ANSWERS).concat(random() < 0.3 ? [] : ['going']) } : null,
  };
}

const minusYears = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

function reference(
  family: AudienceFamily,
  audience: Audience,
  today: string,
  answers: Map<string, EventAnswer>,
  dues: Map<string, DuesStatus>,
): boolean {
  const towns = new Set(audience.towns.map((t) => t.trim().toLowerCase()));
  const types = new Set(audience.membershipTypes.map((t) => t.trim().toLowerCase()));
  const townOk = towns.size === 0 || towns.has(family.location.trim().toLowerCase());
  const typeOk = types.size === 0 || types.has(family.membershipType.trim().toLowerCase());
  // Aged from..to today: born after today minus (to + 1) years, on or before today minus `from` years.
  const ageOk =
    !audience.childAge ||
    family.dobs.some(
      (dob) => dob !== null && dob > minusYears(today, audience.childAge!.to + 1) && dob <= minusYears(today, audience.childAge!.from),
    );
  const eventOk =
    !audience.event || (audience.event.answers.length > 0 && audience.event.answers.includes(answers.get(family.id) ?? 'not-answered'));
  const wanted = new Set<string>(audience.duesStatuses);
  const duesOk = wanted.size === 0 || (dues.has(family.id) ? wanted.has(dues.get(family.id)!) : wanted.has('none'));
  return townOk && typeOk && ageOk && eventOk && duesOk;
}

describe('inAudience', () => {
  it('chooses the same families as the reference filter, over random families and audiences', () => {
    const random = prng(SEED);
    let chosenSome = 0;
    let leftSome = 0;
    for (let round = 0; round < 300; round += 1) {
      const today = `${2020 + Math.floor(random() * 8)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
      const families = Array.from({ length: 40 }, (_, i) => randomFamily(random, i));
      const answers = new Map<string, EventAnswer>();
      for (const family of families) if (random() < 0.7) answers.set(family.id, pick(random, ['going', 'waiting', 'not-coming'] as const));
      const dues = new Map<string, DuesStatus>();
      for (const family of families) if (random() < 0.8) dues.set(family.id, pick(random, DUES_STATUSES));
      const audience = randomAudience(random);
      const chosen = families.filter((f) => inAudience(f, audience, { today, answers, dues })).map((f) => f.id);
      const expected = families.filter((f) => reference(f, audience, today, answers, dues)).map((f) => f.id);
      expect(chosen, `round ${round}: ${JSON.stringify({ today, audience })}`).toEqual(expected);
      if (chosen.length > 0) chosenSome += 1;
      if (chosen.length < families.length) leftSome += 1;
    }
    // The rounds are not all trivial: many choose someone and many leave someone out.
    expect(chosenSome).toBeGreaterThan(50);
    expect(leftSome).toBeGreaterThan(50);
  });

  it('takes every approved family when nothing is chosen, and combines filters with AND', () => {
    const family: AudienceFamily = { id: 'a', location: 'Seaton', membershipType: 'Gold', dobs: ['2018-06-01'], emails: [] };
    const none: Audience = { towns: [], membershipTypes: [], duesStatuses: [], childAge: null, event: null };
    const ctx = { today: '2026-11-25', answers: new Map<string, EventAnswer>([['a', 'going']]) };
    expect(inAudience(family, none, ctx)).toBe(true);
    expect(inAudience(family, { ...none, towns: ['Seaton'], childAge: { from: 5, to: 12 } }, ctx)).toBe(true);
    expect(inAudience(family, { ...none, towns: ['Seaton'], childAge: { from: 0, to: 4 } }, ctx)).toBe(false);
    expect(inAudience(family, { ...none, event: { eventId: 'e', answers: ['not-answered'] } }, ctx)).toBe(false);
  });

  it('chooses by this year’s dues status, a family without a record counting as "none"', () => {
    const family = (id: string): AudienceFamily => ({ id, location: 'Seaton', membershipType: 'Gold', dobs: [], emails: [] });
    const none: Audience = { towns: [], membershipTypes: [], duesStatuses: [], childAge: null, event: null };
    const ctx = {
      today: '2026-11-25',
      answers: new Map<string, EventAnswer>(),
      dues: new Map<string, DuesStatus>([
        ['due', 'due'],
        ['paid', 'paid'],
      ]),
    };
    const chosen = (duesStatuses: Audience['duesStatuses']) =>
      ['due', 'paid', 'new'].filter((id) => inAudience(family(id), { ...none, duesStatuses }, ctx));
    expect(chosen(['due'])).toEqual(['due']);
    expect(chosen(['due', 'none'])).toEqual(['due', 'new']);
    expect(chosen([])).toEqual(['due', 'paid', 'new']);
  });
});
