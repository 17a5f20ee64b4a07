/** Formatting of the bench results: the table with ratios, and the target check. */
import type { BenchTask, Target, TaskResult } from './types.ts';

/** Returns `n` with thousands separators and no decimals (or 3 significant digits below 100). */
export function formatRate(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(3);
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** Returns the table: one row per implementation, with how many times faster the reference is. */
export function formatTable(rows: readonly { task: BenchTask; result: TaskResult }[]): string {
  const lines = [`${pad('task', 12)}${pad('impl', 16)}${pad('ops/s', 14, true)}  ${'reference ÷ impl'}`];
  lines.push('-'.repeat(lines[0].length + 4));
  for (const { task, result } of rows) {
    const reference = result.opsPerSecond[task.reference];
    Object.entries(result.opsPerSecond).forEach(([impl, rate], i) => {
      const ratio =
        impl === task.reference || reference === undefined ? '' : `${task.reference} is ${(reference / rate).toFixed(1)}×`;
      lines.push(`${pad(i === 0 ? task.id : '', 12)}${pad(impl, 16)}${pad(formatRate(rate), 14, true)}  ${ratio}`);
    });
    lines.push(`${pad('', 12)}(${task.unit} per second)`);
    for (const note of result.notes ?? []) lines.push(`${pad('', 12)}note: ${note}`);
  }
  return lines.join('\n');
}

/** Returns one line per target: whether it holds, with the measured value. */
export function formatTargets(rows: readonly { task: BenchTask; result: TaskResult }[]): string[] {
  const out: string[] = [];
  for (const { task, result } of rows) {
    for (const target of task.targets ?? []) out.push(checkTarget(task.id, target, result.opsPerSecond));
  }
  return out;
}

function checkTarget(taskId: string, target: Target, rates: Readonly<Record<string, number>>): string {
  const value = rates[target.impl];
  if ('atLeast' in target) {
    const holds = value !== undefined && value >= target.atLeast;
    const measured = value === undefined ? 'not measured' : `${formatRate(value)}/s`;
    return `${holds ? 'HOLDS ' : 'MISSED'}  ${taskId}: ${target.impl} ≥ ${formatRate(target.atLeast)}/s (measured ${measured})`;
  }
  const other = rates[target.than];
  const ratio = value !== undefined && other !== undefined ? value / other : undefined;
  const holds = ratio !== undefined && ratio >= target.timesFaster;
  const measured = ratio === undefined ? 'not measured' : `${ratio.toFixed(1)}×`;
  return `${holds ? 'HOLDS ' : 'MISSED'}  ${taskId}: ${target.impl} ≥ ${target.timesFaster}× ${target.than} (measured ${measured})`;
}
