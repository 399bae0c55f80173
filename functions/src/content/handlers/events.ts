import { CALENDAR_API, EVENT_NOT_FOUND_MESSAGE, MAX_EVENTS, TOO_MANY_EVENTS_MESSAGE, type CalendarEvent } from '@edma/contract/calendar';
import { eventsIcs, ICS_CONTENT_TYPE, sortEvents } from '@edma/contract/calendar-texts';
import { db } from '../../store/admin.ts';
import type { RawHandler, EndpointHandler } from '../../http/route.ts';
import { changeContent, readContent } from '../content-doc.ts';
import { EVENTS_CONTENT } from '../../store/content-kinds.ts';
import { newContentId, withAdded, withChanged, withRemoved } from '../content-list.ts';
import { servePublicContent, servePublicJson } from '../public-content.ts';

/** GET content/events: the calendar page's events (public, cacheable, ETag). */
export const getPublicEvents: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), EVENTS_CONTENT);
  return servePublicJson(request, {
    key: 'events.json',
    version,
    render: () => ({ success: true, events: data.events }),
  });
};

/** GET /events.ics: the subscribable feed, from the same events and generator as the page's downloads. */
export const getEventsFeed: RawHandler<'public'> = async (request) => {
  const { data, version, changedAtMs } = await readContent(db(), EVENTS_CONTENT);
  return servePublicContent(request, {
    key: 'events.ics',
    version,
    contentType: ICS_CONTENT_TYPE,
    render: () => eventsIcs(data.events, new Date(changedAtMs)),
  });
};

/** GET committee/events: the same events for the console, never cached. */
export const listEvents: EndpointHandler<typeof CALENDAR_API.list, 'committee'> = async () => {
  const { events } = (await readContent(db(), EVENTS_CONTENT)).data;
  return { success: true, events };
};

/** POST committee/events/add {date, title, location, startTime, description}. */
export const addEvent: EndpointHandler<typeof CALENDAR_API.add, 'committee'> = async (input, { caller }) => {
  const id = newContentId();
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.add',
    details: { id, date: input.date, title: input.title },
    apply: ({ events }) => ({ events: sortEvents(withAdded(events, { id, ...input }, MAX_EVENTS, TOO_MANY_EVENTS_MESSAGE)) }),
  });
  return { success: true, message: `${input.title} was added to the calendar.`, id };
};

/** POST committee/events/update {id, ...fields}: every field of that event is replaced. */
export const updateEvent: EndpointHandler<typeof CALENDAR_API.update, 'committee'> = async (event, { caller }) => {
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.update',
    details: { id: event.id, date: event.date, title: event.title },
    apply: ({ events }) => ({ events: sortEvents(withChanged(events, event.id, EVENT_NOT_FOUND_MESSAGE, () => event)) }),
  });
  return { success: true, message: `${event.title} was saved.` };
};

/** POST committee/events/remove {id}. */
export const removeEvent: EndpointHandler<typeof CALENDAR_API.remove, 'committee'> = async ({ id }, { caller }) => {
  let removed: CalendarEvent | undefined;
  await changeContent(db(), EVENTS_CONTENT, caller, {
    action: 'calendar.remove',
    details: { id },
    apply: ({ events }) => {
      const next = withRemoved(events, id, EVENT_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { events: next.items };
    },
  });
  return { success: true, message: `${removed?.title ?? 'The event'} was removed from the calendar.` };
};
