/**
 * The image palette's engine contract: what loading an image answers, and its typed errors. The page
 * translates the error codes; nothing here is a message.
 */
import type { ImageFormat, ImagePalette, RgbaPixels } from '../../core/index.ts';

/**
 * Why an image could not be loaded:
 * - 'not-image': the file is no image format the browser decodes (a text file, a PDF …);
 * - 'svg': an SVG, which a worker cannot decode (createImageBitmap takes no vector image there): rasterise it on
 *   the page (an <img> drawn on a canvas, then `loadImagePixels`) or refuse it;
 * - 'corrupt': an image format whose data does not decode (corrupt or truncated);
 * - 'empty': an empty file or an image of zero width or height;
 * - 'too-large': even the downsampled copy of a huge image could not be decoded or held (memory, canvas limits);
 * - 'unsupported': this context cannot decode images (no createImageBitmap, no canvas). The client handles it
 *   itself by decoding on the main thread, so the page only sees it where no canvas exists at all;
 * - 'cancelled': a later load started before this one finished, and replaced it.
 * A failed load keeps the image loaded before, if any.
 */
export type ImageLoadError = 'not-image' | 'svg' | 'corrupt' | 'empty' | 'too-large' | 'unsupported' | 'cancelled';

/** What the engine holds after a load. */
export type LoadedImageInfo = {
  /** Size of the pixels held: the file's, or the downsampled copy's. Markers and the eyedropper use these coordinates. */
  readonly width: number;
  readonly height: number;
  /** Size of the image in the file (as decoded, orientation applied). */
  readonly sourceWidth: number;
  readonly sourceHeight: number;
  /** True when the file was over IMAGE_MAX_PIXELS and a downsampled copy is held. */
  readonly downsampled: boolean;
  /** The file's size in megapixels (sourceWidth × sourceHeight / 10^6). */
  readonly megapixels: number;
  /** Pixels the palette analyses (at most IMAGE_SAMPLE_BUDGET). */
  readonly analysedPixels: number;
  /** The format sniffed from the file's bytes, null when unknown (or for pixels handed over directly). */
  readonly format: ImageFormat | null;
};

/** The answer of a load: the image's facts, or why it failed. */
export type ImageLoadResult = { readonly ok: true; readonly image: LoadedImageInfo } | { readonly ok: false; readonly error: ImageLoadError };

/** Stages a load reports (optional callback): the page shows progress once a load has taken 300 ms. */
export type ImageLoadStage = 'decoding' | 'analysing';

/**
 * What is known of pixels handed over (the page's own decoding, or the main-thread path): the file's size and
 * format, and whether the pixels are a downsampled copy (else: when the file's size differs from the pixels').
 */
export type ImagePixelsSource = {
  readonly sourceWidth?: number;
  readonly sourceHeight?: number;
  readonly format?: ImageFormat | null;
  readonly downsampled?: boolean;
};

/** An image's RGBA pixels recolored (straight alpha), with their size. */
export type RecoloredImage = { readonly rgba: Uint8ClampedArray; readonly width: number; readonly height: number };

/** An analysed image: palettes of any k from the cached histogram, quickly. */
export interface ImageAnalysis {
  readonly width: number;
  readonly height: number;
  /** Pixels analysed (the stratified sample, at most IMAGE_SAMPLE_BUDGET). */
  readonly analysedPixels: number;
  /** Returns the palette of k colours (clamped to 2–12), the same every time for the same pixels and k. */
  palette(k: number): ImagePalette;
}

export type { ImagePalette, RgbaPixels };
