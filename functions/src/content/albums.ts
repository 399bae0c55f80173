import {
  addAlbumPhotoSchema,
  ALBUM_NOT_FOUND_MESSAGE,
  ALBUM_PHOTO_MAX_SIDE,
  albumInputSchema,
  CHOOSE_PHOTO_MESSAGE,
  isShownAlbum,
  MAX_ALBUM_PHOTOS,
  MAX_ALBUMS,
  MAX_GALLERY_PHOTOS,
  orderAlbumPhotosSchema,
  orderAlbumsSchema,
  PHOTO_NOT_FOUND_MESSAGE,
  removeAlbumPhotoSchema,
  removeAlbumSchema,
  THUMB_SIZE,
  TOO_MANY_ALBUMS_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  updateAlbumSchema,
  type Album,
} from '@edma/contract/gallery';
import { photoThumbnailPath } from '@edma/contract/photos';
import { verifyCommittee } from '../auth/verify-caller.ts';
import { db } from '../firebase/admin.ts';
import type { ApiHandler } from '../http/api-request.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { readJson } from '../http/request-body.ts';
import { parseOrReject } from '../http/validation-message.ts';
import { deletePhotos } from '../photos/photo-storage.ts';
import { changeContent, readContent } from './content-doc.ts';
import { imageUrl, newAlbumPhotoPath, readPhotoForm, storeImage } from './content-images.ts';
import { newContentId, reordered } from './content-list.ts';
import { ALBUMS_CONTENT, type AlbumsDoc, type StoredAlbum } from './gallery-kinds.ts';
import { servePublicContent } from './public-content.ts';

const GALLERY_SIZES = { maxSide: ALBUM_PHOTO_MAX_SIDE, thumbWidth: THUMB_SIZE.width, thumbHeight: THUMB_SIZE.height };

/** As served: without the Storage paths. */
const served = (albums: readonly StoredAlbum[]): Album[] =>
  albums.map(({ photos, ...album }) => ({ ...album, photos: photos.map(({ path: _path, ...photo }) => photo) }));

/** GET content/albums.json: the gallery page's albums (public, cacheable, ETag); empty albums wait for photos. */
export const getPublicAlbums: ApiHandler = async (request) => {
  const { data, version } = await readContent(db(), ALBUMS_CONTENT);
  return servePublicContent(request, {
    key: 'albums.json',
    version,
    contentType: 'application/json; charset=utf-8',
    render: () => JSON.stringify({ success: true, albums: served(data.albums.filter(isShownAlbum)) }),
  });
};

/** GET committee/albums: every album for the console, never cached. */
export const listAlbums: ApiHandler = async (request) => {
  await verifyCommittee(request.headers.authorization);
  const { data } = await readContent(db(), ALBUMS_CONTENT);
  return { json: { success: true, albums: served(data.albums) } };
};

function indexOf(doc: AlbumsDoc, id: string): number {
  const index = doc.albums.findIndex((album) => album.id === id);
  if (index < 0) throw notFound(ALBUM_NOT_FOUND_MESSAGE);
  return index;
}

/** POST committee/albums/add {name, link}: at the end of the gallery (which runs from the oldest event). */
export const addAlbum: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { name, link } = parseOrReject(albumInputSchema, readJson(request));
  const album: StoredAlbum = { id: newContentId(), name, link, photos: [] };
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.add',
    details: { id: album.id, name, link },
    apply: (doc) => {
      if (doc.albums.length >= MAX_ALBUMS) throw conflict(TOO_MANY_ALBUMS_MESSAGE);
      return { albums: [...doc.albums, album] };
    },
  });
  return { json: { success: true, message: `The album ${name} was created.`, id: album.id } };
};

/** POST committee/albums/update {id, name, link}: its photos stay. */
export const updateAlbum: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id, name, link } = parseOrReject(updateAlbumSchema, readJson(request));
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.update',
    details: { id, name, link },
    apply: (doc) => {
      const albums = [...doc.albums];
      const index = indexOf(doc, id);
      albums[index] = { ...albums[index]!, name, link };
      return { albums };
    },
  });
  return { json: { success: true, message: `The album ${name} was saved.` } };
};

/** POST committee/albums/remove {id}: the album, and the files of the photos uploaded into it once that is saved. */
export const removeAlbum: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { id } = parseOrReject(removeAlbumSchema, readJson(request));
  let removed: StoredAlbum | undefined;
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.remove',
    details: { id },
    apply: (doc) => {
      removed = doc.albums[indexOf(doc, id)];
      return { albums: doc.albums.filter((album) => album.id !== id) };
    },
  });
  await deletePhotos(removed?.photos.map((photo) => photo.path) ?? []);
  return { json: { success: true, message: `The album ${removed?.name ?? ''} was removed.` } };
};

/** POST committee/albums/order {ids}. */
export const orderAlbums: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { ids } = parseOrReject(orderAlbumsSchema, readJson(request));
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.order',
    details: { ids },
    apply: (doc) => ({ albums: reordered(doc.albums, ids) }),
  });
  return { json: { success: true, message: 'The order of the albums was saved.' } };
};

function assertRoomFor(doc: AlbumsDoc, album: StoredAlbum): void {
  const total = doc.albums.reduce((sum, each) => sum + each.photos.length, 0);
  if (album.photos.length >= MAX_ALBUM_PHOTOS || total >= MAX_GALLERY_PHOTOS) throw conflict(TOO_MANY_PHOTOS_MESSAGE);
}

/**
 * POST committee/albums/photos/add (multipart: albumId, photo): at the end of the album. The photo
 * is checked, re-encoded and stored first; if the album is gone (or full) by the time it is saved,
 * the stored files are deleted again.
 */
export const addAlbumPhoto: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { fields, photo } = await readPhotoForm(request, CHOOSE_PHOTO_MESSAGE);
  const { albumId } = parseOrReject(addAlbumPhotoSchema, fields);
  // Refuse before any decoding when the album is already gone or full.
  const current = (await readContent(db(), ALBUMS_CONTENT)).data;
  assertRoomFor(current, current.albums[indexOf(current, albumId)]!);

  const photoId = newContentId();
  const stored = await storeImage(newAlbumPhotoPath(albumId, photoId), photo.data, GALLERY_SIZES);
  const added = {
    id: photoId,
    src: imageUrl(stored.path),
    thumb: imageUrl(photoThumbnailPath(stored.path)),
    width: stored.width,
    height: stored.height,
    path: stored.path,
  };
  let name = '';
  try {
    await changeContent(db(), ALBUMS_CONTENT, caller, {
      action: 'gallery.photo.add',
      details: { albumId, photoId, path: stored.path },
      apply: (doc) => {
        const albums = [...doc.albums];
        const index = indexOf(doc, albumId);
        const album = albums[index]!;
        assertRoomFor(doc, album);
        name = album.name;
        albums[index] = { ...album, photos: [...album.photos, added] };
        return { albums };
      },
    });
  } catch (error) {
    await deletePhotos([stored.path]);
    throw error;
  }
  const { path: _path, ...photoServed } = added;
  return { json: { success: true, message: `A photo was added to ${name}.`, photo: photoServed } };
};

/** POST committee/albums/photos/remove {albumId, photoId}: from the album, then its files. */
export const removeAlbumPhoto: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { albumId, photoId } = parseOrReject(removeAlbumPhotoSchema, readJson(request));
  let path: string | null = null;
  let name = '';
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.photo.remove',
    details: { albumId, photoId },
    apply: (doc) => {
      const albums = [...doc.albums];
      const index = indexOf(doc, albumId);
      const album = albums[index]!;
      const photo = album.photos.find((each) => each.id === photoId);
      if (!photo) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      path = photo.path;
      name = album.name;
      albums[index] = { ...album, photos: album.photos.filter((each) => each.id !== photoId) };
      return { albums };
    },
  });
  await deletePhotos([path]);
  return { json: { success: true, message: `The photo was removed from ${name}.` } };
};

/** POST committee/albums/photos/order {albumId, ids}. */
export const orderAlbumPhotos: ApiHandler = async (request) => {
  const caller = await verifyCommittee(request.headers.authorization);
  const { albumId, ids } = parseOrReject(orderAlbumPhotosSchema, readJson(request));
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.photo.order',
    details: { albumId, ids },
    apply: (doc) => {
      const albums = [...doc.albums];
      const index = indexOf(doc, albumId);
      albums[index] = { ...albums[index]!, photos: reordered(albums[index]!.photos, ids) };
      return { albums };
    },
  });
  return { json: { success: true, message: 'The order of the photos was saved.' } };
};
