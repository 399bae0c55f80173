import { z } from 'zod';
import { plusDays } from './dates.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';

/*
 * A door pass: the events role opens one for an event and hands the volunteer at the door a link and
 * a short PIN, so the door needs nobody's Google account. The pass reads and ticks that event's door
 * list only, until the end of the day after the event or until it is revoked.
 */

export const DOOR_PASS_PIN_DIGITS = 6;

export const doorPassIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, { message: 'Not a door pass.' });
export const doorPinSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${DOOR_PASS_PIN_DIGITS}}$`), { message: `Enter the ${DOOR_PASS_PIN_DIGITS}-digit PIN.` });

/** The claims a door pass's sign-in carries (a custom token's), read by the server on every door request. */
export const DOOR_PASS_CLAIM = 'doorPass';
export const DOOR_EVENT_CLAIM = 'doorEvent';

/** The last day a pass opens the door: the day after its event (UK dates, YYYY-MM-DD). */
export const doorPassLastDay = (eventDate: string): string => plusDays(eventDate, 1);

/** Whether a pass still opens the door on `today` (the association's date). */
export const doorPassOpen = (pass: { lastDay: string; revokedAtMs: number | null }, today: string) =>
  pass.revokedAtMs === null && today <= pass.lastDay;

/** The Firebase user a pass signs in as: one per pass, so its ticks say which pass made them. */
export const doorPassUid = (passId: string) => `door-${passId}`;

/** The door screen's address for a pass: the PIN never travels in it. */
export const doorPassLink = (passId: string) => `/door?pass=${encodeURIComponent(passId)}`;

export const doorPassSchema = z.object({
  passId: doorPassIdSchema,
  eventId: contentIdSchema,
  /** Who it is for, as the committee wrote it ("Front door", a volunteer's name). */
  label: z.string(),
  lastDay: z.string(),
  createdBy: z.string(),
  createdAtMs: z.number(),
  revokedAtMs: z.number().nullable(),
});
export type DoorPass = z.infer<typeof doorPassSchema>;

export const DOOR_PASS_TEXTS = {
  wrongPin: 'That PIN is not right for this door pass.',
  closed: 'This door pass has been revoked or has expired: ask the committee for a new one.',
  otherEvent: 'This door pass is for another event.',
  onlyTheDoor: 'A door pass opens the door list and nothing else.',
  eventOver: 'This event is over: a door pass can no longer be opened for it.',
} as const;

export const DOOR_PASS_PATHS = {
  list: '/api/committee/door/passes',
  open: '/api/committee/door/passes/open',
  revoke: '/api/committee/door/passes/revoke',
  signIn: '/api/door/pass',
} as const;

const labelSchema = z.string().trim().min(1, { message: 'Say who the pass is for.' }).max(60, { message: 'At most 60 characters.' });

export const DOOR_PASS_API = {
  list: endpoint({
    method: 'GET',
    path: DOOR_PASS_PATHS.list,
    request: z.object({ eventId: contentIdSchema }),
    response: z.object({ success: z.literal(true), passes: z.array(doorPassSchema) }),
  }),
  /** Answers the PIN once: it is stored only as a hash. */
  open: endpoint({
    method: 'POST',
    path: DOOR_PASS_PATHS.open,
    request: z.object({ eventId: contentIdSchema, label: labelSchema }),
    response: z.object({ success: z.literal(true), pass: doorPassSchema, pin: z.string() }),
  }),
  revoke: endpoint({
    method: 'POST',
    path: DOOR_PASS_PATHS.revoke,
    request: z.object({ passId: doorPassIdSchema }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  /** The pass's link and PIN for a sign-in (a Firebase custom token) that opens its event's door only. */
  signIn: endpoint({
    method: 'POST',
    path: DOOR_PASS_PATHS.signIn,
    request: z.object({ passId: doorPassIdSchema, pin: doorPinSchema }),
    response: z.object({ success: z.literal(true), token: z.string(), eventId: contentIdSchema, lastDay: z.string() }),
  }),
};
