import { calendarEventSchema } from '@edma/contract/calendar';
import { CALENDAR_SEED, CONTENT_SEED_STAMP_MS, LIVE_STREAM_SEED, PAST_VIDEOS_SEED } from '@edma/contract/content-seed';
import { pastVideoSchema, youtubeIdSchema } from '@edma/contract/videos';
import { z } from 'zod';
import type { ContentKind } from './content-docs.ts';

/*
 * The calendar's and the Videos page's documents (kept apart from the route handlers so the demo
 * seed and `npm run bootstrap` can write them without loading the API).
 */

/** `content/events`: `events` (every event, by date), `updated_at`, `updated_by`. */
const eventsDocSchema = z.object({ events: z.array(calendarEventSchema) });

export const EVENTS_CONTENT: ContentKind<typeof eventsDocSchema> = {
  name: 'events',
  schema: eventsDocSchema,
  seed: { events: [...CALENDAR_SEED] },
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};

/** `content/videos`: the live-stream banner (`live`), the past-event videos in page order (`past`), `updated_at`, `updated_by`. */
const videosDocSchema = z.object({
  live: z.object({ title: z.string(), date: z.string(), time: z.string(), youtubeId: youtubeIdSchema }),
  past: z.array(pastVideoSchema),
});
export type VideosDoc = z.infer<typeof videosDocSchema>;

export const VIDEOS_CONTENT: ContentKind<typeof videosDocSchema> = {
  name: 'videos',
  schema: videosDocSchema,
  seed: { live: LIVE_STREAM_SEED, past: [...PAST_VIDEOS_SEED] },
  seedChangedAtMs: CONTENT_SEED_STAMP_MS,
};
