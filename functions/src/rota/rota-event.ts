import { ROTA_TEXTS } from '@edma/contract/rota';
import { notFound } from '../errors/domain-error.ts';
import type { RotaHelperDoc, RotaSlotDoc } from '../store/rota-docs.ts';

/** A rota's event no longer in the calendar (calendarEventOf's 404). */
export const ROTA_EVENT_GONE = 'This event no longer exists.';

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
