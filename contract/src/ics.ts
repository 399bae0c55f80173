import { toMultiLine } from './control-characters.ts';

/**
 * iCalendar (RFC 5545) text for events, so visitors can add them to a phone or desktop calendar.
 *
 * Dates are local UK calendar dates (yyyy-MM-dd). An event with a known start time is written in
 * Europe/London local time with a matching VTIMEZONE; one without is an all-day event (VALUE=DATE).
 */
export interface IcsEvent {
  /** Stable and globally unique, so importing the file again updates instead of duplicating. */
  uid: string;
  summary: string;
  location?: string;
  description?: string;
  /** yyyy-MM-dd, local UK date. */
  date: string;
  /** HH:mm, local UK time; all-day when left out. */
  startTime?: string;
  /** Timed events only; one hour when left out. */
  durationMinutes?: number;
}

export interface IcsOptions {
  /** Becomes DTSTAMP (when this file was generated). */
  now: Date;
  productId?: string;
  calendarName?: string;
}

const CRLF = '\r\n';
const TIME_ZONE = 'Europe/London';
const DEFAULT_PRODUCT_ID = '-//EDMA//Event Calendar//EN';

// UK clocks: BST from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). Control
 * characters other than the tab are not allowed in TEXT at all: the fields drop them on the way in
 * (plain-text.ts), and so does this, for anything stored before they did.
 */
export function escapeText(value: string): string {
  return toMultiLine(value).replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** UTF-8 length of one character (the contract has no DOM or Node types, so no TextEncoder). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into chunks of at most 75 octets (UTF-8), each continuation starting with a
 * space (RFC 5545 3.1); never splits a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = 75;
  for (const char of line) {
    const octets = utf8Octets(char);
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      // The leading space of a continuation line counts towards its 75 octets.
      limit = 74;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number) => String(value).padStart(2, '0');

function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** Adds days/minutes to a wall-clock date-time; Date's UTC fields serve as a time-zone-free calculator. */
function shiftLocal(date: string, time: string, minutes: number): { date: string; time: string } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day, hours, mins + minutes));
  return {
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

const icsDate = (date: string) => date.replace(/-/g, '');
const icsLocalDateTime = (date: string, time: string) => `${icsDate(date)}T${time.replace(':', '')}00`;

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if (event.startTime) {
    const end = shiftLocal(event.date, event.startTime, event.durationMinutes ?? 60);
    lines.push(
      `DTSTART;TZID=${TIME_ZONE}:${icsLocalDateTime(event.date, event.startTime)}`,
      `DTEND;TZID=${TIME_ZONE}:${icsLocalDateTime(end.date, end.time)}`,
    );
  } else {
    // DTEND of an all-day event is exclusive: the following day.
    const next = shiftLocal(event.date, '00:00', 24 * 60);
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.date)}`, `DTEND;VALUE=DATE:${icsDate(next.date)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A complete VCALENDAR with one VEVENT per event, CRLF line endings and folded lines. */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${options.productId ?? DEFAULT_PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.calendarName ? [`X-WR-CALNAME:${escapeText(options.calendarName)}`] : []),
    ...(events.some((event) => event.startTime) ? LONDON_VTIMEZONE : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
