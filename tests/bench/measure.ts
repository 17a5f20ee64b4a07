/**
 * Side-by-side throughput measurement: every implementation works on the same inputs in the same
 * process, in interleaved rounds (the order rotates each round), so load on the machine hits all of
 * them alike. The result per implementation is the median of its rounds.
 */

/** One contender: `step()` does a unit of work and returns how many operations it completed. */
export type Contender = { readonly name: string; readonly step: () => number };

/** Timing of a side-by-side run. */
export type MeasureOptions = { rounds: number; roundMs: number; warmupMs: number };

/** Default timing, and the shorter one of `--quick`. */
export const FULL_TIMING: MeasureOptions = { rounds: 7, roundMs: 300, warmupMs: 300 };
export const QUICK_TIMING: MeasureOptions = { rounds: 3, roundMs: 100, warmupMs: 50 };

/** Runs `step` until `ms` have passed; returns [operations, elapsed ms]. */
function runFor(step: () => number, ms: number): [number, number] {
  const start = performance.now();
  let ops = 0;
  let now: number;
  do {
    ops += step();
    now = performance.now();
  } while (now - start < ms);
  return [ops, now - start];
}

/** Returns the median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Returns the median time in ms of `runs` calls (a slow operation timed call by call). */
export function medianMs(runs: number, call: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    call();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Returns operations per second of each contender (median over interleaved rounds). */
export function sideBySide(contenders: readonly Contender[], options: MeasureOptions): Record<string, number> {
  for (const c of contenders) runFor(c.step, options.warmupMs);
  const samples = new Map<string, number[]>(contenders.map((c) => [c.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = contenders[(k + round) % contenders.length];
      const [ops, ms] = runFor(c.step, options.roundMs);
      samples.get(c.name)?.push((ops * 1000) / ms);
    }
  }
  return Object.fromEntries(contenders.map((c) => [c.name, median(samples.get(c.name) ?? [0])]));
}

/** Returns a function that hands out consecutive slices of `size` items of `pool`, wrapping around. */
export function cycler<T>(pool: readonly T[], size: number): () => T[] {
  let at = 0;
  return () => {
    if (at + size > pool.length) at = 0;
    const slice = pool.slice(at, at + size);
    at += size;
    return slice;
  };
}

/**
 * Returns a step that works on the items of `items` in turn, wrapping around, one operation a call: `work` is given
 * the item and how many calls came before (0, 1, 2, …).
 */
export function inTurn<T>(items: readonly T[], work: (item: T, n: number) => void): () => number {
  let n = 0;
  return () => {
    work(items[n % items.length], n);
    n++;
    return 1;
  };
}
