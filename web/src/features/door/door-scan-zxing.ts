import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Frames are read at most this wide or high: enough for a pass held up to the phone, and quick. */
const MAX_FRAME_PX = 800;

/**
 * zxing-wasm's QR reader, with its WebAssembly from this site (the build's own copy, not the
 * library's default CDN), fetched and compiled now so that scanning later needs no signal.
 */
export async function zxingDecoder(): Promise<{ decode(video: HTMLVideoElement): Promise<string[]> }> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async decode(video) {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || width === 0 || height === 0) return [];
      const scale = Math.min(1, MAX_FRAME_PX / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const results = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
      return results.filter((result) => result.isValid).map((result) => result.text);
    },
  };
}
