import { randomBytes } from 'node:crypto';
import { apiFileUrl } from '@edma/contract/api-paths';
import { savePhoto } from '../photos/photo-storage.ts';
import { loadSharp, processPhoto, type PhotoSizes } from '../photos/process-photo.ts';

/*
 * Photos the committee uploads for the public pages (album photos, committee portraits): checked
 * by content and re-encoded exactly as member photos are (photos/process-photo.ts), stored with a
 * thumbnail beside them (photos/photo-storage.ts), and served to anyone by the API.
 *
 * Stored as `content/albums/{albumId}/{photoId}-{16 hex}.webp` and `content/committee/{personId}-{16 hex}.webp`
 * (thumbnail: `...-thumb.webp`), served at `/api/` + that path. The random part makes every
 * upload a new name, so a name's bytes never change.
 */

const unique = () => randomBytes(8).toString('hex');
export const newAlbumPhotoPath = (albumId: string, photoId: string) => `content/albums/${albumId}/${photoId}-${unique()}.webp`;
export const newExecutivePhotoPath = (personId: string) => `content/committee/${personId}-${unique()}.webp`;

/** The address a stored path is served at. */
export const imageUrl = apiFileUrl;

/**
 * Public, like a member photo its member chose to show: a deleted photo leaves caches within five
 * minutes. Revalidating costs no download: a name's bytes never change, so the name is the ETag.
 */
export const CONTENT_IMAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

/** Checks and re-encodes an upload and stores it with its thumbnail under `path` (400 when it is not a photo). */
export async function storeImage(path: string, data: Buffer, sizes: PhotoSizes): Promise<StoredImage> {
  const processed = await processPhoto(data, sizes);
  const { width = sizes.maxSide, height = sizes.maxSide } = await (await loadSharp())(processed.photo).metadata();
  await savePhoto(path, processed);
  return { path, width, height };
}
