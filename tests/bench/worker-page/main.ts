/**
 * The worker40 bench page: round trips of a 40-colour `describe` through the app's real engine client
 * (lazy worker + comlink + wasm), measured in the browser and read back by Playwright.
 */
import { colorEngine } from '../../../src/engine/client.ts';
import { colorCodes } from '../inputs.ts';

/** Timing requested by the driver, and what the page reports back. */
export type Worker40Options = { rounds: number; roundMs: number; warmupMs: number; batch: number };
export type Worker40Report = { kind: string; inWorker: boolean; samples: number[] };

declare global {
  interface Window {
    benchWorker40(options: Worker40Options): Promise<Worker40Report>;
  }
}

window.benchWorker40 = async ({ rounds, roundMs, warmupMs, batch }) => {
  const engine = await colorEngine();
  const codes = colorCodes(8000);
  let at = 0;
  const next = (): string[] => {
    if (at + batch > codes.length) at = 0;
    const slice = codes.slice(at, at + batch);
    at += batch;
    return slice;
  };
  /** Sequential round trips for `ms`; returns round trips per second. */
  const runFor = async (ms: number): Promise<number> => {
    const start = performance.now();
    let trips = 0;
    let now: number;
    do {
      await engine.describe(next());
      trips++;
      now = performance.now();
    } while (now - start < ms);
    return (trips * 1000) / (now - start);
  };
  await engine.nearestNames(codes); // warm the worker's name grid as a session would
  await runFor(warmupMs);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) samples.push(await runFor(roundMs));
  return { kind: engine.kind, inWorker: engine.inWorker, samples };
};

/** What the imageworker task asks for and gets back: per image file, the load and palette times and the main thread's longest task. */
export type ImageWorkerOptions = { width: number; height: number; k: number; repeats: number };
export type ImageWorkerReport = {
  kind: string;
  inWorker: boolean;
  files: { type: string; bytes: number; loadMs: number[]; paletteMs: number[]; longestTaskMs: number; image: unknown; colors: string[] }[];
  errors: Record<string, unknown>;
};

declare global {
  interface Window {
    benchImageWorker(options: ImageWorkerOptions): Promise<ImageWorkerReport>;
  }
}

window.benchImageWorker = async ({ width, height, k, repeats }) => {
  const { photoImage } = await import('../../support/images.ts');
  const engine = await colorEngine();
  const picture = photoImage(width, height, 103);
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.putImageData(new ImageData(picture.rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  const blobs = [await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }), await canvas.convertToBlob({ type: 'image/png' })];
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const files: ImageWorkerReport['files'] = [];
  for (const blob of blobs) {
    longest = 0;
    const loadMs: number[] = [];
    const paletteMs: number[] = [];
    let image: unknown = null;
    let colors: string[] = [];
    for (let r = 0; r < repeats; r++) {
      let start = performance.now();
      const result = await engine.loadImage(blob);
      loadMs.push(performance.now() - start);
      image = result;
      start = performance.now();
      const palette = await engine.imagePalette(k);
      paletteMs.push(performance.now() - start);
      colors = palette?.colors.map((c) => `${c.code} ${(c.share * 100).toFixed(1)}% (${c.x}, ${c.y})`) ?? [];
    }
    // Let the observer hear the last entries.
    await new Promise((resolve) => setTimeout(resolve, 100));
    files.push({ type: blob.type, bytes: blob.size, loadMs, paletteMs, longestTaskMs: longest, image, colors });
  }
  observer.disconnect();
  const png = blobs[1];
  const errors: Record<string, unknown> = {
    'text file': await engine.loadImage(new Blob(['hello'], { type: 'text/plain' })),
    svg: await engine.loadImage(new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/svg+xml' })),
    'truncated png': await engine.loadImage(png.slice(0, 2000, 'image/png')),
    'empty file': await engine.loadImage(new Blob([], { type: 'image/png' })),
    'pixelAt(10, 10)': await engine.pixelAt(10, 10),
    'pixelsAround(0, 0, 1) length': (await engine.pixelsAround(0, 0, 1)).length,
  };
  return { kind: engine.kind, inWorker: engine.inWorker, files, errors };
};
