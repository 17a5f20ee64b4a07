/**
 * The palette check's conflicts, worst first, handed over as columns. The records (layout.ts CHECK_CONFLICT_*) arrive
 * in scan order (vision, a, b), and the core sorts the same list stably by ΔE (`Array.prototype.sort`), so equal ΔE
 * keep that order in both and the lists agree record for record.
 *
 * The sort is a stable bucket sort: ΔE lies in [0, the largest found], so the records are spread over as many buckets
 * as there are records by ΔE · (buckets / largest), a non-decreasing function of ΔE (IEEE multiplication is monotone),
 * in scan order within each bucket; one insertion pass then orders each bucket, moving a record only past strictly
 * larger ones. About two moves a record, where a merge sort of 3,000 records made twelve.
 */
import { CHECK_CONFLICT_A, CHECK_CONFLICT_BYTES, CHECK_CONFLICT_DELTA_E, CHECK_CONFLICT_JUDGED, CHECK_CONFLICT_VISION, CHECK_VISION_COUNT } from "../layout";
import { CHECK_MAX_COLORS } from "../generated/constants";

/** One counter per possible record, and one more: the bucket starts. */
const STARTS = memory.data(((CHECK_VISION_COUNT * CHECK_MAX_COLORS * (CHECK_MAX_COLORS - 1)) / 2 + 1) << 2, 8);

// @ts-ignore: decorator
@inline
function deltaEAt(records: usize, i: i32): f64 {
  return load<f64>(records + <usize>i * CHECK_CONFLICT_BYTES + CHECK_CONFLICT_DELTA_E);
}

// @ts-ignore: decorator
@inline
function startAt(b: i32): usize {
  return STARTS + (<usize>b << 2);
}

/**
 * Sorts the `count` records at `records` by ascending ΔE, stably (`spare`, as large, holds them meanwhile), and writes
 * them back at `records` as columns: ΔE (f64 each), the pairs (u16 a, u16 b), the visions (u8), the judgement bits (u8).
 */
export function sortConflicts(records: usize, count: i32, spare: usize): void {
  let largest: f64 = 0;
  for (let i = 0; i < count; i++) largest = max(largest, deltaEAt(records, i));
  const buckets = max(count, 1);
  // With every ΔE 0, every record is in bucket 0 (in scan order: sorted already).
  const scale = largest > 0 ? <f64>buckets / largest : 0;
  memory.fill(STARTS, 0, <usize>(buckets + 1) << 2);
  for (let i = 0; i < count; i++) {
    const b = min(<i32>(deltaEAt(records, i) * scale), buckets - 1);
    store<u32>(startAt(b + 1), load<u32>(startAt(b + 1)) + 1);
  }
  for (let b = 1; b <= buckets; b++) store<u32>(startAt(b), load<u32>(startAt(b)) + load<u32>(startAt(b - 1)));
  for (let i = 0; i < count; i++) {
    const b = min(<i32>(deltaEAt(records, i) * scale), buckets - 1);
    const k = load<u32>(startAt(b));
    store<u32>(startAt(b), k + 1);
    const source = records + <usize>i * CHECK_CONFLICT_BYTES;
    const target = spare + <usize>k * CHECK_CONFLICT_BYTES;
    store<u64>(target, load<u64>(source));
    store<u64>(target, load<u64>(source, 8), 8);
  }
  for (let i = 1; i < count; i++) {
    const d = deltaEAt(spare, i);
    let j = i - 1;
    if (deltaEAt(spare, j) <= d) continue;
    const at = spare + <usize>i * CHECK_CONFLICT_BYTES;
    const low = load<u64>(at);
    const high = load<u64>(at, 8);
    while (j >= 0 && deltaEAt(spare, j) > d) {
      const from = spare + <usize>j * CHECK_CONFLICT_BYTES;
      store<u64>(from, load<u64>(from), CHECK_CONFLICT_BYTES);
      store<u64>(from, load<u64>(from, 8), CHECK_CONFLICT_BYTES + 8);
      j--;
    }
    const to = spare + <usize>(j + 1) * CHECK_CONFLICT_BYTES;
    store<u64>(to, low);
    store<u64>(to, high, 8);
  }
  const pairs = records + (<usize>count << 3);
  const visions = pairs + (<usize>count << 2);
  const judged = visions + <usize>count;
  for (let i = 0; i < count; i++) {
    const record = spare + <usize>i * CHECK_CONFLICT_BYTES;
    store<f64>(records + (<usize>i << 3), load<f64>(record, CHECK_CONFLICT_DELTA_E));
    store<u32>(pairs + (<usize>i << 2), load<u32>(record, CHECK_CONFLICT_A));
    store<u8>(visions + <usize>i, load<u8>(record, CHECK_CONFLICT_VISION));
    store<u8>(judged + <usize>i, load<u8>(record, CHECK_CONFLICT_JUDGED));
  }
}
