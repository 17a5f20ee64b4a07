/**
 * `coldload`: time from navigation to a page's content shown, on a production build served by `vite preview` on
 * 127.0.0.1 over HTTP/2, as the hosts the build is made for serve it (see serveApp), and over HTTP/1.1 for
 * comparison (six connections: a page's 40–60 chunks queue), each load in a fresh browser context (cold cache, no
 * service worker), three loads a page, their median.
 * "Shown" is the moment the page's content element is in the document (an observer set up before the page's own
 * scripts notes it), and the page reports ready (`data-app-ready`), whichever is later. Target: the theme tool's role
 * table within 1.5 s, against My Palettes (the lightest app page) and the colour page in the same run.
 * Reports only, never fails.
 */
import { loadAverage, percentile, settleLoad, withServedApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

/** Target: the theme tool shows its role table within this many ms of navigation (median of three at a load under 1). */
export const THEME_COLD_LOAD_TARGET_MS = 1500;

/**
 * Each page measured: its address and the element that shows its content. The theme tool's role table shows its
 * first group with the page and the others one a commit after it, busy until then (src/features/theme/RoleTable.tsx):
 * `complete` is the whole table.
 */
const PAGES = [
  { id: 'theme', path: '/tools/theme', content: 'main table', complete: 'main table:not([aria-busy]) tr[data-role]' },
  { id: 'palettes', path: '/palettes', content: 'main h1', complete: 'main h1' },
  { id: 'color', path: '/colors/3a7bd5', content: 'main h1', complete: 'main h1' },
] as const;

const RUNS = 3;


export const coldLoadTask: BenchTask = {
  id: 'coldload',
  unit: 'cold loads per second to the page content (1000 / median ms)',
  reference: 'palettes',
  targets: [{ impl: 'theme', atLeast: 1000 / THEME_COLD_LOAD_TARGET_MS }],
  async run(context) {
    const problems: string[] = [];
    const loadBefore = loadAverage();
    const measure = (http2: boolean) => {
      const times: Record<string, number[]> = Object.fromEntries(PAGES.flatMap((page) => [[page.id, []], [`${page.id}:complete`, []]]));
      return withServedApp(
        context,
        async (origin, browser) => {
          await settleLoad(context);
          for (let run = 0; run < RUNS; run++) {
            for (const { id, path, content, complete } of PAGES) {
              context.log(`coldload: ${path} over HTTP/${http2 ? '2' : '1.1'} (${run + 1}/${RUNS})`);
              const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ignoreHTTPSErrors: http2 });
              const page = await browserContext.newPage();
              page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
              await page.addInitScript((selectors: { content: string; complete: string }) => {
                const observer = new MutationObserver(() => {
                  for (const [name, selector] of Object.entries(selectors)) {
                    if (performance.getEntriesByName(`bench:${name}`).length === 0 && document.querySelector(selector)) performance.mark(`bench:${name}`);
                  }
                  if (performance.getEntriesByName('bench:complete').length > 0) observer.disconnect();
                });
                observer.observe(document, { childList: true, subtree: true });
              }, { content, complete });
              await page.goto(`${origin}${path}`);
              await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready') && performance.getEntriesByName('bench:complete').length > 0, null, { timeout: 30_000 });
              const marks = await page.evaluate(() => [performance.getEntriesByName('bench:content')[0].startTime, performance.getEntriesByName('bench:complete')[0].startTime]);
              times[id].push(marks[0]);
              times[`${id}:complete`].push(marks[1]);
              await browserContext.close();
            }
          }
          return times;
        },
        { http2 },
      );
    };
    const h2 = await measure(true);
    const h1 = await measure(false);
    const median = (times: Record<string, number[]>, id: string) => percentile(times[id], 50);
    const line = (times: Record<string, number[]>, id: string) => `median ${median(times, id).toFixed(0)} ms (${times[id].map((ms) => ms.toFixed(0)).join(', ')})`;
    const theme = median(h2, 'theme');
    return {
      opsPerSecond: Object.fromEntries(PAGES.map(({ id }) => [id, 1000 / median(h2, id)])),
      notes: [
        `${theme <= THEME_COLD_LOAD_TARGET_MS ? 'HOLDS ' : 'MISSED'}  the theme tool's role table ≤ ${THEME_COLD_LOAD_TARGET_MS} ms after navigation over HTTP/2: ${line(h2, 'theme')} of ${RUNS} cold loads`,
        `the whole role table over HTTP/2: ${line(h2, 'theme:complete')}`,
        ...PAGES.filter(({ id }) => id !== 'theme').map(({ id, path }) => `${path} over HTTP/2: ${line(h2, id)}`),
        `over HTTP/1.1: ${PAGES.map(({ id, path }) => `${path} ${line(h1, id)}`).join('; ')}`,
        `machine load: ${loadBefore} before the build, ${loadAverage()} after the loads (they wait up to three minutes after the build for a load under 1; the target is for a load under 1)`,
        ...problems,
      ],
    };
  },
};
