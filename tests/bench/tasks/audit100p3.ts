/**
 * `audit100p3`: full checks per second of a 100-colour palette of which 50 are Display P3 colours outside sRGB
 * (`checkAuthoredPalette`: every pair with a P3 colour judged on an sRGB and a P3 screen, the worse kept), wasm engine
 * against the TypeScript core, in this process; `wasm+transfer` as in `audit100` (records transferred, objects rebuilt),
 * and `wasm records`: the worker's part alone (the list read, the module's check, its typed arrays copied out).
 */
import { MAX_PALETTE_COLORS, mulberry32 } from '../../../src/core/index.ts';
import { readExact } from '../../../src/core/exact/exactColor.ts';
import { exactGamut } from '../../../src/core/exact/exactConvert.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { checkOfRecords, recordBuffers, type PaletteCheckRecords } from '../../../src/engine/checkRecords.ts';
import { BENCH_SEED, colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Distinct palettes cycled through, and the severities they are checked at (audit100's). */
const PALETTES = 16;
const SEVERITIES = [1, 0.6, 0.3];
/** The goal: a check of such a palette in under a millisecond. */
const GOAL_MS = 1;

/** Returns `count` seeded Display P3 texts of colours outside sRGB (in P3). */
function p3Texts(count: number): string[] {
  const random = mulberry32(BENCH_SEED ^ 0x93);
  const out: string[] = [];
  while (out.length < count) {
    const text = `color(display-p3 ${random().toFixed(4)} ${random().toFixed(4)} ${random().toFixed(4)})`;
    const color = readExact(text);
    if (color && exactGamut(color) === 'p3') out.push(text);
  }
  return out;
}

/** Returns PALETTES palettes of 100 colours, codes and P3 colours in turn. */
function palettes(): string[][] {
  const half = MAX_PALETTE_COLORS / 2;
  const codes = colorCodes(PALETTES * half);
  const wide = p3Texts(PALETTES * half);
  return Array.from({ length: PALETTES }, (_, k) => Array.from({ length: MAX_PALETTE_COLORS }, (_, i) => (i % 2 ? wide : codes)[k * half + (i >> 1)]));
}

/** Returns a step that checks the next palette with `engine`. */
function checks(engine: ColorEngine, lists: readonly string[][]): () => number {
  return inTurn(lists, (list, n) => engine.checkAuthoredPalette(list, SEVERITIES[n % SEVERITIES.length]));
}

/** Returns a step that checks the next palette as the worker path does (records, transfer, objects). */
function transferredChecks(engine: ColorEngine, lists: readonly string[][]): () => number {
  return inTurn(lists, (list, n) => {
    const records = engine.checkAuthoredPaletteRecords(list, SEVERITIES[n % SEVERITIES.length]);
    checkOfRecords(structuredClone(records, { transfer: recordBuffers(records) }) as PaletteCheckRecords);
  });
}

export const audit100p3Task: BenchTask = {
  id: 'audit100p3',
  unit: '100-colour palettes (50 P3) fully checked',
  reference: 'wasm',
  // The goal is the check as the worker runs it (`wasm records`, what it sends); the objects the page then builds from
  // the records (`wasm`, `wasm+transfer`) are the plain check's cost too, about half a millisecond, and are reported.
  targets: [{ impl: 'wasm records', atLeast: 1000 / GOAL_MS }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const lists = palettes();
    // Counted, not kept: 16 checks of 13,000 objects held through the run would slow every later allocation's GC.
    const p3Worse = lists.map((list) => wasm.checkAuthoredPalette(list, 1).contrasts.filter((pair) => pair.ratioFrom === 'p3').length);
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: checks(wasm, lists) },
        { name: 'ts', step: checks(ts, lists) },
        { name: 'wasm+transfer', step: transferredChecks(wasm, lists) },
        { name: 'wasm records', step: inTurn(lists, (list, n) => wasm.checkAuthoredPaletteRecords(list, SEVERITIES[n % SEVERITIES.length])) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    const ms = (impl: string) => (1000 / opsPerSecond[impl]).toFixed(2);
    return {
      opsPerSecond,
      notes: [
        `wasm ${(opsPerSecond.wasm / opsPerSecond.ts).toFixed(1)}× the TypeScript core; ${ms('wasm')} ms (wasm), ${ms('ts')} ms (ts), ${ms('wasm+transfer')} ms (wasm, transferred and rebuilt), ${ms('wasm records')} ms (the worker's part) a check`,
        `${PALETTES} seeded palettes of 50 codes and 50 Display P3 colours outside sRGB (7,450 of 9,900 ordered pairs judged on both screens; the P3 screen the worse for ${Math.min(...p3Worse).toLocaleString('en')}–${Math.max(...p3Worse).toLocaleString('en')}) at severities ${SEVERITIES.join(', ')}; identical results (tests/parity/authoredCheck.test.ts)`,
      ],
    };
  },
};
