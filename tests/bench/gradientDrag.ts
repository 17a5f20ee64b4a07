/**
 * `gradientDrag`: how the gradient tool follows a stop dragged along its bar, in Chromium on a production build served
 * by `vite preview` on 127.0.0.1. The mouse drags the middle stop across the bar and back in small moves; for each
 * pointer move the page notes whether the preview's gradient changed in time to be painted in the next frame, and the
 * time from the move to the change. The same drag again with text laid over the gradient (judged in the worker while
 * the stop moves).
 * Goal: every move repainted within one frame. Reports only, never fails.
 */
import { ESBUILD_NAME_SHIM, loadAverage, percentile, withServedApp } from './scroll.ts';
import type { Page } from '@playwright/test';
import type { BenchTask } from './types.ts';

type Drag = { moves: number; inFrame: number; unchanged: number; toChange: number[]; missed: number[] };

/**
 * Drags stop 2 over the bar `passes` times (there and back), in moves of a few pixels; returns what each move gave. A
 * counter moved by a requestAnimationFrame loop numbers the frames: a move made before frame f + 1 is drawn (the
 * counter at f) whose change to the preview is made before frame f + 2 is drawn is painted in the next frame (one).
 */
async function measureDrag(page: Page, passes: number): Promise<Drag> {
  await page.evaluate(() => {
    const w = window as unknown as { __drag: Drag; __frame: number; __pending: { frame: number; at: number; index: number }[]; __listening?: boolean };
    w.__drag = { moves: 0, inFrame: 0, unchanged: 0, toChange: [], missed: [] };
    w.__pending = [];
    if (w.__listening) return;
    w.__listening = true;
    w.__frame = 0;
    const tick = () => {
      w.__frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const preview = document.querySelector('[data-testid="gradient-preview"]')!;
    new MutationObserver(() => {
      const now = performance.now();
      for (const move of w.__pending) {
        if (w.__frame - move.frame <= 1) w.__drag.inFrame++;
        else w.__drag.missed.push(move.index);
        w.__drag.toChange.push(now - move.at);
      }
      w.__pending = [];
    }).observe(preview, { attributes: true, attributeFilter: ['style'] });
    document.addEventListener('pointermove', (event) => {
      if (event.buttons === 0) return;
      w.__drag.moves++;
      w.__pending.push({ frame: w.__frame, at: performance.now(), index: w.__drag.moves });
    }, true);
  });
  const bar = page.getByRole('slider', { name: /^Stop 2,/ });
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  const track = (await page.getByTestId('stop-bar').boundingBox()) ?? box;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  const [left, right] = [track.x + track.width * 0.1, track.x + track.width * 0.9];
  for (let pass = 0; pass < passes; pass++) {
    await page.mouse.move(pass % 2 ? left : right, y, { steps: 60 });
  }
  await page.mouse.up();
  // Moves still waiting a few frames after the drag changed nothing (the stop was already there).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  return page.evaluate(() => {
    const w = window as unknown as { __drag: Drag; __pending: unknown[] };
    return { ...w.__drag, unchanged: w.__pending.length };
  });
}

export const gradientDragTask: BenchTask = {
  id: 'gradientDrag',
  unit: 'pointer moves of a dragged stop, % repainted within one frame; text: with text over the gradient',
  reference: 'drag',
  targets: [{ impl: 'drag', atLeast: 100 }, { impl: 'text', atLeast: 100 }],
  async run(context) {
    const passes = context.quick ? 2 : 6;
    const runs: Record<string, Drag> = {};
    const problems: string[] = [];
    await withServedApp(context, async (origin, browser) => {
      // Tall enough for the preview and the stop bar to be on screen together.
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(ESBUILD_NAME_SHIM);
      await page.goto(`${origin}/tools/gradient`);
      await page.waitForSelector('[data-testid="gradient-css"][aria-busy="false"]');
      context.log(`gradientDrag: ${passes} passes`);
      runs.drag = await measureDrag(page, passes);
      await page.getByRole('checkbox', { name: 'Text', exact: true }).check();
      await page.waitForSelector('[data-testid="text-block"]');
      context.log(`gradientDrag: ${passes} passes with text`);
      runs.text = await measureDrag(page, passes);
    });
    const changing = ({ moves, unchanged }: Drag) => moves - unchanged;
    const notes = Object.entries(runs).map(([name, drag]) =>
      `${name}: ${changing(drag)} moves that moved the stop (${drag.unchanged} more did not), ${drag.inFrame} painted in the next frame (${((drag.inFrame / changing(drag)) * 100).toFixed(1)} %); move → preview changed median ${percentile(drag.toChange, 50).toFixed(1)} ms, p95 ${percentile(drag.toChange, 95).toFixed(1)} ms${drag.missed.length ? `; late: move ${drag.missed.slice(0, 12).join(', ')} of ${drag.moves}` : ''}`,
    );
    return {
      opsPerSecond: Object.fromEntries(Object.entries(runs).map(([name, drag]) => [name, (drag.inFrame / changing(drag)) * 100])),
      notes: [...notes, `load average ${loadAverage()}`, ...problems],
    };
  },
};
