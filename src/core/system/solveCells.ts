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
 *
 * In a Display P3 system (p3Cells.ts) the same rules hold with every colour taken on both screens: a cell without a
 * target is its curves' P3 value (or its bytes, when sRGB holds it), a target is judged on the lesser of a P3 screen
 * and an sRGB one, and the search is p3Cells.ts's `searchP3Side`; a colour set by hand beyond sRGB is itself there (an
 * sRGB system shows its fallback).
 */
import { PACKED_BLACK, PACKED_WHITE, packedToOklch } from '../scale/scaleColor.ts';
import { contrastMeasure, refine, searchSide, sideContrast } from '../scale/contrastScale.ts';
import type { CellPlan, SystemPlan } from './systemPlan.ts';
import { SYSTEM_TARGET_SLACK, type StepTarget } from './systemRules.ts';
import { encodeOklch } from '../generate/paletteWork.ts';
import type { Vec3 } from '../convert/types.ts';
import { p3Cell, p3Contrast, p3SideContrast, screenCellOfBytes, screenCellOfP3, searchP3Side, type ScreenCell } from './p3Cells.ts';

/** How far the second refinement looks around an overshooting search's bytes, in units of each channel (13³ candidates). */
export const SYSTEM_WIDE_RADIUS = 6;

/**
 * A solved cell as numbers: its colour (packed; a wide cell's fallback), its P3 value (p3Cells.ts; null in sRGB), the
 * contrast it reached against its target's reference (−1: no target) and what happened.
 */
export type CellResult = {
  readonly rgb: number;
  readonly p3: Vec3 | null;
  readonly reached: number;
  readonly solved: boolean;
  readonly unreachable: boolean;
  readonly fixedMiss: boolean;
};

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
      result = { rgb: cell.fixed >= 0 ? cell.fixed : encodeOklch(cell.l, cell.c, cell.h), p3: null, reached: -1, solved: false, unreachable: false, fixedMiss: false };
    } else {
      const reference = target.against === null ? background : solve(target.against).rgb;
      const measure = contrastMeasure(reference, target.method === 'apca');
      if (cell.fixed >= 0) {
        const reached = contrastWith(cell.fixed, measure);
        result = { rgb: cell.fixed, p3: null, reached, solved: false, unreachable: false, fixedMiss: reached < target.value };
      } else {
        const prefersDarker = cell.l < packedToOklch(reference)[0];
        const darkest = sideContrast(PACKED_BLACK, true, measure);
        const lightest = sideContrast(PACKED_WHITE, false, measure);
        const preferred = prefersDarker ? darkest : lightest;
        const other = prefersDarker ? lightest : darkest;
        const darker = preferred >= target.value ? prefersDarker : other >= target.value ? !prefersDarker : null;
        if (darker === null) {
          const rgb = prefersDarker ? PACKED_BLACK : PACKED_WHITE;
          result = { rgb, p3: null, reached: sideContrast(rgb, prefersDarker, measure), solved: false, unreachable: true, fixedMiss: false };
        } else {
          let rgb = searchSide(cell.c, cell.h, target.value, darker, measure);
          if (sideContrast(rgb, darker, measure) - target.value > SYSTEM_TARGET_SLACK[target.method]) rgb = refine(rgb, target.value, darker, measure, SYSTEM_WIDE_RADIUS);
          result = { rgb, p3: null, reached: sideContrast(rgb, darker, measure), solved: true, unreachable: false, fixedMiss: false };
        }
      }
    }
    results[i] = result;
    return result;
  };
  return cells.map((_, i) => solve(i));
}

/** Returns the result of a cell on both screens. */
function resultOf(cell: ScreenCell, reached: number, solved: boolean, unreachable: boolean, fixedMiss: boolean): CellResult {
  return { rgb: cell.rgb, p3: cell.p3, reached, solved, unreachable, fixedMiss };
}

/** Returns a fixed cell on both screens: a colour set by hand beyond sRGB as it is, else its bytes. */
function fixedScreen(cell: CellPlan): ScreenCell {
  return cell.fixedExact ? screenCellOfP3(cell.fixed, cell.fixedExact.oklch) : screenCellOfBytes(cell.fixed);
}

/** Returns the OKLCH lightness of a cell: its P3 value's, or its bytes'. */
function lightnessOf(cell: ScreenCell): number {
  return cell.p3 !== null ? cell.p3[0] : packedToOklch(cell.rgb)[0];
}

/** Returns the cells of one row in one appearance of a Display P3 system, against the packed `background` (the file comment). */
export function solveRowCellsP3(cells: readonly CellPlan[], targets: readonly (StepTarget | null)[], background: number): CellResult[] {
  const screens: (ScreenCell | undefined)[] = new Array(cells.length);
  const results: (CellResult | undefined)[] = new Array(cells.length);
  const ground = screenCellOfBytes(background);
  const black = screenCellOfBytes(PACKED_BLACK);
  const white = screenCellOfBytes(PACKED_WHITE);
  const solve = (i: number): ScreenCell => {
    const done = screens[i];
    if (done) return done;
    const cell = cells[i];
    const target = targets[i];
    let screen: ScreenCell;
    let result: CellResult;
    if (target === null) {
      screen = cell.fixed >= 0 ? fixedScreen(cell) : p3Cell(cell.l, cell.c, cell.h);
      result = resultOf(screen, -1, false, false, false);
    } else {
      const reference = target.against === null ? ground : solve(target.against);
      const apca = target.method === 'apca';
      if (cell.fixed >= 0) {
        screen = fixedScreen(cell);
        const reached = p3Contrast(screen, reference, apca);
        result = resultOf(screen, reached, false, false, reached < target.value);
      } else {
        const prefersDarker = cell.l < lightnessOf(reference);
        const darkest = p3SideContrast(black, reference, true, apca);
        const lightest = p3SideContrast(white, reference, false, apca);
        const preferred = prefersDarker ? darkest : lightest;
        const other = prefersDarker ? lightest : darkest;
        const darker = preferred >= target.value ? prefersDarker : other >= target.value ? !prefersDarker : null;
        if (darker === null) {
          screen = prefersDarker ? black : white;
          result = resultOf(screen, p3SideContrast(screen, reference, prefersDarker, apca), false, true, false);
        } else {
          screen = searchP3Side(cell.c, cell.h, target.value, darker, reference, apca, SYSTEM_TARGET_SLACK[target.method], SYSTEM_WIDE_RADIUS);
          result = resultOf(screen, p3SideContrast(screen, reference, darker, apca), true, false, false);
        }
      }
    }
    screens[i] = screen;
    results[i] = result;
    return screen;
  };
  cells.forEach((_, i) => solve(i));
  return results as CellResult[];
}

/** Returns every row's cells, light then dark, as `solveRowCells` (or, in Display P3, `solveRowCellsP3`) gives them. */
export function solvePlanCells(plan: SystemPlan): { readonly light: CellResult[]; readonly dark: CellResult[] }[] {
  const solveRow = plan.gamut === 'p3' ? solveRowCellsP3 : solveRowCells;
  return plan.rows.map((row) => ({
    light: solveRow(row.light, plan.targets, plan.background.light),
    dark: solveRow(row.dark, plan.targets, plan.background.dark),
  }));
}
