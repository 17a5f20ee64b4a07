/**
 * The app's one way to the colour engine: a lazily started, typed client of the engine worker.
 *
 * The worker (and the wasm it loads) is created on the first call of `colorEngine()` and reused after;
 * only the worker's *type* is imported here, and comlink itself is loaded on that first call, so the
 * main bundle carries just this file and the operations' table (operations.ts), from which the methods are built. When the wasm
 * cannot load, the worker answers with the TypeScript core; when the worker itself cannot start, the
 * core is loaded here on the main thread. Either way a console warning says so and the app keeps working.
 * Pattern: squoosh `src/client/lazy-app/worker-bridge/index.ts`.
 */
import type { Remote } from 'comlink';
import type { ImageHost } from './image/imageHost.ts';
import type { ImageLoadResult, ImageLoadStage } from './image/imageTypes.ts';
import { ENGINE_OPERATION_NAMES, operationRule, type EngineOperations } from './operations.ts';
import type { EngineKind } from './types.ts';
import type { EngineWorkerApi } from './worker.ts';

export type { ImageLoadError, ImageLoadResult, ImageLoadStage, ImagePixelsSource, LoadedImageInfo } from './image/imageTypes.ts';

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
   * Image to palette (issue 15). Loads an image file: decoded and analysed in the worker (or, where the worker has no
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
    ...clientOperations(remote, transfer),
    loadImage: (blob, options = {}) =>
      remote.loadImage(blob, options.onStage === undefined ? undefined : proxy(options.onStage), proxy(decodeOnPage)),
    loadImagePixels: (rgba, width, height, source) => remote.loadImagePixels(transfer(rgba, [rgba.buffer as ArrayBuffer]), width, height, source),
    imagePalette: (k) => remote.imagePalette(k),
    pixelAt: (x, y) => remote.pixelAt(x, y),
    pixelsAround: (x, y, radius) => remote.pixelsAround(x, y, radius),
    closeImage: () => remote.closeImage(),
  };
}

/** Returns the client's side of each operation of the table: the worker's method, its rule's buffers transferred. */
function clientOperations(remote: Remote<EngineWorkerApi>, transfer: typeof import('comlink').transfer): EngineOperations {
  const entries = ENGINE_OPERATION_NAMES.map((name) => {
    const rule = operationRule(name);
    const method = remote[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const call = async (...args: unknown[]): Promise<unknown> => {
      const moved = args.map((arg, i) => (rule.transfer?.includes(i) ? transfer(arg, [(arg as ArrayBufferView).buffer as ArrayBuffer]) : arg));
      if (rule.answer !== 'checkRecords') return method(...moved);
      // The worker transfers typed arrays; the objects are built here, by a module loaded on the first check.
      const [records, { checkOfRecords }] = await Promise.all([method(...moved), import('./checkRecords.ts')]);
      return checkOfRecords(records as Parameters<typeof checkOfRecords>[0]);
    };
    return [name, call];
  });
  return Object.fromEntries(entries) as EngineOperations;
}

/** Decodes a file on this thread's canvas, for a worker that cannot (no OffscreenCanvas); the pixels are transferred. */
async function decodeOnPage(blob: Blob) {
  const { decodeImageBlob } = await import('./image/decode.ts');
  const { transfer } = await import('comlink');
  const decoded = await decodeImageBlob(blob);
  return decoded.ok ? transfer(decoded, [decoded.rgba.buffer as ArrayBuffer]) : decoded;
}
