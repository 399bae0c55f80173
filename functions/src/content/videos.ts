import {
  liveStreamInputSchema,
  liveStreamOf,
  MAX_PAST_VIDEOS,
  orderPastVideosSchema,
  pastVideoInputSchema,
  removePastVideoSchema,
  TOO_MANY_VIDEOS_MESSAGE,
  updatePastVideoSchema,
  VIDEO_NOT_FOUND_MESSAGE,
  type PastVideo,
} from '@edma/contract/videos';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { editContent, readContent, readContentForCommittee } from './content-doc.ts';
import { VIDEOS_CONTENT, type VideosDoc } from './content-kinds.ts';
import { newContentId, reordered, withAdded, withChanged, withRemoved } from './content-list.ts';
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
  return { json: served(await readContentForCommittee(request, VIDEOS_CONTENT)) };
};

/** POST committee/videos/live {title, date, time, video}: the banner and its countdown's start. */
export const setLiveStream: ApiHandler = async (request) => {
  await editContent(request, VIDEOS_CONTENT, liveStreamInputSchema, ({ title, date, time, video }) => {
    const live = { title, date, time, youtubeId: video };
    return { action: 'videos.live', details: live, apply: (current) => ({ ...current, live }) };
  });
  return { json: { success: true, message: 'The live-stream banner was saved.' } };
};

/** POST committee/videos/add {event, title, video}: at the top of the list (the newest event first). */
export const addPastVideo: ApiHandler = async (request) => {
  const id = newContentId();
  const { title } = await editContent(request, VIDEOS_CONTENT, pastVideoInputSchema, ({ event, title, video }) => ({
    action: 'videos.add',
    details: { id, event, title },
    apply: (current) => {
      const added = { id, event, title, youtubeId: video };
      return { ...current, past: withAdded(current.past, added, MAX_PAST_VIDEOS, TOO_MANY_VIDEOS_MESSAGE, 'start') };
    },
  }));
  return { json: { success: true, message: `${title} was added.`, id } };
};

/** POST committee/videos/update {id, event, title, video}: in place. */
export const updatePastVideo: ApiHandler = async (request) => {
  const { title } = await editContent(request, VIDEOS_CONTENT, updatePastVideoSchema, ({ id, event, title, video }) => ({
    action: 'videos.update',
    details: { id, event, title },
    apply: (current) => ({
      ...current,
      past: withChanged(current.past, id, VIDEO_NOT_FOUND_MESSAGE, () => ({ id, event, title, youtubeId: video })),
    }),
  }));
  return { json: { success: true, message: `${title} was saved.` } };
};

/** POST committee/videos/remove {id}. */
export const removePastVideo: ApiHandler = async (request) => {
  let removed: PastVideo | undefined;
  await editContent(request, VIDEOS_CONTENT, removePastVideoSchema, ({ id }) => ({
    action: 'videos.remove',
    details: { id },
    apply: (current) => {
      const next = withRemoved(current.past, id, VIDEO_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { ...current, past: next.items };
    },
  }));
  return { json: { success: true, message: `${removed?.title ?? 'The video'} was removed.` } };
};

/** POST committee/videos/order {ids}: the list in this order (only a reordering of exactly the stored list). */
export const orderPastVideos: ApiHandler = async (request) => {
  await editContent(request, VIDEOS_CONTENT, orderPastVideosSchema, ({ ids }) => ({
    action: 'videos.order',
    details: { ids },
    apply: (current) => ({ ...current, past: reordered(current.past, ids) }),
  }));
  return { json: { success: true, message: 'The order of the videos was saved.' } };
};
