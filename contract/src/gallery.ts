import { z } from 'zod';
import { changeResultSchema, resultSchema } from './api-result.ts';
import { endpoint } from './endpoint.ts';
import { contentIdSchema } from './ids.ts';
import { singleLineText } from './plain-text.ts';
import { isHttpsUrl } from './https-url.ts';

// The public page's sizes and texts, kept apart so it paints without the schemas.
export { THUMB_SIZE, albumPhotoAlt } from './gallery-texts.ts';

export const GALLERY_PATHS = {
  /** Public: the albums with their photos, cacheable, revalidated with an ETag. With an extension: Hosting
   * marks extension-less paths (the app's pages) no-cache, which would override the API's caching. */
  albums: '/api/content/albums.json',
  /** Committee: every album (empty ones too), never cached, for the console. */
  list: '/api/committee/albums',
  add: '/api/committee/albums/add',
  update: '/api/committee/albums/update',
  remove: '/api/committee/albums/remove',
  order: '/api/committee/albums/order',
  /** Multipart: `albumId` and one file `photo`. */
  addPhoto: '/api/committee/albums/photos/add',
  removePhoto: '/api/committee/albums/photos/remove',
  orderPhotos: '/api/committee/albums/photos/order',
} as const;

/** Longest side of an uploaded photo as stored (the seeded ones are 1200 x 800). */
export const ALBUM_PHOTO_MAX_SIDE = 1200;

/** The albums live in one document: these keep it far below Firestore's 1 MiB. */
export const MAX_ALBUMS = 100;
export const MAX_ALBUM_PHOTOS = 300;
export const MAX_GALLERY_PHOTOS = 2000;
export const TOO_MANY_ALBUMS_MESSAGE = `The gallery holds at most ${MAX_ALBUMS} albums: remove old ones first.`;
export const TOO_MANY_PHOTOS_MESSAGE = `An album holds at most ${MAX_ALBUM_PHOTOS} photos, the gallery ${MAX_GALLERY_PHOTOS}: remove some first.`;
export const ALBUM_NOT_FOUND_MESSAGE = 'This album is no longer in the gallery; the list has been refreshed.';
export const PHOTO_NOT_FOUND_MESSAGE = 'This photo is no longer in the album; the list has been refreshed.';
export const CHOOSE_PHOTO_MESSAGE = 'Choose a photo to upload.';

/**
 * An image of the site itself: the seeded files under /images, or an uploaded one served by the
 * API under /api/content. Never another host: the site's CSP allows only its own images.
 */
export const siteImageSchema = z
  .string()
  .regex(/^\/(images|api\/content)\/[A-Za-z0-9/_.-]{1,200}\.webp$/)
  .refine((path) => !path.includes('..'));

/** An external album's address (hosted elsewhere): https only, empty for none. */
const linkField = z
  .string()
  .trim()
  .max(500, { message: 'The link must be at most 500 characters.' })
  .refine((text) => text === '' || isHttpsUrl(text), { message: "Enter the album's address, starting with https://, or leave it empty." });

/** POST GALLERY_PATHS.add (JSON): a new album, at the end of the gallery (which runs from the oldest event). */
export const albumInputSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, { message: "Enter the album's name." })
    .max(80, { message: 'The name must be at most 80 characters.' }),
  /** An album hosted elsewhere (a file-sharing service): the page links to it. */
  link: linkField.default(''),
});
export type AlbumInput = z.input<typeof albumInputSchema>;
/** POST GALLERY_PATHS.update (JSON). */
const updateAlbumSchema = albumInputSchema.extend({ id: contentIdSchema });
/** POST GALLERY_PATHS.remove (JSON): the album and its uploaded photo files. */
const removeAlbumSchema = z.object({ id: contentIdSchema });
/** POST GALLERY_PATHS.order (JSON): every album id, in the new order. */
const orderAlbumsSchema = z.object({ ids: z.array(contentIdSchema).max(MAX_ALBUMS) });
/** The text fields of POST GALLERY_PATHS.addPhoto (multipart, with the file `photo`). */
const addAlbumPhotoSchema = z.object({ albumId: contentIdSchema });
/** POST GALLERY_PATHS.removePhoto (JSON): the photo and its files. */
const removeAlbumPhotoSchema = z.object({ albumId: contentIdSchema, photoId: contentIdSchema });
/** POST GALLERY_PATHS.orderPhotos (JSON): every photo id of the album, in the new order. */
const orderAlbumPhotosSchema = z.object({ albumId: contentIdSchema, ids: z.array(contentIdSchema).max(MAX_ALBUM_PHOTOS) });

export const albumPhotoSchema = z.object({
  id: contentIdSchema,
  /** The full image (width x height); `thumb` is THUMB_SIZE. */
  src: siteImageSchema,
  thumb: siteImageSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

export const albumSchema = z.object({ id: contentIdSchema, name: z.string(), link: z.string(), photos: z.array(albumPhotoSchema) });
export type Album = z.infer<typeof albumSchema>;

/** GET GALLERY_PATHS.albums (only albums with photos or a link) and GALLERY_PATHS.list (all), in page order. */
export const albumsResponseSchema = z.object({ success: z.literal(true), albums: z.array(albumSchema) });

/** POST GALLERY_PATHS.addPhoto's answer: the photo as stored. */
const addAlbumPhotoResultSchema = resultSchema.extend({ photo: albumPhotoSchema.optional() });

const noInput = z.object({});

/** The gallery's endpoints: the public page's albums, and the console's list and changes. */
export const GALLERY_API = {
  /** Served with an ETag by a raw handler; the page reads it without sign-in. */
  albums: endpoint({ method: 'GET', path: GALLERY_PATHS.albums, request: noInput, response: albumsResponseSchema }),
  list: endpoint({ method: 'GET', path: GALLERY_PATHS.list, request: noInput, response: albumsResponseSchema }),
  add: endpoint({ method: 'POST', path: GALLERY_PATHS.add, request: albumInputSchema, response: changeResultSchema }),
  update: endpoint({ method: 'POST', path: GALLERY_PATHS.update, request: updateAlbumSchema, response: changeResultSchema }),
  remove: endpoint({ method: 'POST', path: GALLERY_PATHS.remove, request: removeAlbumSchema, response: changeResultSchema }),
  order: endpoint({ method: 'POST', path: GALLERY_PATHS.order, request: orderAlbumsSchema, response: changeResultSchema }),
  /** Multipart (the web sends FormData): `request` is its text fields, read by the handler with the file `photo`. */
  addPhoto: endpoint({ method: 'POST', path: GALLERY_PATHS.addPhoto, request: addAlbumPhotoSchema, response: addAlbumPhotoResultSchema }),
  removePhoto: endpoint({ method: 'POST', path: GALLERY_PATHS.removePhoto, request: removeAlbumPhotoSchema, response: changeResultSchema }),
  orderPhotos: endpoint({ method: 'POST', path: GALLERY_PATHS.orderPhotos, request: orderAlbumPhotosSchema, response: changeResultSchema }),
};

/** Whether the public gallery shows an album (an empty one, just created, waits for its photos). */
export const isShownAlbum = (album: Pick<Album, 'link' | 'photos'>) => album.photos.length > 0 || album.link !== '';

/* The site's albums before the committee first changes them (the files are in web/public/images). */

function seededAlbum(slug: string, name: string, count: number): Album {
  const photos = Array.from({ length: count }, (_, index): AlbumPhoto => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: number,
      src: `/images/albums/${slug}/${number}-full.webp`,
      thumb: `/images/albums/${slug}/${number}-thumb.webp`,
      width: 1200,
      height: 800,
    };
  });
  return { id: slug, name, link: '', photos };
}

export const ALBUMS_SEED: readonly Album[] = [
  seededAlbum('onam-2024', 'Onam 2024', 3),
  seededAlbum('christmas-2024', 'Christmas 2024', 3),
  seededAlbum('easter-2025', 'Easter 2025', 3),
  seededAlbum('bbq-2025', 'BBQ 2025', 16),
];
