import { createHash } from 'node:crypto';
import { AGE_BAND_LABELS, type AgeBand } from '@edma/contract/age-bands';
import type { CalendarEvent } from '@edma/contract/calendar';
import { eventPageUrl, eventTimeText, eventLocationText } from '@edma/contract/calendar-texts';
import { HOUSEHOLD_PASS_TEXTS, householdPassLabel, householdPassText } from '@edma/contract/household-pass';
import { poundsText } from '@edma/contract/money';
import { renderEmail, type EmailImage, type RenderedEmail } from '../email/email-layout.ts';
import type { EmailAttachment } from '../email/queue-email.ts';
import { householdPassPng } from './household-pass-png.ts';
import type { BookingDoc } from '../store/booking-docs.ts';

/** The service emails about a family's booking: confirmed, changed, waiting, a place freed, reminders. */

export type BookingEmailKind = 'confirmed' | 'changed' | 'waiting' | 'promoted';

export interface BookingSummary {
  status: 'going' | 'waiting' | 'not-coming';
  people: number;
  bands: AgeBand[];
  amountPence: number;
  reference: string | null;
}

/** What the emails say of a stored booking (an email without an amount due shows no reference). */
export function bookingSummary(
  doc: Pick<BookingDoc, 'status' | 'people' | 'members' | 'guests' | 'amountPence' | 'reference'>,
): BookingSummary {
  return {
    status: doc.status,
    people: doc.people,
    bands: [...doc.members.map((m) => m.band), ...doc.guests.map((g) => g.band)],
    amountPence: doc.amountPence,
    reference: doc.reference,
  };
}

/**
 * What a booking email tells the family (its status, people, amount and reference), as a short
 * hash: "confirmed" and "changed" with the same party say the same, and the second is not sent.
 */
export function bookingToldKey(summary: BookingSummary): string {
  const told = [summary.status, summary.people, [...summary.bands].sort(), summary.amountPence, summary.reference];
  return createHash('sha256').update(JSON.stringify(told)).digest('hex').slice(0, 16);
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function whenAndWhere(event: CalendarEvent): string {
  return `${longDate(event.date)}, ${eventTimeText(event)}\n${eventLocationText(event)}`;
}

function partyText(summary: BookingSummary): string {
  const counts = new Map<AgeBand, number>();
  for (const band of summary.bands) counts.set(band, (counts.get(band) ?? 0) + 1);
  const parts = [...counts].map(([band, n]) => `${n} ${AGE_BAND_LABELS[band].toLowerCase()}`);
  return `${summary.people} ${summary.people === 1 ? 'person' : 'people'} (${parts.join(', ')})`;
}

function paymentText(summary: BookingSummary): string[] {
  if (summary.amountPence <= 0) return [];
  if (!summary.reference) return [`Amount: ${poundsText(summary.amountPence)}.`];
  return [`Amount: ${poundsText(summary.amountPence)}. Please pay by bank transfer quoting the reference ${summary.reference}.`];
}

/** The Content-ID of the household pass image in a booking email. */
export const HOUSEHOLD_PASS_CID = 'household-pass@edma';

/** Shown at 200 CSS px: large enough for a door phone's camera, small enough for any mail client. */
const PASS_SIZE_PX = 200;

/**
 * The household's QR code for the door (household-pass.ts), as an inline image and its attachment:
 * in every email that says the family is going.
 */
function householdPass(
  event: CalendarEvent,
  summary: BookingSummary,
  familyId: string,
): { image: EmailImage; attachment: EmailAttachment } {
  const { png } = householdPassPng(householdPassText(event.id, familyId));
  return {
    image: {
      cid: HOUSEHOLD_PASS_CID,
      alt: householdPassLabel(event.title, summary.amountPence > 0 ? summary.reference : null),
      caption: HOUSEHOLD_PASS_TEXTS.showAtDoor,
      sizePx: PASS_SIZE_PX,
    },
    attachment: {
      filename: 'household-pass.png',
      contentType: 'image/png',
      content: png.toString('base64'),
      encoding: 'base64',
      cid: HOUSEHOLD_PASS_CID,
    },
  };
}

export function bookingEmail(
  kind: BookingEmailKind,
  event: CalendarEvent,
  summary: BookingSummary,
  siteUrl: string,
  familyId: string,
): RenderedEmail & { attachments?: EmailAttachment[] } {
  const subjects: Record<BookingEmailKind, string> = {
    confirmed: `Booking confirmed: ${event.title}`,
    changed: `Booking changed: ${event.title}`,
    waiting: `On the waiting list: ${event.title}`,
    promoted: `A place for you: ${event.title}`,
  };
  const opening: Record<BookingEmailKind, string> = {
    confirmed: `Your family's booking for ${event.title} is confirmed: ${partyText(summary)}.`,
    changed: `Your family's booking for ${event.title} has been changed: ${partyText(summary)}.`,
    waiting: `${event.title} is full for now, so your family (${partyText(summary)}) is on the waiting list. We will email you as soon as places free up.`,
    promoted: `Places have freed up at ${event.title}: your family (${partyText(summary)}) has moved off the waiting list and is now booked.`,
  };
  const pass = kind !== 'waiting' && summary.status === 'going' ? householdPass(event, summary, familyId) : null;
  const email = renderEmail({
    subject: subjects[kind],
    greeting: 'Dear EDMA family,',
    paragraphs: [opening[kind], whenAndWhere(event), ...(kind === 'waiting' ? [] : paymentText(summary))],
    ...(pass ? { image: pass.image } : {}),
    action: { label: 'See or change your booking', url: eventPageUrl(siteUrl, event.id) },
    footer: 'You receive this email because someone in your family booked on the EDMA website.',
  });
  return pass ? { ...email, attachments: [pass.attachment] } : email;
}

/** "Bookings close on …": to families that have not answered yet. */
export function closingReminderEmail(event: CalendarEvent, closes: { date: string; time: string }, siteUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Are you coming? ${event.title}`,
    greeting: 'Dear EDMA family,',
    paragraphs: [
      `Bookings for ${event.title} close on ${longDate(closes.date)} at ${closes.time}. Please let us know whether your family is coming, so the kitchen can plan: "We are not coming" is an answer too.`,
      whenAndWhere(event),
    ],
    action: { label: 'Answer now', url: eventPageUrl(siteUrl, event.id) },
    footer: 'You receive this reminder because your family has not answered yet. Once you answer, the reminders stop.',
  });
}

/** The day before the event, to families going (with the .ics attached by the caller, and the household pass). */
export function dayBeforeEmail(
  event: CalendarEvent,
  summary: BookingSummary,
  siteUrl: string,
  familyId: string,
): RenderedEmail & { attachments: EmailAttachment[] } {
  const pass = householdPass(event, summary, familyId);
  const email = renderEmail({
    subject: `Tomorrow: ${event.title}`,
    greeting: 'Dear EDMA family,',
    paragraphs: [
      `A reminder that ${event.title} is tomorrow. Your family is booked: ${partyText(summary)}.`,
      whenAndWhere(event),
      ...paymentText(summary),
      'The event is attached as a calendar file.',
    ],
    image: pass.image,
    action: { label: 'See your booking', url: eventPageUrl(siteUrl, event.id) },
    footer: 'You receive this reminder because your family booked this event.',
  });
  return { ...email, attachments: [pass.attachment] };
}
