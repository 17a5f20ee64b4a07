/**
 * The image session's host: holds the loaded image (ImageSession) and answers the image calls, in the worker
 * (worker.ts) and on the main thread when the worker cannot start (mainThreadClient.ts). The one place of the rule
 * "a later load cancels an earlier one": every load and `closeImage` takes the next number, and a load that
 * finishes when its number is no longer the last answers 'cancelled' and installs nothing.
 */
import type { ImagePalette } from '../../core/index.ts';
import type { ImageGradient, ImageGradientRequest } from '../../core/gradient/image/imageGradient.ts';
import type { ColorEngine } from '../types.ts';
import { decodeImageBlob, type DecodeResult } from './decode.ts';
import { openImageSession, type ImageSession } from './imageSession.ts';
import type { ColorShift } from '../../core/recolor/transferLut.ts';
import type { ImageLoadResult, ImageLoadStage, ImagePixelsSource, RecoloredImage } from './imageTypes.ts';

/** Hears a load's stages; across comlink a proxy, whose answer (a promise) is not waited for. */
export type StageListener = (stage: ImageLoadStage) => unknown;

/** Decodes a file elsewhere (the page, where this worker has no OffscreenCanvas); across comlink a proxy. */
export type DecodeElsewhere = (blob: Blob) => Promise<DecodeResult>;

/** The image calls, as the worker exposes them (every answer a promise). */
export type ImageHost = {
  /**
   * Decodes an image file here and analyses it (see ImageLoadResult; a failure keeps the image loaded before).
   * `onStage` hears 'decoding' then 'analysing'. Where this context cannot decode ('unsupported'), `decodeElsewhere`
   * decodes it, still under this load's number (so a later load cancels it too).
   */
  loadImage(blob: Blob, onStage?: StageListener, decodeElsewhere?: DecodeElsewhere): Promise<ImageLoadResult>;
  /** Takes pixels decoded elsewhere (kept, not copied) and analyses them like `loadImage`. */
  loadImagePixels(rgba: Uint8ClampedArray, width: number, height: number, source?: ImagePixelsSource): Promise<ImageLoadResult>;
  /** The loaded image's palette of k colours (2–12 for the tool, up to 100) from its cached histogram; null with no image. */
  imagePalette(k: number): Promise<ImagePalette | null>;
  /** '#rrggbb' of the loaded image's full-resolution pixel (x, y); null outside it, where transparent, or with no image. */
  pixelAt(x: number, y: number): Promise<string | null>;
  /** The (2·radius + 1)² RGBA pixels around (x, y) for the loupe; transparent outside the image, empty with no image. */
  pixelsAround(x: number, y: number, radius: number): Promise<Uint8ClampedArray>;
  /** A linear gradient taken from the loaded image, along a drawn path or found automatically; null with no image or nothing opaque on the way. */
  imageGradient(request: ImageGradientRequest): Promise<ImageGradient | null>;
  /**
   * The loaded image recolored by a palette transfer (the groups' OKLab moves): its preview copy (at most
   * RECOLOR_PREVIEW_PIXELS), or with `full` every pixel; null with no image. Throws a RangeError over RECOLOR_MAX_SHIFTS groups.
   */
  recolorImage(shifts: readonly ColorShift[], full: boolean): Promise<RecoloredImage | null>;
  /** The loaded image recolored at full size and encoded as a PNG file (fast-png: straight alpha, every byte as computed); null with no image. */
  recolorImagePng(shifts: readonly ColorShift[]): Promise<Uint8Array | null>;
  /** Forgets the loaded image (its memory can go) and cancels a load under way. */
  closeImage(): Promise<void>;
};

const cancelled: ImageLoadResult = { ok: false, error: 'cancelled' };

/** Returns an image host analysing with the engine `engine()` gives (awaited on each load). */
export function createImageHost(engine: () => Promise<ColorEngine>): ImageHost {
  let image: ImageSession | null = null;
  let loads = 0;

  /** Analyses pixels and makes them the loaded image unless a later load started meanwhile. */
  async function install(
    token: number,
    rgba: Uint8ClampedArray,
    width: number,
    height: number,
    source: ImagePixelsSource,
    onStage?: StageListener,
  ): Promise<ImageLoadResult> {
    void onStage?.('analysing');
    const opened = openImageSession(await engine(), rgba, width, height, source);
    if (token !== loads) return cancelled;
    if (opened.session !== null) image = opened.session;
    return opened.result;
  }

  return {
    async loadImage(blob, onStage, decodeElsewhere) {
      const token = ++loads;
      void onStage?.('decoding');
      let decoded = await decodeImageBlob(blob);
      if (!decoded.ok && decoded.error === 'unsupported' && decodeElsewhere !== undefined) decoded = await decodeElsewhere(blob);
      if (!decoded.ok) return decoded;
      if (token !== loads) return cancelled;
      const { rgba, width, height, sourceWidth, sourceHeight, format, downsampled } = decoded;
      return install(token, rgba, width, height, { sourceWidth, sourceHeight, format, downsampled }, onStage);
    },
    async loadImagePixels(rgba, width, height, source = {}) {
      return install(++loads, rgba, width, height, source);
    },
    async imagePalette(k) {
      return image?.palette(k) ?? null;
    },
    async pixelAt(x, y) {
      return image?.pixelAt(x, y) ?? null;
    },
    async pixelsAround(x, y, radius) {
      return image?.pixelsAround(x, y, radius) ?? new Uint8ClampedArray(0);
    },
    async imageGradient(request) {
      return image?.gradient(request) ?? null;
    },
    async recolorImage(shifts, full) {
      return image?.recolor(shifts, full) ?? null;
    },
    async recolorImagePng(shifts) {
      const session = image;
      if (session === null) return null;
      const [{ encode }, { rgba, width, height }] = await Promise.all([import('fast-png'), session.recolor(shifts, true)]);
      return encode({ width, height, data: rgba, channels: 4, depth: 8 });
    },
    async closeImage() {
      loads++;
      image = null;
    },
  };
}
