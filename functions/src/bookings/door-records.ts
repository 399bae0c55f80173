import { mergeWalkIns, type DoorTick, type DoorWalkIn } from '@edma/contract/door';
import { db } from '../store/admin.ts';
import type { BookingDoc } from '../store/booking-docs.ts';
import { DOOR_WALK_INS, type DoorWalkInDoc } from '../store/door-walk-in-docs.ts';

/** The ticks kept on a booking, as the phones know them. */
export const ticksOf = (booking: BookingDoc): DoorTick[] =>
  (booking.doorTicks ?? []).map(({ id, person, in: into, atMs }) => ({ id, familyId: booking.familyId, person, in: into, atMs }));

/** The walk-ins kept for an event, as the phones know them. */
export async function walkInsOf(eventId: string): Promise<DoorWalkIn[]> {
  const snapshot = await db().collection(DOOR_WALK_INS).where('eventId', '==', eventId).get();
  return mergeWalkIns(
    snapshot.docs.map((doc) => {
      const { name, people, cashPence, atMs } = doc.data() as DoorWalkInDoc;
      return { id: doc.id, name, people, cashPence, atMs };
    }),
  );
}
