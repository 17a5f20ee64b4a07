/**
 * The app's one way to the colour engine: a lazily started, typed client of the engine worker.
 *
 * The worker (and the wasm it loads) is created on the first call of `colorEngine()` and reused after;
 * only the worker's *type* is imported here, and comlink itself is loaded on that first call, so the
 * main bundle carries just this file. When the wasm
 * cannot load, the worker answers with the TypeScript core; when the worker itself cannot start, the
 * core is loaded here on the main thread. Either way a console warning says so and the app keeps working.
 * Pattern: squoosh `src/client/lazy-app/worker-bridge/index.ts`.
 */
import type { Remote } from 'comlink';
import type { CategoryId, Color, GeneratedPalette, ImagePalette, JapaneseMatch, Lang, PaletteCheck, PaletteRequest, Scale, ScaleRequest } from '../core/index.ts';
import type { ImageLoadResult, ImageLoadStage, ImagePixelsSource } from './image/imageTypes.ts';
import type { EngineKind } from './types.ts';
import type { EngineWorkerApi } from './worker.ts';

export type { ImageLoadError, ImageLoadResult, ImageLoadStage, ImagePixelsSource, LoadedImageInfo } from './image/imageTypes.ts';

/** Options of `loadImage`. */
export type LoadImageOptions = {
  /** Hears the stages of the load ('decoding', then 'analysing'); show progress once a load has taken 300 ms. */
  readonly onStage?: (stage: ImageLoadStage) => void;
};

/** The engine as the app sees it: the ColorEngine operations, asynchronous. */
export interface EngineClient {
  /** Which implementation answers. */
  readonly kind: EngineKind;
  /** Whether it runs in the worker (false only when the worker could not start). */
  readonly inWorker: boolean;
  describe(codes: readonly string[], lang?: Lang): Promise<Color[]>;
  nearestNames(codes: readonly string[]): Promise<string[]>;
  /** The nearest Japanese traditional colour of each code: index into the list (loadJapaneseColors) and ΔE_OK ×100. */
  nearestJapaneseColors(codes: readonly string[]): Promise<JapaneseMatch[]>;
  randomColors(categoryId: CategoryId, count: number, seed: number): Promise<string[]>;
  sameLightness(code: string, radius: number): Promise<string[]>;
  /** A generated palette for the request, the same for the same request and seed (rejects on an invalid request). */
  generatePalette(request: PaletteRequest): Promise<GeneratedPalette>;
  /** The palette check of 0–100 codes at a severity 0.1–1 (see `checkPalette`; rejects on more codes or an invalid one). */
  checkPalette(codes: readonly string[], severity: number): Promise<PaletteCheck>;
  /** The scale of a request (Tailwind, Radix light and dark, or contrast targets; see `generateScale`; rejects on an invalid request). */
  generateScale(request: ScaleRequest): Promise<Scale>;
  /** The palette of k colours (2–100) of RGBA pixels (see `quantizePixels`; the buffer is transferred, unusable after). */
  quantizePixels(rgba: Uint8ClampedArray, width: number, height: number, k: number): Promise<ImagePalette>;
  /**
   * Image to palette (issue 15). Loads an image file: decoded and analysed in the worker (or, where the worker has no
   * OffscreenCanvas, decoded here and handed over); resolves to the image's facts or an error code, never rejects
   * for a bad file. A failed load keeps the image loaded before. The engine then holds the image: the calls below
   * work on it.
   */
  loadImage(blob: Blob, options?: LoadImageOptions): Promise<ImageLoadResult>;
  /** Loads pixels the page decoded itself (an SVG rasterised on a canvas …); the buffer is transferred, so `rgba` is unusable after. */
  loadImagePixels(rgba: Uint8ClampedArray, width: number, height: number, source?: ImagePixelsSource): Promise<ImageLoadResult>;
  /** The loaded image's palette of k colours (2–12 for the tool, up to 100), quick for any k (the histogram is kept); null with no image. */
  imagePalette(k: number): Promise<ImagePalette | null>;
  /** '#rrggbb' of the loaded image's full-resolution pixel (x, y); null outside it, where transparent, or with no image. */
  pixelAt(x: number, y: number): Promise<string | null>;
  /** The (2·radius + 1)² RGBA pixels around (x, y), row by row, for a loupe (radius 0–64; transparent outside the image). */
  pixelsAround(x: number, y: number, radius: number): Promise<Uint8ClampedArray>;
  /** Forgets the loaded image. */
  closeImage(): Promise<void>;
}

let client: Promise<EngineClient> | null = null;

/** Returns the engine client, starting the worker on the first call (later calls share the same promise). */
export function colorEngine(): Promise<EngineClient> {
  // The main-thread engine is a chunk of its own: it is needed only where the worker cannot start.
  client ??= startWorker().catch((error: unknown) => import('./mainThreadClient.ts').then(({ startOnMainThread }) => startOnMainThread(error)));
  return client;
}

async function startWorker(): Promise<EngineClient> {
  const { proxy, transfer, wrap } = await import('comlink');
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'irodori-engine' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'engine worker failed to load')), {
      once: true,
    });
  });
  const remote: Remote<EngineWorkerApi> = wrap<EngineWorkerApi>(worker);
  let status;
  try {
    status = await Promise.race([remote.start(), failed]);
  } catch (error) {
    worker.terminate();
    throw error;
  }
  if (status.kind !== 'wasm') {
    console.warn(`Irodori: the wasm colour engine could not load (${status.reason ?? 'unknown reason'}); using the TypeScript engine in the worker.`);
  }
  return {
    kind: status.kind,
    inWorker: true,
    describe: (codes, lang) => remote.describe(codes, lang),
    nearestNames: (codes) => remote.nearestNames(codes),
    nearestJapaneseColors: (codes) => remote.nearestJapaneseColors(codes),
    randomColors: (categoryId, count, seed) => remote.randomColors(categoryId, count, seed),
    sameLightness: (code, radius) => remote.sameLightness(code, radius),
    generatePalette: (request) => remote.generatePalette(request),
    // The worker transfers typed arrays; the objects are built here, by a module loaded on the first check.
    checkPalette: async (codes, severity) => {
      const [records, { checkOfRecords }] = await Promise.all([remote.checkPalette(codes, severity), import('./checkRecords.ts')]);
      return checkOfRecords(records);
    },
    generateScale: (request) => remote.generateScale(request),
    quantizePixels: (rgba, width, height, k) => remote.quantizePixels(transfer(rgba, [rgba.buffer as ArrayBuffer]), width, height, k),
    async loadImage(blob, options = {}) {
      const result = await remote.loadImage(blob, options.onStage === undefined ? undefined : proxy(options.onStage));
      if (result.ok || result.error !== 'unsupported') return result;
      // The worker cannot decode (no OffscreenCanvas): decode on this thread's canvas and hand the pixels over.
      const { decodeImageBlob } = await import('./image/decode.ts');
      options.onStage?.('decoding');
      const decoded = await decodeImageBlob(blob);
      if (!decoded.ok) return decoded;
      options.onStage?.('analysing');
      const { rgba, width, height, sourceWidth, sourceHeight, format, downsampled } = decoded;
      return remote.loadImagePixels(transfer(rgba, [rgba.buffer as ArrayBuffer]), width, height, { sourceWidth, sourceHeight, format, downsampled });
    },
    loadImagePixels: (rgba, width, height, source) => remote.loadImagePixels(transfer(rgba, [rgba.buffer as ArrayBuffer]), width, height, source),
    imagePalette: (k) => remote.imagePalette(k),
    pixelAt: (x, y) => remote.pixelAt(x, y),
    pixelsAround: (x, y, radius) => remote.pixelsAround(x, y, radius),
    closeImage: () => remote.closeImage(),
  };
}
