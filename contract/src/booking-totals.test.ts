import { describe, expect, it } from 'vitest';
import { between, pick, prng } from '../../scripts/seed/prng.mjs';
import { bookingTotals, cateringSheet } from './booking-totals.ts';
import { DIETS, type CommitteeBooking } from './bookings.ts';
import { AGE_BANDS } from './age-bands.ts';

const MEALS = ['Veg sadhya', 'Non-veg', 'Kids plate'];

/** A random booking: any status, 0-6 members and 0-3 guests with random meals and needs. */
function randomBooking(random: () => number, i: number): CommitteeBooking {
  const person = () => ({
    meal: pick(random, MEALS),
    diets: DIETS.filter(() => random() < 0.2),
    otherDiet: random() < 0.1 ? 'No chilli' : '',
    band: pick(random, AGE_BANDS),
  });
  const status = pick(random, ['going', 'going', 'waiting', 'not-coming'] as const);
  const members =
    status === 'not-coming'
      ? []
      : Array.from({ length: between(random, 1, 6) }, (_, m) => ({ ...person(), memberId: `m${m}`, name: `Person ${i}.${m}` }));
  const guests = status === 'not-coming' ? [] : Array.from({ length: between(random, 0, 3) }, person);
  return {
    familyId: `f${i}`,
    familyName: `Family ${i}`,
    town: 'Seaton',
    status,
    members,
    guests,
    note: '',
    people: members.length + guests.length,
    waitingPosition: status === 'waiting' ? 1 : null,
    amountPence: 0,
    reference: null,
    paid: false,
    arrived: false,
    version: 1,
    updatedAt: '',
  };
}

describe('the catering sheet and the live totals (property: over random bookings)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('equal the plain sums over the families going (seed %i)', (seed) => {
    const random = prng(seed);
    const bookings = Array.from({ length: between(random, 0, 80) }, (_, i) => randomBooking(random, i));
    const going = bookings.filter((b) => b.status === 'going');
    const everyone = going.flatMap((b) => [...b.members, ...b.guests]);

    const sheet = cateringSheet(bookings, MEALS);
    for (const meal of MEALS) expect(sheet.meals[meal]).toBe(everyone.filter((p) => p.meal === meal).length);
    for (const diet of DIETS) expect(sheet.diets[diet]).toBe(everyone.filter((p) => p.diets.includes(diet)).length);
    expect(sheet.diets.other).toBe(everyone.filter((p) => p.otherDiet).length);
    for (const band of AGE_BANDS) expect(sheet.people[band]).toBe(everyone.filter((p) => p.band === band).length);
    expect(sheet.total).toBe(everyone.length);
    // Every person with a need is on the allergy list, once, with the family's name.
    expect(sheet.needs).toHaveLength(everyone.filter((p) => p.diets.length > 0 || p.otherDiet).length);
    expect(new Set(sheet.needs.map((n) => n.familyName))).toEqual(
      new Set(going.filter((b) => [...b.members, ...b.guests].some((p) => p.diets.length > 0 || p.otherDiet)).map((b) => b.familyName)),
    );

    const totals = bookingTotals(bookings, { meals: MEALS, capacity: 500, notAnswered: 7 });
    expect(totals.placesTaken).toBe(everyone.length);
    expect(totals.waitingPeople).toBe(bookings.filter((b) => b.status === 'waiting').reduce((n, b) => n + b.people, 0));
    expect(totals.families).toEqual({
      going: going.length,
      waiting: bookings.filter((b) => b.status === 'waiting').length,
      notComing: bookings.filter((b) => b.status === 'not-coming').length,
      notAnswered: 7,
    });
  });

  it('lists every meal option, even one nobody chose', () => {
    expect(bookingTotals([], { meals: MEALS, capacity: 10, notAnswered: 0 }).meals).toEqual({
      'Veg sadhya': 0,
      'Non-veg': 0,
      'Kids plate': 0,
    });
  });
});
