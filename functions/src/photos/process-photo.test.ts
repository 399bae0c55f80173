import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { processPhoto } from './process-photo.ts';
import { httpStatusOf } from '../http/refusal-status.ts';

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6' } });

async function refusal(data: Buffer): Promise<DomainError> {
  try {
    await processPhoto(data);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('processPhoto', () => {
  it('re-encodes a large photo as a resized WebP and a square thumbnail', async () => {
    const { photo, thumb } = await processPhoto(await image(3000, 2000).jpeg().toBuffer());
    const photoMeta = await sharp(photo).metadata();
    const thumbMeta = await sharp(thumb).metadata();
    expect(photoMeta).toMatchObject({ format: 'webp', width: 800, height: 533 });
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 200, height: 200 });
  });

  it('never enlarges a small photo', async () => {
    const { photo } = await processPhoto(await image(120, 90).png().toBuffer());
    expect(await sharp(photo).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it('drops metadata such as EXIF location and applies the orientation', async () => {
    const withExif = await image(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).orientation).toBe(6);
    expect(withExif.includes(Buffer.from('secret-owner'))).toBe(true);
    const { photo } = await processPhoto(withExif);
    const meta = await sharp(photo).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.includes(Buffer.from('secret-owner'))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored photo is upright, so portrait.
    expect(meta).toMatchObject({ width: 200, height: 400 });
  });

  it('accepts GIF and WebP', async () => {
    await expect(processPhoto(await image(10, 10).gif().toBuffer())).resolves.toBeDefined();
    await expect(processPhoto(await image(10, 10).webp().toBuffer())).resolves.toBeDefined();
  });

  it('refuses text that claims to be an image', async () => {
    expect(httpStatusOf(await refusal(Buffer.from('hello, I am a JPEG')))).toBe(400);
  });

  it('refuses an SVG', async () => {
    expect(httpStatusOf(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')))).toBe(400);
  });

  it('refuses a truncated image that has the right signature', async () => {
    const jpeg = await image(400, 400).jpeg().toBuffer();
    expect(httpStatusOf(await refusal(jpeg.subarray(0, 200)))).toBe(400);
  });

  it('refuses a JPEG signature in front of something else', async () => {
    const png = await image(10, 10).png().toBuffer();
    expect(httpStatusOf(await refusal(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png])))).toBe(400);
  });
});
