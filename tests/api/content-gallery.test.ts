import { apiRoute } from '@edma/contract/api-paths';
import { GALLERY_API, type Album, type AlbumPhoto } from '@edma/contract/gallery';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../functions/src/content/content-seeding.ts';
import { ALBUMS_CONTENT } from '../../functions/src/store/gallery-kinds.ts';
import { adminDb, storedFiles } from '../support/admin.ts';
import { callApi, postJson, type CallOptions } from '../support/api-calls.ts';
import { committeeMember } from '../support/committee.ts';
import { expectCacheablePublicContent, expectCommitteeOnly, useBuiltInContent } from './support/content-doc.ts';
import { rawGet } from './support/directory-snapshot.ts';
import { jpeg, solidPng } from '../support/images.ts';
import { callEndpoint } from '../support/call-endpoint.ts';

/*
 * The gallery's albums: public JSON through Hosting with strong ETags, changed only by the
 * committee (audited). Uploaded photos are checked by content, re-encoded with a thumbnail, served
 * by the API, and their files deleted with the photo or its album.
 */

const albumsDoc = useBuiltInContent('albums');
const publicAlbums = async () => (await callEndpoint(GALLERY_API.albums, {}, { viaHosting: true })).body.albums;
const consoleAlbums = async (token: string) => (await callEndpoint(GALLERY_API.list, {}, { token })).body.albums;
const contentFiles = () => storedFiles('content/');
const albumFiles = (albumId: string) => storedFiles(`content/albums/${albumId}/`);

function uploadForm(fields: Record<string, string>, file?: { data: Buffer; type: string; filename: string }, field = 'photo'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  return form;
}

function upload(albumId: string, file: { data: Buffer; type: string; filename: string } | undefined, options: CallOptions) {
  return callApi<{ success: boolean; message: string; photo?: AlbumPhoto }>(apiRoute(GALLERY_API.addPhoto.path), {
    ...options,
    body: uploadForm({ albumId }, file),
  });
}

/** An image as Hosting serves it to a visitor. */
async function served(url: string, headers: Record<string, string> = {}) {
  return rawGet(apiRoute(url), headers, { viaHosting: true });
}

describe('the gallery content', () => {
  it("serves the site's four albums until the committee first saves, cacheable with a strong ETag and 304s", async () => {
    const albums = await publicAlbums();
    expect(albums.map((a) => [a.name, a.photos.length, a.link])).toEqual([
      ['Onam 2024', 3, ''],
      ['Christmas 2024', 3, ''],
      ['Easter 2025', 3, ''],
      ['BBQ 2025', 16, ''],
    ]);
    expect(albums[3]!.photos[2]).toEqual({
      id: '03',
      src: '/images/albums/bbq-2025/03-full.webp',
      thumb: '/images/albums/bbq-2025/03-thumb.webp',
      width: 1200,
      height: 800,
    });

    const plain = await expectCacheablePublicContent(apiRoute(GALLERY_API.albums.path));
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('creates an album, takes photos into it (re-encoded, with thumbnails, served publicly), orders and deletes them with their files, audited', async () => {
    const chair = await committeeMember('gallery.chair');
    const before = await rawGet(apiRoute(GALLERY_API.albums.path), {}, { viaHosting: true });
    const created = await callEndpoint(GALLERY_API.add, { name: 'Onam 2026', link: '' }, { token: chair.token });
    expect([created.status, created.body.message]).toEqual([200, 'The album Onam 2026 was created.']);
    const albumId = created.body.id!;
    // Empty: in the console at the end, not yet on the public page.
    expect((await consoleAlbums(chair.token)).map((a) => a.name)).toEqual([
      'Onam 2024',
      'Christmas 2024',
      'Easter 2025',
      'BBQ 2025',
      'Onam 2026',
    ]);
    expect((await publicAlbums()).some((a) => a.id === albumId)).toBe(false);

    const first = await upload(
      albumId,
      { data: await jpeg(2400, 1600), type: 'image/jpeg', filename: 'IMG_0001.JPG' },
      { token: chair.token },
    );
    expect([first.status, first.body.message], JSON.stringify(first.body)).toEqual([200, 'A photo was added to Onam 2026.']);
    const photo = first.body.photo!;
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    expect(photo.src).toMatch(new RegExp(`^/api/content/albums/${albumId}/${photo.id}-[0-9a-f]{16}\\.webp$`));
    expect(photo.thumb).toBe(photo.src.replace(/\.webp$/, '-thumb.webp'));
    expect(await albumFiles(albumId)).toEqual([photo.src, photo.thumb].map(apiRoute).sort());

    // Served to anyone through Hosting, as WebP of the stored sizes, revalidated by its ETag.
    const full = await served(photo.src);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    expect(await sharp(full.body).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumb = await served(photo.thumb);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 375, height: 250 });
    expect((await served(photo.src, { 'If-None-Match': full.headers.etag as string })).status).toBe(304);

    const public1 = (await publicAlbums()).find((a) => a.id === albumId);
    expect(public1).toEqual({ id: albumId, name: 'Onam 2026', link: '', photos: [photo] });
    expect(
      (await rawGet(apiRoute(GALLERY_API.albums.path), { 'If-None-Match': before.headers.etag as string }, { viaHosting: true })).status,
    ).toBe(200);

    const second = await upload(albumId, { data: solidPng(300, 600), type: 'image/png', filename: 'tall.png' }, { token: chair.token });
    expect(second.status).toBe(200);
    const tall = second.body.photo!;
    // Never enlarged: a small photo keeps its size.
    expect([tall.width, tall.height]).toEqual([300, 600]);

    expect((await callEndpoint(GALLERY_API.orderPhotos, { albumId, ids: [tall.id, photo.id] }, { token: chair.token })).status).toBe(200);
    expect((await publicAlbums()).find((a) => a.id === albumId)!.photos.map((p) => p.id)).toEqual([tall.id, photo.id]);

    const renamed = await callEndpoint(
      GALLERY_API.update,
      { id: albumId, name: 'Onam 2026 — Seaton', link: 'https://photos.example.org/onam-2026' },
      { token: chair.token },
    );
    expect(renamed.status).toBe(200);
    const ids = (await consoleAlbums(chair.token)).map((a) => a.id);
    const moved = [albumId, ...ids.filter((id) => id !== albumId)];
    expect((await callEndpoint(GALLERY_API.order, { ids: moved }, { token: chair.token })).status).toBe(200);
    expect((await publicAlbums())[0]).toMatchObject({
      id: albumId,
      name: 'Onam 2026 — Seaton',
      link: 'https://photos.example.org/onam-2026',
    });

    // Deleting a photo deletes its files: it is no longer served.
    const removed = await callEndpoint(GALLERY_API.removePhoto, { albumId, photoId: photo.id }, { token: chair.token });
    expect([removed.status, removed.body.message]).toEqual([200, 'The photo was removed from Onam 2026 — Seaton.']);
    expect(await albumFiles(albumId)).toEqual([tall.src, tall.thumb].map(apiRoute).sort());
    expect((await served(photo.src)).status).toBe(404);
    expect((await served(photo.thumb, { 'If-None-Match': full.headers.etag as string })).status).toBe(404);

    // Deleting the album deletes the files of every photo uploaded into it.
    const gone = await callEndpoint(GALLERY_API.remove, { id: albumId }, { token: chair.token });
    expect([gone.status, gone.body.message]).toEqual([200, 'The album Onam 2026 — Seaton was removed.']);
    expect(await albumFiles(albumId)).toEqual([]);
    expect((await served(tall.src)).status).toBe(404);
    expect((await consoleAlbums(chair.token)).map((a) => a.id)).toEqual(ids.filter((id) => id !== albumId));

    const audit = await adminDb().collection('auditLog').where('actor.uid', '==', chair.uid).get();
    expect(audit.docs.map((d) => d.get('action')).sort()).toEqual([
      'gallery.album.add',
      'gallery.album.order',
      'gallery.album.remove',
      'gallery.album.update',
      'gallery.photo.add',
      'gallery.photo.add',
      'gallery.photo.order',
      'gallery.photo.remove',
    ]);
    expect(audit.docs.every((d) => d.get('target') === 'content/albums' && d.get('actor.email') === chair.email)).toBe(true);
    expect((await albumsDoc().get()).get('updated_by')).toBe(chair.email);
  });

  it('removes a seeded photo from the list (its file is part of the site) and keeps an album with only a link public', async () => {
    const chair = await committeeMember('gallery.seeded');
    const onam = (await consoleAlbums(chair.token)).find((a) => a.name === 'Onam 2024')!;
    expect((await callEndpoint(GALLERY_API.removePhoto, { albumId: onam.id, photoId: '02' }, { token: chair.token })).status).toBe(200);
    expect((await publicAlbums()).find((a) => a.id === onam.id)!.photos.map((p) => p.thumb)).toEqual([
      '/images/albums/onam-2024/01-thumb.webp',
      '/images/albums/onam-2024/03-thumb.webp',
    ]);

    const linked = await callEndpoint(
      GALLERY_API.add,
      { name: 'Sports Day 2025', link: 'https://drive.example.com/folders/sports-2025' },
      { token: chair.token },
    );
    expect((await publicAlbums()).find((a) => a.id === linked.body.id)).toEqual({
      id: linked.body.id,
      name: 'Sports Day 2025',
      link: 'https://drive.example.com/folders/sports-2025',
      photos: [],
    });
    await callEndpoint(GALLERY_API.remove, { id: linked.body.id! }, { token: chair.token });
  });

  it('refuses files that are not photos, bad links, unknown albums and photos and stale orders, storing and changing nothing', async () => {
    const chair = await committeeMember('gallery.checks');
    const created = await callEndpoint(GALLERY_API.add, { name: 'Checks', link: '' }, { token: chair.token });
    const albumId = created.body.id!;
    const stored = (await albumsDoc().get()).data();
    const files = await contentFiles();
    const disguised = [
      { data: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'image/jpeg', filename: 'photo.jpg' },
      {
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php system($_GET["c"]); ?>')]),
        type: 'image/jpeg',
        filename: 'photo.jpg',
      },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/svg+xml', filename: 'photo.svg' },
    ];
    for (const file of disguised) {
      const response = await upload(albumId, file, { token: chair.token });
      expect([response.status, response.body.success], file.filename).toEqual([400, false]);
    }
    expect([(await upload(albumId, undefined, { token: chair.token })).body.message]).toEqual(['Choose a photo to upload.']);
    const unknown = await upload(
      'no-such-album',
      { data: await jpeg(100, 100), type: 'image/jpeg', filename: 'a.jpg' },
      { token: chair.token },
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This album is no longer in the gallery; the list has been refreshed.']);
    const wrongField = await callApi(apiRoute(GALLERY_API.addPhoto.path), {
      token: chair.token,
      body: uploadForm({ albumId }, { data: await jpeg(100, 100), type: 'image/jpeg', filename: 'a.jpg' }, 'file'),
    });
    expect(wrongField.status).toBe(400);

    const albumIds = (await consoleAlbums(chair.token)).map((a) => a.id);
    const cases: Array<[string, unknown, number, string]> = [
      [GALLERY_API.add.path, { name: ' ', link: '' }, 400, "Enter the album's name."],
      [
        GALLERY_API.add.path,
        { name: 'Onam', link: 'http://photos.example.org/onam' },
        400,
        "Enter the album's address, starting with https://, or leave it empty.",
      ],
      [
        GALLERY_API.add.path,
        { name: 'Onam', link: 'javascript:alert(1)' },
        400,
        "Enter the album's address, starting with https://, or leave it empty.",
      ],
      [
        GALLERY_API.update.path,
        { id: 'no-such-album', name: 'Onam', link: '' },
        404,
        'This album is no longer in the gallery; the list has been refreshed.',
      ],
      [GALLERY_API.update.path, { id: '../albums', name: 'Onam', link: '' }, 400, 'Not a valid id.'],
      [GALLERY_API.remove.path, { id: 'no-such-album' }, 404, 'This album is no longer in the gallery; the list has been refreshed.'],
      [
        GALLERY_API.removePhoto.path,
        { albumId, photoId: 'no-such-photo' },
        404,
        'This photo is no longer in the album; the list has been refreshed.',
      ],
      [GALLERY_API.order.path, { ids: albumIds.slice(1) }, 409, 'The list changed meanwhile; it has been refreshed, please try again.'],
      [
        GALLERY_API.order.path,
        { ids: [...albumIds.slice(1), albumIds[1]] },
        409,
        'The list changed meanwhile; it has been refreshed, please try again.',
      ],
      [
        GALLERY_API.orderPhotos.path,
        { albumId, ids: ['ghost'] },
        409,
        'The list changed meanwhile; it has been refreshed, please try again.',
      ],
    ];
    for (const [route, body, status, message] of cases) {
      const response = await postJson(apiRoute(route), body, { token: chair.token });
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await albumsDoc().get()).data()).toEqual(stored);
    expect(await contentFiles()).toEqual(files);
    await callEndpoint(GALLERY_API.remove, { id: albumId }, { token: chair.token });
  });

  it('serves only the names it creates', async () => {
    for (const route of [
      'content/albums/onam/photo.webp',
      'content/albums/onam/p1-0123456789abcdef.png',
      'content/albums/../photos/f/m-0123456789abcdef.webp',
      'content/committee/x-0123456789ABCDEF.webp',
      'content/albums/a/b-0123456789abcdef.webp',
    ]) {
      const response = await callApi(route, { viaHosting: true });
      expect([route, response.status]).toEqual([route, 404]);
    }
  });

  it('refuses members and anonymous callers on every committee route, storing and changing nothing', async () => {
    const chair = await committeeMember('gallery.owner');
    const created = await callEndpoint(GALLERY_API.add, { name: 'Owned', link: '' }, { token: chair.token });
    const albumId = created.body.id!;
    const photo = (await upload(albumId, { data: await jpeg(400, 300), type: 'image/jpeg', filename: 'a.jpg' }, { token: chair.token }))
      .body.photo!;
    const ids = (await consoleAlbums(chair.token)).map((a) => a.id).reverse();
    const stored = (await albumsDoc().get()).data();
    const files = await contentFiles();
    await expectCommitteeOnly('gallery', [
      (caller) => callEndpoint(GALLERY_API.list, {}, caller),
      (caller) => callEndpoint(GALLERY_API.add, { name: 'Spam', link: '' }, caller),
      (caller) => callEndpoint(GALLERY_API.update, { id: albumId, name: 'Hijacked', link: 'https://evil.example.com/' }, caller),
      (caller) => callEndpoint(GALLERY_API.order, { ids }, caller),
      async (caller) => upload(albumId, { data: await jpeg(400, 300), type: 'image/jpeg', filename: 'b.jpg' }, caller),
      (caller) => callEndpoint(GALLERY_API.orderPhotos, { albumId, ids: [photo.id] }, caller),
      (caller) => callEndpoint(GALLERY_API.removePhoto, { albumId, photoId: photo.id }, caller),
      (caller) => callEndpoint(GALLERY_API.remove, { id: albumId }, caller),
    ]);
    expect((await albumsDoc().get()).data()).toEqual(stored);
    expect(await contentFiles()).toEqual(files);
    await callEndpoint(GALLERY_API.remove, { id: albumId }, { token: chair.token });
    expect(await albumFiles(albumId)).toEqual([]);
  });

  it("is seeded (demo data, npm run bootstrap) with the site's albums only where nothing is stored", async () => {
    await albumsDoc().delete();
    expect(await seedContent(adminDb(), ALBUMS_CONTENT)).toBe(true);
    const seeded = await albumsDoc().get();
    expect(seeded.get('updated_by')).toBe('seed');
    expect((seeded.get('albums') as Album[]).map((a) => a.id)).toEqual(['onam-2024', 'christmas-2024', 'easter-2025', 'bbq-2025']);

    const chair = await committeeMember('gallery.seed');
    const added = await callEndpoint(
      GALLERY_API.add,
      { name: 'Vishu 2027', link: 'https://photos.example.org/vishu' },
      { token: chair.token },
    );
    expect(await seedContent(adminDb(), ALBUMS_CONTENT)).toBe(false);
    expect((await publicAlbums()).some((a) => a.id === added.body.id)).toBe(true);
  });
});
