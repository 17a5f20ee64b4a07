/**
 * `explore`: time from navigation to Explore painted with its colours, on a production build served by
 * `vite preview` on 127.0.0.1, each load in a fresh browser context (cold cache, new engine worker). One
 * engine call draws the colours of all ten sections; the sections on screen (at 1280×800, the first
 * two) paint them at once and the rest render as they are scrolled near. The page sets the mark
 * 'irodori:explore-filled' in the frame that paints the colours (src/features/explore/ExplorePage.tsx);
 * its start time is measured from navigation start. Target: < 1 s.
 * For scale, the first paint of the app frame alone (the empty History page) is measured the same way.
 * Reports only, never fails.
 */
import { loadAverage, percentile, withServedApp } from './scroll.ts';
import type { BenchTask } from './types.ts';

/** Target: Explore filled with colour within one second. */
export const EXPLORE_TARGET_MS = 1000;

export const exploreTask: BenchTask = {
  id: 'explore',
  unit: 'cold loads of Explore painted with its colours',
  reference: 'loads',
  // 1000 / median time: at least 1 load per second means the sections fill in under a second.
  targets: [{ impl: 'loads', atLeast: 1000 / EXPLORE_TARGET_MS }],
  async run(context) {
    const filled: number[] = [];
    const firstPaint: number[] = [];
    const shellPaint: number[] = [];
    const problems: string[] = [];
    await withServedApp(context, async (origin, browser) => {
      const runs = context.quick ? 3 : 9;
      context.log(`explore: ${runs} cold loads`);
      for (let run = 0; run < runs; run++) {
        const browserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await browserContext.newPage();
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        await page.goto(`${origin}/`);
        await page.waitForFunction(() => performance.getEntriesByName('irodori:explore-filled').length > 0, null, { timeout: 30_000 });
        const times = await page.evaluate(() => ({
          filled: performance.getEntriesByName('irodori:explore-filled')[0].startTime,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        }));
        filled.push(times.filled);
        firstPaint.push(times.fcp);
        // Closed before the next load: an open page goes on working (its service worker precaches the whole app),
        // and the loads after it would share the machine with every page before them.
        await browserContext.close();
        // For scale: the first paint of the app frame alone (the History page, empty), in the same conditions.
        const shellContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const shellPage = await shellContext.newPage();
        await shellPage.goto(`${origin}/history`);
        await shellPage.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
        shellPaint.push(await shellPage.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime));
        await shellContext.close();
      }
    });
    const median = percentile(filled, 50);
    return {
      opsPerSecond: { loads: 1000 / median },
      notes: [
        `${median <= EXPLORE_TARGET_MS ? 'HOLDS ' : 'MISSED'}  Explore painted with its colours < ${EXPLORE_TARGET_MS} ms: median ${median.toFixed(0)} ms, max ${Math.max(...filled).toFixed(0)} ms over ${filled.length} cold loads`,
        `first contentful paint (section frames and heading): median ${percentile(firstPaint, 50).toFixed(0)} ms; the app frame alone (empty History page) paints first at median ${percentile(shellPaint, 50).toFixed(0)} ms`,
        `machine load: ${loadAverage()}`,
        ...problems,
      ],
    };
  },
};
