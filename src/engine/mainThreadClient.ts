/**
 * The engine client on the main thread: the TypeScript core, loaded where the engine worker cannot start (see
 * client.ts). Its operations are built from the table in operations.ts, its image calls are the image host's,
 * loaded on the first image call. A chunk of its own, so the app's entry carries none of it.
 */
import type { EngineClient } from './client.ts';
import type { ImageHost } from './image/imageHost.ts';
import { ENGINE_OPERATION_NAMES, type EngineOperations } from './operations.ts';
import type { ColorEngine } from './types.ts';

/** Returns the TypeScript engine's client on this thread, after warning why (`error`: the worker's failure). */
export async function startOnMainThread(error: unknown): Promise<EngineClient> {
  console.warn('Irodori: the colour engine worker could not start; using the TypeScript engine on the main thread.', error);
  const [{ createTsEngine }, { loadColorNames }, { loadJapaneseColors }] = await Promise.all([
    import('./tsEngine.ts'),
    import('./colorNames.ts'),
    import('./japaneseColors.ts'),
  ]);
  const engine = createTsEngine(...(await Promise.all([loadColorNames(), loadJapaneseColors()])));
  // The loaded image lives here when there is no worker; the image modules load on the first image call.
  let host: Promise<ImageHost> | null = null;
  const images = () => (host ??= import('./image/imageHost.ts').then(({ createImageHost }) => createImageHost(async () => engine)));
  return {
    kind: engine.kind,
    inWorker: false,
    ...mainThreadOperations(engine),
    loadImage: async (blob, options = {}) => (await images()).loadImage(blob, options.onStage),
    loadImagePixels: async (rgba, width, height, source) => (await images()).loadImagePixels(rgba, width, height, source),
    imagePalette: async (k) => (await images()).imagePalette(k),
    pixelAt: async (x, y) => (await images()).pixelAt(x, y),
    pixelsAround: async (x, y, radius) => (await images()).pixelsAround(x, y, radius),
    imageGradient: async (request) => (await images()).imageGradient(request),
    recolorImage: async (shifts, full) => (await images()).recolorImage(shifts, full),
    recolorImagePng: async (shifts) => (await images()).recolorImagePng(shifts),
    closeImage: async () => (await images()).closeImage(),
  };
}

/** Returns each operation of the table over `engine`, answered asynchronously like the worker's. */
function mainThreadOperations(engine: ColorEngine): EngineOperations {
  const entries = ENGINE_OPERATION_NAMES.map((name) => {
    const method = engine[name] as (...args: unknown[]) => unknown;
    return [name, async (...args: unknown[]) => method.apply(engine, args)];
  });
  return Object.fromEntries(entries) as EngineOperations;
}
