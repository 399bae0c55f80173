import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarPhotos, avatarSvg } from './avatar.mjs';

describe('demo avatars', () => {
  it('are WebP photos with a 200 px thumbnail', async () => {
    const { photo, thumb } = await avatarPhotos(1);
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
  });

  it('differ by seed and repeat for the same seed', () => {
    expect(avatarSvg(1)).toBe(avatarSvg(1));
    expect(avatarSvg(1)).not.toBe(avatarSvg(2));
  });
});
