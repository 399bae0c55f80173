import type { CalendarEvent } from '@edma/contract/calendar';
import { eventLocationText, eventPageUrl, eventTimeText, longEventDate } from '@edma/contract/calendar-texts';
import { ROTA_JOB_LABELS, type RotaJob } from '@edma/contract/rota';
import { readContent } from '../content/content-doc.ts';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';
import { queueServiceEmailsOnce } from '../email/queue-email.ts';
import { db } from '../store/admin.ts';
import { addDays, type DailyContext } from '../store/clock.ts';
import { EVENTS_CONTENT } from '../store/content-kinds.ts';
import { helpersOfEvent, slotsOfEvent, type RotaHelperDoc, type RotaSlotDoc } from '../store/rota-docs.ts';

/** The day before the event, to a helper: their job and time, and where. */
export function helperReminderEmail(event: CalendarEvent, slot: { job: RotaJob; time: string }, siteUrl: string): RenderedEmail {
  const job = ROTA_JOB_LABELS[slot.job];
  return renderEmail({
    subject: `Tomorrow: ${job.toLowerCase()} at ${event.title}`,
    greeting: 'Dear EDMA helper,',
    paragraphs: [
      `Thank you for helping at ${event.title} tomorrow: ${job.toLowerCase()}, from ${slot.time}.`,
      `${longEventDate(event.date)}, ${eventTimeText(event)}\n${eventLocationText(event)}`,
    ],
    action: { label: 'See the event', url: eventPageUrl(siteUrl, event.id) },
    footer: 'You receive this reminder because you signed up to help at this event.',
  });
}

/**
 * The day before an event, one reminder to each helper of each of its slots. Each email's id names
 * the slot and the helper's address, so a run again the same day (or after dying midway) sends
 * nobody anything twice.
 */
export async function sendHelperReminders(ctx: DailyContext): Promise<{ helpers: number }> {
  const tomorrow = addDays(ctx.today, 1);
  const { data } = await readContent(db(), EVENTS_CONTENT);
  let helpers = 0;
  for (const event of data.events.filter((e) => e.date === tomorrow)) {
    const [slots, signedUp] = await Promise.all([slotsOfEvent(event.id).get(), helpersOfEvent(event.id).get()]);
    const slotById = new Map(slots.docs.map((doc) => [doc.id, doc.data() as RotaSlotDoc]));
    for (const doc of signedUp.docs) {
      const helper = doc.data() as RotaHelperDoc;
      const slot = slotById.get(helper.slotId);
      if (!slot) continue;
      helpers += await queueServiceEmailsOnce(`rota-eve.${event.id}.${helper.slotId}`, [helper.email], {
        ...helperReminderEmail(event, slot, ctx.siteUrl),
        name: 'Helper reminder',
        familyId: helper.familyId,
      });
    }
  }
  return { helpers };
}
