import { afterEach, describe, expect, it, vi } from 'vitest';

// The fallback decoder (zxing-wasm and its WebAssembly) stands in here; it is decoded for real in the booking email's scan test.
const zxing = vi.hoisted(() => ({ decoder: { decode: vi.fn(async () => ['from zxing']) }, made: vi.fn() }));
vi.mock('./door-scan-zxing.ts', () => ({
  zxingDecoder: async () => {
    zxing.made();
    return zxing.decoder;
  },
}));

/** The module afresh: it keeps its decoder for the page's lifetime. */
const load = async () => (await import('./door-scan-decoder.ts')).loadQrDecoder();
const video = document.createElement('video');

afterEach(() => {
  vi.resetModules();
  zxing.made.mockReset();
});

function stubDetector(formats: string[]) {
  const detect = vi.fn(async () => [{ rawValue: 'EDMA1:onam:fam-nair' }]);
  const made = vi.fn();
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => formats;
      constructor(options: { formats: string[] }) {
        made(options);
      }
      detect = detect;
    },
  );
  return { detect, made };
}

describe('loadQrDecoder', () => {
  it("uses the browser's BarcodeDetector for QR codes where it has one, without loading zxing-wasm", async () => {
    const native = stubDetector(['ean_13', 'qr_code']);
    const decoder = await load();
    expect(await decoder.decode(video)).toEqual(['EDMA1:onam:fam-nair']);
    expect(native.made).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(native.detect).toHaveBeenCalledWith(video);
    expect(zxing.made).not.toHaveBeenCalled();
  });

  it('loads zxing-wasm where the browser has no BarcodeDetector, or one without QR codes', async () => {
    expect(await (await load()).decode(video)).toEqual(['from zxing']);
    vi.resetModules();
    stubDetector(['ean_13']);
    expect(await (await load()).decode(video)).toEqual(['from zxing']);
    expect(zxing.made).toHaveBeenCalledTimes(2);
  });

  it('loads once per page, and again after a failed load', async () => {
    const { loadQrDecoder } = await import('./door-scan-decoder.ts');
    zxing.made.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    await expect(loadQrDecoder()).rejects.toThrow('offline');
    const first = await loadQrDecoder();
    expect(await loadQrDecoder()).toBe(first);
    expect(zxing.made).toHaveBeenCalledTimes(2);
  });
});
