import { endpointUrl } from '@edma/contract/endpoint';
import { BOOKING_TEXTS, BOOKINGS_API } from '@edma/contract/bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { approvedFamily, committeeBookings, eventWithBookings, goingAnswer, openSettings, saveBooking } from '../support/bookings.ts';
import { committeeMember } from '../support/committee.ts';
import { saveBooking as saveBookingHandler } from '../../functions/src/bookings/handlers/save-booking.ts';
import type { ApiRequest } from '../../functions/src/http/api-request.ts';
import { DomainError } from '../../functions/src/errors/domain-error.ts';
import { httpStatusOf } from '../../functions/src/http/refusal-status.ts';
import { callEndpoint } from '../support/call-endpoint.ts';
import { householdPassText } from '@edma/contract/household-pass';
import { callApi } from '../support/api-calls.ts';
import { apiRoute } from '@edma/contract/api-paths';
import { NOT_REGISTERED_MESSAGE } from '@edma/contract/family';
import { googleSignIn } from '../support/auth-tokens.ts';
import { uniqueGmail } from '../support/test-data.ts';

/*
 * Event bookings through the API: places never beyond capacity whatever arrives at once, the
 * waiting list in order, dietary needs kept apart, and every refusal changing nothing.
 */

let committee: Awaited<ReturnType<typeof committeeMember>>;
beforeAll(async () => {
  committee = await committeeMember('bookings');
});

/** What a booking request could change: the family's booking, its health record and the event's count. */
async function bookingState(eventId: string, familyId: string) {
  const db = adminDb();
  const [booking, health, event] = await Promise.all([
    db.collection('bookings').doc(`${eventId}~${familyId}`).get(),
    db.collection('bookingHealth').doc(`${eventId}~${familyId}`).get(),
    db.collection('bookingEvents').doc(eventId).get(),
  ]);
  return { booking: booking.data() ?? null, health: health.data() ?? null, event: event.data() ?? null };
}

async function emailsWithKey(prefix: string) {
  const all = await adminDb().collection('contactMessages').where('kind', '==', 'service').get();
  return all.docs.filter((doc) => (doc.get('key') as string).startsWith(prefix)).map((doc) => doc.data());
}

describe('capacity', () => {
  it('gives the last 4 places to exactly 4 of 16 families booking at once; the rest wait in line', { timeout: 120_000 }, async () => {
    const eventId = await eventWithBookings(committee.token, openSettings({ capacity: 6 }));
    const first = await approvedFamily('early', [{ name: 'Early One' }, { name: 'Early Two' }]);
    expect((await saveBooking(goingAnswer(eventId, first.memberIds), first.token)).status).toBe(200);

    const families = await Promise.all(Array.from({ length: 16 }, (_, i) => approvedFamily(`rush${i}`, [{ name: `Rush ${i}` }])));
    // The 16 arrive at once at the handler, as the router hands them over (each with its verified
    // caller): one process, real transactions on the Firestore emulator. Through HTTP the Functions
    // emulator would start a worker per request; the HTTP race is the test below.
    const answers = await Promise.all(
      families.map(async (f) => {
        try {
          const body = await saveBookingHandler(BOOKINGS_API.save.request.parse(goingAnswer(eventId, f.memberIds)), {
            caller: { uid: f.uid, email: f.email, committee: false, familyId: f.familyId },
            request: {} as ApiRequest,
          });
          return { status: 200, body: body as Record<string, unknown> };
        } catch (error) {
          return { status: error instanceof DomainError ? httpStatusOf(error) : 500, body: { message: String(error) } };
        }
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(families.map(() => 200));
    const statuses = answers.map((a) => (a.body.answer as { status: string }).status);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(12);

    const listed = await committeeBookings(eventId, committee.token);
    expect(listed.body.totals.placesTaken).toBe(6);
    expect(listed.body.totals.families).toMatchObject({ going: 5, waiting: 12 });
    const event = (await adminDb().collection('bookingEvents').doc(eventId).get()).data()!;
    expect(event.placesTaken).toBe(6);
    // Positions 1..12, each once.
    const positions = listed.body.bookings.filter((b) => b.status === 'waiting').map((b) => b.waitingPosition);
    expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

    // A cancellation frees one place: the first in line moves up, and is emailed.
    const firstInLine = listed.body.bookings.find((b) => b.waitingPosition === 1)!;
    const going = families.find(
      (f) =>
        answers[families.indexOf(f)]!.body.answer && (answers[families.indexOf(f)]!.body.answer as { status: string }).status === 'going',
    )!;
    const cancelled = await saveBooking({ ...goingAnswer(eventId, []), answer: 'not-coming', version: 1 }, going.token);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.answer as { status: string }).status).toBe('not-coming');
    const after = await committeeBookings(eventId, committee.token);
    expect(after.body.bookings.find((b) => b.familyId === firstInLine.familyId)).toMatchObject({ status: 'going', waitingPosition: null });
    expect(after.body.totals.placesTaken).toBe(6);
    expect(
      after.body.bookings
        .filter((b) => b.status === 'waiting')
        .map((b) => b.waitingPosition)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(await emailsWithKey(`booking-promoted.${eventId}.${firstInLine.familyId}.`)).toHaveLength(1);
  });

  it('holds through the router too: 8 families at once for the last 3 places', { timeout: 120_000 }, async () => {
    const eventId = await eventWithBookings(committee.token, openSettings({ capacity: 3 }));
    const families = await Promise.all(Array.from({ length: 8 }, (_, i) => approvedFamily(`http${i}`, [{ name: `Http ${i}` }])));
    const answers = await Promise.all(families.map((f) => saveBooking(goingAnswer(eventId, f.memberIds), f.token)));
    expect(answers.map((a) => a.status)).toEqual(families.map(() => 200));
    const statuses = answers.map((a) => (a.body.answer as { status: string }).status);
    expect(statuses.filter((x) => x === 'going')).toHaveLength(3);
    expect((await committeeBookings(eventId, committee.token)).body.totals.placesTaken).toBe(3);
  });

  it('moves the waiting list when the committee adds places, and never takes places already given', { timeout: 60_000 }, async () => {
    const eventId = await eventWithBookings(committee.token, openSettings({ capacity: 2 }));
    const a = await approvedFamily('capa', [{ name: 'A One' }, { name: 'A Two' }]);
    const b = await approvedFamily('capb', [{ name: 'B One' }]);
    await saveBooking(goingAnswer(eventId, a.memberIds), a.token);
    const waiting = await saveBooking(goingAnswer(eventId, b.memberIds), b.token);
    expect(waiting.body).toMatchObject({ message: BOOKING_TEXTS.saved.waiting, answer: { status: 'waiting', waitingPosition: 1 } });

    const more = await callEndpoint(
      BOOKINGS_API.settings,
      { eventId, settings: openSettings({ capacity: 3 }) },
      { token: committee.token },
    );
    expect(more.status).toBe(200);
    const listed = await committeeBookings(eventId, committee.token);
    expect(listed.body.bookings.map((x) => [x.familyId, x.status])).toEqual(
      expect.arrayContaining([
        [a.familyId, 'going'],
        [b.familyId, 'going'],
      ]),
    );
    expect(listed.body.totals.placesTaken).toBe(3);
  });
});

describe('a family books', () => {
  it('books its members by tick, with bands from their dates of birth, guests, meals, diets and a reference', async () => {
    const eventId = await eventWithBookings(committee.token);
    const family = await approvedFamily('books', [
      { name: 'Asha Nair' },
      { name: 'Kiran Nair', dob: '2019-03-01' },
      { name: 'Baby Nair', dob: '2025-01-01' },
    ]);
    const saved = await saveBooking(
      goingAnswer(eventId, family.memberIds, {
        members: [
          { memberId: family.memberIds[0]!, meal: 'Non-veg', diets: [], otherDiet: '' },
          { memberId: family.memberIds[1]!, meal: 'Veg sadhya', diets: ['nut-allergy'], otherDiet: '' },
          { memberId: family.memberIds[2]!, meal: 'Veg sadhya', diets: [], otherDiet: 'No chilli' },
        ],
        guests: [{ band: 'adult', meal: 'Veg sadhya', diets: ['vegan'], otherDiet: '' }],
        note: 'We will bring a high chair.',
      }),
      family.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.answer).toMatchObject({
      status: 'going',
      people: 4,
      // Two adults at £12, a child of 8 at £5, a baby free.
      amountPence: 2900,
      reference: expect.stringMatching(/^EDMA-B27-[2-9A-HJKMNP-Z]{4}$/),
      members: [
        { name: 'Asha Nair', band: 'adult', meal: 'Non-veg' },
        { name: 'Kiran Nair', band: 'child', diets: ['nut-allergy'] },
        { name: 'Baby Nair', band: 'under5', otherDiet: 'No chilli' },
      ],
      guests: [{ band: 'adult', diets: ['vegan'] }],
    });
    // Health data is apart from the booking, with its deletion date; the booking holds no names.
    const state = await bookingState(eventId, family.familyId);
    expect(JSON.stringify(state.booking)).not.toMatch(/Asha|Kiran|nut-allergy|chilli/);
    expect(state.health).toMatchObject({ members: { [family.memberIds[1]!]: { diets: ['nut-allergy'] } } });
    expect((state.health!.deleteAt as { toDate(): Date }).toDate().toISOString()).toBe('2027-10-10T23:00:00.000Z');
    // The confirmation email is queued, in HTML and text.
    const [email] = await emailsWithKey(`booking-confirmed.${eventId}.${family.familyId}.v1`);
    expect(email).toMatchObject({ email: family.email, subject: 'Booking confirmed: Onam Celebration' });
    expect(email!.message).toContain(saved.body.answer && (saved.body.answer as { reference: string }).reference);
    expect(email!.html).toContain('<!doctype html>');

    // Mine: the same answer, read back.
    const mine = await callEndpoint(BOOKINGS_API.mine, { eventId }, { token: family.token });
    expect(mine.status).toBe(200);
    expect(mine.body.answer).toEqual(saved.body.answer);
    expect(mine.body.members).toEqual([
      { memberId: family.memberIds[0], name: 'Asha Nair', band: 'adult' },
      { memberId: family.memberIds[1], name: 'Kiran Nair', band: 'child' },
      { memberId: family.memberIds[2], name: 'Baby Nair', band: 'under5' },
    ]);

    // "We are not coming" clears the people and the health record.
    const no = await saveBooking({ ...goingAnswer(eventId, []), answer: 'not-coming', version: 1 }, family.token);
    expect(no.body).toMatchObject({ message: BOOKING_TEXTS.saved['not-coming'], answer: { status: 'not-coming', people: 0 } });
    expect((await bookingState(eventId, family.familyId)).health).toBeNull();
  });
});

describe("the family's bookings to come (the dashboard)", () => {
  it('lists its own places at events from today on, soonest first, each with its household pass; nobody else’s, nothing past or declined', async () => {
    const later = await eventWithBookings(committee.token, openSettings(), '2099-12-20');
    const sooner = await eventWithBookings(committee.token, openSettings(), '2099-06-01');
    const declined = await eventWithBookings(committee.token, openSettings(), '2099-08-01');
    const family = await approvedFamily('upcoming', [{ name: 'Usha Upcoming' }, { name: 'Vinu Upcoming' }]);
    const neighbour = await approvedFamily('upcoming-other', [{ name: 'Nila Other' }]);
    for (const eventId of [later, sooner])
      expect((await saveBooking(goingAnswer(eventId, family.memberIds), family.token)).status).toBe(200);
    expect((await saveBooking(goingAnswer(declined, family.memberIds, { answer: 'not-coming' }), family.token)).status).toBe(200);
    expect((await saveBooking(goingAnswer(later, neighbour.memberIds), neighbour.token)).status).toBe(200);
    // A place at an event that is over stays in the records but not on the dashboard (written as stored).
    const past = await eventWithBookings(committee.token, openSettings(), '2021-05-01');
    const kept = (await adminDb().collection('bookings').doc(`${sooner}~${family.familyId}`).get()).data()!;
    await adminDb()
      .collection('bookings')
      .doc(`${past}~${family.familyId}`)
      .set({ ...kept, eventId: past, reference: null, amountPence: 0 });
    const answer = await callEndpoint(BOOKINGS_API.upcoming, {}, { token: family.token });
    expect(answer.status).toBe(200);
    expect(answer.body.bookings.map((b) => [b.eventId, b.people, b.pass])).toEqual([
      [sooner, 2, householdPassText(sooner, family.familyId)],
      [later, 2, householdPassText(later, family.familyId)],
    ]);
    const theirs = await callEndpoint(BOOKINGS_API.upcoming, {}, { token: neighbour.token });
    expect(theirs.body.bookings.map((b) => b.pass)).toEqual([householdPassText(later, neighbour.familyId)]);
  });
});

describe('a save sent again', () => {
  it('answers a save that arrived twice (its first answer lost) with the same booking, applied and emailed once', async () => {
    const eventId = await eventWithBookings(committee.token);
    const family = await approvedFamily('twice', [{ name: 'Twice Nair' }]);
    const request = BOOKINGS_API.save.request.parse(goingAnswer(eventId, family.memberIds, { saveKey: 'k'.repeat(32) }));
    const caller = {
      caller: { uid: family.uid, email: family.email, committee: false, familyId: family.familyId },
      request: {} as ApiRequest,
    };
    const first = await saveBookingHandler(request, caller);
    const stored = await bookingState(eventId, family.familyId);
    // The page's retry: the same request, still at version 0.
    const again = await saveBookingHandler(request, caller);
    expect(again).toEqual(first);
    expect(await bookingState(eventId, family.familyId)).toEqual(stored);
    expect(stored.booking).toMatchObject({ version: 1, saveKey: 'k'.repeat(32) });
    expect(await emailsWithKey(`booking-confirmed.${eventId}.${family.familyId}.`)).toHaveLength(1);
    // Another save from the same old form is still stale, and changes nothing.
    const other = BOOKINGS_API.save.request.parse({ ...request, saveKey: 'j'.repeat(32), answer: 'not-coming', members: [] });
    const stale = (await saveBookingHandler(other, caller).catch((error: unknown) => error)) as DomainError;
    expect([httpStatusOf(stale), stale.message]).toEqual([409, BOOKING_TEXTS.stale]);
    expect(await bookingState(eventId, family.familyId)).toEqual(stored);
  });
});

describe('refusals change nothing', () => {
  it('refuses bad input, closed bookings, stale edits and other callers', async () => {
    const eventId = await eventWithBookings(committee.token, openSettings({ guestsPerFamily: 1 }));
    const family = await approvedFamily('refused', [{ name: 'Ravi Menon' }]);
    const other = await approvedFamily('other', [{ name: 'Other Head' }]);
    const stranger = await googleSignIn(uniqueGmail('no-family'));
    const base = goingAnswer(eventId, family.memberIds);
    expect((await saveBooking(base, family.token)).status).toBe(200);
    const before = await bookingState(eventId, family.familyId);

    const refusals: [string, Record<string, unknown>, string | undefined, number, string?][] = [
      ['an unknown event', { ...base, eventId: 'no-such-event', version: 1 }, family.token, 404, BOOKING_TEXTS.eventNotFound],
      [
        'guests over the limit',
        {
          ...base,
          version: 1,
          guests: [
            { band: 'adult', meal: 'Non-veg' },
            { band: 'child', meal: 'Non-veg' },
          ],
        },
        family.token,
        400,
        'At most 1 guests per family.',
      ],
      [
        'a person not in the family',
        { ...base, version: 1, members: [{ memberId: other.memberIds[0], meal: 'Non-veg' }] },
        family.token,
        400,
        BOOKING_TEXTS.notInFamily,
      ],
      [
        'a meal not offered',
        { ...base, version: 1, members: [{ memberId: family.memberIds[0], meal: 'Pizza' }] },
        family.token,
        400,
        BOOKING_TEXTS.unknownMeal,
      ],
      ['a negative version', { ...base, version: -1 }, family.token, 400],
      [
        'absurd guests',
        { ...base, version: 1, guests: Array.from({ length: 500 }, () => ({ band: 'adult', meal: 'Non-veg' })) },
        family.token,
        400,
      ],
      [
        'an unknown diet',
        { ...base, version: 1, members: [{ memberId: family.memberIds[0], meal: 'Non-veg', diets: ['carnivore'] }] },
        family.token,
        400,
      ],
      ['a control character in a note', { ...base, version: 1, note: 'hi\u0007' }, family.token, 400],
      ['a stale edit', { ...base, version: 0 }, family.token, 409, BOOKING_TEXTS.stale],
      // Another family's member saves for their own family (the server finds it): these people are not in it.
      ['another family’s member', { ...base, version: 0 }, other.token, 400, BOOKING_TEXTS.notInFamily],
      ['an account no family holds', { ...base, version: 1 }, stranger.token, 403, NOT_REGISTERED_MESSAGE],
      ['a signed-out caller', { ...base, version: 1 }, undefined, 401],
    ];
    for (const [what, body, token, status, message] of refusals) {
      const answer = await saveBooking(body as never, token ?? '');
      expect(answer.status, what).toBe(status);
      expect(answer.body.success, what).toBe(false);
      if (message) expect(answer.body.message, what).toBe(message);
    }
    expect(await bookingState(eventId, family.familyId)).toEqual(before);
    expect((await bookingState(eventId, other.familyId)).booking).toBeNull();

    // Closed bookings: refused, nothing written.
    const closedEvent = await eventWithBookings(
      committee.token,
      openSettings({ opens: { date: '2020-01-01', time: '09:00' }, closes: { date: '2020-02-01', time: '09:00' } }),
    );
    const closed = await saveBooking(goingAnswer(closedEvent, family.memberIds), family.token);
    expect([closed.status, closed.body.message]).toEqual([409, BOOKING_TEXTS.closed]);
    expect((await bookingState(closedEvent, family.familyId)).booking).toBeNull();
  });

  it('keeps the committee lists and settings to the committee', async () => {
    const eventId = await eventWithBookings(committee.token);
    const family = await approvedFamily('nosy', [{ name: 'Nosy Parker' }]);
    const before = (await adminDb().collection('bookingEvents').doc(eventId).get()).data();
    expect((await committeeBookings(eventId, family.token)).status).toBe(403);
    const settings = await callEndpoint(
      BOOKINGS_API.settings,
      { eventId, settings: openSettings({ capacity: 1 }) },
      { token: family.token },
    );
    expect(settings.status).toBe(403);
    expect((await adminDb().collection('bookingEvents').doc(eventId).get()).data()).toEqual(before);
    // A request naming another family reads the caller's own: no family's booking is another's to read.
    const other = await approvedFamily('owner', [{ name: 'Owner Head' }]);
    const named = await callApi(endpointUrl(apiRoute(BOOKINGS_API.mine.path), { eventId, familyId: other.familyId }), {
      token: family.token,
    });
    expect(named.status).toBe(200);
    expect((named.body.members as { memberId: string }[]).map((m) => m.memberId)).toEqual(family.memberIds);
  });
});
