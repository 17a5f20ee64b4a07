/**
 * `colorsshown`: time from navigation to a page's colours visible (its first swatch laid out on screen), on
 * a production build served by `vite preview` on 127.0.0.1, each load in a fresh browser context (cold
 * cache). For /japanese-colors (target: within 300 ms; its HTML is rendered at build time
 * with the colours in it) and, for scale, /combinations and a colour page (whose colours render in the
 * browser). Measured in the page: the first animation frame in which a swatch (an element of the main region
 * whose inline style paints a colour) is in the document and laid out, from navigation start; the
 * colour page's first is the header's swatch. Reports only, never fails.
 */
import { loadAverage, percentile, withServedApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

/** Target: the traditional colours on screen within 300 ms of navigation. */
export const JAPANESE_COLORS_TARGET_MS = 300;

const PAGES = ['/japanese-colors', '/combinations', '/colors/3a7bd5'] as const;

export const colorsShownTask: BenchTask = {
  id: 'colorsshown',
  unit: 'cold loads with the colours on screen',
  reference: '/japanese-colors',
  targets: [{ impl: '/japanese-colors', atLeast: 1000 / JAPANESE_COLORS_TARGET_MS }],
  async run(context) {
    const shown: Record<string, number[]> = Object.fromEntries(PAGES.map((path) => [path, []]));
    const problems: string[] = [];
    await withServedApp(context, async (origin, browser) => {
      const runs = context.quick ? 3 : 9;
      context.log(`colorsshown: ${runs} cold loads of ${PAGES.join(', ')}`);
      for (let run = 0; run < runs; run++) {
        for (const path of PAGES) {
          const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const page = await browserContext.newPage();
          page.on('pageerror', (error) => problems.push(`${path}: page error: ${error.message}`));
          await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
          const handle = await page.waitForFunction(
            () => {
              const swatch = document.querySelector('#main [style*="background"]');
              return swatch !== null && swatch.getBoundingClientRect().height > 0 ? performance.now() : false;
            },
            null,
            { polling: 'raf', timeout: 30_000 },
          );
          shown[path].push((await handle.jsonValue()) as number);
          await browserContext.close();
        }
      }
    });
    const medians = Object.fromEntries(PAGES.map((path) => [path, percentile(shown[path], 50)]));
    const japanese = medians['/japanese-colors'];
    return {
      opsPerSecond: Object.fromEntries(PAGES.map((path) => [path, 1000 / medians[path]])),
      notes: [
        `${japanese <= JAPANESE_COLORS_TARGET_MS ? 'HOLDS ' : 'MISSED'}  /japanese-colors shows its colours < ${JAPANESE_COLORS_TARGET_MS} ms: median ${japanese.toFixed(0)} ms, max ${Math.max(...shown['/japanese-colors']).toFixed(0)} ms`,
        ...PAGES.map((path) => `${path}: median ${medians[path].toFixed(0)} ms over ${shown[path].length} cold loads`),
        `machine load: ${loadAverage()}`,
        ...problems,
      ],
    };
  },
};
