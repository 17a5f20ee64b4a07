/**
 * The engine worker: starts the wasm engine once and answers the client's calls through comlink.
 * If the module cannot be instantiated here, the worker answers with the TypeScript core instead and
 * reports why from `start()`, so the client can say so in the console; the app keeps working.
 */
import { expose, transfer } from 'comlink';
import type { CategoryId, Color, GeneratedPalette, JapaneseMatch, Lang, PaletteRequest, Scale, ScaleRequest } from '../core/index.ts';
import { recordBuffers, type PaletteCheckRecords } from './checkRecords.ts';
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
};

/** The worker's API as seen by the client (every method async). */
export type EngineWorkerApi = typeof api;

expose(api);
