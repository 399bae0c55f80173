import { TO_BE_CONFIRMED, type CalendarEvent } from '../../content/events.ts';
import { buildIcs, type IcsEvent } from '@edma/contract/ics';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function toIcsEvent(event: CalendarEvent): IcsEvent {
  return {
    uid: `${event.date}-${slug(event.title)}@edma-events`,
    summary: event.title,
    location: event.location,
    description: event.time === TO_BE_CONFIRMED ? `Time: ${TO_BE_CONFIRMED}` : undefined,
    date: event.date,
    startTime: event.startTime,
    durationMinutes: event.durationMinutes,
  };
}

export const CALENDAR_FILENAME = 'edma-events.ics';

export const eventFilename = (event: CalendarEvent) => `edma-${event.date}-${slug(event.title)}.ics`;

export function eventsIcs(events: readonly CalendarEvent[], now: Date): string {
  return buildIcs(events.map(toIcsEvent), { now, calendarName: 'EDMA Events' });
}
