/**
 * `space`: how the palette generator answers the space bar, in Chromium on a production build
 * served by `vite preview` on 127.0.0.1. Fifty presses, each after the previous palette is on screen.
 *
 * Figures:
 * - Interaction to Next Paint of the presses, from the Event Timing API (PerformanceObserver 'event',
 *   the longest entry of each interaction). The API reports only interactions of 16 ms or more, so a
 *   press with no entry took less than 16 ms; percentiles count those as 16 ms (an upper bound).
 *   Goal: p95 under 50 ms, median under 16 ms.
 * - Press to new colours painted: from the key event's time stamp to the frame after the columns
 *   changed (the palette is generated in the engine worker, so this includes the round trip), median
 *   and p95.
 * The same presses again with the try-on shown under the columns (it recolours by custom properties, without
 * rendering the mock again), and with the try-on beside its deuteranopia view.
 * Reports only, never fails.
 */
import { ESBUILD_NAME_SHIM, loadAverage, percentile, withServedApp } from './scroll.ts';
import type { Page } from '@playwright/test';
import type { BenchTask } from './types.ts';

/** Goals of the palette generator's Space loop. */
export const SPACE_TARGETS = { inpP95Ms: 50, inpMedianMs: 16 } as const;
/** What the Event Timing API reports at the least; shorter interactions have no entry. */
const EVENT_THRESHOLD_MS = 16;

/** Runs `presses` Space presses on the open generator page; returns each press's INP (ms) and press → painted (ms). */
async function measurePresses(page: Page, presses: number): Promise<{ inp: number[]; toPaint: number[] }> {
  await page.evaluate((threshold) => {
    const w = window as unknown as { __interactions: Map<number, number>; __paints: { press: number; painted: number }[]; __observed?: boolean };
    w.__interactions = new Map();
    w.__paints = [];
    if (w.__observed) return;
    w.__observed = true;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) w.__interactions.set(entry.interactionId, Math.max(w.__interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
    // Press → the frame after the columns change (rAF, then a task: the frame has been produced).
    const columns = document.querySelector('ol[data-ready]')!;
    let press = 0;
    document.addEventListener('keydown', (event) => {
      if (event.key === ' ') press = event.timeStamp;
    }, true);
    new MutationObserver(() => {
      if (!press) return;
      const at = press;
      press = 0;
      requestAnimationFrame(() => setTimeout(() => w.__paints.push({ press: at, painted: performance.now() })));
    }).observe(columns, { subtree: true, attributes: true, attributeFilter: ['style'] });
  }, EVENT_THRESHOLD_MS);
  for (let i = 0; i < presses; i++) {
    const before = await page.evaluate(() => (window as unknown as { __paints: unknown[] }).__paints.length);
    await page.keyboard.press(' ');
    await page.waitForFunction((n) => (window as unknown as { __paints: unknown[] }).__paints.length > n, before, { timeout: 10_000 });
  }
  // Let the last interactions' entries arrive.
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => {
    const w = window as unknown as { __interactions: Map<number, number>; __paints: { press: number; painted: number }[] };
    return { reported: [...w.__interactions.values()], paints: w.__paints.map((p) => p.painted - p.press) };
  });
  // Keydown and keyup of one press are one interaction; presses with no entry were under the threshold.
  const reported = result.reported.filter((duration) => duration >= EVENT_THRESHOLD_MS);
  return { inp: [...reported, ...Array.from({ length: Math.max(0, presses - reported.length) }, () => EVENT_THRESHOLD_MS)], toPaint: result.paints };
}

/** "< 16" for a figure under what the Event Timing API reports, else whole milliseconds. */
const ms = (value: number) => (value <= EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS}` : value.toFixed(0));

export const spaceTask: BenchTask = {
  id: 'space',
  unit: 'space presses, 1000 / p95 INP (goal ≥ 20: p95 < 50 ms); presses: the generator alone, tryOn: with the try-on shown, tryOnVision: with the try-on beside its deuteranopia view',
  reference: 'presses',
  targets: [
    { impl: 'presses', atLeast: 1000 / SPACE_TARGETS.inpP95Ms },
    { impl: 'tryOn', atLeast: 1000 / SPACE_TARGETS.inpP95Ms },
    { impl: 'tryOnVision', atLeast: 1000 / SPACE_TARGETS.inpP95Ms },
  ],
  async run(context) {
    const presses = context.quick ? 15 : 50;
    const runs: Record<string, { inp: number[]; toPaint: number[] }> = {};
    const problems: string[] = [];
    await withServedApp(context, async (origin, browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(ESBUILD_NAME_SHIM);
      await page.goto(`${origin}/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51&locked=0`);
      await page.waitForSelector('ol[data-ready]');
      const focusPage = () => page.getByRole('heading', { level: 1 }).click();
      await focusPage();
      context.log(`space: ${presses} presses`);
      runs.presses = await measurePresses(page, presses);
      // The same presses with the try-on open under the columns (its landing page), then beside its deuteranopia view.
      await page.getByRole('button', { name: 'Try on', exact: true }).click();
      await page.waitForSelector('[data-testid="try-on"] [data-pairs]');
      await focusPage();
      context.log(`space: ${presses} presses with the try-on`);
      runs.tryOn = await measurePresses(page, presses);
      await page.getByRole('combobox', { name: 'Color vision' }).selectOption('deuteranopia');
      await page.waitForSelector('[data-testid="try-on"] [data-vision="deuteranopia"] [data-pairs]');
      await focusPage();
      context.log(`space: ${presses} presses with the try-on and its deuteranopia view`);
      runs.tryOnVision = await measurePresses(page, presses);
    });
    const notes = Object.entries(runs).map(([name, { inp, toPaint }]) => {
      const under = inp.filter((value) => value <= EVENT_THRESHOLD_MS).length;
      return `${name}: INP of ${inp.length} presses median ${ms(percentile(inp, 50))} ms, p95 ${ms(percentile(inp, 95))} ms, max ${Math.max(...inp).toFixed(0)} ms (${under} under ${EVENT_THRESHOLD_MS} ms); press → new colours painted median ${percentile(toPaint, 50).toFixed(1)} ms, p95 ${percentile(toPaint, 95).toFixed(1)} ms`;
    });
    return {
      opsPerSecond: Object.fromEntries(Object.entries(runs).map(([name, { inp }]) => [name, 1000 / percentile(inp, 95)])),
      notes: [...notes, `goals: p95 < ${SPACE_TARGETS.inpP95Ms} ms, median < ${SPACE_TARGETS.inpMedianMs} ms`, `load average ${loadAverage()}`, ...problems],
    };
  },
};
