import { photoThumbnailPath } from '@edma/contract/photos';
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { bucket } from '../firebase/admin.ts';
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

/** Stores the photo and its thumbnail; on failure removes whichever part was stored. */
export async function savePhoto(path: string, processed: ProcessedPhoto): Promise<void> {
  const options = { resumable: false, contentType: 'image/webp', metadata: { cacheControl: STORED_CACHE_CONTROL } };
  try {
    await settleAll([
      bucket().file(path).save(processed.photo, options),
      bucket().file(photoThumbnailPath(path)).save(processed.thumb, options),
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
