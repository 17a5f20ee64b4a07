/**
 * What a first visit downloads, measured in Chromium against a served production build: shared by the
 * entry budget check (tests/e2e/budget.spec.ts, which fails above the budget) and the `budgets` bench
 * task (which reports). Sizes are gzip at level 9 of each response body, whatever the server sent.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { NAMESPACES } from '../../src/config/namespaces';

/** The budget of initial JavaScript for the first route, gzip, in KB. */
export const INITIAL_JS_BUDGET_KB = 150;
/** The goal for the same measure, leaving the next tools room under the budget (reported by the bench). */
export const INITIAL_JS_GOAL_KB = 135;

export type FirstVisit = {
  /** KB gzip of the scripts that run on the main thread. */
  mainKb: number;
  /** KB gzip of the engine worker's scripts and of the wasm, which start on demand. */
  workerKb: number;
  wasmKb: number;
  cssKb: number;
  /** KB gzip of the translations' JSON files (data, parsed rather than run; the data files are not counted). */
  translationsKb: number;
  /** KB the server actually sent for the main-thread scripts (its own compression, if any). */
  sentMainKb: number;
  /** Each main-thread script: its path and KB gzip. */
  mainFiles: { path: string; kb: number }[];
};

const kb = (bytes: number) => bytes / 1024;

/** A translation's file (src/app/i18n.ts): a namespace's name and its 8-character hash (`color-names-…` is a data file). */
const TRANSLATION_FILE = new RegExp(`/(?:${NAMESPACES.join('|')})-[\\w-]{8}\\.json$`);

/**
 * Opens `url` in a fresh context (no service worker, no cache, no interaction: nothing hovered or
 * focused, so nothing loaded on intent), waits until the network is idle and Explore has painted its
 * colours (when the page is Explore), and sums what came from the page's origin.
 */
export async function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const origin = new URL(url).origin;
  const visit: FirstVisit = { mainKb: 0, workerKb: 0, wasmKb: 0, cssKb: 0, translationsKb: 0, sentMainKb: 0, mainFiles: [] };
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.origin !== origin) return;
      pending.push(
        response.body().then(async (body) => {
          const size = kb(gzipSync(body, { level: 9 }).length);
          const path = address.pathname;
          if (path.endsWith('.wasm')) visit.wasmKb += size;
          else if (/\/worker-[^/]*\.js$/.test(path)) visit.workerKb += size;
          else if (path.endsWith('.js')) {
            visit.mainKb += size;
            visit.mainFiles.push({ path, kb: size });
            visit.sentMainKb += kb((await response.request().sizes()).responseBodySize);
          } else if (path.endsWith('.css')) visit.cssKb += size;
          else if (TRANSLATION_FILE.test(path)) visit.translationsKb += size;
        }, () => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (new URL(url).pathname === '/') {
      await page.waitForFunction(() => performance.getEntriesByName('irodori:explore-filled').length > 0, null, { timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return visit;
}
