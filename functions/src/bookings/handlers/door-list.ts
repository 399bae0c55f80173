import { ageOn } from '@edma/contract/dates';
import type { DOOR_API, DoorHousehold } from '@edma/contract/door';
import { isChildAge } from '@edma/contract/privacy';
import type { EndpointHandler } from '../../http/route.ts';
import { db } from '../../store/admin.ts';
import { BOOKING_HEALTH, BOOKINGS, bookingId, type BookingDoc, type BookingHealthDoc } from '../../store/booking-docs.ts';
import { membersOf, type MemberDoc } from '../../store/family-docs.ts';
import { admitToDoor } from '../door-access.ts';
import { calendarEvent } from '../booking-views.ts';

/** A child whose family has not agreed to show their photo is not photographed at the event either. */
const noPhotos = (member: MemberDoc | undefined, eventDate: string) =>
  member !== undefined && isChildAge(ageOn(member.dob, eventDate)) && member.public_consent?.photo !== true;

/**
 * GET door/list?eventId=: each household going, its people by name and age band, paid or to pay
 * at the door, and the allergy and no-photos flags: what the door needs and nothing more (it is
 * kept on the volunteer's phone).
 */
export const getDoorList: EndpointHandler<typeof DOOR_API.list, 'door'> = async ({ eventId }, { caller }) => {
  await admitToDoor(caller, eventId);
  const event = await calendarEvent(eventId);
  const [bookings, health] = await Promise.all([
    db().collection(BOOKINGS).where('eventId', '==', eventId).where('status', '==', 'going').get(),
    db().collection(BOOKING_HEALTH).where('eventId', '==', eventId).get(),
  ]);
  const healthOf = new Map(health.docs.map((doc) => [doc.id, doc.data() as BookingHealthDoc]));
  const households = await Promise.all(
    bookings.docs.map(async (doc): Promise<DoorHousehold> => {
      const booking = doc.data() as BookingDoc;
      const members = await membersOf(booking.familyId).get();
      const byId = new Map(members.docs.map((m) => [m.id, m.data() as MemberDoc]));
      const head = [...byId.values()].sort((a, b) => a.order - b.order)[0];
      const needs = healthOf.get(bookingId(eventId, booking.familyId));
      const needsOf = [...Object.values(needs?.members ?? {}), ...(needs?.guests ?? [])];
      return {
        familyId: booking.familyId,
        familyName: head?.name ?? 'Former family',
        reference: booking.amountPence > 0 ? booking.reference : null,
        paid: booking.paid,
        amountPence: booking.amountPence,
        allergy: needsOf.some((n) => n.diets.includes('nut-allergy')),
        people: [
          ...booking.members.map((m) => ({
            person: `m:${m.memberId}`,
            name: byId.get(m.memberId)?.name ?? 'Former member',
            band: m.band,
            noPhotos: noPhotos(byId.get(m.memberId), event.date),
          })),
          ...booking.guests.map((g, i) => ({ person: `g:${i}`, name: `Guest ${i + 1}`, band: g.band, noPhotos: false })),
        ],
      };
    }),
  );
  households.sort((a, b) => a.familyName.localeCompare(b.familyName, 'en-GB'));
  return { success: true, eventId, title: event.title, households };
};
