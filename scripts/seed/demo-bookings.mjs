// An upcoming event taking bookings, for the demo: families going (with meals and a few dietary
// needs), one on the waiting list, one not coming; demo.member's family has not answered, so the
// demo member can book, and the committee can raise the places to move the waiting list.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ageBandOn } from '../../contract/src/age-bands.ts';
import { seedEventId } from '../../contract/src/calendar-texts.ts';
import { bankReference } from '../../contract/src/money.ts';
import { prng } from './prng.mjs';
import { DEMO_DOOR_PASS } from './demo-door-pass.mjs';
import { doorPassLastDay } from '../../contract/src/door-pass.ts';
import { doorPinHash } from '../../functions/src/bookings/door-pin.ts';

const DAY_MS = 86_400_000;
const MEALS = ['Veg sadhya', 'Non-veg'];
const PRICES = { under5: 0, child: 500, adult: 1200 };
const GOING = 8;

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Adds the event to `content/events` (where it is not yet) and its bookings, written in the
 * functions' layout (functions/src/bookings/booking-docs.ts) with consistent place counts.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Array<{ id: string, approval?: string, members: Array<{ id: string, name: string, dob: string | null }> }>} families
 * @param {Date} today
 */
export async function seedDemoBookings(db, families, today, seed = 1) {
  const random = prng(seed);
  const date = isoDay(today.getTime() + 42 * DAY_MS);
  const title = 'Family Sadhya';
  const event = {
    id: seedEventId(date, title),
    date,
    title,
    location: 'Seaton Town Hall',
    startTime: '12:30',
    description: 'A sadhya for every family: book your places before bookings close.',
  };
  const eventsRef = db.collection('content').doc('events');
  const stored = (await eventsRef.get()).data();
  if (!stored?.events?.some((e) => e.id === event.id)) await eventsRef.set({ events: FieldValue.arrayUnion(event) }, { merge: true });

  // Family 1 (demo.member) and family 3 (the committee's) stay unanswered; the next ones answer.
  const approved = families.filter((f, index) => (f.approval ?? 'approved') === 'approved' && index !== 0 && index !== 2);
  const going = approved.slice(0, GOING);
  const waiting = approved.slice(GOING).find((f) => f.members.length >= 2);
  const notComing = approved.slice(GOING).find((f) => f !== waiting);
  const answer = (family, status, waitSeq) => {
    const members = family.members.map((m, i) => ({
      memberId: m.id,
      band: ageBandOn(m.dob, date),
      meal: MEALS[(i + family.members.length) % 2],
    }));
    const people = status === 'not-coming' ? 0 : members.length;
    const amountPence = status === 'not-coming' ? 0 : members.reduce((n, m) => n + PRICES[m.band], 0);
    const reference = amountPence > 0 ? bankReference(`EDMA-B${date.slice(2, 4)}`, random) : null;
    const now = Timestamp.fromMillis(today.getTime());
    return {
      eventId: event.id,
      familyId: family.id,
      status,
      members: status === 'not-coming' ? [] : members,
      guests: [],
      note: '',
      people,
      amountPence,
      reference,
      paid: status === 'going' && random() < 0.5,
      arrived: false,
      waitSeq,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
  };
  const bookings = [
    ...going.map((f) => answer(f, 'going', null)),
    ...(waiting ? [answer(waiting, 'waiting', 1)] : []),
    ...(notComing ? [answer(notComing, 'not-coming', null)] : []),
  ];
  const placesTaken = bookings.filter((b) => b.status === 'going').reduce((n, b) => n + b.people, 0);
  const opens = isoDay(today.getTime() - 7 * DAY_MS);
  const closes = isoDay(today.getTime() + 35 * DAY_MS);
  const batch = db.batch();
  batch.set(db.collection('bookingEvents').doc(event.id), {
    settings: {
      enabled: true,
      opens: { date: opens, time: '09:00' },
      closes: { date: closes, time: '18:00' },
      // Full but for one place: the waiting family (two or more people) did not fit.
      capacity: placesTaken + 1,
      meals: MEALS,
      prices: PRICES,
      guestsPerFamily: 2,
      payment: 'bank-transfer',
      reminderDays: [7, 2],
    },
    placesTaken,
    waitSeq: waiting ? 1 : 0,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: 'seed',
  });
  for (const booking of bookings) {
    const id = `${booking.eventId}~${booking.familyId}`;
    batch.set(db.collection('bookings').doc(id), booking);
    if (booking.reference) batch.set(db.collection('bankReferences').doc(booking.reference), { kind: 'booking', target: id });
  }
  // A few dietary needs (health data, kept apart, deleted 30 days after the event).
  const deleteAt = Timestamp.fromMillis(Date.parse(`${date}T00:00:00Z`) + 30 * DAY_MS);
  for (const [i, booking] of bookings
    .filter((b) => b.status === 'going')
    .slice(0, 3)
    .entries()) {
    const first = booking.members[0];
    if (!first) continue;
    const needs = [
      { diets: ['vegetarian'], otherDiet: '' },
      { diets: ['nut-allergy'], otherDiet: '' },
      { diets: [], otherDiet: 'No mushrooms' },
    ][i];
    batch.set(db.collection('bookingHealth').doc(`${booking.eventId}~${booking.familyId}`), {
      eventId: booking.eventId,
      familyId: booking.familyId,
      members: { [first.memberId]: needs },
      guests: [],
      deleteAt,
    });
  }
  await batch.commit();
  await seedDemoDoorPass(db, event.id, date, today);
  return { eventId: event.id, date, going: going.length, waiting: waiting ? 1 : 0, notComing: notComing ? 1 : 0 };
}

/**
 * The demo's door pass for the event, in the functions' layout (functions/src/store/door-pass-docs.ts),
 * with a fixed salt so the stored demo data does not change from one seeding to the next.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export async function seedDemoDoorPass(db, eventId, date, today) {
  const pinSalt = '5eed'.repeat(8);
  await db
    .collection('doorPasses')
    .doc(DEMO_DOOR_PASS.passId)
    .set({
      eventId,
      label: DEMO_DOOR_PASS.label,
      pinSalt,
      pinHash: doorPinHash(pinSalt, DEMO_DOOR_PASS.pin),
      lastDay: doorPassLastDay(date),
      createdBy: 'seed',
      createdAtMs: today.getTime(),
      revokedAtMs: null,
      revokedBy: null,
    });
}
