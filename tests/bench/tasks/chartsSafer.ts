/**
 * `chartsSafer`: "make it safer" (src/core/charts/safer.ts) on the sets people start from — Tableau 10, Okabe–Ito and
 * ColorBrewer's Set2 at their full size, on white and on a dark slate (#111827), at 3:1 for marks and with no contrast
 * target — in the wasm engine and its TypeScript reference (the same answers: tests/parity/chartsSafer.test.ts). Figures
 * are fixes per second; the notes give the worst pair under the four visions before and after (ΔE_OK ×100), how many
 * colours moved and how far on average (ΔE_OK ×100), and the time. Goal: a 12-colour fix (Set3, Paired) in under 50 ms in
 * the wasm engine.
 */
import { curatedSet } from '../../../src/core/charts/curated.ts';
import { CLEAR_DELTA_E } from '../../../src/core/charts/report.ts';
import type { SaferRequest } from '../../../src/core/charts/safer.ts';
import { medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const SETS = ['tableau10', 'okabe-ito', 'set2'] as const;
const TWELVE = ['set3', 'paired'] as const;
const BACKGROUNDS = ['#ffffff', '#111827'] as const;
const TARGETS = [3, 0] as const;
const GOAL_MS = 50;

const requestOf = (id: string, background: string, minContrast: number): SaferRequest => {
  const set = curatedSet(id)!;
  return { kind: set.kind, colors: set.colors(set.maxCount), background, minContrast, severity: 1 };
};

export const chartsSaferTask: BenchTask = {
  id: 'chartsSafer',
  unit: 'fixes of a chart set (Tableau 10, Okabe–Ito, Set2 on white and #111827)',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const notes: string[] = [];
    let wasmMs = 0;
    let tsMs = 0;
    for (const id of SETS) {
      for (const background of BACKGROUNDS) {
        for (const minContrast of TARGETS) {
          const request = requestOf(id, background, minContrast);
          const result = wasm.saferChartColors(request);
          if (ts.saferChartColors(request).codes.join() !== result.codes.join()) notes.push(`${id} on ${background}: the engines disagree (see tests/parity/chartsSafer.test.ts)`);
          const w = medianMs(runs, () => wasm.saferChartColors(request));
          const t = medianMs(runs, () => ts.saferChartColors(request));
          wasmMs += w;
          tsMs += t;
          notes.push(
            `${curatedSet(id)!.name} ×${request.colors.length} on ${background} at ${minContrast}:1: worst pair ${result.before.worst.toFixed(2)} → ${result.after.worst.toFixed(2)}` +
              ` (${result.reached.separation ? 'reaches' : 'short of'} ${CLEAR_DELTA_E}), ${result.changed.length} moved, mean ${result.meanMoved.toFixed(2)}, largest ${result.maxMoved.toFixed(2)};` +
              ` ${w.toFixed(1)} ms wasm, ${t.toFixed(1)} ms ts`,
          );
        }
      }
    }
    let slowest = 0;
    for (const id of TWELVE) for (const background of BACKGROUNDS) for (const minContrast of TARGETS) slowest = Math.max(slowest, medianMs(runs, () => wasm.saferChartColors(requestOf(id, background, minContrast))));
    notes.push(`${slowest < GOAL_MS ? 'HOLDS ' : 'MISSES'} 12 colours in the wasm engine: slowest ${slowest.toFixed(1)} ms (Set3, Paired; goal < ${GOAL_MS} ms)`);
    const fixes = SETS.length * BACKGROUNDS.length * TARGETS.length;
    context.log('bench: chartsSafer done');
    return { opsPerSecond: { wasm: (fixes * 1000) / wasmMs, ts: (fixes * 1000) / tsMs }, notes };
  },
};
