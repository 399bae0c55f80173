import { bookingTotals } from '@edma/contract/booking-totals';
import type { CommitteeBooking } from '@edma/contract/bookings';
import { mergeTicks, type DoorTick } from '@edma/contract/door';
import { jsonBody, jsonResponse, type Handler } from '../../test/fetch-stub.ts';
import { testBooking } from '../../test/committee-booking.ts';

/** A household's booking as the committee reads it, with a note the door must never show. */
export const testDoorBooking = (changes: Partial<CommitteeBooking>): CommitteeBooking =>
  testBooking({ note: 'Parking near the back door', ...changes });

const adult = (memberId: string, name: string) => ({
  memberId,
  name,
  band: 'adult' as const,
  meal: 'Veg sadhya',
  diets: [],
  otherDiet: '',
});

/** Nair (owing £17.00, a guest with a nut allergy) and Kurian (paid): three people. */
export const DOOR_BOOKINGS = [
  testDoorBooking({
    familyId: 'fam-nair',
    familyName: 'Nair',
    amountPence: 1700,
    reference: 'EDMA-27-7KQ4',
    members: [adult('asha', 'Asha Nair')],
    guests: [{ band: 'child', meal: 'Veg sadhya', diets: ['nut-allergy'], otherDiet: '' }],
  }),
  testDoorBooking({
    familyId: 'fam-kurian',
    familyName: 'Kurian',
    amountPence: 1200,
    paid: true,
    members: [adult('joseph', 'Joseph Kurian')],
  }),
];

export const DOOR_EVENTS = [
  { eventId: 'onam', title: 'Onam Celebration', date: '2099-09-11', enabled: true, placesTaken: 3, capacity: 100 },
];

/** GET committee/bookings for the event of DOOR_EVENTS. */
export const doorListAnswer = (bookings: CommitteeBooking[] = DOOR_BOOKINGS) => ({
  success: true,
  eventId: 'onam',
  settings: null,
  window: 'open',
  totals: bookingTotals(bookings, { meals: ['Veg sadhya'], capacity: 100, notAnswered: 0 }),
  bookings,
  notAnswered: [],
});

/** The server's door sync: keeps each tick `refuse` lets through, once, and answers every tick it keeps. */
export function doorServer() {
  const server = {
    ticks: [] as DoorTick[],
    /** The ticks of each sync, in order. */
    syncs: [] as DoorTick[][],
    refuse: (_tick: DoorTick): string | null => null,
    sync: ((call) => {
      const { ticks } = jsonBody(call) as { ticks: DoorTick[] };
      server.syncs.push(ticks);
      const refused = ticks.flatMap((tick) => {
        const reason = server.refuse(tick);
        return reason ? [{ id: tick.id, reason }] : [];
      });
      server.ticks = mergeTicks(
        server.ticks,
        ticks.filter((tick) => !refused.some((r) => r.id === tick.id)),
      );
      return jsonResponse(200, { success: true, ticks: server.ticks, refused });
    }) as Handler,
  };
  return server;
}
