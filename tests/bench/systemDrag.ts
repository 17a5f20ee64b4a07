/**
 * `systemDrag`: how the colour system editor follows a lightness point dragged on its curve chart, in Chromium on a
 * production build served by `vite preview` on 127.0.0.1. The mouse drags step 300 of the Accent hue up and down in
 * small moves, on a system with contrast targets on three columns (the engine solves every cell of every hue, light
 * and dark, on each move, in its worker). For each pointer move the page notes whether the point moved in time to be
 * painted in the next frame; each time the grid's cell of that step changes colour (an engine's answer), how far it
 * is behind the latest move before it, in frames and in milliseconds. The frames drawn during the drag give the rate.
 * Goal: 60 frames a second (no frame of the display's missed), every point move painted in the next frame. Reports
 * only, never fails.
 */
import { ESBUILD_NAME_SHIM, loadAverage, percentile, withServedApp } from './scroll.ts';
import type { Page } from '@playwright/test';
import { addRow, createSystem, setTarget } from '../../src/core/system/systemModel.ts';
import { systemParam } from '../../src/ui/systemAddress.ts';
import type { BenchTask } from './types.ts';

type Drag = { moves: number; pointInFrame: number; cellFrames: number[]; cellMs: number[]; frames: number; ms: number; refresh: number; missed: number };

/** The 12-hue system with targets the drag runs on. */
function benchSystem(): string {
  let system = createSystem('tailwind');
  for (const [name, color] of [['Teal', '#0d9488'], ['Violet', '#7c3aed'], ['Orange', '#ea580c'], ['Lime', '#65a30d'], ['Sky', '#0ea5e9']]) {
    system = addRow(system, system.rows[system.rows.length - 1].id, name, color);
  }
  system = setTarget(system, 5, { method: 'wcag', value: 3, against: null });
  system = setTarget(system, 7, { method: 'wcag', value: 4.5, against: null });
  system = setTarget(system, 9, { method: 'apca', value: 90, against: 1 });
  return systemParam(system)!;
}

/** Drags the point `passes` times up and down (60 moves each); returns what each move gave. */
async function measureDrag(page: Page, passes: number): Promise<Drag> {
  await page.evaluate(() => {
    const w = window as unknown as { __drag: Drag; __frame: number; __times: number[]; __pending: { frame: number; at: number }[]; __cellPending: { frame: number; at: number }[] };
    w.__drag = { moves: 0, pointInFrame: 0, cellFrames: [], cellMs: [], frames: 0, ms: 0, refresh: 0, missed: 0 };
    w.__pending = [];
    w.__cellPending = [];
    w.__frame = 0;
    w.__times = [];
    const tick = (time: number) => {
      w.__frame++;
      w.__times.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const point = document.querySelector('[role="slider"][aria-label="Lightness at step 300"]')!;
    const cell = [...document.querySelectorAll('button[data-cell]')].find((b) => b.getAttribute('aria-label')?.startsWith('Accent 300, Light'))!;
    new MutationObserver(() => {
      for (const move of w.__pending) if (w.__frame - move.frame <= 1) w.__drag.pointInFrame++;
      w.__pending = [];
    }).observe(point, { attributes: true, attributeFilter: ['cy'] });
    // A recolouring answers the latest move before it (the earlier ones are superseded): its lag is the grid's.
    new MutationObserver(() => {
      const move = w.__cellPending.at(-1);
      if (!move) return;
      w.__drag.cellFrames.push(w.__frame - move.frame);
      w.__drag.cellMs.push(performance.now() - move.at);
      w.__cellPending = [];
    }).observe(cell, { attributes: true, attributeFilter: ['style'] });
    document.addEventListener('pointermove', (event) => {
      if (event.buttons === 0) return;
      w.__drag.moves++;
      const move = { frame: w.__frame, at: performance.now() };
      w.__pending.push(move);
      w.__cellPending.push(move);
    }, true);
  });
  const point = page.getByRole('slider', { name: 'Lightness at step 300' });
  await point.scrollIntoViewIfNeeded();
  const box = (await point.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const start = await page.evaluate(() => performance.now());
  for (let pass = 0; pass < passes; pass++) await page.mouse.move(x, pass % 2 ? y - 30 : y + 30, { steps: 60 });
  const end = await page.evaluate(() => performance.now());
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const drag = await page.evaluate(() => (window as unknown as { __drag: Drag }).__drag);
  // The rate from the frames' own times (each frame's start, as the display paces them), first to last frame of the
  // drag: whole frames counted over the time between two calls from outside would count the part-frames at its ends as
  // missing.
  const times = await page.evaluate(([from, to]) => (window as unknown as { __times: number[] }).__times.filter((t) => t >= from && t <= to), [start, end]);
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  const refresh = percentile(gaps, 50);
  // A frame the page missed shows as a gap of two refreshes or more between frames.
  const missed = gaps.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / refresh) - 1), 0);
  return { ...drag, frames: times.length - 1, ms: times.at(-1)! - times[0], refresh, missed };
}

export const systemDragTask: BenchTask = {
  id: 'systemDrag',
  unit: 'a lightness point dragged on the colour system editor: frames a second (as on a 60 Hz display); point: % of moves painted in the next frame',
  reference: 'fps',
  targets: [{ impl: 'fps', atLeast: 60 }, { impl: 'point', atLeast: 100 }],
  async run(context) {
    const passes = context.quick ? 2 : 6;
    let drag: Drag | null = null;
    const problems: string[] = [];
    await withServedApp(context, async (origin, browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(ESBUILD_NAME_SHIM);
      await page.goto(`${origin}/tools/system?s=${benchSystem()}`);
      await page.waitForSelector('[aria-busy="false"] button[data-cell]');
      // The page settled: the theme below the editor and its try-on (loaded after the page) are in.
      await page.waitForSelector('section[aria-labelledby="system-theme-title"][aria-busy="false"] [data-testid="try-on"] [data-pairs]', { state: 'attached' });
      await page.getByRole('button', { name: /^Accent: edit its curves/ }).first().click();
      context.log(`systemDrag: ${passes} passes`);
      drag = await measureDrag(page, passes);
    });
    const d = drag as Drag | null;
    if (!d) return { opsPerSecond: {} as Record<string, number>, notes: problems };
    // Frames a second on a 60 Hz display: the share of the display's frames the page drew (headless Chromium paces its
    // frames at about 16.70 ms, 59.9 Hz, so the rate itself cannot reach 60 even when no frame is missed).
    const fps = (60 * d.frames) / (d.frames + d.missed);
    const withinTwo = d.cellFrames.filter((f) => f <= 2).length;
    return {
      opsPerSecond: { fps, point: (d.pointInFrame / d.moves) * 100 },
      notes: [
        `${d.moves} moves over ${d.ms.toFixed(0)} ms: ${d.frames} frames (${((d.frames / d.ms) * 1000).toFixed(1)} a second at the display's refresh of ${d.refresh.toFixed(2)} ms; ${d.missed} missed); the point painted in the next frame for ${d.pointInFrame} (${((d.pointInFrame / d.moves) * 100).toFixed(1)} %)`,
        `the grid's cell recoloured ${d.cellMs.length} times (12 hues × 11 steps, light and dark, solved in the worker): within two frames of the latest move ${withinTwo} (${((withinTwo / Math.max(1, d.cellMs.length)) * 100).toFixed(1)} %), latest move → cell median ${percentile(d.cellMs, 50).toFixed(1)} ms, p95 ${percentile(d.cellMs, 95).toFixed(1)} ms`,
        `load average ${loadAverage()}`,
        ...problems,
      ],
    };
  },
};
