import { z } from 'zod';
import { changeResultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { isRealIsoDate } from './dates.ts';
import { ukWallTimeToMs } from './london-time.ts';
import { singleLineText } from './plain-text.ts';

export const VIDEOS_PATHS = {
  /** Public: the live-stream banner and the past-event videos, cacheable, revalidated with an ETag. With an extension: Hosting marks
   * extension-less paths (the app's pages) no-cache, which would override the API's caching. */
  videos: '/api/content/videos.json',
  /** Committee: the same, never cached, for the console. */
  list: '/api/committee/videos',
  live: '/api/committee/videos/live',
  add: '/api/committee/videos/add',
  update: '/api/committee/videos/update',
  remove: '/api/committee/videos/remove',
  order: '/api/committee/videos/order',
} as const;

/** The past-event videos live in one document with the banner; far below Firestore's 1 MiB. */
export const MAX_PAST_VIDEOS = 200;
export const TOO_MANY_VIDEOS_MESSAGE = `The list holds at most ${MAX_PAST_VIDEOS} videos: remove old ones first.`;
export const VIDEO_NOT_FOUND_MESSAGE = 'This video is no longer in the list; the list has been refreshed.';
export const ORDER_CHANGED_MESSAGE = 'The list changed meanwhile; it has been refreshed, please try again.';

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|live\/|shorts\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{1,64})(?:[?&#/].*)?$/;

/** The video id in a YouTube address (watch, youtu.be, embed, live, shorts), or the text itself. */
export function youtubeIdOf(input: string): string {
  const text = input.trim();
  return YOUTUBE_URL.exec(text)?.[1] ?? text;
}

export const youtubeIdSchema = z.string().regex(VIDEO_ID, { message: 'Not a video id.' });

/** What the committee types: a YouTube address or a bare video id; stored as the id. */
const videoField = z
  .string()
  .trim()
  .min(1, { message: 'Enter the YouTube address or the video id.' })
  .max(500, { message: 'Enter the YouTube address or the video id.' })
  .transform(youtubeIdOf)
  .refine((id) => VIDEO_ID.test(id), { message: 'Enter a YouTube address (https://www.youtube.com/watch?v=...) or a video id.' });

/** POST VIDEOS_PATHS.live (JSON): the banner, with its start as a UK date and time. */
export const liveStreamInputSchema = z.object({
  title: singleLineText().trim().min(1, { message: 'Enter a title.' }).max(120, { message: 'The title must be at most 120 characters.' }),
  date: z.string().trim().refine(isRealIsoDate, { message: 'Enter the date the stream starts.' }),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter the UK time the stream starts, such as 10:00.' }),
  video: videoField,
});
export type LiveStreamInput = z.input<typeof liveStreamInputSchema>;

/** The banner as stored (`content/videos.live`). */
export interface StoredLiveStream {
  title: string;
  date: string;
  time: string;
  youtubeId: string;
}

/** The banner as served: `startsAtMs` is the instant of its UK date and time, the countdown's target. */
export const liveStreamSchema = z.object({
  title: z.string(),
  date: z.string(),
  time: z.string(),
  youtubeId: youtubeIdSchema,
  startsAtMs: z.number(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

export const liveStreamOf = (stored: StoredLiveStream): LiveStream => ({ ...stored, startsAtMs: ukWallTimeToMs(stored) });

/** POST VIDEOS_PATHS.add (JSON): a past-event video, added at the top of the list. */
export const pastVideoInputSchema = z.object({
  event: singleLineText().trim().min(1, { message: 'Enter the event.' }).max(100, { message: 'The event must be at most 100 characters.' }),
  title: singleLineText().trim().min(1, { message: 'Enter a title.' }).max(150, { message: 'The title must be at most 150 characters.' }),
  video: videoField,
});
export type PastVideoInput = z.input<typeof pastVideoInputSchema>;
/** POST VIDEOS_PATHS.update (JSON). */
const updatePastVideoSchema = pastVideoInputSchema.extend({ id: contentIdSchema });
/** POST VIDEOS_PATHS.remove (JSON). */
const removePastVideoSchema = z.object({ id: contentIdSchema });
/** POST VIDEOS_PATHS.order (JSON): every id of the list, in the new order. */
const orderPastVideosSchema = z.object({ ids: z.array(contentIdSchema).max(MAX_PAST_VIDEOS) });

export const pastVideoSchema = z.object({ id: contentIdSchema, event: z.string(), title: z.string(), youtubeId: youtubeIdSchema });
export type PastVideo = z.infer<typeof pastVideoSchema>;

/** GET VIDEOS_PATHS.videos and VIDEOS_PATHS.list. */
export const videosResponseSchema = z.object({ success: z.literal(true), live: liveStreamSchema, past: z.array(pastVideoSchema) });
export type VideosContent = z.infer<typeof videosResponseSchema>;

const noInput = z.object({});

/** The Videos page's endpoints: the public page's content, and the console's list and changes. */
export const VIDEOS_API = {
  /** Served with an ETag by a raw handler (see VIDEOS_PATHS.videos); the page reads it without sign-in. */
  videos: endpoint({ method: 'GET', path: VIDEOS_PATHS.videos, request: noInput, response: videosResponseSchema }),
  list: endpoint({ method: 'GET', path: VIDEOS_PATHS.list, request: noInput, response: videosResponseSchema }),
  live: endpoint({ method: 'POST', path: VIDEOS_PATHS.live, request: liveStreamInputSchema, response: changeResultSchema }),
  add: endpoint({ method: 'POST', path: VIDEOS_PATHS.add, request: pastVideoInputSchema, response: changeResultSchema }),
  update: endpoint({ method: 'POST', path: VIDEOS_PATHS.update, request: updatePastVideoSchema, response: changeResultSchema }),
  remove: endpoint({ method: 'POST', path: VIDEOS_PATHS.remove, request: removePastVideoSchema, response: changeResultSchema }),
  order: endpoint({ method: 'POST', path: VIDEOS_PATHS.order, request: orderPastVideosSchema, response: changeResultSchema }),
};
