/**
 * Where a row's chroma leaves each gamut: at every step, the largest chroma inside sRGB, Display P3 and Rec. 2020 at
 * the step's lightness and hue, as a share of the row's peak chroma (the scale its chroma curve is drawn on), found by
 * bisection with the core's gamut test. A chroma curve above the sRGB edge is brought into sRGB on the screen by
 * chroma reduction (the cell says so); `fitChromaInto` lowers the curve itself to a gamut's edge at those steps,
 * keeping lightness and hue, so the system says what it shows.
 */
import { GAMUTS, oklchInGamut, type Gamut } from '../convert/wideGamut.ts';
import { curveValues } from './curves.ts';
import { planRow, rowPeak } from './systemPlan.ts';
import type { ColorSystem, SystemAppearance, SystemRow } from './systemRules.ts';
import { setCurve } from './systemModel.ts';

/** Bisection steps of the edge search: 2^−20 of the 0.5 chroma range. */
const EDGE_HALVINGS = 20;
/** The search's ceiling: more chroma than any colour of Rec. 2020 has. */
const CHROMA_CEILING = 0.5;

/** Returns the largest OKLCH chroma inside a gamut at a lightness and hue. */
export function maxChromaIn(l: number, h: number, gamut: Gamut): number {
  let lo = 0;
  let hi = CHROMA_CEILING;
  for (let k = 0; k < EDGE_HALVINGS; k++) {
    const mid = (lo + hi) / 2;
    if (oklchInGamut(l, mid, h, gamut)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Returns, per gamut, each step's chroma edge as a share of the row's peak chroma (Infinity for a grey row). */
export function chromaEdges(row: SystemRow, appearance: SystemAppearance, n: number): Record<Gamut, number[]> {
  const { peak } = rowPeak(row, n);
  const cells = planRow(row, appearance, n);
  return Object.fromEntries(GAMUTS.map((gamut) => [gamut, cells.map((cell) => (peak > 1e-6 ? maxChromaIn(cell.l, cell.h, gamut) / peak : Infinity))])) as Record<Gamut, number[]>;
}

/**
 * Returns the system with a row's chroma curve lowered, as free points, to a gamut's edge wherever it lies beyond it;
 * the light curve's base step is kept, since the row's peak chroma is measured there (lowering it would raise the rest).
 */
export function fitChromaInto(system: ColorSystem, id: string, appearance: SystemAppearance, gamut: Gamut): ColorSystem {
  const row = system.rows.find((r) => r.id === id);
  if (!row) return system;
  const n = system.steps.length;
  const edges = chromaEdges(row, appearance, n)[gamut];
  const values = curveValues(row.curves[appearance].chroma, n).map((v, i) => (appearance === 'light' && i === row.step ? v : Math.min(v, Math.floor(edges[i] * 10000) / 10000)));
  return setCurve(system, id, appearance, 'chroma', { kind: 'points', values });
}
