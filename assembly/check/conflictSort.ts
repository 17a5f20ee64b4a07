/**
 * The palette check's conflicts, worst first: a stable bottom-up merge sort of the records by ΔE (layout.ts
 * CHECK_CONFLICT_*). The records arrive in scan order (vision, a, b), and the core sorts the same list stably
 * by ΔE (`Array.prototype.sort`), so equal ΔE keep that order in both and the lists agree record for record.
 */
import { CHECK_CONFLICT_BYTES, CHECK_CONFLICT_DELTA_E } from "../layout";

// @ts-ignore: decorator
@inline
function deltaEAt(records: usize, i: i32): f64 {
  return load<f64>(records + <usize>i * CHECK_CONFLICT_BYTES + CHECK_CONFLICT_DELTA_E);
}

// @ts-ignore: decorator
@inline
function copyRecord(to: usize, k: i32, from: usize, i: i32): void {
  // Two 8-byte moves (a record is CHECK_CONFLICT_BYTES = 16): cheaper than a memory.copy call per record.
  const target = to + <usize>k * CHECK_CONFLICT_BYTES;
  const source = from + <usize>i * CHECK_CONFLICT_BYTES;
  store<u64>(target, load<u64>(source));
  store<u64>(target, load<u64>(source, 8), 8);
}

/** Sorts `count` records at `records` by ascending ΔE, stably, using `spare` (room for as many) as the other buffer. */
export function sortConflicts(records: usize, count: i32, spare: usize): void {
  let from = records;
  let to = spare;
  for (let width = 1; width < count; width <<= 1) {
    for (let lo = 0; lo < count; lo += width << 1) {
      const mid = min(lo + width, count);
      const hi = min(lo + (width << 1), count);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        // The right run's record goes first only when strictly smaller: that keeps the sort stable.
        if (deltaEAt(from, j) < deltaEAt(from, i)) copyRecord(to, k++, from, j++);
        else copyRecord(to, k++, from, i++);
      }
      while (i < mid) copyRecord(to, k++, from, i++);
      while (j < hi) copyRecord(to, k++, from, j++);
    }
    const swap = from;
    from = to;
    to = swap;
  }
  if (from != records) memory.copy(records, from, <usize>count * CHECK_CONFLICT_BYTES);
}
