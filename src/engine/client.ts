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
import type { CategoryId, Color, GeneratedPalette, JapaneseMatch, Lang, PaletteCheck, PaletteRequest, Scale, ScaleRequest } from '../core/index.ts';
import type { EngineKind } from './types.ts';
import type { EngineWorkerApi } from './worker.ts';

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
}

let client: Promise<EngineClient> | null = null;

/** Returns the engine client, starting the worker on the first call (later calls share the same promise). */
export function colorEngine(): Promise<EngineClient> {
  client ??= startWorker().catch(startOnMainThread);
  return client;
}

async function startWorker(): Promise<EngineClient> {
  const { wrap } = await import('comlink');
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
  };
}

async function startOnMainThread(error: unknown): Promise<EngineClient> {
  console.warn('Irodori: the colour engine worker could not start; using the TypeScript engine on the main thread.', error);
  const [{ createTsEngine }, { loadColorNames }, { loadJapaneseColors }] = await Promise.all([
    import('./tsEngine.ts'),
    import('./colorNames.ts'),
    import('./japaneseColors.ts'),
  ]);
  const engine = createTsEngine(...(await Promise.all([loadColorNames(), loadJapaneseColors()])));
  return {
    kind: engine.kind,
    inWorker: false,
    describe: async (codes, lang) => engine.describe(codes, lang),
    nearestNames: async (codes) => engine.nearestNames(codes),
    nearestJapaneseColors: async (codes) => engine.nearestJapaneseColors(codes),
    randomColors: async (categoryId, count, seed) => engine.randomColors(categoryId, count, seed),
    sameLightness: async (code, radius) => engine.sameLightness(code, radius),
    generatePalette: async (request) => engine.generatePalette(request),
    checkPalette: async (codes, severity) => engine.checkPalette(codes, severity),
    generateScale: async (request) => engine.generateScale(request),
  };
}
