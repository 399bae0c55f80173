import { apiRoute } from '@edma/contract/api-paths';
import { CALENDAR_API, type CalendarEvent } from '@edma/contract/calendar';
import { CALENDAR_PATHS } from '@edma/contract/calendar-texts';
import { hasControlCharacters } from '@edma/contract/control-characters';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { postJson } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { expectCacheablePublicContent, expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { emulatorEnv } from '../support/emulator-env.ts';
import { seedContent } from '../../functions/src/content/content-seeding.ts';
import { EVENTS_CONTENT } from '../../functions/src/store/content-kinds.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The calendar's events: public JSON and the /events.ics feed (through Hosting, as visitors and
 * calendar apps get them) served from `content/events` with strong ETags; the committee's routes
 * change them, and refuse members and anonymous callers without changing anything.
 */

const eventsDoc = useBuiltInContent('events');
const feed = (headers: Record<string, string> = {}) => fetch(`${emulatorEnv.siteUrl}${CALENDAR_PATHS.feed}`, { headers });
const publicEvents = async () => (await callEndpoint(CALENDAR_API.events, {}, { viaHosting: true })).body.events;

describe('the calendar content', () => {
  it("serves the spec's ten events until the committee first saves, as JSON and as the feed", async () => {
    const events = await publicEvents();
    expect(events.map((e) => [e.date, e.title])).toEqual([
      ['2025-05-14', 'Committee Meeting'],
      ['2025-06-14', 'BBQ Party'],
      ['2025-07-12', 'BBQ Party'],
      ['2025-07-26', 'Ladies Meet'],
      ['2025-08-23', 'Sports Day'],
      ['2025-09-20', 'Onam Celebration'],
      ['2025-10-18', 'Indoor Games & Funday'],
      ['2025-12-20', 'Xmas Carol'],
      ['2026-01-03', 'XMas & New Year Celebration'],
      ['2026-04-18', 'Easter, Vishu & Ramadan Celebration'],
    ]);
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    expect(ics).toContain('UID:2025-09-20-onam-celebration@edma-events');
    expect(await (await feed()).text()).toBe(ics);
  });

  it('is cacheable briefly, with a strong ETag per encoding, and answers a known one with 304', async () => {
    await expectCacheablePublicContent(apiRoute(CALENDAR_API.events.path));

    const ics = await feed();
    const icsTag = ics.headers.get('etag')!;
    expect(ics.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect((await feed({ 'If-None-Match': icsTag })).status).toBe(304);
  });

  it('shows an event the committee adds, edits and removes at once, in the JSON and the feed, audited', async () => {
    const chair = await committeeMember('calendar.chair');
    const before = await feed();
    const beforeTag = before.headers.get('etag')!;

    const added = await callEndpoint(
      CALENDAR_API.add,
      {
        date: '2026-12-12',
        title: 'Christmas Party',
        location: 'Seaton Town Hall',
        startTime: '17:30',
        description: 'Bring a dish, please.',
      },
      { token: chair.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Christmas Party was added to the calendar.');
    const id = added.body.id!;
    expect((await publicEvents()).find((e) => e.id === id)).toEqual({
      id,
      date: '2026-12-12',
      title: 'Christmas Party',
      location: 'Seaton Town Hall',
      startTime: '17:30',
      description: 'Bring a dish, please.',
    });
    const changed = await feed({ 'If-None-Match': beforeTag });
    expect(changed.status).toBe(200);
    const ics = await changed.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(11);
    expect(ics).toContain(`UID:${id}@edma-events\r\nDTSTAMP:`);
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261212T173000\r\n');
    expect(ics).toContain('LOCATION:Seaton Town Hall\r\n');
    expect(ics).toContain('DESCRIPTION:Bring a dish\\, please.\r\n');

    const updated = await callEndpoint(
      CALENDAR_API.update,
      { id, date: '2026-12-19', title: 'Christmas Party', location: '', startTime: '', description: '' },
      { token: chair.token },
    );
    expect(updated.status).toBe(200);
    const list = await callEndpoint(CALENDAR_API.list, {}, { token: chair.token });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.events.find((e) => e.id === id)).toMatchObject({ date: '2026-12-19', location: '', startTime: '' });
    // Still in date order.
    const dates = list.body.events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(await (await feed()).text()).toContain('DTSTART;VALUE=DATE:20261219\r\n');

    const removed = await callEndpoint(CALENDAR_API.remove, { id }, { token: chair.token });
    expect(removed.status).toBe(200);
    expect((await publicEvents()).some((e) => e.id === id)).toBe(false);
    expect((await (await feed()).text()).match(/BEGIN:VEVENT/g)).toHaveLength(10);

    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual(['calendar.add', 'calendar.remove', 'calendar.update']);
    expect(audit.docs.every((d) => d.get('target') === 'content/events' && d.get('actor.email') === chair.email)).toBe(true);
    expect((await eventsDoc().get()).get('updated_by')).toBe(chair.email);
  });

  it('refuses bad input with a message and an unknown event with 404, changing nothing', async () => {
    const chair = await committeeMember('calendar.checks');
    await callEndpoint(CALENDAR_API.add, { date: '2027-01-09', title: 'New Year Lunch' }, { token: chair.token });
    const stored = (await eventsDoc().get()).data();
    const cases: Array<[string, unknown, number, string]> = [
      [CALENDAR_API.add.path, { date: '2027-02-30', title: 'Party' }, 400, 'Enter the date of the event.'],
      [CALENDAR_API.add.path, { date: '2027-02-03', title: ' ' }, 400, 'Enter a title.'],
      [
        CALENDAR_API.add.path,
        { date: '2027-02-03', title: 'Party', startTime: '7pm' },
        400,
        'Enter a time such as 16:00, or leave it empty.',
      ],
      [
        CALENDAR_API.update.path,
        { id: 'no-such-event', date: '2027-02-03', title: 'Party' },
        404,
        'This event no longer exists; the list has been refreshed.',
      ],
      [CALENDAR_API.update.path, { id: '../events', date: '2027-02-03', title: 'Party' }, 400, 'Not a valid id.'],
      [CALENDAR_API.remove.path, { id: 'no-such-event' }, 404, 'This event no longer exists; the list has been refreshed.'],
    ];
    for (const [route, body, status, message] of cases) {
      const response = await postJson(apiRoute(route), body, { token: chair.token });
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await eventsDoc().get()).data()).toEqual(stored);
  });

  it('keeps control characters (NUL, BEL, ESC, DEL, VT as Word pastes a line break) out of stored events and the feed', async () => {
    const chair = await committeeMember('calendar.controls');
    const added = await callEndpoint(
      CALENDAR_API.add,
      {
        date: '2027-08-21',
        title: '\u0000Onam\u000bCelebration\u0007',
        location: 'Town\u001b[31m Hall\u007f',
        description: 'Line one\u000bLine two\u0085Line three\u0000',
      },
      { token: chair.token },
    );
    expect(added.status).toBe(200);
    const stored = (await eventsDoc().get()).get('events') as CalendarEvent[];
    expect(stored.find((e) => e.id === added.body.id)).toMatchObject({
      title: 'Onam Celebration',
      location: 'Town[31m Hall',
      description: 'Line one\nLine two\nLine three',
    });
    for (const event of stored) for (const text of Object.values(event)) expect(hasControlCharacters(String(text))).toBe(false);
    const ics = await (await feed()).text();
    expect(ics).toContain('SUMMARY:Onam Celebration\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\nLine three\\n');
    expect(hasControlCharacters(ics.replace(/\r\n/g, ''))).toBe(false);
  });

  it('writes no control character into the feed even for an event stored with them', async () => {
    const events = (await publicEvents()).map((e, i) =>
      i === 0 ? { ...e, title: `${e.title}\u000b\u0000!`, description: 'a\u0007b' } : e,
    );
    await eventsDoc().set({ events, updated_by: 'legacy' });
    const ics = await (await feed()).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
    expect(hasControlCharacters(ics.replace(/\r\n/g, ''))).toBe(false);
    await eventsDoc().delete();
  });

  it('refuses members and anonymous callers on every committee route, changing nothing', async () => {
    const chair = await committeeMember('calendar.owner');
    const added = await callEndpoint(CALENDAR_API.add, { date: '2027-03-06', title: 'Quiz Night' }, { token: chair.token });
    const id = added.body.id!;
    const stored = (await eventsDoc().get()).data();
    await expectCommitteeOnly('calendar', [
      (caller) => callEndpoint(CALENDAR_API.list, {}, caller),
      (caller) => callEndpoint(CALENDAR_API.add, { date: '2027-03-07', title: 'Intruder' }, caller),
      (caller) => callEndpoint(CALENDAR_API.update, { id, date: '2027-03-07', title: 'Changed' }, caller),
      (caller) => callEndpoint(CALENDAR_API.remove, { id }, caller),
    ]);
    expect((await eventsDoc().get()).data()).toEqual(stored);
  });

  it("is seeded (demo data, npm run bootstrap) with the spec's events only where nothing is stored", async () => {
    await eventsDoc().delete();
    expect(await seedContent(adminDb(), EVENTS_CONTENT)).toBe(true);
    const seeded = await eventsDoc().get();
    expect(seeded.get('updated_by')).toBe('seed');
    expect((seeded.get('events') as CalendarEvent[]).map((e) => e.id)).toEqual((await publicEvents()).map((e) => e.id));
    expect(seeded.get('events')).toHaveLength(10);

    const chair = await committeeMember('calendar.seed');
    const added = await callEndpoint(CALENDAR_API.add, { date: '2027-05-01', title: 'Spring Walk' }, { token: chair.token });
    expect(await seedContent(adminDb(), EVENTS_CONTENT)).toBe(false);
    expect((await publicEvents()).some((e) => e.id === added.body.id)).toBe(true);
  });
});
