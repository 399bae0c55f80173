import { describe, expect, it, vi } from 'vitest';
import { testFile } from '../test/test-files.ts';
import { downscaleImage } from './downscale-image.ts';

interface FakeCanvasLog {
  size?: [number, number];
  drawn?: [number, number];
  requested: string[];
}

/** An OffscreenCanvas stand-in that records what was drawn and encodes to the given types. */
function stubCanvas(log: FakeCanvasLog, encodable: string[], encodedBytes = 1000) {
  class FakeOffscreenCanvas {
    constructor(width: number, height: number) {
      log.size = [width, height];
    }
    getContext() {
      return {
        imageSmoothingQuality: 'low',
        drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => {
          log.drawn = [w, h];
        },
      };
    }
    async convertToBlob({ type }: { type: string }) {
      log.requested.push(type);
      // Like browsers: an unsupported type gives PNG.
      const produced = encodable.includes(type) ? type : 'image/png';
      return new Blob([new Uint8Array(encodedBytes)], { type: produced });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
}

function stubBitmap(width: number, height: number) {
  const close = vi.fn();
  const create = vi.fn(async () => ({ width, height, close }));
  vi.stubGlobal('createImageBitmap', create);
  return { create, close };
}

const photo = (bytes: number, type = 'image/jpeg', name = 'holiday.JPG') => testFile(name, { bytes, type });

describe('downscaleImage', () => {
  it('returns a non-image file untouched without decoding it', async () => {
    const { create } = stubBitmap(4000, 3000);
    const file = testFile('notes.txt');
    expect(await downscaleImage(file)).toBe(file);
    expect(create).not.toHaveBeenCalled();
  });

  it('returns the original when the browser has no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = photo(2_000_000);
    expect(await downscaleImage(file)).toBe(file);
  });

  it('returns the original when the image cannot be decoded', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
    );
    const file = photo(2_000_000, 'image/heic', 'IMG_1.HEIC');
    expect(await downscaleImage(file)).toBe(file);
  });

  it('scales a large landscape photo to 1200 px wide as WebP, keeping the aspect ratio', async () => {
    const log: FakeCanvasLog = { requested: [] };
    stubCanvas(log, ['image/webp', 'image/jpeg']);
    const { close } = stubBitmap(4000, 3000);
    const result = await downscaleImage(photo(3_000_000));
    expect(log.size).toEqual([1200, 900]);
    expect(log.drawn).toEqual([1200, 900]);
    expect(result.type).toBe('image/webp');
    expect(result.name).toBe('holiday.webp');
    expect(result.size).toBe(1000);
    expect(close).toHaveBeenCalled();
  });

  it('scales a tall portrait photo by its height', async () => {
    const log: FakeCanvasLog = { requested: [] };
    stubCanvas(log, ['image/webp']);
    stubBitmap(1000, 3000);
    await downscaleImage(photo(3_000_000));
    expect(log.drawn).toEqual([400, 1200]);
  });

  it('falls back to JPEG where WebP cannot be encoded', async () => {
    const log: FakeCanvasLog = { requested: [] };
    stubCanvas(log, ['image/jpeg']);
    stubBitmap(2400, 2400);
    const result = await downscaleImage(photo(3_000_000, 'image/png', 'scan.png'));
    expect(log.requested).toEqual(['image/webp', 'image/jpeg']);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('scan.jpg');
  });

  it('returns the original when neither WebP nor JPEG can be encoded', async () => {
    stubCanvas({ requested: [] }, []);
    stubBitmap(2400, 2400);
    const file = photo(3_000_000);
    expect(await downscaleImage(file)).toBe(file);
  });

  it('returns the original when encoding throws', async () => {
    class BrokenCanvas {
      getContext() {
        return { drawImage() {} };
      }
      convertToBlob(): Promise<Blob> {
        return Promise.reject(new Error('out of memory'));
      }
    }
    vi.stubGlobal('OffscreenCanvas', BrokenCanvas);
    stubBitmap(4000, 3000);
    const file = photo(3_000_000);
    expect(await downscaleImage(file)).toBe(file);
  });

  it('sends a small image that already fits as it is', async () => {
    const log: FakeCanvasLog = { requested: [] };
    stubCanvas(log, ['image/webp']);
    stubBitmap(800, 600);
    const file = photo(100_000);
    expect(await downscaleImage(file)).toBe(file);
    expect(log.requested).toEqual([]);
  });

  it('re-encodes a heavy image that fits, but only when that makes it smaller', async () => {
    stubCanvas({ requested: [] }, ['image/webp'], 50_000);
    stubBitmap(1000, 800);
    const heavy = photo(900_000, 'image/png', 'big.png');
    const smaller = await downscaleImage(heavy);
    expect(smaller).not.toBe(heavy);
    expect(smaller.size).toBe(50_000);

    stubCanvas({ requested: [] }, ['image/webp'], 2_000_000);
    expect(await downscaleImage(heavy)).toBe(heavy);
  });

  it('honours a custom maximum dimension', async () => {
    const log: FakeCanvasLog = { requested: [] };
    stubCanvas(log, ['image/webp']);
    stubBitmap(1000, 500);
    await downscaleImage(photo(3_000_000), { maxDimension: 200 });
    expect(log.drawn).toEqual([200, 100]);
  });
});
