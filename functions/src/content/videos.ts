import {
  liveStreamInputSchema,
  liveStreamOf,
  MAX_PAST_VIDEOS,
  ORDER_CHANGED_MESSAGE,
  orderPastVideosSchema,
  pastVideoInputSchema,
  removePastVideoSchema,
  TOO_MANY_VIDEOS_MESSAGE,
  updatePastVideoSchema,
  VIDEO_NOT_FOUND_MESSAGE,
  type PastVideo,
} from '@edma/contract/videos';
import { randomBytes } from 'node:crypto';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { changeContent, readContent } from './content-doc.ts';
import { VIDEOS_CONTENT, type VideosDoc } from './content-kinds.ts';
import { servePublicContent } from './public-content.ts';

const served = (doc: VideosDoc) => ({ success: true, live: liveStreamOf(doc.live), past: doc.past });

/** GET content/videos: the Videos page's banner and list (public, cacheable, ETag). */
export const getPublicVideos: ApiHandler = async (request) => {
  const { data, version } = await readContent(db(), VIDEOS_CONTENT);
  return servePublicContent(request, {
    key: 'videos.json',
    version,
    contentType: 'application/json; charset=utf-8',
    render: () => JSON.stringify(served(data)),
  });
};

/** GET committee/videos: the same for the console, never cached. */
export const listVideos: ApiHandler = async (request) => {
  await verifyCommittee(request.headers.authorization);
  const { data } = await readContent(db(), VIDEOS_CONTENT);
  return { json: served(data) };
};

/** POST committee/videos/live {title, date, time, video}: the banner and its countdown's start. */
export const setLiveStream: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { title, date, time, video } = parseOrReject(liveStreamInputSchema, readJson(request));
  const live = { title, date, time, youtubeId: video };
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.live',
    details: live,
    apply: (current) => ({ ...current, live }),
  });
  return { json: { success: true, message: 'The live-stream banner was saved.' } };
};

const newId = () => randomBytes(9).toString('base64url');

function indexOf(past: readonly PastVideo[], id: string): number {
  const index = past.findIndex((video) => video.id === id);
  if (index < 0) throw notFound(VIDEO_NOT_FOUND_MESSAGE);
  return index;
}

/** POST committee/videos/add {event, title, video}: at the top of the list (the newest event first). */
export const addPastVideo: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { event, title, video } = parseOrReject(pastVideoInputSchema, readJson(request));
  const added: PastVideo = { id: newId(), event, title, youtubeId: video };
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.add',
    details: { id: added.id, event, title },
    apply: (current) => {
      if (current.past.length >= MAX_PAST_VIDEOS) throw conflict(TOO_MANY_VIDEOS_MESSAGE);
      return { ...current, past: [added, ...current.past] };
    },
  });
  return { json: { success: true, message: `${title} was added.`, id: added.id } };
};

/** POST committee/videos/update {id, event, title, video}: in place. */
export const updatePastVideo: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id, event, title, video } = parseOrReject(updatePastVideoSchema, readJson(request));
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.update',
    details: { id, event, title },
    apply: (current) => {
      const past = [...current.past];
      past[indexOf(past, id)] = { id, event, title, youtubeId: video };
      return { ...current, past };
    },
  });
  return { json: { success: true, message: `${title} was saved.` } };
};

/** POST committee/videos/remove {id}. */
export const removePastVideo: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id } = parseOrReject(removePastVideoSchema, readJson(request));
  let removed: PastVideo | undefined;
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.remove',
    details: { id },
    apply: (current) => {
      removed = current.past[indexOf(current.past, id)];
      return { ...current, past: current.past.filter((video) => video.id !== id) };
    },
  });
  return { json: { success: true, message: `${removed?.title ?? 'The video'} was removed.` } };
};

/**
 * POST committee/videos/order {ids}: the list in this order. Only a reordering of exactly the
 * stored list is taken, so an order chosen on a stale list never drops or revives a video.
 */
export const orderPastVideos: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { ids } = parseOrReject(orderPastVideosSchema, readJson(request));
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.order',
    details: { ids },
    apply: (current) => {
      const byId = new Map(current.past.map((video) => [video.id, video]));
      const sameSet = ids.length === byId.size && new Set(ids).size === ids.length && ids.every((id) => byId.has(id));
      if (!sameSet) throw conflict(ORDER_CHANGED_MESSAGE);
      return { ...current, past: ids.map((id) => byId.get(id)!) };
    },
  });
  return { json: { success: true, message: 'The order of the videos was saved.' } };
};
