import { z } from 'zod';
import { changeResultSchema } from './api-result.ts';
import { isRealIsoDate } from './dates.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { buildIcs, type IcsEvent } from './ics.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

/** What the calendar shows for a location or time that is not known yet (the spec's text). */
export const TO_BE_CONFIRMED = 'Will Update Soon';

export const CALENDAR_PATHS = {
  /** Public: every event as JSON, cacheable, revalidated with an ETag. With an extension: Hosting marks
   * extension-less paths (the app's pages) no-cache, which would override the API's caching. */
  events: '/api/content/events.json',
  /** Public: the subscribable iCalendar feed (Hosting rewrites it to the api function). */
  feed: '/events.ics',
  /** Committee: the same events, never cached, for the console. */
  list: '/api/committee/events',
  add: '/api/committee/events/add',
  update: '/api/committee/events/update',
  remove: '/api/committee/events/remove',
} as const;

/** Events live in one document: this keeps it far below Firestore's 1 MiB even at every maximum length. */
export const MAX_EVENTS = 150;
export const TOO_MANY_EVENTS_MESSAGE = `The calendar holds at most ${MAX_EVENTS} events: remove past ones first.`;
export const EVENT_NOT_FOUND_MESSAGE = 'This event no longer exists; the list has been refreshed.';

/** HH:mm on a 24-hour clock, or empty while the time is not known. */
export const START_TIME = /^(|([01]\d|2[0-3]):[0-5]\d)$/;

/** POST CALENDAR_PATHS.add (JSON), and the fields of an event everywhere else. */
export const eventInputSchema = z.object({
  /** The UK calendar date, yyyy-MM-dd. */
  date: z.string().trim().refine(isRealIsoDate, { message: 'Enter the date of the event.' }),
  title: singleLineText().trim().min(1, { message: 'Enter a title.' }).max(100, { message: 'The title must be at most 100 characters.' }),
  /** Empty while not known: shown as "Will Update Soon". */
  location: singleLineText().trim().max(200, { message: 'The location must be at most 200 characters.' }).default(''),
  /** UK local start time, HH:mm; empty while not known (shown as "Will Update Soon", all-day in calendars). */
  startTime: z.string().trim().regex(START_TIME, { message: 'Enter a time such as 16:00, or leave it empty.' }).default(''),
  description: multiLineText().trim().max(1000, { message: 'The description must be at most 1000 characters.' }).default(''),
});
export type EventInput = z.input<typeof eventInputSchema>;

export const calendarEventSchema = eventInputSchema.extend({ id: contentIdSchema });
export type CalendarEvent = z.output<typeof calendarEventSchema>;

/** POST CALENDAR_PATHS.update (JSON): every field of the event with this id is replaced. */
export const updateEventSchema = calendarEventSchema;
/** POST CALENDAR_PATHS.remove (JSON). */
export const removeEventSchema = z.object({ id: contentIdSchema });

/** GET CALENDAR_PATHS.events and CALENDAR_PATHS.list: every event, by date. */
export const calendarEventsResponseSchema = z.object({ success: z.literal(true), events: z.array(calendarEventSchema) });

const noInput = z.object({});

/** The calendar's endpoints: the public page's events, and the console's list and changes. */
export const CALENDAR_API = {
  events: endpoint({ method: 'GET', path: CALENDAR_PATHS.events, request: noInput, response: calendarEventsResponseSchema }),
  list: endpoint({ method: 'GET', path: CALENDAR_PATHS.list, request: noInput, response: calendarEventsResponseSchema }),
  add: endpoint({ method: 'POST', path: CALENDAR_PATHS.add, request: eventInputSchema, response: changeResultSchema }),
  update: endpoint({ method: 'POST', path: CALENDAR_PATHS.update, request: updateEventSchema, response: changeResultSchema }),
  remove: endpoint({ method: 'POST', path: CALENDAR_PATHS.remove, request: removeEventSchema, response: changeResultSchema }),
};

/** By date, then start time (all-day first), then title: the order of the page, the console and the feed. */
export function sortEvents<E extends Pick<CalendarEvent, 'date' | 'startTime' | 'title'>>(events: readonly E[]): E[] {
  return [...events].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title),
  );
}

export const eventLocationText = (event: Pick<CalendarEvent, 'location'>) => event.location || TO_BE_CONFIRMED;

/** "Saturday, 14 June 2025" for a yyyy-MM-dd date (read as a calendar date, not an instant). */
export function longEventDate(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** What a link to an event's page shows in a preview (WhatsApp, Facebook) and in the tab. */
export function eventShareCard(event: Pick<CalendarEvent, 'title' | 'date' | 'startTime' | 'location'>): {
  title: string;
  description: string;
} {
  return { title: event.title, description: `${longEventDate(event.date)}, ${eventTimeText(event)}, ${eventLocationText(event)}.` };
}

/** The start time as the calendar shows it, e.g. "04:00 PM"; "Will Update Soon" while not known. */
export function eventTimeText(event: Pick<CalendarEvent, 'startTime'>): string {
  if (!event.startTime) return TO_BE_CONFIRMED;
  const [hours = 0, minutes = 0] = event.startTime.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An event's own page on the site: what the calendar, the members' archive and every email link to. */
export const eventPagePath = (eventId: string) => `/calendar/${encodeURIComponent(eventId)}`;

/** The page's absolute address, for links read outside the site (emails, WhatsApp). */
export const eventPageUrl = (siteUrl: string, eventId: string) => `${siteUrl.replace(/\/+$/, '')}${eventPagePath(eventId)}`;

/** The id the seed gives an event (its UID in calendars that imported the earlier feed stays the same). */
export const seedEventId = (date: string, title: string) => `${date}-${slug(title)}`;

function toIcsEvent(event: CalendarEvent): IcsEvent {
  const notes = [event.description, event.startTime ? '' : `Time: ${TO_BE_CONFIRMED}`].filter(Boolean);
  return {
    // From the id, so an edited event updates in a subscribed calendar instead of appearing twice.
    uid: `${event.id}@edma-events`,
    summary: event.title,
    location: eventLocationText(event),
    description: notes.length > 0 ? notes.join('\n') : undefined,
    date: event.date,
    startTime: event.startTime || undefined,
  };
}

export const CALENDAR_FILENAME = 'edma-events.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const eventFilename = (event: Pick<CalendarEvent, 'date' | 'title'>) => `edma-${event.date}-${slug(event.title)}.ics`;

/**
 * The iCalendar text of `events`: the feed (/events.ics), the whole-calendar download and each
 * event's download. `stamp` is its DTSTAMP: the feed passes the time of the last change, so the
 * same events always give the same bytes (and ETag).
 */
export function eventsIcs(events: readonly CalendarEvent[], stamp: Date): string {
  return buildIcs(sortEvents(events).map(toIcsEvent), { now: stamp, calendarName: 'EDMA Events' });
}
