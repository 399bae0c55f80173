/** Longest side, in pixels, of a photo after downscaling. */
export const MAX_PHOTO_DIMENSION = 1200;
const QUALITY = 0.85;
/** Images already within the size limit and this small are sent as they are. */
const SMALL_FILE_BYTES = 400 * 1024;

export interface DownscaleOptions {
  maxDimension?: number;
  quality?: number;
}

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function createCanvas(
  width: number,
  height: number,
): {
  context: Context2d | null;
  encode: (type: string, quality: number) => Promise<Blob | null>;
} {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return { context: canvas.getContext('2d'), encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  };
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${extension}`;
}

/**
 * Shrinks a photo so its longest side is at most `maxDimension` pixels and re-encodes it as WebP
 * (JPEG where the browser cannot encode WebP). Anything that cannot be decoded or encoded here
 * (no canvas, an unsupported format, a non-image) is returned unchanged: the upload still works,
 * it is only bigger.
 */
export async function downscaleImage(file: File, options: DownscaleOptions = {}): Promise<File> {
  const maxDimension = options.maxDimension ?? MAX_PHOTO_DIMENSION;
  const quality = options.quality ?? QUALITY;
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = bitmap;
    if (!width || !height) return file;
    const scale = Math.min(1, maxDimension / Math.max(width, height));
    if (scale === 1 && file.size <= SMALL_FILE_BYTES) return file;

    const targetWidth = Math.max(1, Math.round(width * scale));
    const targetHeight = Math.max(1, Math.round(height * scale));
    const { context, encode } = createCanvas(targetWidth, targetHeight);
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, targetWidth, targetHeight);

    // Browsers that cannot encode a type silently return PNG instead, so check what came back.
    let blob = await encode('image/webp', quality);
    if (!blob || blob.type !== 'image/webp') blob = await encode('image/jpeg', quality);
    if (!blob || (blob.type !== 'image/jpeg' && blob.type !== 'image/webp')) return file;
    // Re-encoding a small image can make it bigger; then the original is the better upload.
    if (scale === 1 && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close?.();
  }
}
