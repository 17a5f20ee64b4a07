/**
 * `worker40`: round trips per second of a 40-colour `describe` through the real engine worker in
 * Chromium. The bench page (worker-page/) is built with Vite using the app's worker settings
 * (ES-module workers, wasm emitted as an asset), served on 127.0.0.1 and driven with playwright-core.
 */
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../../support/browser.ts';
import { median } from '../measure.ts';
import { serveStatic } from '../staticServer.ts';
import type { Page } from 'playwright-core';
import type { BenchContext, BenchTask } from '../types.ts';
import type { Worker40Options, Worker40Report } from '../worker-page/main.ts';

const PAGE_ROOT = fileURLToPath(new URL('../worker-page/', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../../../.bench/worker-page/', import.meta.url));

/** Builds the bench page (worker-page/) with the app's worker settings. */
async function buildWorkerPage(): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: PAGE_ROOT,
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
    worker: { format: 'es' },
  });
}

/**
 * Builds the bench page, serves it, opens it in headless Chromium and waits until `ready` is true there; runs
 * `measure` with the page and the page's console lines, then closes the browser and the server. Shared by worker40
 * and imageworker.
 */
export async function onBenchPage<T>(
  context: BenchContext,
  name: string,
  ready: () => boolean,
  measure: (page: Page, consoleLines: string[]) => Promise<T>,
): Promise<T> {
  context.log(`${name}: building the bench page with Vite`);
  await buildWorkerPage();
  const server = await serveStatic(OUT_DIR.replace(/\/$/, ''));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(chromiumLaunchOptions('measure'));
  try {
    const page = await browser.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`[page ${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[page error] ${error.message}`));
    await page.goto(server.url);
    await page.waitForFunction(ready);
    context.log(`${name}: measuring in Chromium`);
    return await measure(page, consoleLines);
  } finally {
    await browser.close();
    await server.close();
  }
}

export const worker40Task: BenchTask = {
  id: 'worker40',
  unit: '40-colour describe round trips via the worker',
  reference: 'wasm',
  targets: [{ impl: 'wasm', atLeast: 1000 }],
  run(context) {
    return onBenchPage(context, 'worker40', () => typeof window.benchWorker40 === 'function', async (page, consoleLines) => {
      const options: Worker40Options = context.quick
        ? { rounds: 3, roundMs: 300, warmupMs: 200, batch: 40 }
        : { rounds: 7, roundMs: 700, warmupMs: 700, batch: 40 };
      const report: Worker40Report = await page.evaluate((o) => window.benchWorker40(o), options);
      const notes = [...consoleLines];
      if (report.kind !== 'wasm' || !report.inWorker) {
        notes.push(`engine answered as ${report.kind} (${report.inWorker ? 'in the worker' : 'on the main thread'}), not wasm in the worker`);
      }
      return { opsPerSecond: { [report.kind === 'wasm' && report.inWorker ? 'wasm' : `fallback-${report.kind}`]: median(report.samples) }, notes };
    });
  },
};
