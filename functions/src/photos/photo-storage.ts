import { photoThumbnailPath } from '@edma/contract/photos';
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { bucket } from '../store/admin.ts';
import type { ProcessedPhoto } from './process-photo.ts';

/** Stored objects are never read directly (storage.rules); the API decides who sees a photo. */
const STORED_CACHE_CONTROL = 'private, no-store';

/** A fresh, unguessable `photos/<familyId>/<memberId>-<random>.webp`. */
export function newPhotoPath(familyId: string, memberId: string): string {
  return `photos/${familyId}/${memberId}-${randomBytes(8).toString('hex')}.webp`;
}

/**
 * Runs every task to the end, then throws the first failure: cleaning up while another upload is
 * still in flight could miss the file it is about to create.
 */
export async function settleAll(tasks: Array<Promise<unknown>>): Promise<void> {
  const failed = (await Promise.allSettled(tasks)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A connection dropped under the request (a reused keep-alive socket the server had just closed). */
const TRANSIENT = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED']);
const isTransient = (error: unknown) =>
  TRANSIENT.has((error as { code?: string }).code ?? '') || /\b(ECONNRESET|EPIPE|socket hang up)\b/.test(String(error));

/**
 * Runs an upload, again (up to `attempts` in all) when its connection dropped. Safe for the photos:
 * each goes to a new path with the same bytes, so an upload that did land is only written again.
 * The storage client retries only uploads it knows to be idempotent, which these are not declared as.
 */
export async function uploadRetrying(upload: () => Promise<unknown>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await upload();
      return;
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      logger.warn('A photo upload lost its connection; trying again', { attempt, error: String(error) });
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Stores the photo and its thumbnail; on failure removes whichever part was stored. */
export async function savePhoto(path: string, processed: ProcessedPhoto): Promise<void> {
  const options = { resumable: false, contentType: 'image/webp', metadata: { cacheControl: STORED_CACHE_CONTROL } };
  try {
    await settleAll([
      uploadRetrying(() => bucket().file(path).save(processed.photo, options)),
      uploadRetrying(() => bucket().file(photoThumbnailPath(path)).save(processed.thumb, options)),
    ]);
  } catch (error) {
    await deletePhotos([path]);
    throw error;
  }
}

/** Deletes photos and their thumbnails; missing files are fine, other failures are logged. */
export async function deletePhotos(paths: Iterable<string | null | undefined>): Promise<void> {
  const files = [...paths].filter((p): p is string => Boolean(p)).flatMap((p) => [p, photoThumbnailPath(p)]);
  await Promise.all(
    files.map((file) =>
      bucket()
        .file(file)
        .delete({ ignoreNotFound: true })
        .catch((error: unknown) => logger.error('Could not delete photo', { file, error: String(error) })),
    ),
  );
}
