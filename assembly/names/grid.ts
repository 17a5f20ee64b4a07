/**
 * Exact nearest colour name over a uniform OKLab grid whose cells carry candidate lists.
 *
 * For a cell C, let D be the smallest, over all names p, of the largest squared distance from p to
 * any point of C. Every query in C has some name within D (the one achieving it), so a name whose
 * smallest squared distance to C exceeds D can never be the nearest, not even tied. The candidate
 * list of C is every other name, sorted by that smallest distance; a query scans its cell's list and
 * stops at the first candidate whose smallest distance already exceeds the best found. Distances are
 * the core's exact expression (dL² + da² + db², evaluated in that order) and an exact tie goes to the
 * earlier entry of the names list, so the answer is the core's brute-force answer over all 1566 names.
 * Both bounds are loosened (D up by a relative 1e-9, stored smallest distances rounded down) so
 * rounding can never prune the winner or a tie.
 *
 * The names' OKLab table is computed once at start-up; a cell's list is built the first time a query
 * falls in it (about 14 candidates per cell, of which about 4 are scanned, instead of 1566 checks).
 * Reference: the "MINMAXDIST" pruning of Roussopoulos, Kelley & Vincent (1995), "Nearest neighbor
 * queries", SIGMOD '95, applied to the cells of a uniform grid.
 */
import { NAME_COUNT, NAME_RGB } from "../generated/tables";
import { Vec3 } from "../vec3";
import { packedToOklab } from "./oklab";
import { packedPairToOklab } from "../simd/oklab2";

/** Grid origin: just below the sRGB gamut in OKLab (L 0–1, a −0.234–0.277, b −0.312–0.199). */
const L0: f64 = -0.01;
const A0: f64 = -0.25;
const B0: f64 = -0.33;
/** Cell edge in OKLab units, and its exact reciprocal. */
const CELL: f64 = 0.025;
const CELLS_PER_UNIT: f64 = 40;
const NL: i32 = 42;
const NA: i32 = 23;
const NB: i32 = 23;
const CELL_COUNT: i32 = NL * NA * NB;
/** Relative loosening of the pruning bound D against rounding. */
const WIDEN: f64 = 1 + 1e-9;
/** Cell table entry: first candidate (i32) and count (i32, −1 = not built yet). */
const UNBUILT: i32 = -1;
/** Candidate record: smallest squared distance to the cell (f32, rounded down), then the name index (i32). */
const CANDIDATE_BYTES: usize = 8;

/** OKLab of every name in list order: L, a, b as f64 (24 bytes each). */
const nameLab: usize = heap.alloc(<usize>NAME_COUNT * 24);
/** Name indices sorted by OKLab L (u16), and their L values (f64), for the build's sweep. */
const byLightness: usize = heap.alloc(<usize>NAME_COUNT << 1);
const sortedLightness: usize = heap.alloc(<usize>NAME_COUNT << 3);
/** Per cell: first candidate (i32) and candidate count (i32). */
const cellTable: usize = heap.alloc(<usize>CELL_COUNT << 3);
/** Candidate pool (CANDIDATE_BYTES each), grown geometrically. */
let pool: usize = heap.alloc(<usize>4096 * CANDIDATE_BYTES);
let poolCapacity: i32 = 4096;
let poolUsed: i32 = 0;
/** Build scratch: names visited by the sweep (u16 index) and their smallest squared distance (f64). */
const visitedIndex: usize = heap.alloc(<usize>NAME_COUNT << 1);
const visitedGap: usize = heap.alloc(<usize>NAME_COUNT << 3);

const QUERY = changetype<Vec3>(memory.data(24, 8));

function buildNameTables(): void {
  for (let i = 0; i < NAME_COUNT; i++) {
    packedToOklab(load<u32>(NAME_RGB + (<usize>i << 2)), QUERY);
    const p = nameLab + <usize>i * 24;
    store<f64>(p, QUERY.x, 0);
    store<f64>(p, QUERY.y, 8);
    store<f64>(p, QUERY.z, 16);
    // Insertion into the lightness order (once, 1566 entries).
    let j = i - 1;
    while (j >= 0 && load<f64>(sortedLightness + (<usize>j << 3)) > QUERY.x) {
      store<f64>(sortedLightness + (<usize>(j + 1) << 3), load<f64>(sortedLightness + (<usize>j << 3)));
      store<u16>(byLightness + (<usize>(j + 1) << 1), load<u16>(byLightness + (<usize>j << 1)));
      j--;
    }
    store<f64>(sortedLightness + (<usize>(j + 1) << 3), QUERY.x);
    store<u16>(byLightness + (<usize>(j + 1) << 1), <u16>i);
  }
  for (let c = 0; c < CELL_COUNT; c++) store<i32>(cellTable + (<usize>c << 3), UNBUILT, 4);
}

buildNameTables();

/** Returns the cell coordinate of x along an axis, or −1 outside the grid. */
// @ts-ignore: decorator
@inline
function cellCoord(x: f64, origin: f64, n: i32): i32 {
  const t = Math.floor((x - origin) * CELLS_PER_UNIT);
  return t >= 0 && t < <f64>n ? <i32>t : -1;
}

/** Signed distance from x to [lo, lo + CELL] along one axis (≤ 0 inside). */
// @ts-ignore: decorator
@inline
function gap(x: f64, lo: f64): f64 {
  return Math.max(lo - x, x - (lo + CELL));
}

/** Smallest squared distance from x to [lo, lo + CELL]. */
// @ts-ignore: decorator
@inline
function gap2(x: f64, lo: f64): f64 {
  const g = Math.max(gap(x, lo), 0);
  return g * g;
}

/** Largest squared distance from x to a point of [lo, lo + CELL]. */
// @ts-ignore: decorator
@inline
function reach2(x: f64, lo: f64): f64 {
  const f = Math.max(Math.abs(x - lo), Math.abs(lo + CELL - x));
  return f * f;
}

/** Returns the first position in the lightness order whose L is ≥ x. */
function lowerBoundLightness(x: f64): i32 {
  let lo = 0;
  let hi = NAME_COUNT;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<f64>(sortedLightness + (<usize>mid << 3)) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Returns the address of candidate k of the pool. */
// @ts-ignore: decorator
@inline
function candidateAt(k: i32): usize {
  return pool + <usize>k * CANDIDATE_BYTES;
}

/**
 * Builds the candidate list of cell (il, ia, ib) and returns its table entry address.
 * Names are swept outward in L from the cell; the sweep stops once the nearer side's L gap alone
 * exceeds the running bound, since every name beyond is then farther than it (the bound only shrinks).
 */
function buildCell(c: i32, il: i32, ia: i32, ib: i32): usize {
  const lo0 = L0 + <f64>il * CELL;
  const lo1 = A0 + <f64>ia * CELL;
  const lo2 = B0 + <f64>ib * CELL;
  let bound = Infinity;
  let visited = 0;
  let up = lowerBoundLightness(lo0 + 0.5 * CELL);
  let down = up - 1;
  while (true) {
    const upGap: f64 = up < NAME_COUNT ? gap(load<f64>(sortedLightness + (<usize>up << 3)), lo0) : Infinity;
    const downGap: f64 = down >= 0 ? gap(load<f64>(sortedLightness + (<usize>down << 3)), lo0) : Infinity;
    let position: i32;
    let lightnessGap: f64;
    if (upGap <= downGap) {
      position = up++;
      lightnessGap = upGap;
    } else {
      position = down--;
      lightnessGap = downGap;
    }
    if (lightnessGap > 0 && lightnessGap * lightnessGap > bound * WIDEN) break;
    const i = <i32>load<u16>(byLightness + (<usize>position << 1));
    const p = nameLab + <usize>i * 24;
    const x = load<f64>(p, 0);
    const y = load<f64>(p, 8);
    const z = load<f64>(p, 16);
    store<u16>(visitedIndex + (<usize>visited << 1), <u16>i);
    store<f64>(visitedGap + (<usize>visited << 3), gap2(x, lo0) + gap2(y, lo1) + gap2(z, lo2));
    visited++;
    bound = Math.min(bound, reach2(x, lo0) + reach2(y, lo1) + reach2(z, lo2));
  }
  bound *= WIDEN;
  if (poolUsed + visited > poolCapacity) {
    const grown = max(poolCapacity << 1, poolUsed + visited);
    pool = heap.realloc(pool, <usize>grown * CANDIDATE_BYTES);
    poolCapacity = grown;
  }
  // Survivors, insertion-sorted by smallest distance (a handful per cell).
  const start = poolUsed;
  for (let k = 0; k < visited; k++) {
    const gapK = load<f64>(visitedGap + (<usize>k << 3));
    if (gapK > bound) continue;
    // Rounded down to f32, so the stored bound never exceeds the true one.
    const stored = <f32>(gapK * (1 - 1e-6));
    let j = poolUsed - 1;
    while (j >= start && load<f32>(candidateAt(j), 0) > stored) {
      memory.copy(candidateAt(j + 1), candidateAt(j), CANDIDATE_BYTES);
      j--;
    }
    const i = <i32>load<u16>(visitedIndex + (<usize>k << 1));
    const q = candidateAt(j + 1);
    store<f32>(q, stored, 0);
    store<i32>(q, i, 4);
    poolUsed++;
  }
  const entry = cellTable + (<usize>c << 3);
  store<i32>(entry, start, 0);
  store<i32>(entry, poolUsed - start, 4);
  return entry;
}

/** Returns the index of the nearest name by brute force (for a query outside the grid; same rule). */
function bruteForce(l: f64, a: f64, b: f64): i32 {
  let best: i32 = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < NAME_COUNT; i++) {
    const p = nameLab + <usize>i * 24;
    const dl = l - load<f64>(p, 0);
    const da = a - load<f64>(p, 8);
    const db = b - load<f64>(p, 16);
    const d = dl * dl + da * da + db * db;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

/** Returns the table entry of the cell holding OKLab (l, a, b), building it on first use; 0 outside the grid. */
// @ts-ignore: decorator
@inline
function cellEntry(l: f64, a: f64, b: f64): usize {
  const il = cellCoord(l, L0, NL);
  const ia = cellCoord(a, A0, NA);
  const ib = cellCoord(b, B0, NB);
  if ((il | ia | ib) < 0) return 0;
  const c = (il * NA + ia) * NB + ib;
  const entry = cellTable + (<usize>c << 3);
  return load<i32>(entry, 4) == UNBUILT ? buildCell(c, il, ia, ib) : entry;
}

/** Returns the nearest name index among the candidates of a cell entry, for OKLab (l, a, b). */
// @ts-ignore: decorator
@inline
function scanCell(entry: usize, l: f64, a: f64, b: f64): i32 {
  let p = candidateAt(load<i32>(entry, 0));
  const end = p + <usize>load<i32>(entry, 4) * CANDIDATE_BYTES;
  let best: i32 = 0;
  let bestDistance = Infinity;
  for (; p < end; p += CANDIDATE_BYTES) {
    if (<f64>load<f32>(p, 0) > bestDistance) break;
    const index = load<i32>(p, 4);
    const q = nameLab + <usize>index * 24;
    const dl = l - load<f64>(q, 0);
    const da = a - load<f64>(q, 8);
    const db = b - load<f64>(q, 16);
    const d = dl * dl + da * da + db * db;
    if (d <= bestDistance) {
      if (d < bestDistance || index < best) {
        bestDistance = d;
        best = index;
      }
    }
  }
  return best;
}

/** Colours per pass of the batch: small enough for the pass buffers to stay in the L1 cache. */
const PASS: i32 = 128;
/** Pass buffers: OKLab of each colour (24 bytes) and its cell entry (4 bytes). */
const passLab: usize = memory.data(PASS * 24, 8);
const passEntry: usize = memory.data(PASS * 4, 4);

/**
 * Writes the nearest-name index (i32) of each of `count` packed colours at `input` to `output`.
 * Works in passes: all OKLab values first (pure arithmetic, two colours per SIMD step), then all cell
 * entries, then the scans, so the cache misses of independent colours overlap instead of waiting behind
 * each colour's arithmetic.
 */
export function nearestNameBatch(input: usize, count: i32, output: usize): void {
  for (let start = 0; start < count; start += PASS) {
    const n = min(PASS, count - start);
    const colors = input + (<usize>start << 2);
    for (let i = 0; i < n; i += 2) {
      const at = passLab + <usize>i * 24;
      const pair = colors + (<usize>i << 2);
      if (i + 1 < n && packedPairToOklab(load<u32>(pair), load<u32>(pair, 4), at, at + 24)) continue;
      for (let k = i; k < min(i + 2, n); k++) {
        packedToOklab(load<u32>(colors + (<usize>k << 2)), QUERY);
        const one = passLab + <usize>k * 24;
        store<f64>(one, QUERY.x, 0);
        store<f64>(one, QUERY.y, 8);
        store<f64>(one, QUERY.z, 16);
      }
    }
    for (let i = 0; i < n; i++) {
      const at = passLab + <usize>i * 24;
      store<u32>(passEntry + (<usize>i << 2), <u32>cellEntry(load<f64>(at, 0), load<f64>(at, 8), load<f64>(at, 16)));
    }
    for (let i = 0; i < n; i++) {
      const at = passLab + <usize>i * 24;
      const l = load<f64>(at, 0);
      const a = load<f64>(at, 8);
      const b = load<f64>(at, 16);
      const entry = <usize>load<u32>(passEntry + (<usize>i << 2));
      store<i32>(output + (<usize>(start + i) << 2), entry == 0 ? bruteForce(l, a, b) : scanCell(entry, l, a, b));
    }
  }
}
