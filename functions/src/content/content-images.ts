import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { apiFileUrl } from '@edma/contract/api-paths';
import { bucket } from '../store/admin.ts';
import { header, type ApiHandler, type ApiRequest } from '../http/api-request.ts';
import { invalidInput, notFound } from '../errors/domain-error.ts';
import { readMultipart } from '../http/request-body.ts';
import type { UploadedFile } from '../multipart/parse-multipart.ts';
import { savePhoto } from '../photos/photo-storage.ts';
import { processPhoto, type PhotoSizes } from '../photos/process-photo.ts';

/*
 * Photos the committee uploads for the public pages (album photos, committee portraits): checked
 * by content and re-encoded exactly as member photos are (photos/process-photo.ts), stored with a
 * thumbnail beside them (photos/photo-storage.ts), and served to anyone by the API.
 *
 * Stored as `content/albums/{albumId}/{photoId}-{16 hex}.webp` and `content/committee/{personId}-{16 hex}.webp`
 * (thumbnail: `...-thumb.webp`), served at `/api/` + that path. The random part makes every
 * upload a new name, so a name's bytes never change.
 */

const IMAGE_PATH =
  /^content\/(?:albums\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}|committee\/[A-Za-z0-9_-]{1,64})-([0-9a-f]{16})(-thumb)?\.webp$/;

/** The routes (`/api/` + a stored path) this module serves. */
export const isContentImageRoute = (route: string) => IMAGE_PATH.test(route);

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
const IMAGE_NOT_FOUND = 'Photo not found.';

/** The single file field `photo` of an upload form, with its text fields. */
export async function readPhotoForm(
  request: ApiRequest,
  missingMessage: string,
): Promise<{ fields: Record<string, string>; photo: UploadedFile }> {
  const form = await readMultipart(request, 1);
  const unexpected = form.files.find((file) => file.field !== 'photo');
  if (unexpected) throw invalidInput(`Unexpected file field ${unexpected.field}.`);
  const photo = form.files[0];
  if (!photo || photo.data.length === 0) throw invalidInput(missingMessage);
  return { fields: Object.fromEntries(form.fields), photo };
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

/** Checks and re-encodes an upload and stores it with its thumbnail under `path` (400 when it is not a photo). */
export async function storeImage(path: string, data: Buffer, sizes: PhotoSizes): Promise<StoredImage> {
  const processed = await processPhoto(data, sizes);
  const { width = sizes.maxSide, height = sizes.maxSide } = await sharp(processed.photo).metadata();
  await savePhoto(path, processed);
  return { path, width, height };
}

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
