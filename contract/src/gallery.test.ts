import { describe, expect, it } from 'vitest';
import { albumInputSchema, albumPhotoAlt, ALBUMS_SEED, isShownAlbum, siteImageSchema } from './gallery.ts';

describe('gallery contract', () => {
  it('takes an https album link or none, nothing else', () => {
    expect(albumInputSchema.parse({ name: ' BBQ 2025 ', link: ' https://photos.example.org/bbq ' })).toEqual({
      name: 'BBQ 2025',
      link: 'https://photos.example.org/bbq',
    });
    expect(albumInputSchema.parse({ name: 'BBQ 2025' })).toEqual({ name: 'BBQ 2025', link: '' });
    for (const link of [
      'http://photos.example.org/bbq',
      'javascript:alert(1)',
      'https://user:pw@example.org/',
      'https://localhost/',
      'photos.example.org',
    ]) {
      expect(albumInputSchema.safeParse({ name: 'BBQ', link }).success, link).toBe(false);
    }
  });

  it("accepts only the site's own images", () => {
    expect(siteImageSchema.safeParse('/images/albums/bbq-2025/01-full.webp').success).toBe(true);
    expect(siteImageSchema.safeParse('/api/content/albums/a1/p1-0123456789abcdef.webp').success).toBe(true);
    for (const url of [
      'https://evil.example.com/x.webp',
      '//evil.example.com/x.webp',
      '/images/../api/x.webp',
      '/api/photos/f/m.webp',
      '/images/x.svg',
    ]) {
      expect(siteImageSchema.safeParse(url).success, url).toBe(false);
    }
  });

  it('names each photo by its place, and hides albums with neither photos nor a link', () => {
    const bbq = ALBUMS_SEED[3]!;
    expect(albumPhotoAlt(bbq, 2)).toBe('BBQ 2025 photo 3 of 16');
    expect(isShownAlbum(bbq)).toBe(true);
    expect(isShownAlbum({ photos: [], link: '' })).toBe(false);
    expect(isShownAlbum({ photos: [], link: 'https://photos.example.org/x' })).toBe(true);
  });
});
