import { doorRoleOfClaims, grantedRolesOfClaims, rolesOfClaims } from '@edma/contract/committee';
import { doorPassLastDay } from '@edma/contract/door-pass';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-families.mjs';
import { DEMO_DOOR_PASS } from '../../scripts/seed/demo-door-pass.mjs';
import { adminAuth, adminDb } from '../support/admin.ts';

/*
 * The demo sign-ins of the README hold the roles it says, as the Auth emulator loads them from
 * emulator-data/auth_export (their claims are written there by hand as well as by the seed).
 */

const claimsOf = async (email: string) => (await adminAuth().getUserByEmail(email)).customClaims ?? {};

describe('the demo sign-ins', () => {
  it('each holds the roles of its demo account, and no other', async () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST, 'FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator to read').toBeTruthy();
    for (const account of DEMO_ACCOUNTS) {
      const claims = await claimsOf(account.email);
      const expected = [...(account.committee ? ['committee'] : []), ...(account.roles ?? []), ...(account.door ? ['door'] : [])];
      expect(grantedRolesOfClaims(claims), account.email).toEqual(expected);
    }
  });

  it('the door role opens the demo event of the door pass until the day after it, as the pass does', async () => {
    const [account, ...others] = DEMO_ACCOUNTS.filter((a) => a.door);
    expect(others, 'one demo account holds the door role').toEqual([]);
    const claims = await claimsOf(account!.email);
    const grant = doorRoleOfClaims(claims);
    expect(rolesOfClaims(claims), 'the door role opens no console section').toEqual([]);

    const pass = (await adminDb().doc(`doorPasses/${DEMO_DOOR_PASS.passId}`).get()).data();
    expect(grant?.eventId).toBe(pass?.eventId);
    const events = ((await adminDb().doc('content/events').get()).data()?.events ?? []) as { id: string; date: string }[];
    const event = events.find((e) => e.id === grant?.eventId);
    expect(event, 'the door role’s event is in the calendar').toBeDefined();
    // Fixed in the export with the event's date: it follows the event as the pass does, never ending before it.
    expect(grant?.lastDay).toBe(doorPassLastDay(event!.date));
    expect(grant?.lastDay).toBe(pass?.lastDay);
    const booking = (await adminDb().doc(`bookingEvents/${grant?.eventId}`).get()).data();
    expect(booking?.settings?.enabled, 'the event open for booking').toBe(true);
  });
});
