import { BOOKING_TEXTS, type BookingView } from '@edma/contract/bookings';
import type { CalendarEvent } from '@edma/contract/calendar';
import { calendarEventOf } from '../content/calendar-event.ts';
import { type MemberDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { BOOKINGS, type BookingDoc, type BookingHealthDoc } from '../store/booking-docs.ts';
import type { Timestamp } from 'firebase-admin/firestore';

/** The 1-based place of a waiting booking in its event's line. */
async function waitingPosition(doc: BookingDoc): Promise<number | null> {
  if (doc.status !== 'waiting' || doc.waitSeq === null) return null;
  const ahead = await db()
    .collection(BOOKINGS)
    .where('eventId', '==', doc.eventId)
    .where('status', '==', 'waiting')
    .where('waitSeq', '<', doc.waitSeq)
    .count()
    .get();
  return ahead.data().count + 1;
}

const isoOf = (stamp: Timestamp | undefined) => (stamp ? stamp.toDate().toISOString() : '');

/** The calendar event a booking is for (404 when it is not in the calendar). */
export const calendarEvent = (eventId: string): Promise<CalendarEvent> => calendarEventOf(eventId, BOOKING_TEXTS.eventNotFound);

/** A booking as its family (and the committee) reads it: names from the family, needs from the health record. */
export async function bookingView(
  doc: BookingDoc,
  health: BookingHealthDoc | undefined,
  members: Map<string, MemberDoc>,
): Promise<BookingView> {
  const none = { diets: [], otherDiet: '' };
  return {
    status: doc.status,
    members: doc.members.map((m) => ({
      memberId: m.memberId,
      name: members.get(m.memberId)?.name ?? 'Former member',
      band: m.band,
      meal: m.meal,
      ...(health?.members[m.memberId] ?? none),
    })),
    guests: doc.guests.map((g, i) => ({ band: g.band, meal: g.meal, ...(health?.guests[i] ?? none) })),
    note: doc.note,
    people: doc.people,
    waitingPosition: await waitingPosition(doc),
    amountPence: doc.amountPence,
    reference: doc.amountPence > 0 ? doc.reference : null,
    paid: doc.paid,
    version: doc.version,
    updatedAt: isoOf(doc.updatedAt),
    saveKey: doc.saveKey ?? null,
  };
}
