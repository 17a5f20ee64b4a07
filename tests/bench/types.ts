/**
 * The bench's plug-in contract: a task measures some implementations side by side and returns their
 * throughput; the runner (index.ts) prints every task in one table and writes the JSON report.
 * To add a task, export a `BenchTask` from a module in tasks/ and list it in tasks/index.ts.
 */
import type { ColorEngine } from '../../src/engine/index.ts';

/** What a task gets from the runner. */
export interface BenchContext {
  /** Shorter rounds (`--quick`), for smoke runs. */
  readonly quick: boolean;
  /** The wasm and TypeScript engines, created once and shared by the tasks. */
  engines(): Promise<{ wasm: ColorEngine; ts: ColorEngine }>;
  /** Prints a progress line (to stderr, so `--json -` style piping stays clean). */
  log(message: string): void;
}

/** A performance goal, checked and reported (never failing the run). */
export type Target =
  | { readonly impl: string; readonly atLeast: number }
  | { readonly impl: string; readonly timesFaster: number; readonly than: string };

/** One benchmark task. */
export interface BenchTask {
  /** Key in the JSON report, e.g. 'name'. */
  readonly id: string;
  /** What one operation is, e.g. 'colours named'. */
  readonly unit: string;
  /** The implementation the others are compared with in the table (usually 'wasm'). */
  readonly reference: string;
  readonly targets?: readonly Target[];
  /** Runs the measurement; resolves to operations per second by implementation, plus optional notes. */
  run(context: BenchContext): Promise<TaskResult>;
}

/** A task's outcome. */
export type TaskResult = { readonly opsPerSecond: Readonly<Record<string, number>>; readonly notes?: readonly string[] };
