import { describe, expect, it } from 'vitest';
import { doorRoleOfClaims, grantedRolesOfClaims, rolesOfClaims } from '@edma/contract/committee';
import { claimsWithRole } from './committee-roles.ts';

const onam = { eventId: 'onam', lastDay: '2027-09-19' };

describe('the door role in the custom claims', () => {
  it('is held with its event beside it, every other claim kept, and opens no console section', () => {
    const claims = claimsWithRole({ committee: true, other: 1 }, 'door', true, onam);
    expect(claims).toEqual({ committee: true, other: 1, roles: ['door'], doorRole: onam });
    expect(doorRoleOfClaims(claims)).toEqual(onam);
    expect(grantedRolesOfClaims(claims)).toEqual(['committee', 'door']);
    expect(rolesOfClaims(claims)).toEqual(['committee']);
  });

  it('granted again for another event, holds that event only', () => {
    const moved = claimsWithRole(claimsWithRole({}, 'door', true, onam), 'door', true, { eventId: 'vishu', lastDay: '2028-04-15' });
    expect(moved).toEqual({ roles: ['door'], doorRole: { eventId: 'vishu', lastDay: '2028-04-15' } });
  });

  it('stays when a task role is given or taken, and goes alone when removed', () => {
    const both = claimsWithRole(claimsWithRole({}, 'door', true, onam), 'treasurer', true);
    expect(both).toEqual({ roles: ['door', 'treasurer'], doorRole: onam });
    expect(claimsWithRole(both, 'treasurer', false)).toEqual({ roles: ['door'], doorRole: onam });
    expect(claimsWithRole(both, 'door', false)).toEqual({ roles: ['treasurer'] });
    expect(claimsWithRole(claimsWithRole({}, 'door', true, onam), 'door', false)).toEqual({});
  });

  it('is not held without a well-formed event, nor an event without the role', () => {
    expect(doorRoleOfClaims({ roles: ['door'] })).toBeNull();
    expect(doorRoleOfClaims({ roles: ['door'], doorRole: { eventId: '../x', lastDay: '2027-09-19' } })).toBeNull();
    expect(doorRoleOfClaims({ roles: ['door'], doorRole: { eventId: 'onam', lastDay: 'tomorrow' } })).toBeNull();
    expect(doorRoleOfClaims({ roles: ['events'], doorRole: onam })).toBeNull();
    expect(() => claimsWithRole({}, 'door', true)).toThrow();
  });
});
