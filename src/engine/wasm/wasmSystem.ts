/**
 * The colour system over the wasm module: the core checks and plans the system (src/core/system/systemPlan.ts), the
 * module solves every cell in one call (assembly/system/solveCells.ts), and the core builds the answer from the
 * records, so both engines answer the same cells for the same plan.
 */
import * as L from '../../../assembly/layout.ts';
import { SYSTEM_METHODS, validateSystem, type ColorSystem, type SystemSolution } from '../../core/system/systemRules.ts';
import { planSystem } from '../../core/system/systemPlan.ts';
import { solutionOf } from '../../core/system/solveSystem.ts';
import type { CellResult } from '../../core/system/solveCells.ts';
import type { IrodoriExports } from './exports.ts';

/** Returns the system solved by the module. @throws SystemError for a system that does not check. */
export function solveSystemWith(wasm: IrodoriExports, system: ColorSystem): SystemSolution {
  validateSystem(system);
  const plan = planSystem(system);
  const n = system.steps.length;
  const blockCount = plan.rows.length * 2;
  const blockLength = 1 + n * L.SYSTEM_CELL_STRIDE;
  const inputLength = n * L.SYSTEM_TARGET_STRIDE + blockCount * blockLength;
  const outputLength = blockCount * n * L.SYSTEM_OUT_STRIDE;
  const targets = wasm.reserve((inputLength + outputLength) * 8);
  const input = new Float64Array(wasm.memory.buffer, targets, inputLength);
  plan.targets.forEach((target, i) => {
    const at = i * L.SYSTEM_TARGET_STRIDE;
    input[at + L.SYSTEM_TARGET_METHOD] = target === null ? -1 : SYSTEM_METHODS.indexOf(target.method);
    input[at + L.SYSTEM_TARGET_VALUE] = target?.value ?? 0;
    input[at + L.SYSTEM_TARGET_AGAINST] = target?.against ?? -1;
  });
  let at = n * L.SYSTEM_TARGET_STRIDE;
  for (const row of plan.rows) {
    for (const appearance of ['light', 'dark'] as const) {
      input[at++] = plan.background[appearance];
      for (const cell of row[appearance]) {
        input[at + L.SYSTEM_CELL_L] = cell.l;
        input[at + L.SYSTEM_CELL_C] = cell.c;
        input[at + L.SYSTEM_CELL_H] = cell.h;
        input[at + L.SYSTEM_CELL_FIXED] = cell.fixed;
        input[at + L.SYSTEM_CELL_FIXED_L] = cell.fixedExact?.oklch[0] ?? -1;
        input[at + L.SYSTEM_CELL_FIXED_C] = cell.fixedExact?.oklch[1] ?? -1;
        input[at + L.SYSTEM_CELL_FIXED_H] = cell.fixedExact?.oklch[2] ?? -1;
        at += L.SYSTEM_CELL_STRIDE;
      }
    }
  }
  const blocks = targets + n * L.SYSTEM_TARGET_STRIDE * 8;
  const output = targets + inputLength * 8;
  wasm.solveSystem(targets, n, blocks, blockCount, output, plan.gamut === 'p3');
  const records = new Float64Array(wasm.memory.buffer, output, outputLength);
  const cells = (block: number): CellResult[] =>
    Array.from({ length: n }, (_, i) => {
      const r = (block * n + i) * L.SYSTEM_OUT_STRIDE;
      const flags = records[r + L.SYSTEM_OUT_FLAGS];
      const p3 = records[r + L.SYSTEM_OUT_P3_C] >= 0 ? ([records[r + L.SYSTEM_OUT_P3_L], records[r + L.SYSTEM_OUT_P3_C], records[r + L.SYSTEM_OUT_P3_H]] as const) : null;
      return {
        rgb: records[r + L.SYSTEM_OUT_RGB],
        p3,
        reached: records[r + L.SYSTEM_OUT_REACHED],
        solved: (flags & L.SYSTEM_FLAG_SOLVED) !== 0,
        unreachable: (flags & L.SYSTEM_FLAG_UNREACHABLE) !== 0,
        fixedMiss: (flags & L.SYSTEM_FLAG_FIXED_MISS) !== 0,
      };
    });
  return solutionOf(plan, plan.rows.map((_, r) => ({ light: cells(2 * r), dark: cells(2 * r + 1) })));
}
