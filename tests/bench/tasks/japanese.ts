/**
 * `japanese`: colours per second matched to their nearest Japanese traditional colour (index and ΔE_OK
 * ×100 over the 227 entries): the wasm brute force, with its table compiled in, against the core's.
 */
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, cycler, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

export const japaneseTask: BenchTask = {
  id: 'japanese',
  unit: 'colours matched',
  reference: 'wasm',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(50_000);
    const batches = { wasm: cycler(codes, 1000), ts: cycler(codes, 100) };
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: () => wasm.nearestJapaneseColors(batches.wasm()).length },
        { name: 'ts', step: () => ts.nearestJapaneseColors(batches.ts()).length },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return {
      opsPerSecond,
      notes: [`both brute force over the 227 entries, on the same ${codes.length.toLocaleString('en')} seeded colours; wasm two colours per SIMD step`],
    };
  },
};
