import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from '@edma/contract/limits';
import { downscaleImage } from '../lib/downscale-image.ts';
import { NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from './photo-messages.ts';

export type PreparedPhoto = { file: File } | { error: string };

/** True when a chosen file is not an image at all: refused at once, before any work. */
export const notAnImage = (file: File) => !file.type.startsWith('image/');

/**
 * Downscales a chosen photo (web/src/lib/downscale-image.ts) and checks what would be uploaded
 * against the server's limits: an accepted type and at most MAX_PHOTO_BYTES.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (notAnImage(file)) return { error: NOT_AN_IMAGE_MESSAGE };
  const small = await downscaleImage(file);
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(small.type)) return { error: UNSUPPORTED_IMAGE_MESSAGE };
  if (small.size > MAX_PHOTO_BYTES) return { error: PHOTO_TOO_LARGE_MESSAGE };
  return { file: small };
}
