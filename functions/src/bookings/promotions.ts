import type { CalendarEvent } from '@edma/contract/calendar';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { siteUrl } from '../config/params.ts';
import { queueServiceEmails } from '../email/queue-email.ts';
import { familyRef, type FamilyDoc } from '../store/family-docs.ts';
import { bookingEmail, bookingSummary, bookingToldKey } from './booking-emails.ts';
import { promotions } from './booking-rules.ts';
import { waitingList, type BookingDoc } from '../store/booking-docs.ts';

export interface PromotionPlan {
  /** The promoted bookings and the emails of their families. */
  promoted: { snapshot: DocumentSnapshot; recipients: string[] }[];
  placesTaken: number;
}

/**
 * Reads (in `tx`) who moves off the waiting list once `placesTaken` of `capacity` are held; call
 * before any write of the transaction. `skip`: a booking whose new state the caller writes itself.
 */
export async function planPromotions(
  tx: Transaction,
  eventId: string,
  capacity: number,
  placesTaken: number,
  skip?: string,
): Promise<PromotionPlan> {
  const free = capacity - placesTaken;
  if (free <= 0) return { promoted: [], placesTaken };
  const waiting = (await tx.get(waitingList(eventId).limit(50))).docs.filter((doc) => doc.id !== skip);
  const ids = new Set(
    promotions(
      waiting.map((doc) => ({ id: doc.id, people: (doc.data() as BookingDoc).people })),
      free,
    ),
  );
  const chosen = waiting.filter((doc) => ids.has(doc.id));
  const families = await Promise.all(chosen.map((doc) => tx.get(familyRef((doc.data() as BookingDoc).familyId))));
  const promoted = chosen.map((snapshot, i) => ({
    snapshot,
    recipients: (families[i]!.data() as FamilyDoc | undefined)?.member_emails ?? [],
  }));
  const moved = chosen.reduce((n, doc) => n + (doc.data() as BookingDoc).people, 0);
  return { promoted, placesTaken: placesTaken + moved };
}

/** Writes a plan made by planPromotions: each promoted family is going, and is emailed. */
export function applyPromotions(tx: Transaction, plan: PromotionPlan, event: CalendarEvent): void {
  for (const { snapshot, recipients } of plan.promoted) {
    const doc = snapshot.data() as BookingDoc;
    const version = doc.version + 1;
    const summary = bookingSummary({ ...doc, status: 'going' });
    tx.update(snapshot.ref, {
      status: 'going',
      waitSeq: null,
      version,
      emailed: bookingToldKey(summary),
      updatedAt: FieldValue.serverTimestamp(),
    });
    queueServiceEmails(tx, `booking-promoted.${doc.eventId}.${doc.familyId}.v${version}`, recipients, {
      ...bookingEmail('promoted', event, summary, siteUrl(), doc.familyId),
      name: 'Booking',
      familyId: doc.familyId,
    });
  }
}
