/**
 * The colour system editor's one engine call: a system checked, planned (systemPlan.ts) and solved (solveCells.ts),
 * answered as cells the editor shows. Both engines answer it; they differ only in who solves the cells.
 */
import { oklchInGamut } from '../convert/wideGamut.ts';
import { packedToHex, packedToOklch, stepContrast } from '../scale/scaleColor.ts';
import { planSystem, type CellPlan, type SystemPlan } from './systemPlan.ts';
import { solvePlanCells, type CellResult } from './solveCells.ts';
import { validateSystem, type ColorSystem, type StepTarget, type SystemCell, type SystemSolution } from './systemRules.ts';

export * from './systemRules.ts';

/** Returns the cell the editor shows of its plan and its result. */
function cellOf(plan: CellPlan, result: CellResult, target: StepTarget | null, background: number): SystemCell {
  const source = plan.fixedBy ?? (result.solved || result.unreachable ? 'target' : 'curve');
  const onBackground = stepContrast(result.rgb, background);
  // A solved cell's lightness is its colour's; its chroma and hue stay the curves'.
  const lightness = source === 'target' ? packedToOklch(result.rgb)[0] : plan.l;
  return {
    hex: packedToHex(result.rgb),
    source,
    lightness,
    chroma: plan.c,
    hue: plan.h,
    clipped: plan.fixed < 0 && plan.c > 0 && !oklchInGamut(lightness, plan.c, plan.h, 'srgb'),
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
      light: row.light.map((cell, i) => cellOf(cell, results[r].light[i], plan.targets[i], plan.background.light)),
      dark: row.dark.map((cell, i) => cellOf(cell, results[r].dark[i], plan.targets[i], plan.background.dark)),
    })),
  };
}

/** Returns a system's solution (the TypeScript engine). @throws SystemError (or a colour code's Error) for a system `validateSystem` refuses. */
export function solveSystem(system: ColorSystem): SystemSolution {
  validateSystem(system);
  const plan = planSystem(system);
  return solutionOf(plan, solvePlanCells(plan));
}
