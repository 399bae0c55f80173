/**
 * Stored member photos. `photo_path` is relative (served as `/api/{photo_path}`); every photo has a
 * small square thumbnail beside it, for lists and avatars.
 */
export const PHOTO_PATH_PATTERN = /^photos\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\.webp$/;

/** GET, public or the family's own (serve-photo.ts decides): every member photo is served under this prefix. */
export const PHOTOS_PATH_PREFIX = '/api/photos/';

/** Longest side of the stored photo, and the side of its square thumbnail, in pixels. */
export const PHOTO_MAX_SIDE = 800;
export const PHOTO_THUMB_SIDE = 200;

export function isPhotoPath(path: string): boolean {
  return PHOTO_PATH_PATTERN.test(path) && !path.includes('..');
}

/** `photos/f1/m1-abc.webp` -> `photos/f1/m1-abc-thumb.webp`. */
export function photoThumbnailPath(photoPath: string): string {
  return photoPath.replace(/\.webp$/, '-thumb.webp');
}
