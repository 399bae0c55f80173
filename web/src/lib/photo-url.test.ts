import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PHOTO, photoUrl } from './photo-url.ts';

describe('photoUrl', () => {
  it('serves a stored photo under /api/', () => {
    expect(photoUrl('photos/fam1/abc.webp')).toBe('/api/photos/fam1/abc.webp');
  });

  it('does not double the slash when the path starts with one', () => {
    expect(photoUrl('/photos/fam1/abc.webp')).toBe('/api/photos/fam1/abc.webp');
  });

  it('falls back to the placeholder without a photo', () => {
    expect(photoUrl(null)).toBe(PLACEHOLDER_PHOTO);
    expect(photoUrl(undefined)).toBe(PLACEHOLDER_PHOTO);
    expect(photoUrl('  ')).toBe(PLACEHOLDER_PHOTO);
  });
});
