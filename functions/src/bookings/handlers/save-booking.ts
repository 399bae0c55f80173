import { BOOKING_TEXTS, BOOKINGS_API, type BookingStatus, type BookingView } from '@edma/contract/bookings';
import { ageBandOn, type AgeBand } from '@edma/contract/age-bands';
import { bankReference } from '@edma/contract/money';
import { randomInt } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { RATE_LIMIT_MULTIPLIER, siteUrl } from '../../config/params.ts';
import { queueServiceEmails } from '../../email/queue-email.ts';
import { familyOfCaller } from '../../families/family-access.ts';
import { familyRef, membersOf, type MemberDoc } from '../../store/family-docs.ts';
import { db } from '../../store/admin.ts';
import { conflict, invalidInput, notAllowed, unavailable } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { enforceRateLimit } from '../../rate-limit/rate-limiter.ts';
import { bookingEmail, bookingSummary, bookingToldKey, type BookingEmailKind } from '../booking-emails.ts';
import { amountDue, bookingWindow, healthDeleteAtMs } from '../booking-rules.ts';
import {
  bankReferenceRef,
  bookingEventRef,
  bookingHealthRef,
  bookingRef,
  waitingList,
  type BookingDoc,
  type BookingEventDoc,
  type BookingHealthDoc,
} from '../../store/booking-docs.ts';
import { bookingView, calendarEvent } from '../booking-views.ts';
import { inTurn } from '../../store/in-turn.ts';
import { planPromotions, applyPromotions } from '../promotions.ts';

/** Every booking change of an event locks its place count: with many at once, each waits its turn. */
const TRANSACTION_ATTEMPTS = 60;

/** A bank reference no booking or dues record has yet (read in the transaction, so two never share one). */
async function freshReference(tx: Transaction, eventDate: string): Promise<string> {
  const prefix = `EDMA-B${eventDate.slice(2, 4)}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = bankReference(prefix, () => randomInt(0, 1_000_000) / 1_000_000);
    if (!(await tx.get(bankReferenceRef(candidate))).exists) return candidate;
  }
  throw unavailable('Please try again in a moment.');
}

/** POST bookings/save: a family's answer for an event, by one of its signed-in members (a few dozen an hour each). */
export const saveBooking: EndpointHandler<typeof BOOKINGS_API.save, 'my-family'> = async (input, { caller }) => {
  const { familyId } = caller;
  await enforceRateLimit('booking-save', caller.uid, RATE_LIMIT_MULTIPLIER.value());
  const event = await calendarEvent(input.eventId);
  const nowMs = Date.now();
  const result = await inTurn(input.eventId, () =>
    db().runTransaction(
      async (tx) => {
        // Reads first (a transaction's rule): the event's places, the booking, the family and its people.
        const [eventSnap, bookingSnap, familySnap, membersSnap, healthSnap] = await Promise.all([
          tx.get(bookingEventRef(input.eventId)),
          tx.get(bookingRef(input.eventId, familyId)),
          tx.get(familyRef(familyId)),
          tx.get(membersOf(familyId)),
          tx.get(bookingHealthRef(input.eventId, familyId)),
        ]);
        const family = familyOfCaller(familySnap, caller);
        const people = new Map(membersSnap.docs.map((doc) => [doc.id, doc.data() as MemberDoc]));
        const stored = bookingSnap.data() as BookingDoc | undefined;
        // This very save arrived before (its answer was lost on the way): the same answer again, nothing applied twice.
        if (input.saveKey && stored?.saveKey === input.saveKey) {
          return { doc: stored, health: healthSnap.data() as BookingHealthDoc | undefined, members: people };
        }
        if ((family.approval ?? 'approved') !== 'approved') throw notAllowed(BOOKING_TEXTS.notApproved);
        const bookingEvent = eventSnap.data() as BookingEventDoc | undefined;
        if (!bookingEvent?.settings.enabled) throw conflict(BOOKING_TEXTS.noBookings);
        const { settings } = bookingEvent;
        const window = bookingWindow(settings, nowMs);
        if (window !== 'open') throw conflict(window === 'closed' ? BOOKING_TEXTS.closed : BOOKING_TEXTS.notOpen);
        const current = stored;
        if ((current?.version ?? 0) !== input.version) throw conflict(BOOKING_TEXTS.stale);

        const going = input.answer === 'going';
        const members = going ? input.members : [];
        const guests = going ? input.guests : [];
        if (members.some((m) => !people.has(m.memberId))) throw invalidInput(BOOKING_TEXTS.notInFamily);
        if (guests.length > settings.guestsPerFamily) throw invalidInput(BOOKING_TEXTS.tooManyGuests(settings.guestsPerFamily));
        if ([...members, ...guests].some((p) => !settings.meals.includes(p.meal))) throw invalidInput(BOOKING_TEXTS.unknownMeal);

        const booked = members.map((m) => ({
          memberId: m.memberId,
          band: ageBandOn(people.get(m.memberId)!.dob, event.date),
          meal: m.meal,
        }));
        const bands: AgeBand[] = [...booked.map((m) => m.band), ...guests.map((g) => g.band)];
        const size = bands.length;
        const wasGoing = current?.status === 'going';
        const held = wasGoing ? current.people : 0;
        let placesTaken = bookingEvent.placesTaken - held;
        let waitSeq = bookingEvent.waitSeq;
        let status: BookingStatus;
        let ownWaitSeq: number | null = null;
        if (!going) {
          status = 'not-coming';
        } else if (wasGoing) {
          // A family already going keeps its places; more people only if they fit.
          if (placesTaken + size > settings.capacity) {
            const left = settings.capacity - bookingEvent.placesTaken;
            throw conflict(
              `There ${left === 1 ? 'is' : 'are'} only ${Math.max(left, 0)} more place${left === 1 ? '' : 's'}: your booking was not changed.`,
            );
          }
          status = 'going';
        } else {
          // Nobody overtakes the waiting list: places go to a newcomer only when nobody is waiting ahead.
          const waiting = await tx.get(waitingList(input.eventId).limit(1));
          const first = waiting.docs[0];
          const aheadOfUs = first !== undefined && first.id !== bookingSnap.id;
          if (!aheadOfUs && placesTaken + size <= settings.capacity) {
            status = 'going';
          } else {
            status = 'waiting';
            ownWaitSeq = current?.status === 'waiting' && current.waitSeq !== null ? current.waitSeq : (waitSeq += 1);
          }
        }
        if (status === 'going') placesTaken += size;
        const plan = await planPromotions(tx, input.eventId, settings.capacity, placesTaken, bookingSnap.id);
        const amountPence = going ? amountDue(settings.prices, bands) : 0;
        const needsReference = settings.payment === 'bank-transfer' && amountPence > 0;
        const reference = needsReference ? (current?.reference ?? (await freshReference(tx, event.date))) : (current?.reference ?? null);

        const emailKind: BookingEmailKind | null =
          status === 'waiting'
            ? current?.status === 'waiting'
              ? null
              : 'waiting'
            : status === 'going'
              ? wasGoing
                ? 'changed'
                : 'confirmed'
              : null;
        const summary = bookingSummary({ status, people: size, members: booked, guests, amountPence, reference });
        // Saved again as the family was last told (a note, a diet, cancelled and booked back): no email.
        const told = emailKind ? bookingToldKey(summary) : null;

        // Writes.
        const version = (current?.version ?? 0) + 1;
        const now = Timestamp.fromMillis(nowMs);
        const doc: BookingDoc = {
          eventId: input.eventId,
          familyId: familyId,
          status,
          members: booked,
          guests: guests.map((g) => ({ band: g.band, meal: g.meal })),
          note: going ? input.note : '',
          people: size,
          amountPence,
          reference,
          paid: current?.paid ?? false,
          arrived: current?.arrived ?? false,
          waitSeq: ownWaitSeq,
          version,
          saveKey: input.saveKey ?? null,
          emailed: told ?? current?.emailed ?? null,
          createdAt: current?.createdAt ?? now,
          updatedAt: now,
        };
        tx.set(bookingSnap.ref, doc);
        if (reference && !current?.reference) tx.create(bankReferenceRef(reference), { kind: 'booking', target: bookingSnap.id });
        const health: BookingHealthDoc = {
          eventId: input.eventId,
          familyId: familyId,
          members: Object.fromEntries(members.map((m) => [m.memberId, { diets: m.diets, otherDiet: m.otherDiet }])),
          guests: guests.map((g) => ({ diets: g.diets, otherDiet: g.otherDiet })),
          deleteAt: Timestamp.fromMillis(healthDeleteAtMs(event.date)),
        };
        const anyNeeds = [...members, ...guests].some((p) => p.diets.length > 0 || p.otherDiet);
        if (anyNeeds) tx.set(bookingHealthRef(input.eventId, familyId), health);
        else tx.delete(bookingHealthRef(input.eventId, familyId));
        tx.update(bookingEventRef(input.eventId), { placesTaken: plan.placesTaken, waitSeq });
        applyPromotions(tx, plan, event);

        if (emailKind && told !== current?.emailed) {
          queueServiceEmails(tx, `booking-${emailKind}.${input.eventId}.${familyId}.v${version}`, family.member_emails, {
            ...bookingEmail(emailKind, event, summary, siteUrl(), familyId),
            name: 'Booking',
            familyId: familyId,
          });
        }
        return { doc, health, members: people };
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
  const answer: BookingView = await bookingView(result.doc, result.health, result.members);
  return { success: true, message: BOOKING_TEXTS.saved[answer.status], answer };
};
