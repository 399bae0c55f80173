import {
  EVENT_NOT_FOUND_MESSAGE,
  eventInputSchema,
  eventsIcs,
  ICS_CONTENT_TYPE,
  MAX_EVENTS,
  removeEventSchema,
  sortEvents,
  TOO_MANY_EVENTS_MESSAGE,
  updateEventSchema,
  type CalendarEvent,
} from '@edma/contract/calendar';
import { randomBytes } from 'node:crypto';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { changeContent, readContent } from './content-doc.ts';
import { EVENTS_CONTENT } from './content-kinds.ts';
import { servePublicContent } from './public-content.ts';

/** GET content/events: the calendar page's events (public, cacheable, ETag). */
export const getPublicEvents: ApiHandler = async (request) => {
  const { data, version } = await readContent(db(), EVENTS_CONTENT);
  return servePublicContent(request, {
    key: 'events.json',
    version,
    contentType: 'application/json; charset=utf-8',
    render: () => JSON.stringify({ success: true, events: data.events }),
  });
};

/** GET /events.ics: the subscribable feed, from the same events and generator as the page's downloads. */
export const getEventsFeed: ApiHandler = async (request) => {
  const { data, version, changedAtMs } = await readContent(db(), EVENTS_CONTENT);
  return servePublicContent(request, {
    key: 'events.ics',
    version,
    contentType: ICS_CONTENT_TYPE,
    render: () => eventsIcs(data.events, new Date(changedAtMs)),
  });
};

/** GET committee/events: the same events for the console, never cached. */
export const listEvents: ApiHandler = async (request) => {
  await verifyCommittee(request.headers.authorization);
  const { data } = await readContent(db(), EVENTS_CONTENT);
  return { json: { success: true, events: data.events } };
};

const newId = () => randomBytes(9).toString('base64url');

function indexOf(events: readonly CalendarEvent[], id: string): number {
  const index = events.findIndex((event) => event.id === id);
  if (index < 0) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  return index;
}

/** POST committee/events/add {date, title, location, startTime, description}. */
export const addEvent: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const input = parseOrReject(eventInputSchema, readJson(request));
  const event: CalendarEvent = { id: newId(), ...input };
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.add',
    details: { id: event.id, date: event.date, title: event.title },
    apply: ({ events }) => {
      if (events.length >= MAX_EVENTS) throw conflict(TOO_MANY_EVENTS_MESSAGE);
      return { events: sortEvents([...events, event]) };
    },
  });
  return { json: { success: true, message: `${event.title} was added to the calendar.`, id: event.id } };
};

/** POST committee/events/update {id, ...fields}: every field of that event is replaced. */
export const updateEvent: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const event = parseOrReject(updateEventSchema, readJson(request));
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.update',
    details: { id: event.id, date: event.date, title: event.title },
    apply: ({ events }) => {
      const next = [...events];
      next[indexOf(events, event.id)] = event;
      return { events: sortEvents(next) };
    },
  });
  return { json: { success: true, message: `${event.title} was saved.` } };
};

/** POST committee/events/remove {id}. */
export const removeEvent: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id } = parseOrReject(removeEventSchema, readJson(request));
  let removed: CalendarEvent | undefined;
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.remove',
    details: { id },
    apply: ({ events }) => {
      removed = events[indexOf(events, id)];
      return { events: events.filter((event) => event.id !== id) };
    },
  });
  return { json: { success: true, message: `${removed?.title ?? 'The event'} was removed from the calendar.` } };
};
