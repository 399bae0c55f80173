import { doorPersonKey } from '@edma/contract/door';
import { describe, expect, it } from 'vitest';
import { DOOR_HOUSEHOLDS } from './door-fixtures.ts';
import { doorTotals, findHouseholds } from './door-households.ts';

describe('the door households', () => {
  it('finds a household by family name, a person or the reference, ignoring case', () => {
    const households = DOOR_HOUSEHOLDS;
    const names = (search: string) => findHouseholds(households, search).map((h) => h.familyName);
    expect(names('')).toEqual(['Kurian', 'Nair']);
    expect(names('nai')).toEqual(['Nair']);
    expect(names('joseph')).toEqual(['Kurian']);
    expect(names('7kq4')).toEqual(['Nair']);
    expect(names('asha nair')).toEqual(['Nair']);
    expect(names('nobody')).toEqual([]);
  });

  it('counts the people in against the people booked', () => {
    const households = DOOR_HOUSEHOLDS;
    const states = new Map([
      [doorPersonKey({ familyId: 'fam-nair', person: 'g:0' }), true],
      [doorPersonKey({ familyId: 'fam-kurian', person: 'm:joseph' }), false],
      // A person no longer booked is not counted.
      [doorPersonKey({ familyId: 'fam-gone', person: 'm:x' }), true],
    ]);
    expect(doorTotals(households, states)).toEqual({ inside: 1, booked: 3 });
  });
});
