import { describe, expect, it } from 'vitest';
import { eventInputSchema, type CalendarEvent } from './calendar.ts';
import { eventsIcs, eventTimeText, sortEvents } from './calendar-texts.ts';
import { CALENDAR_SEED, CONTENT_SEED_STAMP_MS } from './content-seed.ts';

const base: CalendarEvent = { id: 'e1', date: '2026-12-05', title: 'Carols', location: '', startTime: '', description: '' };

describe('calendar events', () => {
  it('shows a start time on a 12-hour clock, and the spec text while it is not known', () => {
    expect(eventTimeText({ startTime: '16:00' })).toBe('04:00 PM');
    expect(eventTimeText({ startTime: '09:05' })).toBe('09:05 AM');
    expect(eventTimeText({ startTime: '00:30' })).toBe('12:30 AM');
    expect(eventTimeText({ startTime: '12:00' })).toBe('12:00 PM');
    expect(eventTimeText({ startTime: '' })).toBe('Will Update Soon');
  });

  it('accepts the console form and refuses dates, times and lengths that cannot be', () => {
    expect(eventInputSchema.parse({ date: '2026-12-05', title: ' Carols ' })).toEqual({
      date: '2026-12-05',
      title: 'Carols',
      location: '',
      startTime: '',
      description: '',
    });
    for (const bad of [
      { date: '2026-02-30', title: 'x' },
      { date: '05/12/2026', title: 'x' },
      { date: '2026-12-05', title: '  ' },
      { date: '2026-12-05', title: 'x', startTime: '24:00' },
      { date: '2026-12-05', title: 'x', startTime: '4pm' },
      { date: '2026-12-05', title: 'x'.repeat(101) },
      { date: '2026-12-05', title: 'x', description: 'd'.repeat(1001) },
    ]) {
      expect(eventInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it('orders by date, then all-day before timed, then title', () => {
    const events = [
      { ...base, id: 'c', date: '2026-12-05', startTime: '18:00' },
      { ...base, id: 'a', date: '2026-11-01' },
      { ...base, id: 'b', date: '2026-12-05', startTime: '' },
    ];
    expect(sortEvents(events).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the iCalendar of the events', () => {
  it('keeps the UIDs, times and texts of the calendar as it was before the committee could edit it', () => {
    const ics = eventsIcs(CALENDAR_SEED, new Date(CONTENT_SEED_STAMP_MS));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    expect(ics).toContain('UID:2025-05-14-committee-meeting@edma-events\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20250514T160000\r\n');
    expect(ics).toContain('UID:2026-04-18-easter-vishu-ramadan-celebration@edma-events\r\n');
    expect(ics).toContain('SUMMARY:Easter\\, Vishu & Ramadan Celebration\r\n');
    expect(ics).toContain('LOCATION:Will Update Soon\r\n');
    expect(ics).toContain('DESCRIPTION:Time: Will Update Soon\r\n');
    expect(ics).toContain('DTSTAMP:20250501T000000Z\r\n');
  });

  it('carries a description, and is the same text for the same events and stamp', () => {
    const event = { ...base, description: 'Bring a carol sheet', startTime: '19:30' };
    const ics = eventsIcs([event], new Date(0));
    expect(ics).toContain('DESCRIPTION:Bring a carol sheet\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261205T193000\r\n');
    expect(eventsIcs([event], new Date(0))).toBe(ics);
  });
});
