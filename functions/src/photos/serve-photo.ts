import { isPhotoPath } from '@edma/contract/photos';
import { bucket } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { notFound } from '../http/http-error.ts';
import { PHOTO_CACHE_CONTROL } from './photo-storage.ts';

const PHOTO_NOT_FOUND = 'Photo not found.';

/**
 * GET photos/<familyId>/<file>.webp: a stored member photo (the directory shows them publicly).
 * Only names the functions themselves create are served; anything else is a 404 without
 * touching storage, so no other object of the bucket can be reached.
 */
export const servePhoto: ApiHandler = async (request) => {
  if (!isPhotoPath(request.route)) throw notFound(PHOTO_NOT_FOUND);
  const file = bucket().file(request.route);
  let data: Buffer;
  try {
    [data] = await file.download();
  } catch (error) {
    if ((error as { code?: number }).code === 404) throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
  return {
    binary: data,
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': PHOTO_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
  };
};
