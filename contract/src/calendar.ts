import { z } from 'zod';
import { changeResultSchema } from './api-result.ts';
import { isRealIsoDate } from './dates.ts';
import { CALENDAR_PATHS } from './calendar-texts.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { multiLineText, singleLineText } from './plain-text.ts';

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
