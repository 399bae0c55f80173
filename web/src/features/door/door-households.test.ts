import { doorPersonKey } from '@edma/contract/door';
import { describe, expect, it } from 'vitest';
import { testDoorBooking } from './door-fixtures.ts';
import { doorHouseholds, doorTotals, findHouseholds } from './door-households.ts';

const booking = testDoorBooking;

const nair = booking({
  familyId: 'fam-nair',
  familyName: 'Nair',
  reference: 'EDMA-27-7KQ4',
  amountPence: 1700,
  note: 'Arriving late',
  members: [{ memberId: 'asha', name: 'Asha Nair', band: 'adult', meal: 'Veg', diets: [], otherDiet: 'No onions' }],
  guests: [{ band: 'child', meal: 'Veg', diets: ['nut-allergy'], otherDiet: '' }],
});
const kurian = booking({
  familyId: 'fam-kurian',
  familyName: 'Kurian',
  paid: true,
  members: [{ memberId: 'joseph', name: 'Joseph Kurian', band: 'adult', meal: 'Non-veg', diets: ['vegan'], otherDiet: '' }],
});
const waiting = booking({ familyId: 'fam-wait', familyName: 'Waiting', status: 'waiting' });

describe('the door households', () => {
  it('lists the households going, by name, with no meal, note or dietary detail but the allergy flag', () => {
    const households = doorHouseholds([nair, waiting, kurian]);
    expect(households).toEqual([
      {
        familyId: 'fam-kurian',
        familyName: 'Kurian',
        reference: null,
        paid: true,
        amountPence: 0,
        allergy: false,
        people: [{ person: 'm:joseph', name: 'Joseph Kurian', band: 'adult' }],
      },
      {
        familyId: 'fam-nair',
        familyName: 'Nair',
        reference: 'EDMA-27-7KQ4',
        paid: false,
        amountPence: 1700,
        allergy: true,
        people: [
          { person: 'm:asha', name: 'Asha Nair', band: 'adult' },
          { person: 'g:0', name: 'Guest 1', band: 'child' },
        ],
      },
    ]);
    expect(JSON.stringify(households)).not.toMatch(/Veg|onions|late|vegan/i);
  });

  it('finds a household by family name, a person or the reference, ignoring case', () => {
    const households = doorHouseholds([nair, kurian]);
    const names = (search: string) => findHouseholds(households, search).map((h) => h.familyName);
    expect(names('')).toEqual(['Kurian', 'Nair']);
    expect(names('nai')).toEqual(['Nair']);
    expect(names('joseph')).toEqual(['Kurian']);
    expect(names('7kq4')).toEqual(['Nair']);
    expect(names('asha nair')).toEqual(['Nair']);
    expect(names('nobody')).toEqual([]);
  });

  it('counts the people in against the people booked', () => {
    const households = doorHouseholds([nair, kurian]);
    const states = new Map([
      [doorPersonKey({ familyId: 'fam-nair', person: 'g:0' }), true],
      [doorPersonKey({ familyId: 'fam-kurian', person: 'm:joseph' }), false],
      // A person no longer booked is not counted.
      [doorPersonKey({ familyId: 'fam-gone', person: 'm:x' }), true],
    ]);
    expect(doorTotals(households, states)).toEqual({ inside: 1, booked: 3 });
  });
});
