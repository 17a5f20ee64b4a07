/**
 * `name`: colours named per second. The wasm grid search, the core's brute force, and two peers given
 * the same 1566 names: `ntc` (the original Name that Color code, its own built-in list) and
 * `nearest-color` (RGB distance).
 */
import nearestColor from 'nearest-color';
import ntc from 'ntc';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, cycler, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';
import { COLOR_NAMES } from '../../support/colorNames.ts';

export const nameTask: BenchTask = {
  id: 'name',
  unit: 'colours named',
  reference: 'wasm',
  targets: [
    { impl: 'wasm', timesFaster: 200, than: 'ntc' },
    { impl: 'wasm', timesFaster: 20, than: 'ts' },
  ],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(50_000);
    // The grid builds each cell's candidate list on first use: time that once, then measure steady state.
    const coldStart = performance.now();
    wasm.nearestNames(codes);
    const coldMs = performance.now() - coldStart;
    const nearest = nearestColor.from(Object.fromEntries(COLOR_NAMES.map((entry) => [entry.name, entry.code])));
    const batches = { wasm: cycler(codes, 1000), ts: cycler(codes, 20), ntc: cycler(codes, 20), nc: cycler(codes, 20) };
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: () => wasm.nearestNames(batches.wasm()).length },
        { name: 'ts', step: () => ts.nearestNames(batches.ts()).length },
        { name: 'ntc', step: () => batches.ntc().map((code) => ntc.name(code)[1]).length },
        { name: 'nearest-color', step: () => batches.nc().map((code) => nearest(code)).length },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return {
      opsPerSecond,
      notes: [`wasm: first pass over ${codes.length.toLocaleString('en')} colours (building grid cells) took ${coldMs.toFixed(0)} ms`],
    };
  },
};
