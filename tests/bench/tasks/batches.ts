/**
 * `describe40` and `random40`: 40-colour batches per second (a category page's batch), wasm engine
 * against the TypeScript core, in this process (no worker).
 */
import { CATEGORY_IDS } from '../../../src/core/index.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, cycler, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Colours per batch (SPEC §9: category batch 40). */
export const BATCH_SIZE = 40;

export const describe40Task: BenchTask = {
  id: 'describe40',
  unit: '40-colour describe batches',
  reference: 'wasm',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(20_000);
    wasm.nearestNames(codes); // build the name grid's cells first, as a long-running worker would have
    const next = { wasm: cycler(codes, BATCH_SIZE), ts: cycler(codes, BATCH_SIZE) };
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: () => (wasm.describe(next.wasm()), 1) },
        { name: 'ts', step: () => (ts.describe(next.ts()), 1) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return { opsPerSecond };
  },
};

export const random40Task: BenchTask = {
  id: 'random40',
  unit: '40-colour random batches',
  reference: 'wasm',
  async run(context) {
    const { wasm, ts } = await context.engines();
    const seeds = { wasm: 0, ts: 0 };
    const step = (engine: typeof wasm, key: 'wasm' | 'ts') => () => {
      const n = seeds[key]++;
      engine.randomColors(CATEGORY_IDS[n % CATEGORY_IDS.length], BATCH_SIZE, n * 2654435761);
      return 1;
    };
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: step(wasm, 'wasm') },
        { name: 'ts', step: step(ts, 'ts') },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return { opsPerSecond };
  },
};
