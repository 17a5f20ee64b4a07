/**
 * `budgets`: what the first visit to Explore downloads, measured in Chromium on a production build:
 * JavaScript on the main thread (gzip, the budget is 150 KB), then the engine worker and the wasm,
 * which load on demand; how many route chunks the build has (routes are split); and each page's first-visit weight
 * against its budget (tests/support/pageWeights.ts). Reports only: `npm test` enforces the budgets
 * (tests/e2e/budget.spec.ts, the same measures).
 */
import { readdirSync } from 'node:fs';
import { INITIAL_JS_BUDGET_KB, INITIAL_JS_GOAL_KB, measureFirstVisit } from '../support/firstVisit.ts';
import { PAGE_BUDGETS_KB, pageWeights } from '../support/pageWeights.ts';
import { APP_OUT_DIR, withServedApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

export const budgetsTask: BenchTask = {
  id: 'budgets',
  unit: 'KB gzip downloaded by a first visit to /',
  reference: 'main-thread JS',
  targets: [],
  async run(context) {
    const visit = await withServedApp(context, (origin, browser) => measureFirstVisit(browser, `${origin}/`));
    const chunks = readdirSync(`${APP_OUT_DIR}assets`).filter((file) => /Page-[^.]+\.js$/.test(file));
    const main = visit.mainKb;
    const pages = pageWeights(APP_OUT_DIR);
    const over = pages.filter((page) => page.totalKb > PAGE_BUDGETS_KB[page.route]);
    return {
      opsPerSecond: {
        'main-thread JS': main,
        'worker JS': visit.workerKb,
        wasm: visit.wasmKb,
        CSS: visit.cssKb,
        translations: visit.translationsKb,
      },
      notes: [
        `${main <= INITIAL_JS_BUDGET_KB ? 'HOLDS ' : 'MISSED'}  initial JavaScript for / ≤ ${INITIAL_JS_BUDGET_KB} KB gzip: ${main.toFixed(1)} KB on the main thread; the worker (${visit.workerKb.toFixed(1)} KB) and wasm (${visit.wasmKb.toFixed(1)} KB) start on demand`,
        `${main <= INITIAL_JS_GOAL_KB ? 'HOLDS ' : 'MISSED'}  the goal of ${INITIAL_JS_GOAL_KB} KB (room under the budget for the next tools)`,
        `as sent by the bench's static server: ${visit.sentMainKb.toFixed(1)} KB`,
        `besides the scripts, ${visit.translationsKb.toFixed(1)} KB of translations (the frame's and Explore's, JSON: data, parsed rather than run)`,
        `routes are split: ${chunks.length} page chunks (${chunks.map((file) => file.replace(/-[^-]+\.js$/, '')).join(', ')})`,
        `${over.length === 0 ? 'HOLDS ' : 'MISSED'}  every page's first visit within its budget (scripts + data + translations, KB gzip; tests/support/pageWeights.ts)`,
        `per page, en / ja of budget: ${[...new Set(pages.map((page) => page.route))]
          .map((route) => `/${route} ${pages.filter((page) => page.route === route).map((page) => page.totalKb.toFixed(0)).join(' / ')} of ${PAGE_BUDGETS_KB[route]}`)
          .join('; ')}`,
        `main-thread scripts: ${visit.mainFiles.map((file) => `${file.path} ${file.kb.toFixed(1)} KB`).join('; ')}`,
        '(figures are sizes in KB, not operations per second)',
      ],
    };
  },
};
