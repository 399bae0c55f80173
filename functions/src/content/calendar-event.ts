import type { CalendarEvent } from '@edma/contract/calendar';
import { notFound } from '../errors/domain-error.ts';
import { db } from '../store/admin.ts';
import { EVENTS_CONTENT } from '../store/content-kinds.ts';
import { readContent } from './content-doc.ts';

/** An event of the committee's calendar by its id, or 404 with what the feature asking says of a missing one. */
export async function calendarEventOf(eventId: string, notFoundMessage: string): Promise<CalendarEvent> {
  const { data } = await readContent(db(), EVENTS_CONTENT);
  const event = data.events.find((e) => e.id === eventId);
  if (!event) throw notFound(notFoundMessage);
  return event;
}
