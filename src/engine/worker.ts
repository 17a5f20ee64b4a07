/**
 * The engine worker: starts the wasm engine once and answers the client's calls through comlink. Its plain
 * operations are built from the table in operations.ts, its image calls are the image host's (image/imageHost.ts).
 * If the module cannot be instantiated here, the worker answers with the TypeScript core instead and reports why
 * from `start()`, so the client can say so in the console; the app keeps working.
 */
import { expose, transfer } from 'comlink';
import { recordBuffers } from './checkRecords.ts';
import { createImageHost } from './image/imageHost.ts';
import { createTsEngine, createWasmEngine, loadColorNames, loadJapaneseColors, type ColorEngine, type EngineKind } from './index.ts';
import { ENGINE_OPERATION_NAMES, operationRule, recordsMethod, type OperationRule, type WorkerOperations } from './operations.ts';

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

/** Returns the worker's side of each operation of the table. */
function workerOperations(): WorkerOperations {
  const entries = ENGINE_OPERATION_NAMES.map((name) => {
    const call = async (...args: unknown[]): Promise<unknown> => {
      const colors = await engine();
      if (operationRule(name).answer === 'checkRecords') {
        // Typed arrays, transferred rather than copied (see checkRecords.ts); the client builds the objects.
        const records = colors[recordsMethod(name as Parameters<typeof recordsMethod>[0])](...(args as Parameters<ColorEngine['checkPaletteRecords']>));
        return transfer(records, recordBuffers(records));
      }
      const answer = (colors[name] as (...a: unknown[]) => unknown).apply(colors, args);
      const rule: OperationRule = operationRule(name);
      return rule.transferAnswer ? transfer(answer, [(answer as ArrayBufferView).buffer as ArrayBuffer]) : answer;
    };
    return [name, call];
  });
  return Object.fromEntries(entries) as WorkerOperations;
}

const images = createImageHost(engine);

/** The API the worker exposes; the client imports only its type. */
const api = {
  /** Starts the engine (idempotent) and returns which implementation answers. */
  async start(): Promise<EngineStatus> {
    return (await engineReady()).status;
  },
  ...workerOperations(),
  ...images,
  /** A recolored image's pixels (see ImageHost), transferred. */
  async recolorImage(...args: Parameters<typeof images.recolorImage>) {
    const image = await images.recolorImage(...args);
    return image === null ? null : transfer(image, [image.rgba.buffer as ArrayBuffer]);
  },
  /** A recolored image's PNG file (see ImageHost), transferred. */
  async recolorImagePng(...args: Parameters<typeof images.recolorImagePng>) {
    const png = await images.recolorImagePng(...args);
    return png === null ? null : transfer(png, [png.buffer as ArrayBuffer]);
  },
  /** The loupe's pixels (see ImageHost), transferred. */
  async pixelsAround(x: number, y: number, radius: number): Promise<Uint8ClampedArray> {
    const pixels = await images.pixelsAround(x, y, radius);
    return transfer(pixels, [pixels.buffer as ArrayBuffer]);
  },
};

/** The worker's API as seen by the client (every method async). */
export type EngineWorkerApi = typeof api;

expose(api);
