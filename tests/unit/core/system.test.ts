/**
 * The colour system's solver (core/system): every target met within its slack or marked with the reason, overrides and
 * locked bases kept through curve edits, a Display P3 system's wide cells judged on their value and their fallback, cells without a target on their curves, the lock's curve through the base in
 * order, the edits' rules, and the round trip through the file and the address; bad systems refused in words.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apcaContrast, contrastRatio } from '../../../src/core/index.ts';
import { curveValues, easingCurve, fitBezier, withPoint, EASING_NAMES } from '../../../src/core/system/curves.ts';
import { addRow, applyCurveToAll, createSystem, deleteRow, moveRow, setCurve, setOverride, setSteps, setTarget } from '../../../src/core/system/systemModel.ts';
import { lockedLightness } from '../../../src/core/system/systemPlan.ts';
import { SYSTEM_TARGET_RANGE, SYSTEM_TARGET_SLACK, SystemError, overrideText, solveSystem, type ColorSystem, type StepTarget, type SystemCell } from '../../../src/core/system/solveSystem.ts';
import { judgedContrastOf, screenColor } from '../../../src/core/contrast/screenContrast.ts';
import { parseSystemAddress, parseSystemFile, systemAddressText, systemFileText } from '../../../src/core/system/systemFile.ts';

const hexCode = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(([r, g, b]) => `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`);

const targetArb = (steps: number) =>
  fc.oneof(
    fc.constant(null),
    fc.record({
      method: fc.constantFrom('wcag' as const, 'apca' as const),
      value: fc.double({ min: 0, max: 1, noNaN: true }),
      against: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: steps - 1 })),
    }),
  );

/** A random system: a preset, base colours, backgrounds, targets and overrides (targets that would loop are left out). */
const systemArb = fc
  .record({
    preset: fc.constantFrom('tailwind' as const, 'radix' as const),
    colors: fc.array(hexCode, { minLength: 7, maxLength: 7 }),
    locked: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    light: hexCode,
    dark: hexCode,
    targets: fc.array(targetArb(11), { minLength: 11, maxLength: 11 }),
    override: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 10 }), hexCode),
  })
  .map(({ preset, colors, locked, light, dark, targets, override }) => {
    let system = createSystem(preset);
    system = { ...system, background: { light, dark }, rows: system.rows.map((row, i) => ({ ...row, color: colors[i], locked: locked[i] })) };
    targets.forEach((t, i) => {
      if (t === null || t.against === i) return;
      const [min, max] = SYSTEM_TARGET_RANGE[t.method];
      system = setTarget(system, i, { ...t, value: Math.round((min + (max - min) * t.value) * 100) / 100 });
    });
    return setOverride(system, system.rows[override[0]].id, 'dark', override[1], override[2]);
  });

/** Returns the contrast of a cell's colour against its target's reference, measured as the contrast checker does. */
function measured(hex: string, reference: string, target: StepTarget): number {
  return target.method === 'wcag' ? contrastRatio(hex, reference) : Math.abs(apcaContrast(hex, reference));
}

describe('colour system solver', () => {
  it('meets every target, never below and at most its slack above, or marks the cell with the reason', () => {
    let solved = 0;
    let within = 0;
    fc.assert(
      fc.property(systemArb, (system) => {
        const solution = solveSystem(system);
        for (const [r, row] of solution.rows.entries()) {
          for (const appearance of ['light', 'dark'] as const) {
            row[appearance].forEach((cell, i) => {
              const target = system.targets[i];
              if (target === null) return expect(cell.reached).toBeNull();
              const reference = target.against === null ? system.background[appearance] : row[appearance][target.against].hex;
              const contrast = measured(cell.hex, reference, target);
              expect(cell.reached).toBeCloseTo(contrast, 6);
              if (cell.source === 'locked' || cell.source === 'override') return expect(cell.miss).toBe(contrast < target.value ? 'fixed' : null);
              if (cell.miss === 'unreachable') return;
              expect(cell.miss, `${system.rows[r].name} ${appearance} ${i}`).toBeNull();
              expect(contrast).toBeGreaterThanOrEqual(target.value);
              solved++;
              if (contrast - target.value <= SYSTEM_TARGET_SLACK[target.method]) within++;
            });
          }
        }
      }),
      { numRuns: 60, seed: 4701 },
    );
    expect(solved).toBeGreaterThan(500);
    expect(within / solved).toBe(1);
  });

  it('in Display P3: a wide cell is its P3 value with the fallback the app gives it, judged on the lesser of the two, within its slack', () => {
    let solved = 0;
    let within = 0;
    let wideSolved = 0;
    fc.assert(
      fc.property(systemArb, (srgbSystem) => {
        const system: ColorSystem = { ...srgbSystem, gamut: 'p3' };
        const solution = solveSystem(system);
        for (const row of solution.rows) {
          for (const appearance of ['light', 'dark'] as const) {
            const exported = (cell: SystemCell) => cell.p3 ?? cell.hex;
            row[appearance].forEach((cell, i) => {
              if (cell.p3 !== null) {
                // Read back as the palette keeps it: the same fallback, and a colour beyond sRGB.
                expect(screenColor(cell.p3).code).toBe(cell.hex);
                expect(screenColor(cell.p3).exact).toBe(true);
              }
              const target = system.targets[i];
              if (target === null || cell.source !== 'target' || cell.miss !== null) return;
              const reference = target.against === null ? system.background[appearance] : exported(row[appearance][target.against]);
              const judged = judgedContrastOf(exported(cell), reference);
              const contrast = target.method === 'wcag' ? judged.ratio : Math.abs(judged.apca);
              expect(cell.reached).toBeCloseTo(contrast, 6);
              expect(contrast).toBeGreaterThanOrEqual(target.value);
              solved++;
              if (cell.p3 !== null) wideSolved++;
              if (contrast - target.value <= SYSTEM_TARGET_SLACK[target.method]) within++;
            });
          }
        }
      }),
      { numRuns: 40, seed: 4711 },
    );
    expect(wideSolved).toBeGreaterThan(50);
    expect(within / solved).toBe(1);
  });

  it('in Display P3, a cell sRGB holds is its code, and fewer cells are reduced than in sRGB', () => {
    const system: ColorSystem = { ...createSystem('tailwind'), gamut: 'p3' };
    const p3 = solveSystem(system);
    const srgb = solveSystem({ ...system, gamut: 'srgb' });
    const cells = (s: typeof p3) => s.rows.flatMap((row) => [...row.light, ...row.dark]);
    cells(p3).forEach((cell, i) => {
      const before = cells(srgb)[i];
      if (cell.p3 === null) expect(cell.hex).toBe(before.hex);
      else expect(cell.p3).toMatch(/^oklch\(\d+(\.\d+)?% 0\.\d+ \d+(\.\d+)?\)$/);
    });
    // P3 holds more of the curves than sRGB: fewer cells are reduced, and many are beyond sRGB.
    const wide = cells(p3).filter((cell) => cell.p3 !== null).length;
    const reduced = cells(p3).filter((cell) => cell.clipped).length;
    expect(wide).toBeGreaterThan(20);
    expect(reduced).toBeLessThan(cells(srgb).filter((cell) => cell.clipped).length);
  });

  it('keeps a cell set by hand beyond sRGB as typed in Display P3, shows its fallback in sRGB, and refuses a translucent one', () => {
    const typed = 'color(display-p3 0.1 0.8 0.3)';
    const system = setTarget(setOverride({ ...createSystem('tailwind'), gamut: 'p3' }, 'success', 'light', 5, typed), 5, { method: 'wcag', value: 3, against: null });
    const cell = solveSystem(system).rows[3].light[5];
    expect(cell.source).toBe('override');
    expect(cell.p3).toBe(typed);
    expect(cell.hex).toBe(screenColor(typed).code);
    // Judged as the palette check judges the text: on both screens.
    const judged = judgedContrastOf(typed, '#ffffff').ratio;
    expect(cell.reached).toBeCloseTo(judged, 9);
    expect(cell.miss).toBe(judged < 3 ? 'fixed' : null);
    const inSrgb = solveSystem({ ...system, gamut: 'srgb' }).rows[3].light[5];
    expect(inSrgb.p3).toBeNull();
    expect(inSrgb.hex).toBe(cell.hex);
    // Kept through the file and the address, digit for digit.
    expect(parseSystemFile(systemFileText(system)).rows[3].overrides.light[5]).toBe(typed);
    expect(parseSystemAddress(systemAddressText(system)).rows[3].overrides.light[5]).toBe(typed);
    // A colour sRGB holds is its code; a translucent one is no cell's colour.
    expect(overrideText('oklch(62.8% 0.2577 29.23)')).toBe('#ff0000');
    expect(overrideText('rgb(0 0 0 / 0.5)')).toBeNull();
    expect(() => solveSystem(setOverride(system, 'success', 'dark', 2, 'rgb(0 0 0 / 0.5)'))).toThrow(SystemError);
  });

  it('marks a target no colour of the row reaches, with the most its side gives', () => {
    const system = setTarget(createSystem('tailwind'), 0, { method: 'wcag', value: 20, against: 5 });
    const cell = solveSystem(system).rows[0].light[0];
    expect(cell.miss).toBe('unreachable');
    expect(cell.reached).toBeLessThan(20);
  });

  it('keeps a locked base and every override through curve edits, and puts the other cells on the curves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0.05, max: 0.95, noNaN: true }), fc.constantFrom(...EASING_NAMES), (i, value, easing) => {
        let system = createSystem('tailwind');
        system = setOverride(system, 'accent', 'light', 2, '#123456');
        system = setCurve(system, 'brand', 'light', 'lightness', withPoint(system.rows[0].curves.light.lightness, 11, i, value));
        system = setCurve(system, 'accent', 'light', 'lightness', easingCurve(easing, 0.97, 0.25));
        const solution = solveSystem(system);
        expect(solution.rows[0].light[6]).toMatchObject({ hex: '#4f46e5', source: 'locked' });
        expect(solution.rows[0].dark[6]).toMatchObject({ hex: '#4f46e5', source: 'locked' });
        expect(solution.rows[1].light[2]).toMatchObject({ hex: '#123456', source: 'override' });
        const accent = curveValues(easingCurve(easing, 0.97, 0.25), 11);
        solution.rows[1].light.forEach((cell, k) => k !== 2 && expect(cell.lightness).toBeCloseTo(Math.min(1, Math.max(0, accent[k])), 9));
      }),
      { numRuns: 40, seed: 4702 },
    );
  });

  it('passes a locked row\'s lightness through its base, keeping its ends and its order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.double({ min: 0.05, max: 0.95, noNaN: true }), (s, lb) => {
        const curve = curveValues(easingCurve('easeInOutSine', 0.98, 0.2), 11);
        const locked = lockedLightness(curve, s, lb);
        expect(locked[s]).toBe(lb);
        expect(locked[0]).toBeCloseTo(curve[0], 12);
        expect(locked[10]).toBeCloseTo(curve[10], 12);
        if (lb < curve[0] && lb > curve[10]) for (let i = 1; i < 11; i++) expect(locked[i]).toBeLessThanOrEqual(locked[i - 1] + 1e-12);
      }),
      { seed: 4703 },
    );
  });

  it('fits a Bézier to measured steps closely', () => {
    const measuredSteps = createSystem('tailwind').rows[0].curves.light.lightness;
    const values = curveValues(measuredSteps, 11);
    const fitted = curveValues(fitBezier(values), 11);
    expect(Math.max(...fitted.map((v, i) => Math.abs(v - values[i])))).toBeLessThan(0.04);
  });

  it('edits rows: add after one, rename by update, move, delete (never the last), apply a curve to all', () => {
    let system = createSystem('radix');
    system = addRow(system, 'accent', 'Teal', '#0d9488');
    expect(system.rows.map((r) => r.name || r.id).slice(0, 3)).toEqual(['brand', 'accent', 'Teal']);
    expect(system.rows[2].curves).toBe(system.template);
    system = moveRow(system, 2, 0);
    expect(system.rows[0].name).toBe('Teal');
    system = applyCurveToAll(system, 'neutral', 'light', 'lightness');
    expect(new Set(system.rows.map((r) => r.curves.light.lightness)).size).toBe(1);
    for (const row of system.rows.slice(1)) system = deleteRow(system, row.id);
    expect(deleteRow(system, system.rows[0].id).rows).toHaveLength(1);
  });

  it('changes the steps: curves resampled, targets and overrides kept where their step still is', () => {
    let system = setTarget(createSystem('tailwind'), 9, { method: 'wcag', value: 7, against: null });
    system = setTarget(system, 2, { method: 'apca', value: 30, against: 9 });
    system = setOverride(system, 'brand', 'light', 10, '#000000');
    const five = setSteps(system, ['1', '2', '3', '4', '5']);
    expect(five.targets).toEqual([null, null, null, null, null]);
    expect(five.rows[0].overrides.light).toEqual({});
    expect(curveValues(five.rows[0].curves.light.lightness, 5)[0]).toBeCloseTo(curveValues(system.rows[0].curves.light.lightness, 11)[0], 4);
    expect(() => solveSystem(five)).not.toThrow();
  });

  it('refuses a target that would go round in a loop, and systems that do not check, in words', () => {
    const system = setTarget(createSystem('tailwind'), 1, { method: 'wcag', value: 3, against: 2 });
    expect(setTarget(system, 2, { method: 'wcag', value: 3, against: 1 })).toBe(system);
    const bad: ColorSystem[] = [
      { ...system, steps: ['1'], targets: [null] },
      { ...system, targets: system.targets.slice(1) },
      { ...system, background: { light: 'nope', dark: '#000' } },
      { ...system, rows: [] },
      { ...system, rows: [{ ...system.rows[0], step: 11 }] },
      { ...system, targets: system.targets.map((t, i) => (i === 3 ? { method: 'apca', value: 5, against: null } : t)) },
    ];
    for (const b of bad) expect(() => solveSystem(b)).toThrow(SystemError);
  });

  it('round-trips through the file and the address, and refuses other files in words', () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        const fromFile = parseSystemFile(systemFileText(system));
        expect(solveSystem(fromFile)).toEqual(solveSystem(parseSystemAddress(systemAddressText(system))));
        expect(fromFile.rows.map((r) => r.overrides)).toEqual(system.rows.map((r) => r.overrides));
        expect(fromFile.targets).toEqual(system.targets);
        const wide: ColorSystem = { ...system, gamut: 'p3' };
        expect(parseSystemFile(systemFileText(wide)).gamut).toBe('p3');
        expect(parseSystemAddress(systemAddressText(wide)).gamut).toBe('p3');
        expect(parseSystemFile(systemFileText(system)).gamut).toBeUndefined();
      }),
      { numRuns: 15, seed: 4704 },
    );
    expect(() => parseSystemFile('{')).toThrow('not JSON');
    expect(() => parseSystemFile('{"format":"x"}')).toThrow('not an Irodori colour system');
    expect(() => parseSystemFile('{"format":"irodori-color-system","version":9}')).toThrow('version 9');
    expect(() => parseSystemAddress('[1]')).toThrow(SystemError);
    expect(() => parseSystemAddress(JSON.stringify({ ...createSystem('radix'), gamut: 'cmyk' }))).toThrow('the gamut is srgb or p3');
  });
});

describe('gamut edges', () => {
  it('finds each step’s chroma edge in sRGB, P3 and Rec. 2020 in that order, and brings a curve inside sRGB', async () => {
    const { chromaEdges, fitChromaInto, maxChromaIn } = await import('../../../src/core/system/gamutEdges.ts');
    const { oklchInGamut } = await import('../../../src/core/convert/wideGamut.ts');
    for (const [l, h] of [[0.7, 145], [0.5, 265], [0.85, 90], [0.55, 30]]) {
      const [srgb, p3, rec] = (['srgb', 'p3', 'rec2020'] as const).map((g) => maxChromaIn(l, h, g));
      expect(srgb).toBeLessThan(p3);
      // Near a shared edge (P3's red lies close to Rec. 2020's) the gamut test's tolerance can put them a hair apart.
      expect(p3).toBeLessThan(rec + 0.003);
      expect(oklchInGamut(l, srgb, h, 'srgb')).toBe(true);
      expect(oklchInGamut(l, srgb + 0.002, h, 'srgb')).toBe(false);
    }
    // A vivid green, its chroma curve raised well past sRGB at every step.
    let system = createSystem('tailwind');
    system = { ...system, rows: system.rows.map((r) => (r.id === 'success' ? { ...r, color: '#00c853', locked: false } : r)) };
    system = setCurve(system, 'success', 'light', 'chroma', { kind: 'points', values: curveValues(system.rows[3].curves.light.chroma, 11).map((v, i) => (i === 6 ? v : v * 1.6)) });
    const before = solveSystem(system).rows[3].light.filter((c) => c.clipped).length;
    expect(before).toBeGreaterThan(3);
    const fitted = fitChromaInto(system, 'success', 'light', 'srgb');
    const edges = chromaEdges(fitted.rows[3], 'light', 11).srgb;
    curveValues(fitted.rows[3].curves.light.chroma, 11).forEach((v, i) => i !== 6 && expect(v).toBeLessThanOrEqual(edges[i] + 1e-3));
    expect(solveSystem(fitted).rows[3].light.filter((c, i) => c.clipped && i !== 6)).toHaveLength(0);
  });
});
