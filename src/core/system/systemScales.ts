/**
 * A solved colour system as the scale exports take it (../scale/exportScales.ts): per row, a family in light and one
 * in dark, each step its code and, in a Display P3 system, a wide cell's P3 value; with alpha steps, each step as a
 * translucent colour over its appearance's background as Radix makes them (a wide step's P3 alpha from its P3 value).
 */
import { alphaSteps } from '../scale/alphaScale.ts';
import type { NamedScale } from '../scale/exportFamilies.ts';
import { RADIX_STEPS } from '../scale/scaleRules.ts';
import type { ColorSystem, SystemAppearance, SystemSolution } from './systemRules.ts';

/** Returns whether the steps are Radix's 1–12 (alpha steps are then named 'a1'…, else '50a'…). */
function radixSteps(steps: readonly string[]): boolean {
  return steps.length === RADIX_STEPS.length && steps.every((name, i) => name === RADIX_STEPS[i]);
}

/**
 * Returns the families of a solved system, light then dark per row (`name` names a row's family, `darkName` its dark
 * one); a row the solution does not have yet is left out.
 */
export function systemScales(
  system: ColorSystem,
  solution: SystemSolution,
  options: { readonly alpha: boolean; readonly name: (row: ColorSystem['rows'][number]) => string; readonly darkName: (name: string) => string },
): NamedScale[] {
  const byId = new Map(solution.rows.map((row) => [row.id, row]));
  const kind = radixSteps(system.steps) ? 'radix' : 'tailwind';
  return system.rows.flatMap((row) => {
    const solved = byId.get(row.id);
    if (!solved) return [];
    const scale = (appearance: SystemAppearance) => {
      const steps = solved[appearance].map((cell, k) => ({ label: system.steps[k] ?? String(k), hex: cell.hex, p3: cell.p3 }));
      return options.alpha ? { steps, alpha: alphaSteps(kind, steps, system.background[appearance]) } : { steps };
    };
    const name = options.name(row);
    return [
      { name, ...scale('light') },
      { name: options.darkName(name), ...scale('dark') },
    ];
  });
}
