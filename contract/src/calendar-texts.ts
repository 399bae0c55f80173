import { buildIcs, type IcsEvent } from './ics.ts';

/*
 * The calendar's addresses, texts and iCalendar files: plain functions, without the schema library,
 * so the calendar and event pages paint before their first request brings the schemas.
 */

/** What these read of an event: the fields of calendar.ts's `CalendarEvent`, the schema's output. */
interface CalendarEvent {
  id: string;
  title: string;
  date: string;
  startTime: string;
  location: string;
  description: string;
}

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
