import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/*
 * Test images, real enough for the server's image processing to decode: a JPEG (by sharp) and a
 * PNG (written here, so a browser test can make one without waiting).
 */

/** A JPEG of one colour. */
export const jpeg = (width = 1200, height = 900, colour = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A JPEG upload as the API tests send it. */
export async function photo(filename = 'photo.jpg', width = 1200, height = 900) {
  return { data: await jpeg(width, height), type: 'image/jpeg', filename };
}

/** A PNG of one colour. */
export function solidPng(width = 300, height = 300, rgb: [number, number, number] = [41, 128, 185]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
