import { describe, expect, it } from 'vitest';
import { testBooking as booking } from '@web/test/committee-booking.ts';
import { bookingsCsv, cateringCsv } from './bookings-csv.ts';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('bookingsCsv', () => {
  it('writes one row per person, keeps formulas as text, and lists who has not answered', () => {
    const csv = bookingsCsv(
      [
        booking({
          familyName: '=HYPERLINK("x")',
          people: 2,
          amountPence: 1700,
          reference: 'EDMA-B27-7KQ4',
          members: [{ memberId: 'm1', name: 'Anil', band: 'adult', meal: 'Veg', diets: ['nut-allergy'], otherDiet: '' }],
          guests: [{ band: 'child', meal: 'Non-veg', diets: [], otherDiet: 'No chilli' }],
        }),
        booking({ familyName: 'Nair', status: 'not-coming' }),
      ],
      [{ familyName: 'Pillai', town: 'Exmouth' }],
    );
    const rows = lines(csv);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe(
      `"'=HYPERLINK(""x"")","Seaton","Going","","2","Anil","Adult","Veg","Nut allergy","","£17.00","EDMA-B27-7KQ4","No","No",""`,
    );
    expect(rows[2]).toContain('"Guest 1","5 to 12","Non-veg","","No chilli"');
    expect(rows[3]).toMatch(/^"Nair","Seaton","Not coming"/);
    expect(rows[4]).toMatch(/^"Pillai","Exmouth","Not answered"/);
  });
});

describe('cateringCsv', () => {
  it('counts meals and needs of the families going only, and lists the people with needs', () => {
    const csv = cateringCsv(
      [
        booking({
          familyName: 'Kumar',
          people: 2,
          members: [
            { memberId: 'm1', name: 'Anil', band: 'adult', meal: 'Veg', diets: ['vegetarian', 'nut-allergy'], otherDiet: '' },
            { memberId: 'm2', name: 'Meera', band: 'child', meal: 'Non-veg', diets: [], otherDiet: '' },
          ],
        }),
        booking({
          status: 'waiting',
          people: 1,
          members: [{ memberId: 'm3', name: 'Waiting', band: 'adult', meal: 'Veg', diets: ['vegan'], otherDiet: '' }],
        }),
      ],
      ['Veg', 'Non-veg'],
    );
    const rows = lines(csv);
    expect(rows.slice(0, 4)).toEqual(['"Meal","People"', '"Veg","1"', '"Non-veg","1"', '"Total","2"']);
    expect(rows).toContain('"Nut allergy","1"');
    expect(rows).toContain('"Vegan","0"');
    expect(rows.at(-1)).toBe('"Kumar","Anil","Vegetarian, Nut allergy"');
  });
});
