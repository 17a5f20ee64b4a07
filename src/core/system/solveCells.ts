/**
 * A colour system solved (the TypeScript reference; assembly/system/solveCells.ts is its port): every cell of every
 * row, in light and dark, from the plan (systemPlan.ts).
 *
 * Per row and appearance, cell by cell:
 *  - a fixed cell (the locked base, or set by hand) is its colour; with a target, it is judged, and marked when it
 *    misses;
 *  - a cell without a target is its curves' OKLCH brought into sRGB (CSS Color 4 chroma reduction);
 *  - a cell with a target keeps its curves' chroma and hue and gets the lightness that meets the target against its
 *    reference (the background, or the same row's step it names, solved first): the contrast scales' search
 *    (scale/contrastScale.ts: bisection on lightness judged on the bytes, then the bytes refined to the least contrast
 *    that still reaches). Its side of the reference is the side its curves put it on (darker when its lightness is
 *    below the reference's), or the other side when that one cannot reach the target; when neither can, it is the
 *    extreme of its side (black or white) and marked unreachable. When the search lands more than the target's slack
 *    above it (near white or black, where chroma reduction makes contrast uneven in lightness), the bytes are refined
 *    again within SYSTEM_WIDE_RADIUS units of each channel.
 */
import { PACKED_BLACK, PACKED_WHITE, packedToOklch } from '../scale/scaleColor.ts';
import { contrastMeasure, refine, searchSide, sideContrast } from '../scale/contrastScale.ts';
import type { CellPlan, SystemPlan } from './systemPlan.ts';
import { SYSTEM_TARGET_SLACK, type StepTarget } from './systemRules.ts';
import { encodeOklch } from '../generate/paletteWork.ts';

/** How far the second refinement looks around an overshooting search's bytes, in units of each channel (13³ candidates). */
export const SYSTEM_WIDE_RADIUS = 6;

/** A solved cell as numbers: its colour (packed), the contrast it reached against its target's reference (−1: no target) and what happened. */
export type CellResult = { readonly rgb: number; readonly reached: number; readonly solved: boolean; readonly unreachable: boolean; readonly fixedMiss: boolean };

/** Returns the contrast of packed `rgb` with the measure's reference, on whichever side it lies. */
function contrastWith(rgb: number, measure: ReturnType<typeof contrastMeasure>): number {
  return Math.max(sideContrast(rgb, true, measure), sideContrast(rgb, false, measure));
}

/** Returns the cells of one row in one appearance, against the packed `background`. */
export function solveRowCells(cells: readonly CellPlan[], targets: readonly (StepTarget | null)[], background: number): CellResult[] {
  const results: (CellResult | undefined)[] = new Array(cells.length);
  const solve = (i: number): CellResult => {
    const done = results[i];
    if (done) return done;
    const cell = cells[i];
    const target = targets[i];
    let result: CellResult;
    if (target === null) {
      result = { rgb: cell.fixed >= 0 ? cell.fixed : encodeOklch(cell.l, cell.c, cell.h), reached: -1, solved: false, unreachable: false, fixedMiss: false };
    } else {
      const reference = target.against === null ? background : solve(target.against).rgb;
      const measure = contrastMeasure(reference, target.method === 'apca');
      if (cell.fixed >= 0) {
        const reached = contrastWith(cell.fixed, measure);
        result = { rgb: cell.fixed, reached, solved: false, unreachable: false, fixedMiss: reached < target.value };
      } else {
        const prefersDarker = cell.l < packedToOklch(reference)[0];
        const darkest = sideContrast(PACKED_BLACK, true, measure);
        const lightest = sideContrast(PACKED_WHITE, false, measure);
        const preferred = prefersDarker ? darkest : lightest;
        const other = prefersDarker ? lightest : darkest;
        const darker = preferred >= target.value ? prefersDarker : other >= target.value ? !prefersDarker : null;
        if (darker === null) {
          const rgb = prefersDarker ? PACKED_BLACK : PACKED_WHITE;
          result = { rgb, reached: sideContrast(rgb, prefersDarker, measure), solved: false, unreachable: true, fixedMiss: false };
        } else {
          let rgb = searchSide(cell.c, cell.h, target.value, darker, measure);
          if (sideContrast(rgb, darker, measure) - target.value > SYSTEM_TARGET_SLACK[target.method]) rgb = refine(rgb, target.value, darker, measure, SYSTEM_WIDE_RADIUS);
          result = { rgb, reached: sideContrast(rgb, darker, measure), solved: true, unreachable: false, fixedMiss: false };
        }
      }
    }
    results[i] = result;
    return result;
  };
  return cells.map((_, i) => solve(i));
}

/** Returns every row's cells, light then dark, as `solveRowCells` gives them. */
export function solvePlanCells(plan: SystemPlan): { readonly light: CellResult[]; readonly dark: CellResult[] }[] {
  return plan.rows.map((row) => ({
    light: solveRowCells(row.light, plan.targets, plan.background.light),
    dark: solveRowCells(row.dark, plan.targets, plan.background.dark),
  }));
}
