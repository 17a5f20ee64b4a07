/**
 * `imageworker`: image to palette through the real engine worker in Chromium: a generated photo-like
 * picture encoded by the browser as JPEG and PNG, then `loadImage(blob)` (decoded by createImageBitmap and an
 * OffscreenCanvas in the worker, analysed by the wasm) and `imagePalette(6)` from the page, with the page's
 * longest task meanwhile (the goal: none over 50 ms), and the error codes of bad files. Same page and
 * Chromium set-up as worker40.
 */
import { median } from '../measure.ts';
import type { BenchTask } from '../types.ts';
import type { ImageWorkerOptions, ImageWorkerReport } from '../worker-page/main.ts';
import { onBenchPage } from './worker40.ts';

export const imageWorkerTask: BenchTask = {
  id: 'imageworker',
  unit: '12 MP JPEG files to a 6-colour palette via the worker',
  reference: 'wasm',
  run(context) {
    return onBenchPage(context, 'imageworker', () => typeof window.benchImageWorker === 'function', async (page, consoleLines) => {
      const options: ImageWorkerOptions = { width: 4000, height: 3000, k: 6, repeats: context.quick ? 2 : 5 };
      const report: ImageWorkerReport = await page.evaluate((o) => window.benchImageWorker(o), options);
      const notes = [...consoleLines];
      if (report.kind !== 'wasm' || !report.inWorker) notes.push(`engine answered as ${report.kind} (${report.inWorker ? 'in the worker' : 'on the main thread'})`);
      const opsPerSecond: Record<string, number> = {};
      for (const file of report.files) {
        const total = median(file.loadMs.map((ms, i) => ms + file.paletteMs[i]));
        if (file.type === 'image/jpeg') opsPerSecond[report.kind === 'wasm' && report.inWorker ? 'wasm' : `fallback-${report.kind}`] = 1000 / total;
        notes.push(
          `${file.type} (${(file.bytes / 1e6).toFixed(1)} MB): loadImage ${median(file.loadMs).toFixed(0)} ms (decode + analyse in the worker), imagePalette(6) ${median(file.paletteMs).toFixed(1)} ms, longest main-thread task ${file.longestTaskMs.toFixed(0)} ms (goal: ≤ 50)`,
          `  ${JSON.stringify(file.image)}`,
          `  ${file.colors.join(' | ')}`,
        );
      }
      notes.push(`bad files: ${JSON.stringify(report.errors)}`);
      return { opsPerSecond, notes };
    });
  },
};
