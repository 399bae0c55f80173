import {
  liveStreamOf,
  MAX_PAST_VIDEOS,
  TOO_MANY_VIDEOS_MESSAGE,
  VIDEO_NOT_FOUND_MESSAGE,
  VIDEOS_API,
  type PastVideo,
} from '@edma/contract/videos';
import { db } from '../../store/admin.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { changeContent, readContent } from '../content-doc.ts';
import { VIDEOS_CONTENT, type VideosDoc } from '../../store/content-kinds.ts';
import { newContentId, reordered, withAdded, withChanged, withRemoved } from '../content-list.ts';
import { servePublicJson } from '../public-content.ts';

type Handler<E extends (typeof VIDEOS_API)[keyof typeof VIDEOS_API]> = EndpointHandler<E, 'committee'>;

const served = (doc: VideosDoc) => ({ success: true as const, live: liveStreamOf(doc.live), past: doc.past });

/** GET content/videos: the Videos page's banner and list (public, cacheable, ETag). */
export const getPublicVideos: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), VIDEOS_CONTENT);
  return servePublicJson(request, {
    key: 'videos.json',
    version,
    render: () => served(data),
  });
};

/** GET committee/videos: the same for the console, never cached. */
export const listVideos: Handler<typeof VIDEOS_API.list> = async () => served((await readContent(db(), VIDEOS_CONTENT)).data);

/** POST committee/videos/live {title, date, time, video}: the banner and its countdown's start. */
export const setLiveStream: Handler<typeof VIDEOS_API.live> = async ({ title, date, time, video }, { caller }) => {
  const live = { title, date, time, youtubeId: video };
  await changeContent(db(), VIDEOS_CONTENT, caller, { action: 'videos.live', details: live, apply: (current) => ({ ...current, live }) });
  return { success: true, message: 'The live-stream banner was saved.' };
};

/** POST committee/videos/add {event, title, video}: at the top of the list (the newest event first). */
export const addPastVideo: Handler<typeof VIDEOS_API.add> = async ({ event, title, video }, { caller }) => {
  const id = newContentId();
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.add',
    details: { id, event, title },
    apply: (current) => {
      const added = { id, event, title, youtubeId: video };
      return { ...current, past: withAdded(current.past, added, MAX_PAST_VIDEOS, TOO_MANY_VIDEOS_MESSAGE, 'start') };
    },
  });
  return { success: true, message: `${title} was added.`, id };
};

/** POST committee/videos/update {id, event, title, video}: in place. */
export const updatePastVideo: Handler<typeof VIDEOS_API.update> = async ({ id, event, title, video }, { caller }) => {
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.update',
    details: { id, event, title },
    apply: (current) => ({
      ...current,
      past: withChanged(current.past, id, VIDEO_NOT_FOUND_MESSAGE, () => ({ id, event, title, youtubeId: video })),
    }),
  });
  return { success: true, message: `${title} was saved.` };
};

/** POST committee/videos/remove {id}. */
export const removePastVideo: Handler<typeof VIDEOS_API.remove> = async ({ id }, { caller }) => {
  let removed: PastVideo | undefined;
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.remove',
    details: { id },
    apply: (current) => {
      const next = withRemoved(current.past, id, VIDEO_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { ...current, past: next.items };
    },
  });
  return { success: true, message: `${removed?.title ?? 'The video'} was removed.` };
};

/** POST committee/videos/order {ids}: the list in this order (only a reordering of exactly the stored list). */
export const orderPastVideos: Handler<typeof VIDEOS_API.order> = async ({ ids }, { caller }) => {
  await changeContent(db(), VIDEOS_CONTENT, caller, {
    action: 'videos.order',
    details: { ids },
    apply: (current) => ({ ...current, past: reordered(current.past, ids) }),
  });
  return { success: true, message: 'The order of the videos was saved.' };
};
