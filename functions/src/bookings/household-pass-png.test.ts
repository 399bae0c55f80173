import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bitmapPng, householdPassPng } from './household-pass-png.ts';

/** The PNG's pixels as sharp reads them: one grey byte each. */
async function greys(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('household pass PNG', () => {
  it('is a PNG any decoder reads, each module a square of black or white pixels', async () => {
    const rows = [
      [true, false, true],
      [false, true, false],
      [true, true, false],
    ];
    const { data, width, height } = await greys(bitmapPng(rows, 3));
    expect([width, height]).toEqual([9, 9]);
    for (let y = 0; y < 9; y += 1) {
      for (let x = 0; x < 9; x += 1) expect(data[y * 9 + x], `${x},${y}`).toBe(rows[Math.floor(y / 3)]![Math.floor(x / 3)] ? 0 : 255);
    }
  });

  it('draws a QR code with its quiet zone, about 300 px across for a pass', async () => {
    const { png, size } = householdPassPng('EDMA1:onam-2027:XyZ0aBcD1234efGH5678');
    const { data, width } = await greys(png);
    expect(width).toBe(size);
    expect(size).toBeGreaterThanOrEqual(200);
    expect(size).toBeLessThanOrEqual(400);
    // The quiet zone (4 modules of 8 px) is white; the finder pattern's corner just inside it is black.
    expect(data[0]).toBe(255);
    expect(data[31 * width + 31]).toBe(255);
    expect(data[32 * width + 32]).toBe(0);
    // Small enough to store with the email and send to every member of the family.
    expect(png.length).toBeLessThan(2000);
  });
});
