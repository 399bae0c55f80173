import type { CalendarEvent } from '@edma/contract/calendar';
import { ROTA_TEXTS } from '@edma/contract/rota';
import { readContent } from '../content/content-doc.ts';
import { notFound } from '../errors/domain-error.ts';
import { db } from '../store/admin.ts';
import { EVENTS_CONTENT } from '../store/content-kinds.ts';
import type { RotaHelperDoc, RotaSlotDoc } from '../store/rota-docs.ts';

const EVENT_NOT_FOUND = 'This event no longer exists.';

/** The calendar event a rota belongs to (404 when it is not in the calendar). */
export async function rotaEvent(eventId: string): Promise<CalendarEvent> {
  const { data } = await readContent(db(), EVENTS_CONTENT);
  const event = data.events.find((e) => e.id === eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** A slot's document, or 404. */
export function existingSlot(data: unknown): RotaSlotDoc {
  if (!data) throw notFound(ROTA_TEXTS.slotNotFound);
  return data as RotaSlotDoc;
}

/** A slot's counts as both screens show them. */
export function slotCounts(slotId: string, slot: RotaSlotDoc, helpers: readonly RotaHelperDoc[]) {
  const taken = helpers.length;
  return { slotId, job: slot.job, time: slot.time, needed: slot.needed, taken, gaps: Math.max(slot.needed - taken, 0) };
}

/** Slots in the order of the day: by time, then by job. */
export const byTime = (a: { time: string; job: string }, b: { time: string; job: string }) =>
  a.time.localeCompare(b.time) || a.job.localeCompare(b.job);
