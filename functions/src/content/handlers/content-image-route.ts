import { bucket } from '../../store/admin.ts';
import { header, type ApiHandler } from '../../http/api-request.ts';
import { notFound } from '../../errors/domain-error.ts';

import { CONTENT_IMAGE_CACHE_CONTROL } from '../content-images.ts';

const IMAGE_PATH =
  /^content\/(?:albums\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}|committee\/[A-Za-z0-9_-]{1,64})-([0-9a-f]{16})(-thumb)?\.webp$/;

/** The routes (`/api/` + a stored path) this module serves. */
export const isContentImageRoute = (route: string) => IMAGE_PATH.test(route);

const IMAGE_NOT_FOUND = 'Photo not found.';

/** GET content/...webp: an uploaded album or committee photo, to anyone, while its file exists. */
export const serveContentImage: ApiHandler = async (request) => {
  const match = IMAGE_PATH.exec(request.route);
  if (!match) throw notFound(IMAGE_NOT_FOUND);
  const etag = `"${match[1]}${match[2] ? '-t' : ''}"`;
  const headers = { 'Cache-Control': CONTENT_IMAGE_CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  const file = bucket().file(request.route);
  const ifNoneMatch = header(request, 'if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    const [exists] = await file.exists();
    if (!exists) throw notFound(IMAGE_NOT_FOUND);
    return { status: 304, binary: Buffer.alloc(0), headers };
  }
  let data: Buffer;
  try {
    [data] = await file.download();
  } catch (error) {
    if ((error as { code?: number }).code === 404) throw notFound(IMAGE_NOT_FOUND);
    throw error;
  }
  return { binary: data, headers: { ...headers, 'Content-Type': 'image/webp' } };
};
