import { DOOR_API, DOOR_TEXTS, doorStates, type DoorTick, type DoorWalkIn } from '@edma/contract/door';
import { BOOKINGS_API } from '@edma/contract/bookings';
import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { approvedFamily, eventWithBookings, goingAnswer, saveBooking } from '../support/bookings.ts';
import { committeeMember, taskRoleHolder } from '../support/committee.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The door on the day (issue 36): phones that were offline send their ticks when the connection
 * returns; every tick is kept once on its household's booking, whatever order and however often.
 */

let eventId: string;
let door: { token: string; uid: string };
let asha: Awaited<ReturnType<typeof approvedFamily>>;
let ravi: Awaited<ReturnType<typeof approvedFamily>>;

const tick = (id: string, familyId: string, person: string, atMs: number, into = true): DoorTick => ({
  id: id.padEnd(20, 'x'),
  familyId,
  person,
  in: into,
  atMs,
});
const sync = (ticks: DoorTick[], token = door.token, walkIns: DoorWalkIn[] = []) =>
  callEndpoint(DOOR_API.sync, { eventId, ticks, walkIns }, { token });
const walkIn = (id: string, people: number, cashPence: number): DoorWalkIn => ({
  id: id.padEnd(20, 'w'),
  name: `Walk-in ${id}`,
  people,
  cashPence,
  atMs: 5000,
});
const booking = async (familyId: string) => (await adminDb().collection('bookings').doc(`${eventId}~${familyId}`).get()).data()!;

beforeAll(async () => {
  const committee = await committeeMember('door-chair');
  eventId = await eventWithBookings(committee.token);
  door = await taskRoleHolder('events', 'door-volunteer');
  asha = await approvedFamily('door-asha', [{ name: 'Asha Nair' }, { name: 'Kiran Nair', dob: '2015-03-04' }]);
  ravi = await approvedFamily('door-ravi', [{ name: 'Ravi Menon' }]);
  expect(
    (await saveBooking(goingAnswer(eventId, asha.memberIds, { guests: [{ band: 'adult', meal: 'Veg sadhya' }] }), asha.token)).status,
  ).toBe(200);
  expect((await saveBooking(goingAnswer(eventId, ravi.memberIds), ravi.token)).status).toBe(200);
});

describe('door check-in from two phones that were offline', () => {
  it('keeps the union of their ticks, each once: every person is what their latest tick says; one undone stays undone', async () => {
    const [a1, a2] = asha.memberIds.map((id) => `m:${id}`) as [string, string];
    const r1 = `m:${ravi.memberIds[0]}`;
    // Overlapping people: both phones tick Asha; B undoes the guest A ticked; both tick Ravi.
    const phoneA = [
      tick('a-asha', asha.familyId, a1, 1000),
      tick('a-kiran', asha.familyId, a2, 1010),
      tick('a-guest', asha.familyId, 'g:0', 1020),
      tick('a-ravi', ravi.familyId, r1, 1030),
    ];
    const phoneB = [
      tick('b-asha', asha.familyId, a1, 1005),
      tick('b-ravi', ravi.familyId, r1, 1040),
      tick('b-guest', asha.familyId, 'g:0', 1050, false),
    ];

    // Both come back online at once, and A sends again (its first answer was lost).
    const [first, second] = await Promise.all([sync(phoneA), sync(phoneB)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await sync(phoneA);
    expect(again.body.refused).toEqual([]);

    const stored = [...(await booking(asha.familyId)).doorTicks, ...(await booking(ravi.familyId)).doorTicks] as {
      id: string;
      by: string;
    }[];
    expect(stored.map((t) => t.id).sort()).toEqual([...phoneA, ...phoneB].map((t) => t.id).sort());
    expect(new Set(stored.map((t) => t.by))).toEqual(new Set([door.uid]));
    expect(Object.fromEntries(doorStates(again.body.ticks))).toEqual({
      [`${asha.familyId}~${a1}`]: true,
      [`${asha.familyId}~${a2}`]: true,
      [`${asha.familyId}~g:0`]: false,
      [`${ravi.familyId}~${r1}`]: true,
    });
    expect(again.body.ticks).toHaveLength(7);
    expect([(await booking(asha.familyId)).arrived, (await booking(ravi.familyId)).arrived]).toEqual([true, true]);
  });

  it('refuses ticks for a household without a booking or a person not in it, keeping the rest; changes nothing for them', async () => {
    const stranger = await approvedFamily('door-stranger', [{ name: 'Not Booked' }]);
    const before = await booking(asha.familyId);
    const answer = await sync([
      tick('c-nobody', stranger.familyId, `m:${stranger.memberIds[0]}`, 2000),
      tick('c-ghost', asha.familyId, 'm:not-a-member', 2001),
      tick('c-guest9', asha.familyId, 'g:9', 2002),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.refused).toEqual([
      { id: 'c-nobody'.padEnd(20, 'x'), reason: DOOR_TEXTS.notBooked },
      { id: 'c-ghost'.padEnd(20, 'x'), reason: DOOR_TEXTS.notInBooking },
      { id: 'c-guest9'.padEnd(20, 'x'), reason: DOOR_TEXTS.notInBooking },
    ]);
    expect(await booking(asha.familyId)).toEqual(before);
    expect((await adminDb().collection('bookings').doc(`${eventId}~${stranger.familyId}`).get()).exists).toBe(false);
  });

  it('is the events role’s and the committee’s: a member or the treasurer is refused, and nothing changes', async () => {
    const before = await booking(ravi.familyId);
    const treasurer = await taskRoleHolder('treasurer', 'door-treasurer');
    const undo = [tick('d-undo', ravi.familyId, `m:${ravi.memberIds[0]}`, 3000, false)];
    for (const token of [ravi.token, treasurer.token]) {
      const refused = await sync(undo, token);
      expect([refused.status, refused.body.message]).toEqual([403, NOT_COMMITTEE_MESSAGE]);
    }
    expect((await sync(undo, '')).status).toBe(401);
    expect(await booking(ravi.familyId)).toEqual(before);
  });
});

describe('walk-ins at the door', () => {
  it('keeps each walk-in once from two phones, answers them to both, and the console counts them with the ticks', async () => {
    const a = walkIn('wa-1', 2, 1000);
    const b = walkIn('wb-1', 1, 500);
    const [first, second] = await Promise.all([sync([], door.token, [a, b]), sync([], door.token, [b])]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await sync([], door.token, [a]);
    expect(again.body.walkIns.map((w) => w.id).sort()).toEqual([a.id, b.id].sort());
    const stored = await adminDb().collection('doorWalkIns').where('eventId', '==', eventId).get();
    expect(stored.docs.map((d) => [d.id, d.get('people'), d.get('cashPence'), d.get('by')]).sort()).toEqual(
      [
        [a.id, 2, 1000, door.uid],
        [b.id, 1, 500, door.uid],
      ].sort(),
    );
    // The console's figures: Asha, Kiran and Ravi ticked in above (the guest's tick undone), and these walk-ins.
    const chair = await committeeMember('door-chair');
    const list = await callEndpoint(BOOKINGS_API.committeeList, { eventId }, { token: chair.token });
    expect(list.body.door).toEqual({ bookedIn: 3, walkInPeople: 3, walkInCashPence: 1500 });
  });

  it('refuses a walk-in id another event holds, leaving that one as it was', async () => {
    const chair = await committeeMember('door-chair');
    const otherEvent = await eventWithBookings(chair.token, undefined, '2027-12-04');
    const taken = walkIn('wc-1', 4, 2000);
    expect((await callEndpoint(DOOR_API.sync, { eventId: otherEvent, ticks: [], walkIns: [taken] }, { token: door.token })).status).toBe(
      200,
    );
    const before = (await adminDb().collection('doorWalkIns').doc(taken.id).get()).data();
    const answer = await sync([], door.token, [{ ...taken, people: 1 }]);
    expect(answer.body.refused).toEqual([{ id: taken.id, reason: DOOR_TEXTS.notThisEvent }]);
    expect((await adminDb().collection('doorWalkIns').doc(taken.id).get()).data()).toEqual(before);
  });

  it('refuses a walk-in that is not one (no name, no people, negative cash): 400, nothing kept', async () => {
    const before = (await adminDb().collection('doorWalkIns').where('eventId', '==', eventId).get()).size;
    for (const bad of [{ ...walkIn('wd-1', 1, 0), name: ' ' }, { ...walkIn('wd-2', 0, 0) }, { ...walkIn('wd-3', 1, -5) }]) {
      expect((await sync([], door.token, [bad])).status).toBe(400);
    }
    expect((await adminDb().collection('doorWalkIns').where('eventId', '==', eventId).get()).size).toBe(before);
  });
});
