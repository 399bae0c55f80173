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
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { editContent, readContent, readContentForCommittee } from './content-doc.ts';
import { EVENTS_CONTENT } from './content-kinds.ts';
import { newContentId, withAdded, withChanged, withRemoved } from './content-list.ts';
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
  const { events } = await readContentForCommittee(request, EVENTS_CONTENT);
  return { json: { success: true, events } };
};

/** POST committee/events/add {date, title, location, startTime, description}. */
export const addEvent: ApiHandler = async (request) => {
  const id = newContentId();
  const { title } = await editContent(request, EVENTS_CONTENT, eventInputSchema, (input) => ({
    action: 'calendar.add',
    details: { id, date: input.date, title: input.title },
    apply: ({ events }) => ({ events: sortEvents(withAdded(events, { id, ...input }, MAX_EVENTS, TOO_MANY_EVENTS_MESSAGE)) }),
  }));
  return { json: { success: true, message: `${title} was added to the calendar.`, id } };
};

/** POST committee/events/update {id, ...fields}: every field of that event is replaced. */
export const updateEvent: ApiHandler = async (request) => {
  const { title } = await editContent(request, EVENTS_CONTENT, updateEventSchema, (event) => ({
    action: 'calendar.update',
    details: { id: event.id, date: event.date, title: event.title },
    apply: ({ events }) => ({ events: sortEvents(withChanged(events, event.id, EVENT_NOT_FOUND_MESSAGE, () => event)) }),
  }));
  return { json: { success: true, message: `${title} was saved.` } };
};

/** POST committee/events/remove {id}. */
export const removeEvent: ApiHandler = async (request) => {
  let removed: CalendarEvent | undefined;
  await editContent(request, EVENTS_CONTENT, removeEventSchema, ({ id }) => ({
    action: 'calendar.remove',
    details: { id },
    apply: ({ events }) => {
      const next = withRemoved(events, id, EVENT_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { events: next.items };
    },
  }));
  return { json: { success: true, message: `${removed?.title ?? 'The event'} was removed from the calendar.` } };
};
