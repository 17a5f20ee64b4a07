/**
 * The colour system editor's one engine call: a system checked, planned (systemPlan.ts) and solved (solveCells.ts),
 * answered as cells the editor shows. Both engines answer it; they differ only in who solves the cells.
 */
import { oklchInGamut } from '../convert/wideGamut.ts';
import { packedToHex, packedToOklch, stepContrast } from '../scale/scaleColor.ts';
import { planSystem, type CellPlan, type SystemPlan } from './systemPlan.ts';
import { p3OnBackground, p3Text, screenCellOfBytes, screenCellOfP3 } from './p3Cells.ts';
import { solvePlanCells, type CellResult } from './solveCells.ts';
import { validateSystem, type ColorSystem, type StepTarget, type SystemCell, type SystemSolution } from './systemRules.ts';

export * from './systemRules.ts';

/** Returns the cell the editor shows of its plan and its result, in a system of `gamut`. */
function cellOf(plan: CellPlan, result: CellResult, target: StepTarget | null, background: number, gamut: SystemPlan['gamut']): SystemCell {
  const source = plan.fixedBy ?? (result.solved || result.unreachable ? 'target' : 'curve');
  const onBackground = result.p3 === null ? stepContrast(result.rgb, background) : p3OnBackground(screenCellOfP3(result.rgb, result.p3), screenCellOfBytes(background));
  // A solved cell's lightness is its colour's; its chroma and hue stay the curves'.
  const lightness = source !== 'target' ? plan.l : result.p3 !== null ? result.p3[0] : packedToOklch(result.rgb)[0];
  return {
    hex: packedToHex(result.rgb),
    // A colour set by hand is written as it was typed; a solved one as its P3 value.
    p3: result.p3 === null ? null : (plan.fixedExact?.text ?? p3Text(result.p3)),
    source,
    lightness,
    chroma: plan.c,
    hue: plan.h,
    clipped: plan.fixed < 0 && plan.c > 0 && !oklchInGamut(lightness, plan.c, plan.h, gamut),
    onBackground,
    target,
    reached: result.reached < 0 ? null : result.reached,
    miss: result.unreachable ? 'unreachable' : result.fixedMiss ? 'fixed' : null,
  };
}

/** Returns the solution of a plan from its cells' results, in the plan's order. */
export function solutionOf(plan: SystemPlan, results: readonly { readonly light: readonly CellResult[]; readonly dark: readonly CellResult[] }[]): SystemSolution {
  return {
    rows: plan.rows.map((row, r) => ({
      id: row.id,
      light: row.light.map((cell, i) => cellOf(cell, results[r].light[i], plan.targets[i], plan.background.light, plan.gamut)),
      dark: row.dark.map((cell, i) => cellOf(cell, results[r].dark[i], plan.targets[i], plan.background.dark, plan.gamut)),
    })),
  };
}

/** Returns a system's solution (the TypeScript engine). @throws SystemError (or a colour code's Error) for a system `validateSystem` refuses. */
export function solveSystem(system: ColorSystem): SystemSolution {
  validateSystem(system);
  const plan = planSystem(system);
  return solutionOf(plan, solvePlanCells(plan));
}
