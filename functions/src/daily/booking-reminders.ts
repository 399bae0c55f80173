import { eventFilename, eventsIcs, ICS_CONTENT_TYPE } from '@edma/contract/calendar-texts';
import { readContent } from '../content/content-doc.ts';
import { EVENTS_CONTENT } from '../store/content-kinds.ts';
import { bookingSummary, closingReminderEmail, dayBeforeEmail } from '../bookings/booking-emails.ts';
import { BOOKING_EVENTS, BOOKING_HEALTH, BOOKINGS, type BookingDoc, type BookingEventDoc } from '../store/booking-docs.ts';
import { bookingWindow } from '../bookings/booking-rules.ts';
import { queueServiceEmailsOnce } from '../email/queue-email.ts';
import { FAMILIES, type FamilyDoc } from '../store/family-docs.ts';
import { db } from '../store/admin.ts';
import { addDays, type DailyClock, type DailyContext } from '../store/clock.ts';

/**
 * The reminder due today for bookings closing on `closesDate`: of the configured days before the
 * close, the nearest one that has come (so a day the job did not run is made up the next day, and a
 * family approved after the first reminder still gets the next). Null when none is due.
 */
export function dueReminder(reminderDays: readonly number[], closesDate: string, today: string): number | null {
  if (today >= closesDate) return null;
  const due = reminderDays.filter((days) => addDays(closesDate, -days) <= today);
  return due.length > 0 ? Math.min(...due) : null;
}

/**
 * Booking reminders: to families that have not answered, on the configured days before bookings
 * close; to families going, the day before the event, with the event's .ics. Each email's id names
 * the event, family and reminder, so a run that died midway and runs again sends nobody anything twice.
 */
export async function sendBookingReminders(ctx: DailyContext): Promise<{ closing: number; dayBefore: number }> {
  const [terms, content, families] = await Promise.all([
    db().collection(BOOKING_EVENTS).get(),
    readContent(db(), EVENTS_CONTENT),
    db().collection(FAMILIES).get(),
  ]);
  const events = new Map(content.data.events.map((event) => [event.id, event]));
  const approved = families.docs.filter((doc) => ((doc.data() as FamilyDoc).approval ?? 'approved') === 'approved');
  let closing = 0;
  let dayBefore = 0;
  for (const doc of terms.docs) {
    const { settings } = doc.data() as BookingEventDoc;
    const event = events.get(doc.id);
    if (!settings.enabled || !event) continue;
    const bookings = await db().collection(BOOKINGS).where('eventId', '==', doc.id).get();
    const answered = new Map(bookings.docs.map((b) => [(b.data() as BookingDoc).familyId, b.data() as BookingDoc]));

    const days = dueReminder(settings.reminderDays, settings.closes.date, ctx.today);
    if (days !== null && bookingWindow(settings, ctx.nowMs) === 'open') {
      const email = closingReminderEmail(event, settings.closes, ctx.siteUrl);
      for (const family of approved) {
        if (answered.has(family.id)) continue;
        closing += await queueServiceEmailsOnce(
          `booking-reminder.${doc.id}.${family.id}.${days}d`,
          (family.data() as FamilyDoc).member_emails,
          {
            ...email,
            name: 'Booking reminder',
            familyId: family.id,
          },
        );
      }
    }

    if (addDays(event.date, -1) === ctx.today) {
      const ics = { filename: eventFilename(event), contentType: ICS_CONTENT_TYPE, content: eventsIcs([event], new Date(ctx.nowMs)) };
      for (const family of approved) {
        const booking = answered.get(family.id);
        if (booking?.status !== 'going') continue;
        const email = dayBeforeEmail(event, bookingSummary(booking), ctx.siteUrl, family.id);
        dayBefore += await queueServiceEmailsOnce(`booking-eve.${doc.id}.${family.id}`, (family.data() as FamilyDoc).member_emails, {
          ...email,
          name: 'Event reminder',
          familyId: family.id,
          attachments: [ics, ...email.attachments],
        });
      }
    }
  }
  return { closing, dayBefore };
}

/** Dietary details past their date (30 days after the event): deleted. Firestore's TTL on `deleteAt` is the backstop. */
export async function deleteExpiredHealthData(ctx: DailyClock): Promise<number> {
  const expired = await db().collection(BOOKING_HEALTH).where('deleteAt', '<=', new Date(ctx.nowMs)).get();
  const writer = db().bulkWriter();
  for (const doc of expired.docs) void writer.delete(doc.ref);
  await writer.close();
  return expired.size;
}
