/**
 * `palette`: palette generations per second (what one press of the space bar asks of the engine),
 * wasm engine against the TypeScript core, in this process (no worker). Each generation is a 5-colour palette
 * with two colours locked (the first and the third, seeded colours), harmony 'auto' and a new seed, so every
 * harmony, the spread and the distance repair all take their share.
 */
import { PALETTE_DEFAULT_COLORS, type PaletteRequest } from '../../../src/core/index.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** The locks of every benched palette: two of five. */
const LOCKED = [true, false, true, false, false];
/** Distinct requests cycled through (the seed changes on every call anyway). */
const REQUESTS = 1000;

/** Returns a step that generates the next request's palette with `engine`. */
function generations(engine: ColorEngine, requests: readonly Omit<PaletteRequest, 'seed'>[]): () => number {
  return inTurn(requests, (request, n) => engine.generatePalette({ ...request, seed: n * 2654435761 }));
}

export const paletteTask: BenchTask = {
  id: 'palette',
  unit: '5-colour palettes generated (2 locked)',
  reference: 'wasm',
  // A press of the space bar should cost well under a frame: 1 ms a generation at most.
  targets: [{ impl: 'wasm', atLeast: 1000 }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(REQUESTS * PALETTE_DEFAULT_COLORS);
    const requests = Array.from({ length: REQUESTS }, (_, k) => ({
      colors: codes.slice(k * PALETTE_DEFAULT_COLORS, (k + 1) * PALETTE_DEFAULT_COLORS),
      locked: LOCKED,
      harmony: 'auto' as const,
    }));
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: generations(wasm, requests) },
        { name: 'ts', step: generations(ts, requests) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    const ratio = opsPerSecond.wasm / opsPerSecond.ts;
    return {
      opsPerSecond,
      notes: [
        `wasm ${ratio.toFixed(1)}× the TypeScript core; ${(1000 / opsPerSecond.wasm).toFixed(3)} ms (wasm) and ${(1000 / opsPerSecond.ts).toFixed(3)} ms (ts) a generation`,
        `the same ${REQUESTS.toLocaleString('en')} seeded requests and seeds for both (identical palettes, tests/parity/palette.test.ts)`,
      ],
    };
  },
};
