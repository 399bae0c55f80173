import { contentIdSchema, familyIdSchema } from './ids.ts';

/*
 * A household pass: the text of the QR code a family going to an event shows at the door (in its
 * booking email and on the event page). It names the event and the family by their ids only, so it
 * holds nothing private, and it works for free bookings, which have no payment reference. It is not
 * a ticket: scanning it only opens the household's row on the door list, where the volunteer sees
 * who was booked, as typing the family name or reference does.
 */

/** The first part of every pass; a new format would take a new number. */
export const HOUSEHOLD_PASS_PREFIX = 'EDMA1';

/** `EDMA1:<eventId>:<familyId>`: ids never hold a colon, so the three parts split back cleanly. */
export function householdPassText(eventId: string, familyId: string): string {
  return `${HOUSEHOLD_PASS_PREFIX}:${contentIdSchema.parse(eventId)}:${familyIdSchema.parse(familyId)}`;
}

export type HouseholdPassReading =
  { kind: 'household'; familyId: string } | { kind: 'other-event'; eventId: string } | { kind: 'not-a-pass' };

/** What a scanned text is, for the door of `eventId`. */
export function readHouseholdPass(text: string, eventId: string): HouseholdPassReading {
  const parts = text.trim().split(':');
  if (parts.length !== 3 || parts[0] !== HOUSEHOLD_PASS_PREFIX) return { kind: 'not-a-pass' };
  const event = contentIdSchema.safeParse(parts[1]);
  const family = familyIdSchema.safeParse(parts[2]);
  if (!event.success || !family.success) return { kind: 'not-a-pass' };
  if (event.data !== eventId) return { kind: 'other-event', eventId: event.data };
  return { kind: 'household', familyId: family.data };
}

export const HOUSEHOLD_PASS_TEXTS = {
  notAPass: 'Not an EDMA household pass.',
  otherEvent: 'This pass is for another event.',
  notBooked: 'This household has no booking for the event.',
  showAtDoor: 'Show this at the door',
} as const;

/** The QR's text alternative: what it is, and the reference a volunteer can type instead. */
export function householdPassLabel(eventTitle: string, reference: string | null): string {
  return `Household pass for ${eventTitle}${reference ? `, booking reference ${reference}` : ''}`;
}

export type HouseholdLookup<H> = { kind: 'found'; household: H } | { kind: 'refused'; message: string };

/** The household a scanned code opens at the door of `eventId`: only a household pass of this event. */
export function householdForPass<H extends { familyId: string }>(
  text: string,
  eventId: string,
  households: readonly H[],
): HouseholdLookup<H> {
  const reading = readHouseholdPass(text, eventId);
  if (reading.kind === 'not-a-pass') return { kind: 'refused', message: HOUSEHOLD_PASS_TEXTS.notAPass };
  if (reading.kind === 'other-event') return { kind: 'refused', message: HOUSEHOLD_PASS_TEXTS.otherEvent };
  const household = households.find((h) => h.familyId === reading.familyId);
  return household ? { kind: 'found', household } : { kind: 'refused', message: HOUSEHOLD_PASS_TEXTS.notBooked };
}
