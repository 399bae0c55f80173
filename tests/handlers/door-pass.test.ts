import { DOOR_API, type DoorTick } from '@edma/contract/door';
import { DOOR_PASS_API, DOOR_PASS_TEXTS, doorPassLastDay } from '@edma/contract/door-pass';
import { COMMITTEE_MEMBER_API, NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_PIN_FAILURE_BACKOFF, failureDocId, scaledBackoff } from '../../functions/src/rate-limit/failure-backoff.ts';
import { adminDb } from '../support/admin.ts';
import { randomIp } from '../support/api-calls.ts';
import { customTokenSignIn } from '../support/auth-tokens.ts';
import { approvedFamily, eventWithBookings, goingAnswer, saveBooking } from '../support/bookings.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { committeeMember, taskRoleHolder } from '../support/committee.ts';
import { emulatorParam } from '../support/emulator-params.ts';

/*
 * Door passes (issue 36): the events role opens a pass for one event; the phone at the door signs in
 * with its link and PIN and may then read that event's door list and tick it, nothing else, until
 * the pass is revoked or its last day has passed. Wrong PINs are limited per pass and per address.
 */

let eventId: string;
let otherEventId: string;
let eventDate: string;
let events: { token: string; uid: string };
let asha: Awaited<ReturnType<typeof approvedFamily>>;

const multiplier = Number(emulatorParam('RATE_LIMIT_MULTIPLIER') ?? 1);
const backoff = scaledBackoff(DOOR_PIN_FAILURE_BACKOFF, multiplier);
const passDoc = (passId: string) => adminDb().collection('doorPasses').doc(passId);
const failures = (scope: string, key: string) => adminDb().collection('rateLimits').doc(failureDocId(scope, key));
const booking = async () => (await adminDb().collection('bookings').doc(`${eventId}~${asha.familyId}`).get()).data()!;
const auditOf = async (passId: string) =>
  (await adminDb().collection('auditLog').where('target', '==', `doorPasses/${passId}`).get()).docs
    .map((d) => d.get('action') as string)
    .sort();

async function openPass(label = 'Front door', token = events.token, forEvent = eventId) {
  const opened = await callEndpoint(DOOR_PASS_API.open, { eventId: forEvent, label }, { token });
  expect(opened.status).toBe(200);
  return opened.body;
}

/** The phone at the door: signs in with the link's pass and the PIN, as the door screen does. */
async function doorPhone(passId: string, pin: string, ip = randomIp()) {
  const signedIn = await callEndpoint(DOOR_PASS_API.signIn, { passId, pin }, { ip });
  expect(signedIn.status).toBe(200);
  return customTokenSignIn(signedIn.body.token);
}

const tick = (id: string, person: string, into = true): DoorTick => ({
  id: id.padEnd(20, 'x'),
  familyId: asha.familyId,
  person,
  in: into,
  atMs: Date.now(),
});

beforeAll(async () => {
  const committee = await committeeMember('pass-chair');
  eventDate = '2027-09-18';
  eventId = await eventWithBookings(committee.token, undefined, eventDate);
  otherEventId = await eventWithBookings(committee.token, undefined, '2027-10-02');
  events = await taskRoleHolder('events', 'pass-events');
  asha = await approvedFamily('pass-asha', [{ name: 'Asha Pillai' }, { name: 'Mira Pillai', dob: '2016-05-01' }]);
  const saved = await saveBooking(goingAnswer(eventId, asha.memberIds, { guests: [{ band: 'adult', meal: 'Veg sadhya' }] }), asha.token);
  expect(saved.status).toBe(200);
});

describe('opening a door pass', () => {
  it('gives the events role a pass and a 6-digit PIN answered once, stored only as a salted hash, audited', async () => {
    const { pass, pin } = await openPass('Front door');
    expect(pin).toMatch(/^\d{6}$/);
    expect(pass).toMatchObject({ eventId, label: 'Front door', lastDay: doorPassLastDay(eventDate), revokedAtMs: null });
    expect(pass.lastDay).toBe('2027-09-19');
    const stored = (await passDoc(pass.passId).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(pin);
    expect(stored.pinHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await callEndpoint(DOOR_PASS_API.list, { eventId }, { token: events.token });
    expect(listed.body.passes.map((p) => p.passId)).toContain(pass.passId);
    expect(JSON.stringify(listed.body)).not.toContain(stored.pinHash);
    expect(await auditOf(pass.passId)).toEqual(['door.pass.open']);
  });

  it('is refused to the treasurer and to a member, and nothing is stored', async () => {
    const before = (await adminDb().collection('doorPasses').where('eventId', '==', eventId).get()).size;
    const treasurer = await taskRoleHolder('treasurer', 'pass-treasurer');
    for (const token of [treasurer.token, asha.token]) {
      const refused = await callEndpoint(DOOR_PASS_API.open, { eventId, label: 'Side door' }, { token });
      expect([refused.status, refused.body.message]).toEqual([403, NOT_COMMITTEE_MESSAGE]);
    }
    expect((await adminDb().collection('doorPasses').where('eventId', '==', eventId).get()).size).toBe(before);
  });
});

describe('the phone at the door with a pass', () => {
  it('reads its event’s door list: names, bands, paid, allergy and no-photos flags, and nothing more', async () => {
    const { pass, pin } = await openPass();
    const phone = await doorPhone(pass.passId, pin);
    expect(phone.uid).toBe(`door-${pass.passId}`);
    const list = await callEndpoint(DOOR_API.list, { eventId }, { token: phone.token });
    expect(list.status).toBe(200);
    const household = list.body.households.find((h) => h.familyId === asha.familyId)!;
    expect(household).toEqual({
      familyId: asha.familyId,
      familyName: 'Asha Pillai',
      reference: expect.any(String),
      paid: false,
      amountPence: expect.any(Number),
      allergy: false,
      people: [
        { person: `m:${asha.memberIds[0]}`, name: 'Asha Pillai', band: 'adult', noPhotos: false },
        // A child whose family has not agreed to show her photo.
        { person: `m:${asha.memberIds[1]}`, name: 'Mira Pillai', band: 'child', noPhotos: true },
        { person: 'g:0', name: 'Guest 1', band: 'adult', noPhotos: false },
      ],
    });
    // No contact details or meals travel to the phone.
    expect(JSON.stringify(list.body)).not.toMatch(/@|sadhya|Seaton|EX\d/i);
  });

  it('ticks its event, each tick recorded with the pass as who did it', async () => {
    const { pass, pin } = await openPass('Side door');
    const phone = await doorPhone(pass.passId, pin);
    const synced = await callEndpoint(
      DOOR_API.sync,
      { eventId, ticks: [tick('pass-t1', `m:${asha.memberIds[0]}`)] },
      { token: phone.token },
    );
    expect([synced.status, synced.body.refused]).toEqual([200, []]);
    const kept = (await booking()).doorTicks.find((t: { id: string }) => t.id === 'pass-t1'.padEnd(20, 'x'));
    expect(kept.by).toBe(`door-${pass.passId}`);
  });

  it('opens no other event’s door and no other route; nothing changes', async () => {
    const { pass, pin } = await openPass();
    const phone = await doorPhone(pass.passId, pin);
    const other = await callEndpoint(DOOR_API.list, { eventId: otherEventId }, { token: phone.token });
    expect([other.status, other.body.message]).toEqual([403, DOOR_PASS_TEXTS.otherEvent]);
    const before = await booking();
    const otherTicks = await callEndpoint(
      DOOR_API.sync,
      { eventId: otherEventId, ticks: [tick('pass-t2', 'g:0')] },
      { token: phone.token },
    );
    expect(otherTicks.status).toBe(403);
    for (const [endpoint, input] of [
      [DOOR_PASS_API.list, { eventId }],
      [COMMITTEE_MEMBER_API.list, {}],
    ] as const) {
      const refused = await callEndpoint(endpoint, input as never, { token: phone.token });
      expect([refused.status, refused.body.message]).toEqual([403, DOOR_PASS_TEXTS.onlyTheDoor]);
    }
    expect(await booking()).toEqual(before);
  });

  it('stops at once when revoked (401), and the revoke is audited; its sync changes nothing', async () => {
    const { pass, pin } = await openPass('Revoked door');
    const phone = await doorPhone(pass.passId, pin);
    const revoked = await callEndpoint(DOOR_PASS_API.revoke, { passId: pass.passId }, { token: events.token });
    expect(revoked.status).toBe(200);
    const before = await booking();
    const list = await callEndpoint(DOOR_API.list, { eventId }, { token: phone.token });
    expect([list.status, list.body.message]).toEqual([401, DOOR_PASS_TEXTS.closed]);
    const sync = await callEndpoint(DOOR_API.sync, { eventId, ticks: [tick('pass-t3', 'g:0', false)] }, { token: phone.token });
    expect(sync.status).toBe(401);
    expect(await booking()).toEqual(before);
    // Nor can it sign in again.
    const again = await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin }, { ip: randomIp() });
    expect([again.status, again.body.message]).toEqual([401, DOOR_PASS_TEXTS.closed]);
    expect(await auditOf(pass.passId)).toEqual(['door.pass.open', 'door.pass.revoke']);
  });

  it('stops after its last day, the day after the event (401)', async () => {
    const { pass, pin } = await openPass('Expired door');
    const phone = await doorPhone(pass.passId, pin);
    // The event is over: its last day moved into the past.
    await passDoc(pass.passId).update({ lastDay: '2020-01-02' });
    expect((await callEndpoint(DOOR_API.list, { eventId }, { token: phone.token })).status).toBe(401);
    expect((await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin }, { ip: randomIp() })).status).toBe(401);
  });
});

describe('wrong PINs', () => {
  const wrong = (pin: string) => (pin === '000000' ? '000001' : '000000');

  it('are refused (403) and counted against the pass and the address; a right PIN forgets them', async () => {
    const { pass, pin } = await openPass('Guessed door');
    const ip = randomIp();
    const refused = await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin: wrong(pin) }, { ip });
    expect([refused.status, refused.body.message]).toEqual([403, DOOR_PASS_TEXTS.wrongPin]);
    expect((await failures('door-pin-pass', pass.passId).get()).get('failures')).toBe(1);
    expect((await failures('door-pin-address', ip).get()).get('failures')).toBe(1);
    await doorPhone(pass.passId, pin, ip);
    expect((await failures('door-pin-pass', pass.passId).get()).exists).toBe(false);
    expect((await failures('door-pin-address', ip).get()).exists).toBe(false);
  });

  it('past the free ones, make the pass wait from any address (429 with Retry-After), even with the right PIN', async () => {
    const { pass, pin } = await openPass('Busy door');
    await failures('door-pin-pass', pass.passId).set({
      scope: 'door-pin-pass',
      failures: backoff.freeFailures,
      lastFailureAtMs: Date.now(),
      blockedUntilMs: 0,
    });
    const last = await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin: wrong(pin) }, { ip: randomIp() });
    expect(last.status).toBe(403);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(30);
    const blocked = await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin }, { ip: randomIp() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('past the free ones, make the address wait on every pass (429 with Retry-After)', async () => {
    const { pass, pin } = await openPass('Other door');
    const ip = randomIp();
    await failures('door-pin-address', ip).set({
      scope: 'door-pin-address',
      failures: backoff.freeFailures + 1,
      lastFailureAtMs: Date.now(),
      blockedUntilMs: Date.now() + 60_000,
    });
    const blocked = await callEndpoint(DOOR_PASS_API.signIn, { passId: pass.passId, pin }, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(50);
    // Another address with the right PIN is let in.
    await doorPhone(pass.passId, pin);
  });

  it('on a pass that does not exist answer 401 and count against the address', async () => {
    const ip = randomIp();
    const unknown = await callEndpoint(DOOR_PASS_API.signIn, { passId: 'no-such-pass-0000000', pin: '123456' }, { ip });
    expect([unknown.status, unknown.body.message]).toEqual([401, DOOR_PASS_TEXTS.closed]);
    expect((await failures('door-pin-address', ip).get()).get('failures')).toBe(1);
  });
});
