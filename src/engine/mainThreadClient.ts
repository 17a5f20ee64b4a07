/**
 * The engine client on the main thread: the TypeScript core, loaded where the engine worker cannot start (see
 * client.ts). A chunk of its own, so the app's entry carries none of it.
 */
import type { EngineClient } from './client.ts';
import type { ImageSession } from './image/imageSession.ts';
import type { ImagePixelsSource } from './image/imageTypes.ts';

export async function startOnMainThread(error: unknown): Promise<EngineClient> {
  console.warn('Irodori: the colour engine worker could not start; using the TypeScript engine on the main thread.', error);
  const [{ createTsEngine }, { loadColorNames }, { loadJapaneseColors }] = await Promise.all([
    import('./tsEngine.ts'),
    import('./colorNames.ts'),
    import('./japaneseColors.ts'),
  ]);
  const engine = createTsEngine(...(await Promise.all([loadColorNames(), loadJapaneseColors()])));
  // The loaded image lives here when there is no worker; the image modules load on the first image.
  let image: ImageSession | null = null;
  let loads = 0;
  const loadPixels = async (token: number, rgba: Uint8ClampedArray, width: number, height: number, source: ImagePixelsSource) => {
    const { openImageSession } = await import('./image/imageSession.ts');
    const opened = openImageSession(engine, rgba, width, height, source);
    if (token !== loads) return { ok: false, error: 'cancelled' } as const;
    if (opened.session !== null) image = opened.session;
    return opened.result;
  };
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
    quantizePixels: async (rgba, width, height, k) => engine.quantizePixels(rgba, width, height, k),
    async loadImage(blob, options = {}) {
      const token = ++loads;
      const { decodeImageBlob } = await import('./image/decode.ts');
      options.onStage?.('decoding');
      const decoded = await decodeImageBlob(blob);
      if (!decoded.ok) return decoded;
      options.onStage?.('analysing');
      return loadPixels(token, decoded.rgba, decoded.width, decoded.height, decoded);
    },
    loadImagePixels: (rgba, width, height, source = {}) => loadPixels(++loads, rgba, width, height, source),
    imagePalette: async (k) => image?.palette(k) ?? null,
    pixelAt: async (x, y) => image?.pixelAt(x, y) ?? null,
    pixelsAround: async (x, y, radius) => image?.pixelsAround(x, y, radius) ?? new Uint8ClampedArray(0),
    closeImage: async () => {
      loads++;
      image = null;
    },
  };
}
