import {
  ALBUM_NOT_FOUND_MESSAGE,
  ALBUM_PHOTO_MAX_SIDE,
  CHOOSE_PHOTO_MESSAGE,
  GALLERY_API,
  isShownAlbum,
  MAX_ALBUM_PHOTOS,
  MAX_ALBUMS,
  MAX_GALLERY_PHOTOS,
  PHOTO_NOT_FOUND_MESSAGE,
  THUMB_SIZE,
  TOO_MANY_ALBUMS_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  type Album,
} from '@edma/contract/gallery';
import { photoThumbnailPath } from '@edma/contract/photos';
import { db } from '../../store/admin.ts';
import { conflict } from '../../errors/domain-error.ts';
import type { EndpointHandler, RawHandler } from '../../http/route.ts';
import { parseOrReject } from '../../http/validation-message.ts';
import { deletePhotos } from '../../photos/photo-storage.ts';
import { changeContent, readContent } from '../content-doc.ts';
import { imageUrl, newAlbumPhotoPath, storeImage } from '../content-images.ts';
import { readPhotoForm } from '../../http/photo-form.ts';
import { indexOfItem, newContentId, reordered, withAdded, withChanged, withRemoved } from '../content-list.ts';
import { ALBUMS_CONTENT, type AlbumsDoc, type StoredAlbum } from '../../store/gallery-kinds.ts';
import { servePublicJson } from '../public-content.ts';

type Handler<E extends (typeof GALLERY_API)[keyof typeof GALLERY_API]> = EndpointHandler<E, 'committee'>;

const GALLERY_SIZES = { maxSide: ALBUM_PHOTO_MAX_SIDE, thumbWidth: THUMB_SIZE.width, thumbHeight: THUMB_SIZE.height };

/** As served: without the Storage paths. */
const served = (albums: readonly StoredAlbum[]): Album[] =>
  albums.map(({ photos, ...album }) => ({ ...album, photos: photos.map(({ path: _path, ...photo }) => photo) }));

/** GET content/albums.json: the gallery page's albums (public, cacheable, ETag); empty albums wait for photos. */
export const getPublicAlbums: RawHandler<'public'> = async (request) => {
  const { data, version } = await readContent(db(), ALBUMS_CONTENT);
  return servePublicJson(request, {
    key: 'albums.json',
    version,
    render: () => ({ success: true, albums: served(data.albums.filter(isShownAlbum)) }),
  });
};

/** GET committee/albums: every album for the console, never cached. */
export const listAlbums: Handler<typeof GALLERY_API.list> = async () => {
  const { albums } = (await readContent(db(), ALBUMS_CONTENT)).data;
  return { success: true, albums: served(albums) };
};

/** The album of this id changed by `change` (404 when it is gone). */
const withAlbumChanged = (doc: AlbumsDoc, id: string, change: (album: StoredAlbum) => StoredAlbum) => ({
  albums: withChanged(doc.albums, id, ALBUM_NOT_FOUND_MESSAGE, change),
});

/** POST committee/albums/add {name, link}: at the end of the gallery (which runs from the oldest event). */
export const addAlbum: Handler<typeof GALLERY_API.add> = async ({ name, link }, { caller }) => {
  const id = newContentId();
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.add',
    details: { id, name, link },
    apply: (doc) => ({ albums: withAdded(doc.albums, { id, name, link, photos: [] }, MAX_ALBUMS, TOO_MANY_ALBUMS_MESSAGE) }),
  });
  return { success: true, message: `The album ${name} was created.`, id };
};

/** POST committee/albums/update {id, name, link}: its photos stay. */
export const updateAlbum: Handler<typeof GALLERY_API.update> = async ({ id, name, link }, { caller }) => {
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.update',
    details: { id, name, link },
    apply: (doc) => withAlbumChanged(doc, id, (album) => ({ ...album, name, link })),
  });
  return { success: true, message: `The album ${name} was saved.` };
};

/** POST committee/albums/remove {id}: the album, and the files of the photos uploaded into it once that is saved. */
export const removeAlbum: Handler<typeof GALLERY_API.remove> = async ({ id }, { caller }) => {
  let removed: StoredAlbum | undefined;
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.remove',
    details: { id },
    apply: (doc) => {
      const next = withRemoved(doc.albums, id, ALBUM_NOT_FOUND_MESSAGE);
      removed = next.removed;
      return { albums: next.items };
    },
  });
  await deletePhotos(removed?.photos.map((photo) => photo.path) ?? []);
  return { success: true, message: `The album ${removed?.name ?? ''} was removed.` };
};

/** POST committee/albums/order {ids}. */
export const orderAlbums: Handler<typeof GALLERY_API.order> = async ({ ids }, { caller }) => {
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.album.order',
    details: { ids },
    apply: (doc) => ({ albums: reordered(doc.albums, ids) }),
  });
  return { success: true, message: 'The order of the albums was saved.' };
};

function assertRoomFor(doc: AlbumsDoc, album: StoredAlbum): void {
  const total = doc.albums.reduce((sum, each) => sum + each.photos.length, 0);
  if (album.photos.length >= MAX_ALBUM_PHOTOS || total >= MAX_GALLERY_PHOTOS) throw conflict(TOO_MANY_PHOTOS_MESSAGE);
}

/**
 * POST committee/albums/photos/add (multipart: albumId, photo): at the end of the album. The photo
 * is checked, re-encoded and stored first; if the album is gone (or full) by the time it is saved,
 * the stored files are deleted again. Raw: the router does not read multipart bodies; the text fields
 * are checked with the endpoint's schema.
 */
export const addAlbumPhoto: RawHandler<'committee'> = async (request, caller) => {
  const { fields, photo } = await readPhotoForm(request, CHOOSE_PHOTO_MESSAGE);
  const { albumId } = parseOrReject(GALLERY_API.addPhoto.request, fields);
  // Refuse before any decoding when the album is already gone or full.
  const current = (await readContent(db(), ALBUMS_CONTENT)).data;
  assertRoomFor(current, current.albums[indexOfItem(current.albums, albumId, ALBUM_NOT_FOUND_MESSAGE)]!);

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
      apply: (doc) =>
        withAlbumChanged(doc, albumId, (album) => {
          assertRoomFor(doc, album);
          name = album.name;
          return { ...album, photos: [...album.photos, added] };
        }),
    });
  } catch (error) {
    await deletePhotos([stored.path]);
    throw error;
  }
  const { path: _path, ...photoServed } = added;
  return { json: { success: true, message: `A photo was added to ${name}.`, photo: photoServed } };
};

/** POST committee/albums/photos/remove {albumId, photoId}: from the album, then its files. */
export const removeAlbumPhoto: Handler<typeof GALLERY_API.removePhoto> = async ({ albumId, photoId }, { caller }) => {
  let path: string | null = null;
  let name = '';
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.photo.remove',
    details: { albumId, photoId },
    apply: (doc) =>
      withAlbumChanged(doc, albumId, (album) => {
        const next = withRemoved(album.photos, photoId, PHOTO_NOT_FOUND_MESSAGE);
        path = next.removed.path;
        name = album.name;
        return { ...album, photos: next.items };
      }),
  });
  await deletePhotos([path]);
  return { success: true, message: `The photo was removed from ${name}.` };
};

/** POST committee/albums/photos/order {albumId, ids}. */
export const orderAlbumPhotos: Handler<typeof GALLERY_API.orderPhotos> = async ({ albumId, ids }, { caller }) => {
  await changeContent(db(), ALBUMS_CONTENT, caller, {
    action: 'gallery.photo.order',
    details: { albumId, ids },
    apply: (doc) => withAlbumChanged(doc, albumId, (album) => ({ ...album, photos: reordered(album.photos, ids) })),
  });
  return { success: true, message: 'The order of the photos was saved.' };
};
