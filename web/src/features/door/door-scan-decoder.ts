/**
 * Reads QR codes from the camera's picture: the browser's own BarcodeDetector where it has one for
 * QR codes (Chrome on Android), else zxing-wasm (iPhones, Firefox), loaded only then.
 */

export interface QrDecoder {
  /** The texts of the QR codes in the video's current frame (none: nothing readable yet). */
  decode(video: HTMLVideoElement): Promise<string[]>;
}

/** What the door needs of the Barcode Detection API, which TypeScript's DOM types do not carry. */
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats?(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats?.().catch((): string[] => []);
  if (!formats?.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return { decode: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}

let loading: Promise<QrDecoder> | null = null;

/**
 * The decoder, loaded once per page: the door screen asks for it when it opens (while there is
 * signal), so scanning later works without it. A failed load is tried again on the next call.
 */
export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= (async () => (await nativeDecoder()) ?? (await import('./door-scan-zxing.ts')).zxingDecoder())().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
