import sharp from 'sharp';
import { prng } from './prng.ts';

/** A small JPEG (a gradient with seeded speckles), the same bytes on every run for one seed. */
export async function benchJpeg(seed: number, width = 320, height = 240): Promise<Buffer> {
  const random = prng(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const speckle = random() < 0.02 ? 60 : 0;
      pixels[i] = Math.min(255, Math.round((x / width) * 255) + speckle);
      pixels[i + 1] = Math.min(255, Math.round((y / height) * 255) + speckle);
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
