/**
 * The engine worker: starts the wasm engine once and answers the client's calls through comlink.
 * If the module cannot be instantiated here, the worker answers with the TypeScript core instead and
 * reports why from `start()`, so the client can say so in the console; the app keeps working.
 */
import { expose, transfer } from 'comlink';
import type { CategoryId, Color, GeneratedPalette, ImagePalette, JapaneseMatch, Lang, PaletteRequest, Scale, ScaleRequest } from '../core/index.ts';
import { recordBuffers, type PaletteCheckRecords } from './checkRecords.ts';
import { decodeImageBlob } from './image/decode.ts';
import { openImageSession, type ImageSession } from './image/imageSession.ts';
import type { ImageLoadResult, ImageLoadStage, ImagePixelsSource } from './image/imageTypes.ts';
import { createTsEngine, createWasmEngine, loadColorNames, loadJapaneseColors, type ColorEngine, type EngineKind } from './index.ts';

/** What `start()` reports: which implementation answers, and why it is not wasm when it is not. */
export type EngineStatus = { kind: EngineKind; reason?: string };

let ready: Promise<{ engine: ColorEngine; status: EngineStatus }> | null = null;

function engineReady(): Promise<{ engine: ColorEngine; status: EngineStatus }> {
  // The module and the colour names (the file the page loads too, src/engine/colorNames.ts) load side by side.
  // Only the TypeScript fallback needs the traditional colours' file: the wasm has them compiled in.
  ready ??= createWasmEngine().then(
    (engine) => ({ engine, status: { kind: engine.kind } }),
    async (error: unknown) => ({
      engine: createTsEngine(...(await Promise.all([loadColorNames(), loadJapaneseColors()]))),
      status: { kind: 'ts' as const, reason: error instanceof Error ? error.message : String(error) },
    }),
  );
  return ready;
}

async function engine(): Promise<ColorEngine> {
  return (await engineReady()).engine;
}

/** The image the worker holds (issue 15): its full-resolution pixels and its analysis. */
let image: ImageSession | null = null;
/** Number of loads started: a load that finishes after a later one started is cancelled. */
let loads = 0;

/** Analyses pixels and makes them the loaded image unless a later load started meanwhile. */
async function install(
  token: number,
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  source: ImagePixelsSource,
  onStage?: (stage: ImageLoadStage) => void,
): Promise<ImageLoadResult> {
  void onStage?.('analysing');
  const opened = openImageSession(await engine(), rgba, width, height, source);
  if (token !== loads) return { ok: false, error: 'cancelled' };
  if (opened.session !== null) image = opened.session;
  return opened.result;
}

/** The API the worker exposes; the client imports only its type. */
const api = {
  /** Starts the engine (idempotent) and returns which implementation answers. */
  async start(): Promise<EngineStatus> {
    return (await engineReady()).status;
  },
  async describe(codes: readonly string[], lang?: Lang): Promise<Color[]> {
    return (await engine()).describe(codes, lang);
  },
  async nearestNames(codes: readonly string[]): Promise<string[]> {
    return (await engine()).nearestNames(codes);
  },
  async nearestJapaneseColors(codes: readonly string[]): Promise<JapaneseMatch[]> {
    return (await engine()).nearestJapaneseColors(codes);
  },
  async randomColors(categoryId: CategoryId, count: number, seed: number): Promise<string[]> {
    return (await engine()).randomColors(categoryId, count, seed);
  },
  async sameLightness(code: string, radius: number): Promise<string[]> {
    return (await engine()).sameLightness(code, radius);
  },
  async generatePalette(request: PaletteRequest): Promise<GeneratedPalette> {
    return (await engine()).generatePalette(request);
  },
  /** The palette check as typed arrays, transferred rather than copied (see checkRecords.ts); the client builds the objects. */
  async checkPalette(codes: readonly string[], severity: number): Promise<PaletteCheckRecords> {
    const records = (await engine()).checkPaletteRecords(codes, severity);
    return transfer(records, recordBuffers(records));
  },
  async generateScale(request: ScaleRequest): Promise<Scale> {
    return (await engine()).generateScale(request);
  },
  /** Reduces colours to k (2–100) by the image quantiser, the list as a one-row image (transfer the buffer). */
  async quantizePixels(rgba: Uint8ClampedArray, width: number, height: number, k: number): Promise<ImagePalette> {
    return (await engine()).quantizePixels(rgba, width, height, k);
  },
  /**
   * Decodes an image file here, in the worker, and analyses it (see ImageLoadResult for the answers; a failure
   * keeps the image loaded before). `onStage` (a comlink proxy) hears 'decoding' then 'analysing'.
   * 'unsupported' means this worker cannot decode (no OffscreenCanvas): the client then decodes on the page and
   * calls `loadImagePixels`.
   */
  async loadImage(blob: Blob, onStage?: (stage: ImageLoadStage) => void): Promise<ImageLoadResult> {
    const token = ++loads;
    void onStage?.('decoding');
    const decoded = await decodeImageBlob(blob);
    if (!decoded.ok) return decoded;
    if (token !== loads) return { ok: false, error: 'cancelled' };
    const { rgba, width, height, sourceWidth, sourceHeight, format, downsampled } = decoded;
    return install(token, rgba, width, height, { sourceWidth, sourceHeight, format, downsampled }, onStage);
  },
  /** Takes pixels the page decoded (transfer the buffer: it is kept, not copied) and analyses them like `loadImage`. */
  async loadImagePixels(rgba: Uint8ClampedArray, width: number, height: number, source: ImagePixelsSource = {}): Promise<ImageLoadResult> {
    return install(++loads, rgba, width, height, source);
  },
  /** The loaded image's palette of k colours (2–12 for the tool, up to 100), from its cached histogram; null when no image is loaded. */
  async imagePalette(k: number): Promise<ImagePalette | null> {
    return image?.palette(k) ?? null;
  },
  /** '#rrggbb' of the loaded image's full-resolution pixel (x, y); null outside it, where transparent, or with no image. */
  async pixelAt(x: number, y: number): Promise<string | null> {
    return image?.pixelAt(x, y) ?? null;
  },
  /** The (2·radius + 1)² RGBA pixels around (x, y) for the loupe, transferred; transparent outside the image. */
  async pixelsAround(x: number, y: number, radius: number): Promise<Uint8ClampedArray> {
    const pixels = image?.pixelsAround(x, y, radius) ?? new Uint8ClampedArray(0);
    return transfer(pixels, [pixels.buffer as ArrayBuffer]);
  },
  /** Forgets the loaded image (its memory can go). */
  async closeImage(): Promise<void> {
    loads++;
    image = null;
  },
};

/** The worker's API as seen by the client (every method async). */
export type EngineWorkerApi = typeof api;

expose(api);
