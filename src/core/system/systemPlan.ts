/**
 * What a colour system's curves ask of each cell, before the targets are met: per row and appearance, per step, the
 * OKLCH the curves give and the colour the cell is fixed to (the locked base, or the user's own), as numbers. Both
 * engines solve the cells from this plan (solveCells.ts; assembly/system/solveCells.ts) and build the answer from it.
 *
 * A row's numbers, in one appearance, from its curves (lightness L, relative chroma C, hue drift D) and its base colour
 * (Lb, Cb, Hb in OKLCH) at step s:
 *  - peak chroma P = Cb / C[s] (Cb when C[s] is under 0.01) on the light curves, so the light base step has the
 *    base's chroma; the dark curves scale the same peak (a dark scale's own base step may differ from the light one);
 *  - hue at step i: Hb − D[s] + D[i], D[s] the light curves', so the light base step has the base's hue;
 *  - lightness: L[i]; when the row is locked, each side of s is stretched between its end E (L[0] before s, L[n − 1]
 *    after) and the base: E + (L[i] − E) · (Lb − E) / (L[s] − E), the factor never below 0 (a shift by Lb − L[s] when
 *    L[s] is E): the curve passes through the base, keeps its ends and its order;
 *  - chroma: P · C[i], never below 0; lightness held in 0–1.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { packedToOklch } from '../scale/scaleColor.ts';
import { curveValues } from './curves.ts';
import type { Vec3 } from '../convert/types.ts';
import { readExact } from '../exact/exactColor.ts';
import { exactToOklch } from '../exact/exactConvert.ts';
import { SYSTEM_APPEARANCES, readOverride, type ColorSystem, type StepTarget, type SystemAppearance, type SystemGamut, type SystemRow } from './systemRules.ts';

/**
 * One cell's plan: the curves' OKLCH, and its fixed colour (packed; a wide one's fallback) with why it is fixed, or −1
 * and null; a colour set by hand beyond sRGB also has its exact text and its OKLCH.
 */
export type CellPlan = {
  readonly l: number;
  readonly c: number;
  readonly h: number;
  readonly fixed: number;
  readonly fixedBy: 'locked' | 'override' | null;
  readonly fixedExact: { readonly text: string; readonly oklch: Vec3 } | null;
};

/** The plan of a system: its gamut, the targets, each appearance's background (packed), and per row and appearance its cells. */
export type SystemPlan = {
  readonly gamut: SystemGamut;
  readonly targets: readonly (StepTarget | null)[];
  readonly background: Readonly<Record<SystemAppearance, number>>;
  readonly rows: readonly { readonly id: string; readonly light: readonly CellPlan[]; readonly dark: readonly CellPlan[] }[];
};

/** Returns packed 0xRRGGBB of an accepted code. */
export function packCode(code: string): number {
  return Number.parseInt(normalizeColorCode(code).slice(1), 16);
}

/** Returns the lightness curve of a locked row whose base, of lightness `lb`, sits at step `s` (see the file comment). */
export function lockedLightness(lightness: readonly number[], s: number, lb: number): number[] {
  const n = lightness.length;
  return lightness.map((l, i) => {
    if (i === s) return lb;
    const end = i < s ? lightness[0] : lightness[n - 1];
    const span = lightness[s] - end;
    if (Math.abs(span) < 1e-9) return l + lb - lightness[s];
    return end + (l - end) * Math.max(0, (lb - end) / span);
  });
}

/** Returns a row's peak chroma and the hue its drift is added to (see the file comment), over n steps. */
export function rowPeak(row: SystemRow, n: number): { readonly peak: number; readonly hue0: number } {
  const [, cb, hb] = packedToOklch(packCode(row.color));
  const lightChroma = curveValues(row.curves.light.chroma, n)[row.step];
  const lightDrift = curveValues(row.curves.light.hue, n)[row.step];
  return { peak: lightChroma >= 0.01 ? cb / lightChroma : cb, hue0: (Number.isNaN(hb) ? 0 : hb) - lightDrift };
}

/** Returns the plan of one row in one appearance over n steps. */
export function planRow(row: SystemRow, appearance: SystemAppearance, n: number): CellPlan[] {
  const curves = row.curves[appearance];
  const curve = curveValues(curves.lightness, n);
  const chroma = curveValues(curves.chroma, n);
  const drift = curveValues(curves.hue, n);
  const base = packCode(row.color);
  const lb = packedToOklch(base)[0];
  const s = row.step;
  const { peak, hue0 } = rowPeak(row, n);
  const lightness = row.locked ? lockedLightness(curve, s, lb) : curve;
  const overrides = row.overrides[appearance];
  return lightness.map((l, i): CellPlan => {
    const override = overrides[i] === undefined ? null : readOverride(overrides[i]);
    const fixedBy = override !== null ? 'override' : row.locked && i === s ? 'locked' : null;
    const exact = override?.exact ? readExact(override.exact) : null;
    return {
      l: Math.min(1, Math.max(0, l)),
      c: Math.max(0, peak * chroma[i]),
      h: (((hue0 + drift[i]) % 360) + 360) % 360,
      fixed: override !== null ? packCode(override.code) : fixedBy === 'locked' ? base : -1,
      fixedBy,
      fixedExact: override?.exact && exact ? { text: override.exact, oklch: exactToOklch(exact) } : null,
    };
  });
}

/** Returns the plan of a checked system (validateSystem). */
export function planSystem(system: ColorSystem): SystemPlan {
  const n = system.steps.length;
  return {
    gamut: system.gamut ?? 'srgb',
    targets: system.targets,
    background: { light: packCode(system.background.light), dark: packCode(system.background.dark) },
    rows: system.rows.map((row) => ({ id: row.id, ...Object.fromEntries(SYSTEM_APPEARANCES.map((a) => [a, planRow(row, a, n)])) }) as SystemPlan['rows'][number]),
  };
}
