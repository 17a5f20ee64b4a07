/**
 * The app's one way to the colour engine: a lazily started, typed client of the engine worker.
 *
 * The worker (and the wasm it loads) is created on the first call of `colorEngine()` and reused after, by the
 * bridge (workerClient.ts) that this call loads with comlink, so the main bundle carries just this file. When the wasm
 * cannot load, the worker answers with the TypeScript core; when the worker itself cannot start, the
 * core is loaded here on the main thread. Either way a console warning says so and the app keeps working.
 * Pattern: squoosh `src/client/lazy-app/worker-bridge/index.ts`.
 */
import type { ImageHost } from './image/imageHost.ts';
import type { ImageLoadResult, ImageLoadStage } from './image/imageTypes.ts';
import type { EngineOperations } from './operations.ts';
import type { EngineKind } from './types.ts';

export type { ImageLoadError, ImageLoadResult, ImageLoadStage, ImagePixelsSource, LoadedImageInfo, RecoloredImage } from './image/imageTypes.ts';

/** Options of `loadImage`. */
export type LoadImageOptions = {
  /** Hears the stages of the load ('decoding', then 'analysing'); show progress once a load has taken 300 ms. */
  readonly onStage?: (stage: ImageLoadStage) => void;
};

/**
 * The engine as the app sees it: the operations of the table (operations.ts; each ColorEngine method, asynchronous;
 * a buffer handed to `quantizePixels` is transferred, unusable after) and the image session (image/imageHost.ts).
 */
export interface EngineClient extends EngineOperations, Omit<ImageHost, 'loadImage' | 'loadImagePixels'> {
  /** Which implementation answers. */
  readonly kind: EngineKind;
  /** Whether it runs in the worker (false only when the worker could not start). */
  readonly inWorker: boolean;
  /**
   * Image to palette. Loads an image file: decoded and analysed in the worker (or, where the worker has no
   * OffscreenCanvas, decoded here and handed over); resolves to the image's facts or an error code, never rejects
   * for a bad file. A failed load keeps the image loaded before; a later load cancels this one. The engine then
   * holds the image: the calls below work on it.
   */
  loadImage(blob: Blob, options?: LoadImageOptions): Promise<ImageLoadResult>;
  /** Loads pixels the page decoded itself (an SVG rasterised on a canvas …); the buffer is transferred, so `rgba` is unusable after. */
  loadImagePixels: ImageHost['loadImagePixels'];
}

let client: Promise<EngineClient> | null = null;

/** Returns the engine client, starting the worker on the first call (later calls share the same promise). */
export function colorEngine(): Promise<EngineClient> {
  // The main-thread engine is a chunk of its own: it is needed only where the worker cannot start.
  client ??= import('./workerClient.ts')
    .then(({ startWorker }) => startWorker())
    .catch((error: unknown) => import('./mainThreadClient.ts').then(({ startOnMainThread }) => startOnMainThread(error)));
  return client;
}
