/**
 * Decoding an image file to RGBA pixels with the browser's decoders: `createImageBitmap` (first frame of a GIF,
 * EXIF orientation applied, alpha not premultiplied) drawn on an OffscreenCanvas, or on a <canvas> on the main
 * thread where a worker has no OffscreenCanvas. The file is sniffed first (src/core/image/sniff.ts), so a file
 * that is not an image, an SVG or an empty image is told apart before any decoding, and an image over
 * IMAGE_MAX_PIXELS is decoded straight to a downsampled size when its header gives its size (else decoded, then
 * drawn smaller); where the browser refuses a canvas that large, it is drawn again within SAFE_CANVAS_PIXELS. Every
 * failure is an ImageLoadError code, never a thrown message.
 */
import { IMAGE_MAX_PIXELS, SNIFF_BYTES, sniffImage, type ImageFormat } from '../../core/index.ts';
import type { ImageLoadError } from './imageTypes.ts';

/** Decoded pixels and what is known of the file. */
export type DecodedImage = {
  readonly ok: true;
  readonly rgba: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
  readonly sourceWidth: number;
  readonly sourceHeight: number;
  readonly downsampled: boolean;
  readonly format: ImageFormat | null;
};

/** The answer of `decodeImageBlob`. */
export type DecodeResult = DecodedImage | { readonly ok: false; readonly error: ImageLoadError };

const fail = (error: ImageLoadError): DecodeResult => ({ ok: false, error });

/** Returns true when this context can decode (createImageBitmap, and an OffscreenCanvas or a document). */
export function canDecodeImages(): boolean {
  return typeof createImageBitmap === 'function' && (typeof OffscreenCanvas === 'function' || typeof document !== 'undefined');
}

/**
 * The canvas area every browser allows (4096 × 4096: iOS Safari's limit): when a canvas of the full size cannot be
 * had, the image is drawn again at this size (downsampled) before giving up with 'too-large'.
 */
export const SAFE_CANVAS_PIXELS = 16_777_216;

/** Returns a size of the same shape within `limit` pixels (IMAGE_MAX_PIXELS by default; each side at least 1). */
export function fitPixels(width: number, height: number, limit = IMAGE_MAX_PIXELS): { width: number; height: number } {
  if (width * height <= limit) return { width, height };
  const scale = Math.sqrt(limit / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** Returns the pixels of the bitmap drawn at the size, or null when the canvas cannot be had (memory, canvas limits). */
function drawPixels(bitmap: ImageBitmap, width: number, height: number): Uint8ClampedArray | null {
  try {
    const context = context2d(width, height);
    if (context === null) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  } catch {
    return null;
  }
}

/** Returns the 2D context of a new canvas of the size, willReadFrequently (a CPU-backed canvas); null when none. */
function context2d(width: number, height: number): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null {
  const options: CanvasRenderingContext2DSettings = { willReadFrequently: true };
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height).getContext('2d', options) as OffscreenCanvasRenderingContext2D | null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d', options);
}

/** Returns the pixels of an image file, or why it cannot be decoded (see the file comment). */
export async function decodeImageBlob(blob: Blob): Promise<DecodeResult> {
  if (blob.size === 0) return fail('empty');
  const sniffed = sniffImage(new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (sniffed?.format === 'svg' || (sniffed === null && blob.type === 'image/svg+xml')) return fail('svg');
  // An unknown signature with an image type may still be a format this browser decodes (HEIC on Safari …).
  if (sniffed === null && !blob.type.startsWith('image/')) return fail('not-image');
  if (sniffed !== null && (sniffed.width === 0 || sniffed.height === 0)) return fail('empty');
  if (!canDecodeImages()) return fail('unsupported');
  const headerSize = sniffed?.width != null && sniffed.height != null ? { width: sniffed.width, height: sniffed.height } : null;
  const overByHeader = headerSize !== null && headerSize.width * headerSize.height > IMAGE_MAX_PIXELS;
  let bitmap: ImageBitmap;
  try {
    const options: ImageBitmapOptions = { premultiplyAlpha: 'none', colorSpaceConversion: 'default', imageOrientation: 'from-image' };
    // Only the width: the height follows the image's shape, so an EXIF rotation cannot distort it.
    if (overByHeader) Object.assign(options, { resizeWidth: fitPixels(headerSize.width, headerSize.height).width, resizeQuality: 'medium' });
    bitmap = await createImageBitmap(blob, options);
  } catch {
    return fail(sniffed === null ? 'not-image' : overByHeader ? 'too-large' : 'corrupt');
  }
  try {
    if (bitmap.width === 0 || bitmap.height === 0) return fail('empty');
    const source = overByHeader && headerSize !== null ? headerSize : { width: bitmap.width, height: bitmap.height };
    for (const limit of [IMAGE_MAX_PIXELS, SAFE_CANVAS_PIXELS]) {
      const { width, height } = fitPixels(bitmap.width, bitmap.height, limit);
      const rgba = drawPixels(bitmap, width, height);
      if (rgba === null) continue;
      const downsampled = overByHeader || width !== bitmap.width;
      return { ok: true, rgba, width, height, sourceWidth: source.width, sourceHeight: source.height, downsampled, format: sniffed?.format ?? null };
    }
    return fail('too-large');
  } finally {
    bitmap.close();
  }
}
