/**
 * Parity of the colour system's cells: the wasm port gives the TypeScript reference's solution (every cell's code,
 * source, contrast reached and miss; every number within 1e-9) for seeded systems on both presets, with seeded base
 * colours, backgrounds, locks, overrides and contrast targets (WCAG and APCA, against the background or another step,
 * reachable or not), for greys, black and white bases and backgrounds, in sRGB and in Display P3 (each wide cell's P3
 * value to the digit), and refuses what the core refuses.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/core/index.ts';
import { createSystem, setOverride, setTarget } from '../../src/core/system/systemModel.ts';
import { SYSTEM_METHODS, SYSTEM_TARGET_RANGE, SystemError, type ColorSystem } from '../../src/core/system/systemRules.ts';
import { Mismatches, codesOf, differences, loadEngines, seededPackedColors } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Colours beyond sRGB a user may set a cell to. */
const WIDE = ['oklch(70% 0.25 145)', 'color(display-p3 1 0.2 0.1)', 'oklch(55.5% 0.3 300)', 'color(rec2020 0 0.6 0.9)'];

const EXTREMES = ['#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#ff0000', '#00ff00', '#0000ff', '#ffff00'];

/** Returns a seeded system: a preset, base colours, backgrounds, locks, one override per appearance and targets on about a third of the steps. */
function seededSystem(random: () => number, codes: readonly string[]): ColorSystem {
  const pick = () => codes[Math.floor(random() * codes.length)];
  let system = createSystem(random() < 0.5 ? 'tailwind' : 'radix');
  system = { ...system, background: { light: random() < 0.5 ? '#ffffff' : pick(), dark: random() < 0.5 ? '#111111' : pick() }, rows: system.rows.map((row) => ({ ...row, color: pick(), locked: random() < 0.4 })) };
  const n = system.steps.length;
  for (let i = 0; i < n; i++) {
    if (random() > 0.35) continue;
    const method = SYSTEM_METHODS[Math.floor(random() * 2)];
    const [min, max] = SYSTEM_TARGET_RANGE[method];
    const against = random() < 0.6 ? null : Math.floor(random() * n);
    if (against === i) continue;
    system = setTarget(system, i, { method, value: Math.round((min + random() * (max - min)) * 100) / 100, against });
  }
  const row = system.rows[Math.floor(random() * system.rows.length)].id;
  system = setOverride(system, row, 'light', Math.floor(random() * n), pick());
  return setOverride(system, row, 'dark', Math.floor(random() * n), pick());
}

describe('wasm engine parity: colour systems', () => {
  it('gives identical cells for seeded systems and extreme colours', () => {
    const mismatches = new Mismatches();
    const random = mulberry32(4747);
    const codes = [...EXTREMES, ...codesOf(seededPackedColors(300, 47))];
    let wide = 0;
    for (let k = 0; k < 80; k++) {
      const seeded = seededSystem(random, codes);
      // Every other system in Display P3, with a cell set by hand to a colour beyond sRGB (kept as typed there).
      const system = k % 2 === 1 ? setOverride({ ...seeded, gamut: 'p3' as const }, seeded.rows[k % seeded.rows.length].id, 'light', k % seeded.steps.length, WIDE[k % WIDE.length]) : seeded;
      const reference = ts.solveSystem(system);
      wide += reference.rows.flatMap((row) => [...row.light, ...row.dark]).filter((cell) => cell.p3 !== null).length;
      mismatches.add(`solveSystem #${k}`, differences(wasm.solveSystem(system), reference));
    }
    mismatches.assertNone('solveSystem');
    // The P3 systems have wide cells to compare, solved and not.
    expect(wide).toBeGreaterThan(200);
  });

  it('refuses the systems the core refuses', () => {
    const system = createSystem('tailwind');
    for (const bad of [{ ...system, rows: [] }, { ...system, steps: ['a'], targets: [null] }, { ...system, background: { light: 'x', dark: '#000' } }]) {
      expect(() => wasm.solveSystem(bad)).toThrow(SystemError);
      expect(() => ts.solveSystem(bad)).toThrow(SystemError);
    }
  });
});
