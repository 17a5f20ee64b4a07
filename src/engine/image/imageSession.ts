/**
 * The loaded image: its full-resolution pixels (for markers, the eyedropper and the loupe) and its analysis
 * (for palettes of any k). The worker holds one; so does the client when the engine runs on the main thread.
 */
import { pixelCode, pixelsAround, shrinkPixels, type ImagePalette } from '../../core/index.ts';
import { imageGradient, type ImageGradient, type ImageGradientRequest } from '../../core/gradient/image/imageGradient.ts';
import type { ImageGrid } from '../../core/gradient/image/imageGrid.ts';
import { RECOLOR_PREVIEW_PIXELS, type ColorShift } from '../../core/recolor/transferLut.ts';
import type { ColorEngine } from '../types.ts';
import type { ImageAnalysis, ImageLoadResult, ImagePixelsSource, LoadedImageInfo, RecoloredImage } from './imageTypes.ts';

/** One loaded image (see the file comment). */
export class ImageSession {
  readonly info: LoadedImageInfo;
  private readonly analysis: ImageAnalysis;
  /** The grid gradients read (one pass over the pixels, on the first gradient asked of this image). */
  private grid: ImageGrid | null = null;
  /** The copy recolorings preview on (at most RECOLOR_PREVIEW_PIXELS; made on the first preview asked of this image). */
  private preview: RecoloredImage | null = null;

  /** Analyses the pixels with `engine`; throws a RangeError when the buffer does not fit the size. */
  constructor(
    private readonly engine: ColorEngine,
    private readonly rgba: Uint8ClampedArray,
    private readonly width: number,
    private readonly height: number,
    source: ImagePixelsSource = {},
  ) {
    this.analysis = engine.analyseImage(rgba, width, height);
    const sourceWidth = source.sourceWidth ?? width;
    const sourceHeight = source.sourceHeight ?? height;
    this.info = {
      width,
      height,
      sourceWidth,
      sourceHeight,
      downsampled: source.downsampled ?? (sourceWidth !== width || sourceHeight !== height),
      megapixels: (sourceWidth * sourceHeight) / 1e6,
      analysedPixels: this.analysis.analysedPixels,
      format: source.format ?? null,
    };
  }

  /** Returns the palette of k colours (2–12). */
  palette(k: number): ImagePalette {
    return this.analysis.palette(k);
  }

  /** Returns '#rrggbb' of the full-resolution pixel (x, y), or null outside the image or where it is transparent. */
  pixelAt(x: number, y: number): string | null {
    return pixelCode(this.rgba, this.width, this.height, x, y);
  }

  /** Returns the gradient along a drawn path or the direction found automatically (see src/core/gradient/image/imageGradient.ts). */
  gradient(request: ImageGradientRequest): ImageGradient | null {
    this.grid ??= this.engine.imageGrid(this.rgba, this.width, this.height);
    return imageGradient(this.grid, this.width, this.height, request);
  }

  /**
   * Returns the image recolored by a palette transfer (ColorEngine.transferPalette): its preview copy, shrunk to at
   * most RECOLOR_PREVIEW_PIXELS, or with `full` every pixel held.
   */
  recolor(shifts: readonly ColorShift[], full: boolean): RecoloredImage {
    const source = full ? { rgba: this.rgba, width: this.width, height: this.height } : (this.preview ??= shrinkPixels(this.rgba, this.width, this.height, RECOLOR_PREVIEW_PIXELS));
    const { rgba, width, height } = source;
    return { rgba: this.engine.transferPalette(rgba, shifts), width, height };
  }

  /** Returns the (2·radius + 1)² RGBA pixels around (x, y), transparent outside the image (radius 0–64). */
  pixelsAround(x: number, y: number, radius: number): Uint8ClampedArray {
    return pixelsAround(this.rgba, this.width, this.height, x, y, radius);
  }
}

/** Returns a session over pixels, or the 'empty' error for a zero-size image. Throws a RangeError when the buffer does not fit. */
export function openImageSession(
  engine: ColorEngine,
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  source?: ImagePixelsSource,
): { session: ImageSession | null; result: ImageLoadResult } {
  if (width === 0 || height === 0) return { session: null, result: { ok: false, error: 'empty' } };
  const session = new ImageSession(engine, rgba, width, height, source);
  return { session, result: { ok: true, image: session.info } };
}
