/**
 * `budgets`: what the first visit to Explore downloads, measured in Chromium on a production build:
 * JavaScript on the main thread (gzip, the budget of issue 8 is 150 KB), then the engine worker and
 * the wasm, which load on demand; and how many route chunks the build has (routes are split).
 * Reports only, never fails.
 */
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { APP_OUT_DIR, buildApp, launchChromium, serveApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

/** Issue 8: initial JavaScript for the first route, gzip. */
export const INITIAL_JS_BUDGET_KB = 150;

const kb = (bytes: number) => bytes / 1024;

export const budgetsTask: BenchTask = {
  id: 'budgets',
  unit: 'KB gzip downloaded by a first visit to /',
  reference: 'main-thread JS',
  targets: [],
  async run(context) {
    await buildApp(context);
    const server = await serveApp();
    const browser = await launchChromium();
    const sizes = { main: 0, worker: 0, wasm: 0, css: 0 };
    // Bytes the server actually sent for the main-thread scripts (brotli where the build has a copy).
    let sentMain = 0;
    const files: string[] = [];
    try {
      const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== server.origin) return;
        pending.push(
          response.body().then((body): Promise<void> | void => {
            const gz = gzipSync(body, { level: 9 }).length;
            const path = url.pathname;
            if (path.endsWith('.wasm')) sizes.wasm += gz;
            else if (/\/worker-[^/]*\.js$/.test(path)) sizes.worker += gz;
            else if (path.endsWith('.js')) {
              sizes.main += gz;
              files.push(`${path} ${kb(gz).toFixed(1)} KB`);
              return response.request().sizes().then((sent) => {
                sentMain += sent.responseBodySize;
              });
            } else if (path.endsWith('.css')) sizes.css += gz;
          }, () => undefined),
        );
      });
      await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('irodori:explore-filled').length > 0, null, { timeout: 30_000 }).catch(() => undefined);
      await Promise.all(pending);
    } finally {
      await browser.close();
      await server.close();
    }
    const chunks = readdirSync(`${APP_OUT_DIR}assets`).filter((file) => /Page-[^.]+\.js$/.test(file));
    const main = kb(sizes.main);
    return {
      opsPerSecond: {
        'main-thread JS': main,
        'worker JS': kb(sizes.worker),
        wasm: kb(sizes.wasm),
        CSS: kb(sizes.css),
      },
      notes: [
        `${main <= INITIAL_JS_BUDGET_KB ? 'HOLDS ' : 'MISSED'}  initial JavaScript for / ≤ ${INITIAL_JS_BUDGET_KB} KB gzip: ${main.toFixed(1)} KB on the main thread; the worker (${kb(sizes.worker).toFixed(1)} KB) and wasm (${kb(sizes.wasm).toFixed(1)} KB) start on demand`,
        `as sent by npm start: ${kb(sentMain).toFixed(1)} KB (brotli copies from the build)`,
        `routes are split: ${chunks.length} page chunks (${chunks.map((file) => file.replace(/-[^-]+\.js$/, '')).join(', ')})`,
        `main-thread scripts: ${files.join('; ')}`,
        '(figures are sizes in KB, not operations per second)',
      ],
    };
  },
};
