import { describe, expect, it } from 'vitest';
import { isContentImageRoute } from './handlers/content-image-route.ts';
import { newAlbumPhotoPath, newExecutivePhotoPath } from './content-images.ts';

describe('content image names', () => {
  it('serves exactly the names it creates, and their thumbnails', () => {
    const album = newAlbumPhotoPath('onam-2026', 'p1');
    const portrait = newExecutivePhotoPath('member-01');
    expect(album).toMatch(/^content\/albums\/onam-2026\/p1-[0-9a-f]{16}\.webp$/);
    expect(portrait).toMatch(/^content\/committee\/member-01-[0-9a-f]{16}\.webp$/);
    for (const path of [album, portrait]) {
      expect(isContentImageRoute(path)).toBe(true);
      expect(isContentImageRoute(path.replace(/\.webp$/, '-thumb.webp'))).toBe(true);
    }
    expect(newAlbumPhotoPath('a', 'p')).not.toBe(newAlbumPhotoPath('a', 'p'));
  });

  it.each([
    'content/albums.json',
    'content/albums/onam/p1.webp',
    'content/albums/onam/p1-0123456789abcdef.png',
    'content/albums/onam/p1-0123456789ABCDEF.webp',
    'content/albums/../photos/p1-0123456789abcdef.webp',
    'content/albums/a/b/c-0123456789abcdef.webp',
    'content/committee/a/b-0123456789abcdef.webp',
    'photos/f1/m1-0123456789abcdef.webp',
    'content/videos-0123456789abcdef.webp',
  ])('refuses %s', (route) => {
    expect(isContentImageRoute(route)).toBe(false);
  });
});
