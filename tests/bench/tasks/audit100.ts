/**
 * `audit100`: full palette checks of a 100-colour palette per second (4,950 pairs × 5 visions, every
 * ordered pair's WCAG and APCA contrast), wasm engine against the TypeScript core, in this process (no worker).
 * A third contender, `wasm+transfer`, does what a check through the worker costs apart from the message itself:
 * the wasm check as typed arrays, moved by `structuredClone` with their buffers transferred (what postMessage
 * does), and the objects built from them (what the client does on the page).
 */
import { MAX_PALETTE_COLORS } from '../../../src/core/index.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { checkOfRecords, recordBuffers, type PaletteCheckRecords } from '../../../src/engine/checkRecords.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Distinct 100-colour palettes cycled through, and the severities they are checked at. */
const PALETTES = 16;
const SEVERITIES = [1, 0.6, 0.3];
/** The budget for one check in the worker: a frame. */
const FRAME_MS = 16;

/** Returns a step that checks the next palette with `engine`. */
function checks(engine: ColorEngine, palettes: readonly string[][]): () => number {
  return inTurn(palettes, (palette, n) => engine.checkPalette(palette, SEVERITIES[n % SEVERITIES.length]));
}

/** Returns a step that checks the next palette as the worker path does (records, transfer, objects). */
function transferredChecks(engine: ColorEngine, palettes: readonly string[][]): () => number {
  return inTurn(palettes, (palette, n) => {
    const records = engine.checkPaletteRecords(palette, SEVERITIES[n % SEVERITIES.length]);
    checkOfRecords(structuredClone(records, { transfer: recordBuffers(records) }) as PaletteCheckRecords);
  });
}

export const audit100Task: BenchTask = {
  id: 'audit100',
  unit: '100-colour palettes fully checked',
  reference: 'wasm',
  targets: [
    { impl: 'wasm', atLeast: 1000 / FRAME_MS },
    { impl: 'wasm+transfer', atLeast: 1000 / FRAME_MS },
  ],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const codes = colorCodes(PALETTES * MAX_PALETTE_COLORS);
    const palettes = Array.from({ length: PALETTES }, (_, k) => codes.slice(k * MAX_PALETTE_COLORS, (k + 1) * MAX_PALETTE_COLORS));
    const conflicts = palettes.map((palette, k) => wasm.checkPalette(palette, SEVERITIES[k % SEVERITIES.length]).conflicts.length);
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: checks(wasm, palettes) },
        { name: 'ts', step: checks(ts, palettes) },
        { name: 'wasm+transfer', step: transferredChecks(wasm, palettes) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    const ms = (impl: string) => (1000 / opsPerSecond[impl]).toFixed(2);
    return {
      opsPerSecond,
      notes: [
        `wasm ${(opsPerSecond.wasm / opsPerSecond.ts).toFixed(1)}× the TypeScript core; ${ms('wasm')} ms (wasm), ${ms('ts')} ms (ts), ${ms('wasm+transfer')} ms (wasm, transferred and rebuilt) a check`,
        `${PALETTES} seeded palettes of ${MAX_PALETTE_COLORS} colours (9,900 ordered pairs, ${Math.min(...conflicts).toLocaleString('en')}–${Math.max(...conflicts).toLocaleString('en')} conflicts each) at severities ${SEVERITIES.join(', ')}; identical results (tests/parity/paletteCheck.test.ts)`,
      ],
    };
  },
};
