import { BOOKINGS_API } from '@edma/contract/bookings';
import { CALENDAR_API } from '@edma/contract/calendar';
import {
  COMMITTEE_MEMBER_API,
  DOOR_ROLE_NEEDS_EVENT_MESSAGE,
  DOOR_ROLE_TEXTS,
  NOT_COMMITTEE_MESSAGE,
  ROLE_LABELS,
} from '@edma/contract/committee';
import { DOOR_API, type DoorTick } from '@edma/contract/door';
import { DOOR_PASS_API } from '@edma/contract/door-pass';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { googleSignIn } from '../support/auth-tokens.ts';
import { approvedFamily, eventWithBookings, goingAnswer, saveBooking } from '../support/bookings.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { committeeMember } from '../support/committee.ts';
import { uniqueGmail } from '../support/test-data.ts';

/*
 * The door role (issue 36): the committee gives a member, signed in with their own Google account,
 * one event's door until the day after it; granted and removed in the Committee members section,
 * audited with its event. It opens that event's door routes and nothing else, and removing it (or
 * moving it to another event) ends the member's sessions, so an old token stops at once.
 */

let chair: Awaited<ReturnType<typeof committeeMember>>;
let eventId: string;
let otherEventId: string;
let pastEventId: string;
let asha: Awaited<ReturnType<typeof approvedFamily>>;

const claimsOf = async (email: string) => (await adminAuth().getUserByEmail(email)).customClaims ?? {};
/** The audit records about an account, oldest first (event ids are random: their text orders nothing). */
const auditsOf = async (email: string) =>
  (await adminDb().collection('auditLog').where('details.email', '==', email).get()).docs
    .sort((a, b) => (a.get('at') as Timestamp).toMillis() - (b.get('at') as Timestamp).toMillis())
    .map((doc) => `${doc.get('action')} ${doc.get('details.role')} ${doc.get('details.eventId')} by ${doc.get('actor.email')}`);
const ticksOf = async (forEvent: string) =>
  (await adminDb().collection('bookings').doc(`${forEvent}~${asha.familyId}`).get()).get('door.ticks') as unknown;
const tick = (id: string): DoorTick => ({
  id: id.padEnd(20, 'x'),
  familyId: asha.familyId,
  person: `m:${asha.memberIds[0]}`,
  in: true,
  atMs: Date.now(),
});
// Revocation compares whole seconds: a token from the same second as the revocation stays valid.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

beforeAll(async () => {
  chair = await committeeMember('door-role-chair');
  eventId = await eventWithBookings(chair.token, undefined, '2027-09-18');
  otherEventId = await eventWithBookings(chair.token, undefined, '2027-10-02');
  const past = await callEndpoint(
    CALENDAR_API.add,
    { date: '2024-04-14', title: 'Vishu', location: 'Seaton', startTime: '12:00' },
    { token: chair.token },
  );
  pastEventId = past.body.id!;
  asha = await approvedFamily('door-role-asha', [{ name: 'Asha Pillai' }]);
  for (const forEvent of [eventId, otherEventId])
    expect((await saveBooking(goingAnswer(forEvent, asha.memberIds), asha.token)).status).toBe(200);
});

describe('granting the door role', () => {
  it('gives a member one event’s door until the day after it, listed with the event and audited', async () => {
    const volunteer = asha.email;
    const granted = await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: volunteer, role: 'door', eventId }, { token: chair.token });
    expect([granted.status, granted.body.message]).toEqual([200, `${volunteer} now holds the role ${ROLE_LABELS.door} until 2027-09-19.`]);
    expect(await claimsOf(volunteer)).toEqual({ roles: ['door'], doorRole: { eventId, lastDay: '2027-09-19' } });
    const listed = await callEndpoint(COMMITTEE_MEMBER_API.list, {}, { token: chair.token });
    expect(listed.body.members.find((m) => m.email === volunteer)).toMatchObject({
      roles: ['door'],
      door: { eventId, title: 'Onam Celebration', lastDay: '2027-09-19' },
    });
    expect(await auditsOf(volunteer)).toEqual([`committee.grant door ${eventId} by ${chair.email}`]);

    // Signed in again, the member's token carries it: that event's door list and ticks, nothing else.
    const { token } = await googleSignIn(volunteer);
    const list = await callEndpoint(DOOR_API.list, { eventId }, { token });
    expect(list.status).toBe(200);
    expect(list.body.households.map((h) => h.familyId)).toContain(asha.familyId);
    expect((await callEndpoint(DOOR_API.sync, { eventId, ticks: [tick('role-in')], walkIns: [] }, { token })).status).toBe(200);

    const otherBefore = await ticksOf(otherEventId);
    const other = await callEndpoint(DOOR_API.list, { eventId: otherEventId }, { token });
    expect([other.status, other.body.message]).toEqual([403, DOOR_ROLE_TEXTS.otherEvent]);
    const otherSync = await callEndpoint(DOOR_API.sync, { eventId: otherEventId, ticks: [tick('role-other')], walkIns: [] }, { token });
    expect(otherSync.status).toBe(403);
    expect(await ticksOf(otherEventId)).toEqual(otherBefore);

    // No committee route: the console's reads, a door pass, another role for itself.
    const passesBefore = (await adminDb().collection('doorPasses').get()).size;
    const claimsBefore = await claimsOf(volunteer);
    for (const [what, answer] of [
      ['events', await callEndpoint(BOOKINGS_API.committeeEvents, {}, { token })],
      ['pass', await callEndpoint(DOOR_PASS_API.open, { eventId, label: 'Mine' }, { token })],
      ['grant', await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: volunteer, role: 'events' }, { token })],
    ] as const) {
      expect([what, answer.status, answer.body.message], what).toEqual([what, 403, NOT_COMMITTEE_MESSAGE]);
    }
    expect((await adminDb().collection('doorPasses').get()).size).toBe(passesBefore);
    expect(await claimsOf(volunteer)).toEqual(claimsBefore);
    // The member's own pages go on as before.
    expect((await callEndpoint(BOOKINGS_API.mine, { eventId }, { token })).status).toBe(200);
  });

  it('needs an event of the calendar that is not over, changing nothing otherwise', async () => {
    const email = uniqueGmail('door-refused');
    await googleSignIn(email);
    for (const [body, status, message] of [
      [{ email, role: 'door' }, 400, DOOR_ROLE_NEEDS_EVENT_MESSAGE],
      [{ email, role: 'door', eventId: 'no-such-event' }, 404, DOOR_ROLE_TEXTS.noEvent],
      [{ email, role: 'door', eventId: pastEventId }, 409, DOOR_ROLE_TEXTS.eventOver],
    ] as const) {
      const refused = await callEndpoint(COMMITTEE_MEMBER_API.grant, body, { token: chair.token });
      expect([refused.status, refused.body.message]).toEqual([status, message]);
    }
    expect(await claimsOf(email)).toEqual({});
    expect(await auditsOf(email)).toEqual([]);
  });

  it('refuses its event’s door once its last day has passed', async () => {
    const email = uniqueGmail('door-late');
    const { uid } = await googleSignIn(email);
    await adminAuth().setCustomUserClaims(uid, { roles: ['door'], doorRole: { eventId, lastDay: '2020-01-02' } });
    const { token } = await googleSignIn(email);
    const late = await callEndpoint(DOOR_API.list, { eventId }, { token });
    expect([late.status, late.body.message]).toEqual([403, DOOR_ROLE_TEXTS.ended]);
  });
});

describe('removing or moving the door role', () => {
  it('moved to another event, the old token stops at once; removed, the member’s sessions end; each audited', async () => {
    const volunteer = uniqueGmail('door-moved');
    await googleSignIn(volunteer);
    expect(
      (await callEndpoint(COMMITTEE_MEMBER_API.grant, { email: volunteer, role: 'door', eventId }, { token: chair.token })).status,
    ).toBe(200);
    const first = (await googleSignIn(volunteer)).token;
    expect((await callEndpoint(DOOR_API.list, { eventId }, { token: first })).status).toBe(200);

    await nextSecond();
    const moved = await callEndpoint(
      COMMITTEE_MEMBER_API.grant,
      { email: volunteer, role: 'door', eventId: otherEventId },
      { token: chair.token },
    );
    expect(moved.status).toBe(200);
    expect((await callEndpoint(DOOR_API.list, { eventId }, { token: first })).status).toBe(401);
    const second = (await googleSignIn(volunteer)).token;
    expect((await callEndpoint(DOOR_API.list, { eventId: otherEventId }, { token: second })).status).toBe(200);
    expect((await callEndpoint(DOOR_API.list, { eventId }, { token: second })).status).toBe(403);

    await nextSecond();
    const removed = await callEndpoint(COMMITTEE_MEMBER_API.revoke, { email: volunteer, role: 'door' }, { token: chair.token });
    expect([removed.status, removed.body.message]).toEqual([200, `${volunteer} no longer holds the role ${ROLE_LABELS.door}.`]);
    expect(await claimsOf(volunteer)).toEqual({});
    expect((await callEndpoint(DOOR_API.list, { eventId: otherEventId }, { token: second })).status).toBe(401);
    const after = (await googleSignIn(volunteer)).token;
    expect((await callEndpoint(DOOR_API.list, { eventId: otherEventId }, { token: after })).status).toBe(403);
    expect(await auditsOf(volunteer)).toEqual([
      `committee.grant door ${eventId} by ${chair.email}`,
      `committee.grant door ${otherEventId} by ${chair.email}`,
      `committee.revoke door ${otherEventId} by ${chair.email}`,
    ]);
  });
});
