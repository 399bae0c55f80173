/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, type IcsEvent } from './ics.ts';
import { hasControlCharacters } from './control-characters.ts';

const now = new Date('2025-05-01T08:30:05Z');
const allDay: IcsEvent = { uid: '2025-06-14-bbq@test', summary: 'BBQ Party', location: 'Will Update Soon', date: '2025-06-14' };
const timed: IcsEvent = {
  uid: '2025-05-14-meeting@test',
  summary: 'Committee Meeting',
  location: 'Online',
  date: '2025-05-14',
  startTime: '16:00',
};

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('buildIcs', () => {
  it('wraps events in a VCALENDAR with the required properties and CRLF line endings', () => {
    const text = buildIcs([allDay], { now });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line break is CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('CALSCALE:GREGORIAN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:2025-06-14-bbq@test');
    expect(lines).toContain('DTSTAMP:20250501T083005Z');
    expect(lines).toContain('SUMMARY:BBQ Party');
    expect(lines).toContain('LOCATION:Will Update Soon');
  });

  it('writes an event without a time as all-day, ending (exclusively) the next day', () => {
    const lines = buildIcs([allDay, { ...allDay, uid: 'y', date: '2025-12-31' }], { now }).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20250614');
    expect(lines).toContain('DTEND;VALUE=DATE:20250615');
    expect(lines).toContain('DTEND;VALUE=DATE:20260101');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('writes a timed event in Europe/London local time with its VTIMEZONE', () => {
    const lines = buildIcs([timed], { now }).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20250514T160000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20250514T170000');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    // The time zone comes before the events that use it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('honours a duration, crossing midnight', () => {
    const lines = buildIcs([{ ...timed, startTime: '23:30', durationMinutes: 90 }], { now }).split('\r\n');
    expect(lines).toContain('DTEND;TZID=Europe/London:20250515T010000');
  });

  it('escapes text values', () => {
    const text = buildIcs([{ ...allDay, summary: 'Easter, Vishu; Ramadan \\ fun\nday', location: 'Hall, Seaton' }], { now });
    expect(text).toContain('SUMMARY:Easter\\, Vishu\\; Ramadan \\\\ fun\\nday\r\n');
    expect(text).toContain('LOCATION:Hall\\, Seaton\r\n');
  });

  it('writes no control character but the tab, even for text stored with them', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
      ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
    ];
    const dirty = `Onam${controls.join('')}Celebration`;
    const text = buildIcs([{ ...timed, summary: dirty, location: dirty, description: dirty }], { now, calendarName: dirty });
    // Only the CRLF of each line and the tab (RFC 5545 3.3.11) remain.
    expect(hasControlCharacters(text.replace(/\r\n/g, ''))).toBe(false);
    // Word's manual line break (VT) and the other line breaks are still line breaks.
    expect(escapeText('one\vtwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Sports\u0000 Day\u0007')).toBe('Sports Day');
  });

  it('folds long lines to at most 75 octets and unfolds back to the original', () => {
    const summary = 'Easter, Vishu & Ramadan Celebration — ഈസ്റ്റ് ഡെവൺ മലയാളി അസോസിയേഷൻ '.repeat(3);
    const text = buildIcs([{ ...allDay, summary }], { now });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${escapeText(summary)}\r\n`);
  });
});

describe('foldLine', () => {
  it('leaves a 75-octet line alone and folds a 76-octet one', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`${'a'.repeat(74)}é`);
    expect(folded).toBe(`${'a'.repeat(74)}\r\n é`);
  });
});
