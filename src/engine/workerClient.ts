/**
 * The bridge to the engine worker, loaded with comlink on the first `colorEngine()` call (client.ts): starts the
 * worker and builds the client's methods from the operations' table (operations.ts). Only the worker's *type* is
 * imported here. Pattern: squoosh `src/client/lazy-app/worker-bridge/index.ts`.
 */
import { proxy, transfer, wrap, type Remote } from 'comlink';
import type { EngineClient } from './client.ts';
import { ENGINE_OPERATION_NAMES, operationRule, type EngineOperations } from './operations.ts';
import type { EngineWorkerApi } from './worker.ts';

/** Returns the client of a new engine worker once it has started; rejects (and ends it) when it cannot start. */
export async function startWorker(): Promise<EngineClient> {
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
    ...clientOperations(remote),
    loadImage: (blob, options = {}) =>
      remote.loadImage(blob, options.onStage === undefined ? undefined : proxy(options.onStage), proxy(decodeOnPage)),
    loadImagePixels: (rgba, width, height, source) => remote.loadImagePixels(transfer(rgba, [rgba.buffer as ArrayBuffer]), width, height, source),
    imagePalette: (k) => remote.imagePalette(k),
    pixelAt: (x, y) => remote.pixelAt(x, y),
    pixelsAround: (x, y, radius) => remote.pixelsAround(x, y, radius),
    imageGradient: (request) => remote.imageGradient(request),
    recolorImage: (shifts, full) => remote.recolorImage(shifts, full),
    recolorImagePng: (shifts) => remote.recolorImagePng(shifts),
    closeImage: () => remote.closeImage(),
  };
}

/** Returns the client's side of each operation of the table: the worker's method, its rule's buffers transferred. */
function clientOperations(remote: Remote<EngineWorkerApi>): EngineOperations {
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
  const decoded = await decodeImageBlob(blob);
  return decoded.ok ? transfer(decoded, [decoded.rgba.buffer as ArrayBuffer]) : decoded;
}
