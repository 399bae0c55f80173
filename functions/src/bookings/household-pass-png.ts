import { crc32, deflateSync } from 'node:zlib';
import { encode } from 'uqr';

/*
 * The household pass as a PNG for the booking emails. Written here, synchronously, because the
 * emails are made inside the booking's transaction; a QR code is black and white squares, which a
 * few lines of PNG encode exactly (sharp, which the photos use, only works asynchronously).
 */

/** Pixels per QR module: about 300 px across for a short pass, sharp on a phone's screen at 200 CSS px. */
const MODULE_PX = 8;
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1-bit greyscale PNG of `rows` (true: black), each module `scale` pixels square. */
export function bitmapPng(rows: readonly (readonly boolean[])[], scale: number): Buffer {
  const size = rows.length * scale;
  const rowBytes = Math.ceil(size / 8);
  // Each scanline: filter type 0, then 8 pixels a byte, most significant first; 1 is white.
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const line = y * (rowBytes + 1);
    const row = rows[Math.floor(y / scale)]!;
    for (let x = 0; x < size; x += 1) {
      if (!row[Math.floor(x / scale)]) raw[line + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The QR code of a household pass's text as a PNG, and its width in pixels. */
export function householdPassPng(text: string): { png: Buffer; size: number } {
  // M: a pass printed or shown on a cracked screen still reads.
  const qr = encode(text, { ecc: 'M', border: QUIET_ZONE });
  return { png: bitmapPng(qr.data, MODULE_PX), size: qr.size * MODULE_PX };
}
