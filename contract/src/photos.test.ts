import { describe, expect, it } from 'vitest';
import { isPhotoPath, photoThumbnailPath } from './photos.ts';

describe('isPhotoPath', () => {
  it('accepts the names the functions create', () => {
    expect(isPhotoPath('photos/Fam1_x-Y/Mem2-0a1b2c3d4e5f6789.webp')).toBe(true);
    expect(isPhotoPath('photos/f/m-1-thumb.webp')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of [
      'photos/../secret.webp',
      'photos/f/../../x.webp',
      'photos/f/m.png',
      'photos/f/sub/m.webp',
      '/photos/f/m.webp',
      'private/f/m.webp',
      'photos/f/m.webp?x=1',
      'photos//m.webp',
      'photos/f/.webp',
      'photos/f/m.webp/',
      'photos/f/m%2e.webp',
    ]) {
      expect(isPhotoPath(path), path).toBe(false);
    }
  });
});

describe('photoThumbnailPath', () => {
  it('names the thumbnail beside the photo', () => {
    expect(photoThumbnailPath('photos/f1/m1-abc.webp')).toBe('photos/f1/m1-abc-thumb.webp');
  });
});
