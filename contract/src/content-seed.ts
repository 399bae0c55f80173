import type { CalendarEvent } from './calendar.ts';
import { seedEventId } from './calendar-texts.ts';
import type { PastVideo, StoredLiveStream } from './videos.ts';

/*
 * The site's content before the committee first changes it: the spec's calendar and videos. The API
 * serves it while `content/events` or `content/videos` does not exist yet (a fresh project, the test
 * emulators); the demo seed and `npm run bootstrap` write it into Firestore. After that, Firestore
 * alone counts: nothing here overrides what the committee saved.
 */

/** DTSTAMP of the seed's iCalendar feed (the feed's bytes must not change until the content does). */
export const CONTENT_SEED_STAMP_MS = Date.UTC(2025, 4, 1);

const event = (date: string, title: string, location = '', startTime = ''): CalendarEvent => ({
  id: seedEventId(date, title),
  date,
  title,
  location,
  startTime,
  description: '',
});

export const CALENDAR_SEED: readonly CalendarEvent[] = [
  event('2025-05-14', 'Committee Meeting', 'Online', '16:00'),
  event('2025-06-14', 'BBQ Party'),
  event('2025-07-12', 'BBQ Party'),
  event('2025-07-26', 'Ladies Meet'),
  event('2025-08-23', 'Sports Day'),
  event('2025-09-20', 'Onam Celebration'),
  event('2025-10-18', 'Indoor Games & Funday'),
  event('2025-12-20', 'Xmas Carol'),
  event('2026-01-03', 'XMas & New Year Celebration'),
  event('2026-04-18', 'Easter, Vishu & Ramadan Celebration'),
];

/** The spec's fixed start: 20 September 2025, 10:00 UK time. The video ids are placeholders. */
export const LIVE_STREAM_SEED: StoredLiveStream = {
  title: 'Live Stream Onam 2025',
  date: '2025-09-20',
  time: '10:00',
  youtubeId: 'PLACEHOLDER-live',
};

const video = (id: string, event: string, title: string): PastVideo => ({ id, event, title, youtubeId: `PLACEHOLDER-${id}` });

export const PAST_VIDEOS_SEED: readonly PastVideo[] = [
  video('bbq25-1', 'BBQ 2025', 'BBQ 2025 — part 1'),
  video('bbq25-2', 'BBQ 2025', 'BBQ 2025 — part 2'),
  video('easter25-1', 'Easter 2025', 'Easter 2025 — part 1'),
  video('easter25-2', 'Easter 2025', 'Easter 2025 — part 2'),
  video('easter25-3', 'Easter 2025', 'Easter 2025 — part 3'),
  video('xmas24-1', 'Christmas 2024', 'Christmas 2024'),
  video('onam24-1', 'Onam 2024', 'Onam 2024'),
];
