/**
 * `system`: a colour system solved per second as a curve is dragged, wasm engine against the TypeScript core, in this
 * process (no worker). The system is 12 hues × 12 steps on Radix's curves, light and dark (288 cells), with contrast
 * targets on five of its columns (the subtle background, the border, the solid on the background, the text against
 * step 2 by WCAG and APCA): each solve is one drag move, a point of one row's lightness curve moved, row after row.
 * The same drag in Display P3 (a cell beyond sRGB is its P3 value with its fallback, and a target is judged on both)
 * beside it. The notes give the same without targets (the curves and the gamut alone) and how many target cells were
 * solved, unreachable or missed by a fixed colour. No peer library solves a system of curves and targets in the browser
 * (Leonardo's `contrast-colors` makes one scale per call from ratios alone), so none is measured.
 */
import { curveValues, withPoint } from '../../../src/core/system/curves.ts';
import { addRow, createSystem, setCurve, setTarget } from '../../../src/core/system/systemModel.ts';
import type { ColorSystem } from '../../../src/core/system/systemRules.ts';
import type { ColorEngine } from '../../../src/engine/index.ts';
import { FULL_TIMING, QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** The extra hues that make 12 rows. */
const EXTRA = [
  ['Teal', '#0d9488'],
  ['Violet', '#7c3aed'],
  ['Orange', '#ea580c'],
  ['Lime', '#65a30d'],
  ['Sky', '#0ea5e9'],
] as const;

/** Returns the 12 × 12 system, with or without its targets. */
function benchSystem(withTargets: boolean): ColorSystem {
  let system = createSystem('radix');
  for (const [name, color] of EXTRA) system = addRow(system, system.rows[system.rows.length - 1].id, name, color);
  if (!withTargets) return system;
  system = setTarget(system, 1, { method: 'wcag', value: 1.1, against: null });
  system = setTarget(system, 5, { method: 'wcag', value: 1.5, against: null });
  system = setTarget(system, 8, { method: 'wcag', value: 3, against: null });
  system = setTarget(system, 10, { method: 'wcag', value: 4.5, against: 1 });
  return setTarget(system, 11, { method: 'apca', value: 90, against: 1 });
}

/** Returns the drag: 120 moves, each one point of one row's light lightness curve nudged, rows in turn. */
function dragMoves(system: ColorSystem): ColorSystem[] {
  const n = system.steps.length;
  return Array.from({ length: 120 }, (_, k) => {
    const row = system.rows[k % system.rows.length];
    const step = 2 + (k % (n - 4));
    const curve = row.curves.light.lightness;
    const value = curveValues(curve, n)[step] + 0.02 * Math.sin(k);
    return setCurve(system, row.id, 'light', 'lightness', withPoint(curve, n, step, value));
  });
}

function solves(engine: ColorEngine, moves: readonly ColorSystem[]): () => number {
  return inTurn(moves, (system) => engine.solveSystem(system));
}

export const systemTask: BenchTask = {
  id: 'system',
  unit: 'colour systems solved (12 hues × 12 steps, light and dark, 5 columns with contrast targets), one per drag move',
  reference: 'wasm',
  // A drag move should be solved within 4 ms, 250 a second.
  targets: [
    { impl: 'wasm', atLeast: 250 },
    { impl: 'wasm P3', atLeast: 250 },
  ],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const timing = context.quick ? QUICK_TIMING : FULL_TIMING;
    const withTargets = dragMoves(benchSystem(true));
    const curvesOnly = dragMoves(benchSystem(false));
    const inP3 = withTargets.map((system): ColorSystem => ({ ...system, gamut: 'p3' }));
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: solves(wasm, withTargets) },
        { name: 'ts', step: solves(ts, withTargets) },
        { name: 'wasm P3', step: solves(wasm, inP3) },
        { name: 'ts P3', step: solves(ts, inP3) },
      ],
      timing,
    );
    const plain = sideBySide(
      [
        { name: 'wasm', step: solves(wasm, curvesOnly) },
        { name: 'ts', step: solves(ts, curvesOnly) },
      ],
      QUICK_TIMING,
    );
    const wideCells = wasm.solveSystem(inP3[0]).rows.flatMap((row) => [...row.light, ...row.dark]).filter((cell) => cell.p3 !== null).length;
    const cells = wasm.solveSystem(withTargets[0]).rows.flatMap((row) => [...row.light, ...row.dark]).filter((cell) => cell.target !== null);
    const count = (what: (cell: (typeof cells)[number]) => boolean) => cells.filter(what).length;
    return {
      opsPerSecond,
      notes: [
        `wasm ${(1000 / opsPerSecond.wasm).toFixed(2)} ms, ts ${(1000 / opsPerSecond.ts).toFixed(2)} ms a solve (goal under 4 ms in wasm); wasm ${(opsPerSecond.wasm / opsPerSecond.ts).toFixed(1)}× the TypeScript core`,
        `in Display P3 (${wideCells} of 288 cells beyond sRGB): wasm ${(1000 / opsPerSecond['wasm P3']).toFixed(2)} ms, ts ${(1000 / opsPerSecond['ts P3']).toFixed(2)} ms a solve`,
        `without targets (curves and the gamut alone): wasm ${(1000 / plain.wasm).toFixed(2)} ms, ts ${(1000 / plain.ts).toFixed(2)} ms`,
        `${cells.length} target cells: ${count((c) => c.source === 'target' && c.miss === null)} solved, ${count((c) => c.miss === 'unreachable')} unreachable, ${count((c) => c.miss === 'fixed')} fixed colours that miss`,
        'the same 120 drag moves for both (identical cells, tests/parity/system.test.ts)',
      ],
    };
  },
};
