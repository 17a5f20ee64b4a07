/**
 * `coldload`: time from navigation to a page's content shown, on a production build served by `vite preview` on
 * 127.0.0.1, each load in a fresh browser context (cold cache, no service worker), three loads a page, their median.
 * "Shown" is the moment the page's content element is in the document (an observer set up before the page's own
 * scripts notes it), and the page reports ready (`data-app-ready`), whichever is later. Target: the theme tool's role
 * table within 1.5 s, against My Palettes (the lightest app page) and the colour page in the same run.
 * Reports only, never fails.
 */
import { loadAverage, percentile, withServedApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

/** Target: the theme tool shows its role table within this many ms of navigation (median of three at a load under 1). */
export const THEME_COLD_LOAD_TARGET_MS = 1500;

/** Each page measured: its address and the element that shows its content. */
const PAGES = [
  { id: 'theme', path: '/tools/theme', content: 'main table' },
  { id: 'palettes', path: '/palettes', content: 'main h1' },
  { id: 'color', path: '/colors/3a7bd5', content: 'main h1' },
] as const;

const RUNS = 3;

export const coldLoadTask: BenchTask = {
  id: 'coldload',
  unit: 'cold loads per second to the page content (1000 / median ms)',
  reference: 'palettes',
  targets: [{ impl: 'theme', atLeast: 1000 / THEME_COLD_LOAD_TARGET_MS }],
  async run(context) {
    const times: Record<string, number[]> = Object.fromEntries(PAGES.map((page) => [page.id, []]));
    const problems: string[] = [];
    const loadBefore = loadAverage();
    await withServedApp(context, async (origin, browser) => {
      for (let run = 0; run < RUNS; run++) {
        for (const { id, path, content } of PAGES) {
          context.log(`coldload: ${path} (${run + 1}/${RUNS})`);
          const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
          const page = await browserContext.newPage();
          page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
          await page.addInitScript((selector: string) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              performance.mark('bench:content');
              observer.disconnect();
            });
            observer.observe(document, { childList: true, subtree: true });
          }, content);
          await page.goto(`${origin}${path}`);
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready') && performance.getEntriesByName('bench:content').length > 0, null, { timeout: 30_000 });
          times[id].push(await page.evaluate(() => performance.getEntriesByName('bench:content')[0].startTime));
          await browserContext.close();
        }
      }
    });
    const median = (id: string) => percentile(times[id], 50);
    const theme = median('theme');
    return {
      opsPerSecond: Object.fromEntries(PAGES.map(({ id }) => [id, 1000 / median(id)])),
      notes: [
        `${theme <= THEME_COLD_LOAD_TARGET_MS ? 'HOLDS ' : 'MISSED'}  the theme tool's role table ≤ ${THEME_COLD_LOAD_TARGET_MS} ms after navigation: median ${theme.toFixed(0)} ms of ${RUNS} cold loads (${times.theme.map((ms) => ms.toFixed(0)).join(', ')})`,
        ...PAGES.filter(({ id }) => id !== 'theme').map(({ id, path }) => `${path}: median ${median(id).toFixed(0)} ms (${times[id].map((ms) => ms.toFixed(0)).join(', ')})`),
        `machine load: ${loadBefore} before, ${loadAverage()} after (the target is for a load under 1)`,
        ...problems,
      ],
    };
  },
};
