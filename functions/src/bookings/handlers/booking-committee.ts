import { BOOKINGS_API } from '@edma/contract/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { recordAudit } from '../../store/audit-log.ts';
import { db } from '../../store/admin.ts';
import { notFound } from '../../errors/domain-error.ts';
import type { EndpointHandler } from '../../http/route.ts';
import { bookingEventRef, bookingRef, type BookingEventDoc } from '../../store/booking-docs.ts';
import { calendarEvent } from '../booking-views.ts';
import { inTurn } from '../../store/in-turn.ts';
import { applyPromotions, planPromotions } from '../promotions.ts';

/**
 * POST committee/bookings/settings {eventId, settings}: turns bookings on or off and sets their
 * terms. More capacity moves the waiting list at once; less never takes places already given.
 */
export const saveBookingSettings: EndpointHandler<typeof BOOKINGS_API.settings, 'committee'> = async (
  { eventId, settings },
  { caller },
) => {
  const event = await calendarEvent(eventId);
  await inTurn(eventId, () =>
    db().runTransaction(
      async (tx) => {
        const snapshot = await tx.get(bookingEventRef(eventId));
        const current = snapshot.data() as BookingEventDoc | undefined;
        const placesTaken = current?.placesTaken ?? 0;
        const plan = settings.enabled ? await planPromotions(tx, eventId, settings.capacity, placesTaken) : { promoted: [], placesTaken };
        tx.set(bookingEventRef(eventId), {
          settings,
          placesTaken: plan.placesTaken,
          waitSeq: current?.waitSeq ?? 0,
          updatedAt: FieldValue.serverTimestamp(),
          updatedBy: caller.email,
        });
        applyPromotions(tx, plan, event);
        recordAudit(tx, caller, 'bookings.settings', `bookingEvents/${eventId}`, {
          enabled: settings.enabled,
          capacity: settings.capacity,
        });
      },
      { maxAttempts: 60 },
    ),
  );
  return { success: true, message: settings.enabled ? `Bookings for ${event.title} are saved.` : `Bookings for ${event.title} are off.` };
};

/** POST committee/bookings/paid {eventId, familyId, paid}. */
export const markBookingPaid: EndpointHandler<typeof BOOKINGS_API.paid, 'committee'> = async ({ eventId, familyId, paid }, { caller }) => {
  await calendarEvent(eventId);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(bookingRef(eventId, familyId));
    if (!snapshot.exists) throw notFound('This family has no booking for the event.');
    tx.update(snapshot.ref, { paid });
    recordAudit(tx, caller, paid ? 'bookings.paid' : 'bookings.unpaid', `bookings/${snapshot.id}`);
  });
  return { success: true, message: paid ? 'Marked as paid.' : 'Marked as not paid.' };
};

/** POST committee/bookings/arrived {eventId, familyId, arrived}: the door list's tick. */
export const markBookingArrived: EndpointHandler<typeof BOOKINGS_API.arrived, 'committee'> = async ({ eventId, familyId, arrived }) => {
  const snapshot = await bookingRef(eventId, familyId).get();
  if (!snapshot.exists) throw notFound('This family has no booking for the event.');
  await snapshot.ref.update({ arrived });
  return { success: true, message: arrived ? 'Arrived.' : 'Not arrived.' };
};
