import { CALENDAR_API } from '@edma/contract/calendar';
import { CONSOLE_FAMILY_API } from '@edma/contract/console-families';
import { NOT_COMMITTEE_MESSAGE } from '@edma/contract/committee';
import { associationToday } from '@edma/contract/dates';
import { ROTA_API, ROTA_TEXTS, type RotaSlotInput } from '@edma/contract/rota';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAILY_STEPS, runDailyJob } from '../../functions/src/daily/daily-job.ts';
import { takePlace } from '../../functions/src/rota/rota-places.ts';
import { addDays, clockFor } from '../../functions/src/store/clock.ts';
import { adminDb } from '../support/admin.ts';
import { approvedFamily } from '../support/bookings.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { committeeMember, taskRoleHolder } from '../support/committee.ts';

/*
 * The helpers' rota (issue 36): the events role adds slots to an event; members of approved families
 * sign up and withdraw (until two days before the event); a full slot refuses, even to two sign-ups
 * for its last place at once; the console sees the gaps and names, members only counts; the daily
 * job reminds each helper once, the day before.
 */

const EVENT_DATE = '2027-09-18';
const SITE = 'https://edma.example';
const STEPS = DAILY_STEPS.filter((step) => step.name === 'helperReminders');

let eventId: string;
let soonEventId: string;
let events: { token: string };
let families: Record<'asha' | 'ravi' | 'mini' | 'pending', Awaited<ReturnType<typeof approvedFamily>>>;

async function addEvent(token: string, date: string) {
  const added = await callEndpoint(
    CALENDAR_API.add,
    { date, title: 'Onam Celebration', location: 'Seaton Town Hall', startTime: '12:00' },
    { token },
  );
  expect(added.status).toBe(200);
  return added.body.id!;
}

async function addSlot(input: Partial<RotaSlotInput> = {}, token = events.token) {
  const added = await callEndpoint(ROTA_API.add, { eventId, job: 'kitchen', time: '09:30', needed: 2, ...input }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.slotId;
}

const helpersOf = async (slotId: string) =>
  (await adminDb().collection('rotaHelpers').where('slotId', '==', slotId).get()).docs.map((d) => d.get('familyId') as string).sort();
const signUp = (slotId: string, token: string) => callEndpoint(ROTA_API.signUp, { slotId }, { token });
const withdraw = (slotId: string, token: string) => callEndpoint(ROTA_API.withdraw, { slotId }, { token });
const committeeSlot = async (slotId: string, forEvent = eventId) =>
  (await callEndpoint(ROTA_API.committee, { eventId: forEvent }, { token: events.token })).body.slots.find((s) => s.slotId === slotId)!;

beforeAll(async () => {
  const committee = await committeeMember('rota-chair');
  eventId = await addEvent(committee.token, EVENT_DATE);
  // Tomorrow: inside the two days when the rota is settled.
  soonEventId = await addEvent(committee.token, addDays(associationToday(), 1));
  events = await taskRoleHolder('events', 'rota-events');
  const [asha, ravi, mini, pending] = await Promise.all([
    approvedFamily('rota-asha', [{ name: 'Asha Pillai' }]),
    approvedFamily('rota-ravi', [{ name: 'Ravi Nair' }]),
    approvedFamily('rota-mini', [{ name: 'Mini Thomas' }]),
    approvedFamily('rota-pending', [{ name: 'Paul Pending' }]),
  ]);
  await adminDb().collection('families').doc(pending!.familyId).update({ approval: 'pending' });
  families = { asha: asha!, ravi: ravi!, mini: mini!, pending: pending! };
});

describe('slots', () => {
  it('are added and removed by the events role, audited, and shown with their gaps', async () => {
    const slotId = await addSlot({ job: 'serving', time: '12:30', needed: 3 });
    expect(await committeeSlot(slotId)).toEqual({ slotId, job: 'serving', time: '12:30', needed: 3, taken: 0, gaps: 3, helpers: [] });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    expect(await committeeSlot(slotId)).toMatchObject({ taken: 1, gaps: 2, helpers: [{ name: 'Asha Pillai' }] });

    const removed = await callEndpoint(ROTA_API.remove, { slotId }, { token: events.token });
    expect([removed.status, removed.body.message]).toEqual([200, ROTA_TEXTS.removed]);
    expect((await adminDb().collection('rotaSlots').doc(slotId).get()).exists).toBe(false);
    expect(await helpersOf(slotId)).toEqual([]);
    const audit = await adminDb().collection('auditLog').where('target', '==', `rotaSlots/${slotId}`).get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual(['rota.slot.add', 'rota.slot.remove']);
    expect(audit.docs.find((d) => d.get('action') === 'rota.slot.remove')!.get('details')).toMatchObject({ helpers: 1 });
  });

  it('are edited by the events role (time, people), never below those signed up, each change audited with before and after', async () => {
    const slotId = await addSlot({ job: 'clearing', time: '16:00', needed: 3 });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    expect((await signUp(slotId, families.ravi.token)).status).toBe(200);

    const edited = await callEndpoint(ROTA_API.edit, { slotId, time: '16:30', needed: 2 }, { token: events.token });
    expect([edited.status, edited.body.message]).toEqual([200, ROTA_TEXTS.edited]);
    expect(await committeeSlot(slotId)).toMatchObject({ job: 'clearing', time: '16:30', needed: 2, taken: 2, gaps: 0 });

    const below = await callEndpoint(ROTA_API.edit, { slotId, time: '17:00', needed: 1 }, { token: events.token });
    expect([below.status, below.body.message]).toEqual([409, ROTA_TEXTS.belowTaken(2)]);
    expect(await committeeSlot(slotId)).toMatchObject({ time: '16:30', needed: 2, taken: 2 });
    expect(await helpersOf(slotId)).toEqual([families.asha.familyId, families.ravi.familyId].sort());

    const audit = await adminDb().collection('auditLog').where('target', '==', `rotaSlots/${slotId}`).get();
    expect(audit.docs.filter((d) => d.get('action') === 'rota.slot.edit').map((d) => d.get('details'))).toEqual([
      { eventId, job: 'clearing', from: { time: '16:00', needed: 3 }, to: { time: '16:30', needed: 2 } },
    ]);
  });

  it('are refused to the treasurer and to a member, and nothing changes', async () => {
    const slotId = await addSlot();
    const treasurer = await taskRoleHolder('treasurer', 'rota-treasurer');
    const before = (await adminDb().collection('rotaSlots').where('eventId', '==', eventId).get()).size;
    for (const token of [treasurer.token, families.asha.token]) {
      const added = await callEndpoint(ROTA_API.add, { eventId, job: 'door', time: '11:00', needed: 1 }, { token });
      expect([added.status, added.body.message]).toEqual([403, NOT_COMMITTEE_MESSAGE]);
      const removed = await callEndpoint(ROTA_API.remove, { slotId }, { token });
      expect(removed.status).toBe(403);
      expect((await callEndpoint(ROTA_API.edit, { slotId, time: '06:00', needed: 9 }, { token })).status).toBe(403);
      expect((await callEndpoint(ROTA_API.committee, { eventId }, { token })).status).toBe(403);
    }
    expect((await adminDb().collection('rotaSlots').where('eventId', '==', eventId).get()).size).toBe(before);
    expect((await adminDb().collection('rotaSlots').doc(slotId).get()).data()).toMatchObject({ time: '09:30', needed: 2 });
  });
});

describe('signing up', () => {
  it('gives a member a place, shows members counts and their own place only, and refuses a second sign-up', async () => {
    const slotId = await addSlot({ needed: 2 });
    const signed = await signUp(slotId, families.asha.token);
    expect([signed.status, signed.body.message]).toEqual([200, ROTA_TEXTS.signedUp]);
    const again = await signUp(slotId, families.asha.token);
    expect([again.status, again.body.message]).toEqual([409, ROTA_TEXTS.already]);
    expect(await helpersOf(slotId)).toEqual([families.asha.familyId]);

    const asSeenByAsha = await callEndpoint(ROTA_API.event, { eventId }, { token: families.asha.token });
    expect(asSeenByAsha.body).toMatchObject({ canSignUp: true, lastWithdrawDay: '2027-09-15' });
    expect(asSeenByAsha.body.slots.find((s) => s.slotId === slotId)).toEqual({
      slotId,
      job: 'kitchen',
      time: '09:30',
      needed: 2,
      taken: 1,
      gaps: 1,
      mine: true,
    });
    const asSeenByRavi = await callEndpoint(ROTA_API.event, { eventId }, { token: families.ravi.token });
    expect(asSeenByRavi.body.slots.find((s) => s.slotId === slotId)).toMatchObject({ taken: 1, mine: false });
    // Members see numbers, never who.
    expect(JSON.stringify(asSeenByRavi.body)).not.toMatch(/Asha|@/);
  });

  it('refuses a full slot, and the slot reads back unchanged', async () => {
    const slotId = await addSlot({ needed: 1 });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    const refused = await signUp(slotId, families.ravi.token);
    expect([refused.status, refused.body.message]).toEqual([409, ROTA_TEXTS.full]);
    expect(await helpersOf(slotId)).toEqual([families.asha.familyId]);
    expect(await committeeSlot(slotId)).toMatchObject({ needed: 1, taken: 1, gaps: 0 });
  });

  it('gives the last place to one of two members signing up at once', async () => {
    const slotId = await addSlot({ needed: 2 });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    const answers = await Promise.all([signUp(slotId, families.ravi.token), signUp(slotId, families.mini.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(ROTA_TEXTS.full);
    expect(await helpersOf(slotId)).toHaveLength(2);
    expect(await committeeSlot(slotId)).toMatchObject({ taken: 2, gaps: 0 });
  });

  it('never overfills when two instances race for the last place (the transaction alone, no in-process queue)', async () => {
    const slotId = await addSlot({ needed: 1 });
    const asCaller = (f: (typeof families)['ravi']) => ({ uid: f.uid, email: f.email, committee: false, roles: [], familyId: f.familyId });
    const results = await Promise.allSettled([takePlace(slotId, asCaller(families.ravi)), takePlace(slotId, asCaller(families.mini))]);
    // One place, one helper: the other attempt fails (as full, or aborted by the emulator's lock).
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await helpersOf(slotId)).toHaveLength(1);
    expect(await committeeSlot(slotId)).toMatchObject({ taken: 1, gaps: 0 });
  });

  it('is refused to a family not yet approved, which may not sign up', async () => {
    const slotId = await addSlot();
    const refused = await signUp(slotId, families.pending.token);
    expect([refused.status, refused.body.message]).toEqual([403, ROTA_TEXTS.notApproved]);
    expect(await helpersOf(slotId)).toEqual([]);
    const seen = await callEndpoint(ROTA_API.event, { eventId }, { token: families.pending.token });
    expect(seen.body.canSignUp).toBe(false);
  });
});

describe('withdrawing', () => {
  it('frees the place, until two days before the event', async () => {
    const slotId = await addSlot({ needed: 1 });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    const left = await withdraw(slotId, families.asha.token);
    expect([left.status, left.body.message]).toEqual([200, ROTA_TEXTS.withdrawn]);
    expect(await helpersOf(slotId)).toEqual([]);
    expect((await signUp(slotId, families.ravi.token)).status).toBe(200);
  });

  it('is refused to a member of another family, who cannot withdraw someone else', async () => {
    const slotId = await addSlot();
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    const refused = await withdraw(slotId, families.ravi.token);
    expect([refused.status, refused.body.message]).toEqual([404, ROTA_TEXTS.notSignedUp]);
    expect(await helpersOf(slotId)).toEqual([families.asha.familyId]);
  });

  it('is refused from two days before the event, and the helper stays', async () => {
    const slotId = await addSlot({ eventId: soonEventId });
    expect((await signUp(slotId, families.asha.token)).status).toBe(200);
    const refused = await withdraw(slotId, families.asha.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The rota is settled/);
    expect(await helpersOf(slotId)).toEqual([families.asha.familyId]);
  });
});

describe('an erased family', () => {
  it('leaves the rota, its place free again', async () => {
    const slotId = await addSlot({ needed: 1 });
    const leaving = await approvedFamily('rota-leaving', [{ name: 'Leena Leaving' }]);
    expect((await signUp(slotId, leaving.token)).status).toBe(200);
    const committee = await committeeMember('rota-eraser');
    const erased = await callEndpoint(
      CONSOLE_FAMILY_API.erase,
      { familyId: leaving.familyId, confirm: leaving.familyId },
      { token: committee.token },
    );
    expect(erased.status).toBe(200);
    expect(await helpersOf(slotId)).toEqual([]);
    expect(await committeeSlot(slotId)).toMatchObject({ taken: 0, gaps: 1, helpers: [] });
  });
});

describe('the day-before reminder', () => {
  it('goes to each helper of each slot once, however often the daily job runs that day', { timeout: 60_000 }, async () => {
    const committee = await committeeMember('rota-eve');
    const date = '2027-10-09';
    const eveEventId = await addEvent(committee.token, date);
    const kitchen = await addSlot({ eventId: eveEventId, job: 'kitchen', time: '08:00', needed: 2 });
    const clearing = await addSlot({ eventId: eveEventId, job: 'clearing', time: '17:00', needed: 2 });
    for (const token of [families.asha.token, families.ravi.token]) expect((await signUp(kitchen, token)).status).toBe(200);
    expect((await signUp(clearing, families.asha.token)).status).toBe(200);
    const reminders = async () =>
      (await adminDb().collection('contactMessages').where('name', '==', 'Helper reminder').get()).docs
        .filter((d) => String(d.get('key')).includes(`.${eveEventId}.`))
        .map((d) => ({ key: d.get('key') as string, email: d.get('email') as string }));

    // Two days before: nothing yet.
    await runDailyJob({ ...clockFor(addDays(date, -2)), siteUrl: SITE }, STEPS);
    expect(await reminders()).toEqual([]);
    const eve = { ...clockFor(addDays(date, -1)), siteUrl: SITE };
    const first = await runDailyJob(eve, STEPS);
    expect(first.steps.helperReminders).toEqual({ helpers: 3 });
    const again = await runDailyJob(eve, STEPS);
    expect(again.steps.helperReminders).toEqual({ helpers: 0 });
    const sent = await reminders();
    expect(sent).toHaveLength(3);
    expect(
      sent
        .filter((r) => r.email === families.asha.email)
        .map((r) => r.key)
        .sort(),
    ).toEqual([`rota-eve.${eveEventId}.${clearing}`, `rota-eve.${eveEventId}.${kitchen}`].sort());
    const email = (await adminDb().collection('contactMessages').where('key', '==', `rota-eve.${eveEventId}.${kitchen}`).get()).docs[0]!;
    expect(email.get('subject')).toBe('Tomorrow: kitchen preparation at Onam Celebration');
    expect(email.get('message')).toContain(`${SITE}/calendar/${eveEventId}`);
  });
});
