import { DOOR_API, DOOR_TEXTS, mergeTicks, mergeWalkIns, type DoorTick } from '@edma/contract/door';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../store/admin.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { BOOKINGS, bookingRef, type BookingDoc } from '../../store/booking-docs.ts';
import { doorWalkInRef, type DoorWalkInDoc } from '../../store/door-walk-in-docs.ts';
import { ticksOf, walkInsOf } from '../door-records.ts';
import { calendarEvent } from '../booking-views.ts';
import { healthDeleteAtMs } from '../booking-rules.ts';
import { inTurn } from '../../store/in-turn.ts';
import { admitToDoor } from '../door-access.ts';

/** Why a tick cannot be kept on this booking, or null. */
function refusal(tick: DoorTick, booking: BookingDoc | undefined): string | null {
  if (!booking || booking.status !== 'going') return DOOR_TEXTS.notBooked;
  const [kind, id] = [tick.person.slice(0, 1), tick.person.slice(2)];
  const known = kind === 'm' ? booking.members.some((m) => m.memberId === id) : Number(id) < booking.guests.length;
  return known ? null : DOOR_TEXTS.notInBooking;
}

/**
 * POST door/sync {eventId, ticks, walkIns}: keeps each tick not kept before on its household's
 * booking and each new walk-in (one transaction, so two phones syncing at once neither lose nor
 * double one), marks a household arrived once anyone of it is in, and answers every tick and
 * walk-in of the event. Each is kept with the uid of the sign-in that sent it (a door pass's own).
 */
export const syncDoorTicks: EndpointHandler<typeof DOOR_API.sync, 'door'> = async ({ eventId, ticks, walkIns }, { caller }) => {
  await admitToDoor(caller, eventId);
  const event = await calendarEvent(eventId);
  const families = [...new Set(ticks.map((t) => t.familyId))];
  const arrivals = mergeWalkIns(walkIns);
  const deleteAt = Timestamp.fromMillis(healthDeleteAtMs(event.date));
  // In turn with the event's other booking writes (see inTurn); the transaction guards across instances.
  const refused = await inTurn(eventId, () =>
    db().runTransaction(async (tx) => {
      const [snapshots, walkInSnapshots] = await Promise.all([
        Promise.all(families.map((familyId) => tx.get(bookingRef(eventId, familyId)))),
        Promise.all(arrivals.map((walkIn) => tx.get(doorWalkInRef(walkIn.id)))),
      ]);
      const bookings = new Map(families.map((familyId, i) => [familyId, snapshots[i]!.data() as BookingDoc | undefined]));
      const notKept: { id: string; reason: string }[] = [];
      for (const familyId of families) {
        const booking = bookings.get(familyId);
        const kept = new Set(booking ? ticksOf(booking).map((t) => t.id) : []);
        const fresh = mergeTicks(ticks.filter((t) => t.familyId === familyId && !kept.has(t.id)));
        const accepted = fresh.filter((tick) => {
          const reason = refusal(tick, booking);
          if (reason) notKept.push({ id: tick.id, reason });
          return !reason;
        });
        if (accepted.length === 0) continue;
        const stored = accepted.map(({ id, person, in: into, atMs }) => ({ id, person, in: into, atMs, by: caller.uid }));
        const anyoneIn = mergeTicks([...ticksOf(booking!), ...accepted]).some((t) => t.in);
        tx.update(bookingRef(eventId, familyId), { doorTicks: FieldValue.arrayUnion(...stored), arrived: anyoneIn });
      }
      arrivals.forEach((walkIn, i) => {
        const existing = walkInSnapshots[i]!.data() as DoorWalkInDoc | undefined;
        // The same id from another event is not this walk-in: refused, the other left as it is.
        if (existing && existing.eventId !== eventId) notKept.push({ id: walkIn.id, reason: DOOR_TEXTS.notThisEvent });
        if (existing) return;
        const { id, ...kept } = walkIn;
        tx.create(doorWalkInRef(id), { eventId, ...kept, by: caller.uid, deleteAt } satisfies DoorWalkInDoc);
      });
      return notKept;
    }),
  );
  const [all, kept] = await Promise.all([db().collection(BOOKINGS).where('eventId', '==', eventId).get(), walkInsOf(eventId)]);
  return { success: true, ticks: mergeTicks(...all.docs.map((doc) => ticksOf(doc.data() as BookingDoc))), walkIns: kept, refused };
};
