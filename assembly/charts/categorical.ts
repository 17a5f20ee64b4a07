/**
 * Categorical chart colours (mirror of src/core/charts/categorical.ts; the search is documented there): a seeded
 * pool, greedy maximin and worst-pair replacement from a few starts, refinement off the pool, the legend order.
 * Bit-identical to the core (tests/parity/charts.test.ts): the same draws, the same comparisons in the same order.
 * The request is validated on the JavaScript side (the core's `validateCategorical`). One call at a time (static
 * tables).
 */
import {
  CATEGORICAL_MAX, CATEGORICAL_POOL, CATEGORICAL_STARTS, FEATURE_SIZE, MOVE_EPSILON, POOL_TRIES,
  REFINE_PASSES, REFINE_STEP_0, REFINE_STEP_1, REFINE_STEP_2, REFINE_STEP_COUNT,
} from "../generated/constants";
import { contrastRatio } from "../contrast/wcag";
import { hostCos, hostSin } from "../host";
import { packedToOklab } from "../names/oklab";
import { mixSeed, nextRandom, seedRandom } from "../random/mulberry32";
import { Vec3 } from "../vec3";
import { NO_CODE, codeOfOklab } from "./chartCodes";
import { pairDistance, rowAt, searchDistance, setSeverity, writeFeatures } from "./chartVision";

const ROW_BYTES: usize = <usize>FEATURE_SIZE << 3;
/** The pool: packed codes and features. */
const POOL_RGB = memory.data(CATEGORICAL_POOL << 2, 8);
const POOL_FEATURES = memory.data(CATEGORICAL_POOL * FEATURE_SIZE * 8, 8);
/** Codes already drawn: an open-addressing set of code + 1 (0 is empty), a power of two over twice the pool. */
const SEEN_SLOTS: u32 = 8192;
const SEEN = memory.data(<i32>SEEN_SLOTS << 2, 8);
/** The palette being searched, the best start's, and one trial row of the refinement. */
const CHOSEN_RGB = memory.data(CATEGORICAL_MAX << 2, 8);
const CHOSEN_FEATURES = memory.data(CATEGORICAL_MAX * FEATURE_SIZE * 8, 8);
const BEST_RGB = memory.data(CATEGORICAL_MAX << 2, 8);
const BEST_FEATURES = memory.data(CATEGORICAL_MAX * FEATURE_SIZE * 8, 8);
const LOCKED_FEATURES = memory.data(CATEGORICAL_MAX * FEATURE_SIZE * 8, 8);
const TRIAL = memory.data(FEATURE_SIZE * 8, 8);
const ORDER = memory.data(CATEGORICAL_MAX << 2, 8);
const LEFT = memory.data(CATEGORICAL_MAX, 8);
const LAB = changetype<Vec3>(memory.data(24, 8));

// The request, for the call.
let background: u32 = 0;
let lmin: f64 = 0;
let lmax: f64 = 0;
let cmin: f64 = 0;
let cmax: f64 = 0;
let minContrast: f64 = 0;
let poolSize: i32 = 0;
let chosenCount: i32 = 0;
let lockedCount: i32 = 0;

// @ts-ignore: decorator
@inline
function chosenRgb(i: i32): u32 {
  return load<u32>(CHOSEN_RGB + (<usize>i << 2));
}

/** Whether a code meets the ranges and the contrast. */
function admissible(rgb: u32): bool {
  packedToOklab(rgb, LAB);
  const c = Math.sqrt(LAB.y * LAB.y + LAB.z * LAB.z);
  if (LAB.x < lmin || LAB.x > lmax || c < cmin || c > cmax) return false;
  return minContrast <= 0 || contrastRatio(rgb, background) >= minContrast;
}

/** Adds a code to the drawn set; returns false when it was there. */
function addSeen(rgb: u32): bool {
  let slot = (rgb * 2654435761) & (SEEN_SLOTS - 1);
  while (true) {
    const at = SEEN + (<usize>slot << 2);
    const held = load<u32>(at);
    if (held == 0) {
      store<u32>(at, rgb + 1);
      return true;
    }
    if (held == rgb + 1) return false;
    slot = (slot + 1) & (SEEN_SLOTS - 1);
  }
}

/** Draws the pool (the core's `drawPool`): up to CATEGORICAL_POOL distinct admissible codes. */
function drawPool(): void {
  memory.fill(SEEN, 0, <usize>SEEN_SLOTS << 2);
  poolSize = 0;
  for (let tries = 0; poolSize < CATEGORICAL_POOL && tries < CATEGORICAL_POOL * POOL_TRIES; tries++) {
    const l = lmin + (lmax - lmin) * nextRandom();
    const c = cmin + (cmax - cmin) * nextRandom();
    const h = 2 * Math.PI * nextRandom();
    const rgb = codeOfOklab(l, c * hostCos(h), c * hostSin(h));
    if (rgb == NO_CODE) continue;
    // The core checks "seen" before admissibility but adds only admissible codes: the same here.
    if (isSeen(rgb) || !admissible(rgb)) continue;
    addSeen(rgb);
    store<u32>(POOL_RGB + (<usize>poolSize << 2), rgb);
    writeFeatures(rgb, rowAt(POOL_FEATURES, poolSize));
    poolSize++;
  }
}

/** Whether a code is in the drawn set. */
function isSeen(rgb: u32): bool {
  let slot = (rgb * 2654435761) & (SEEN_SLOTS - 1);
  while (true) {
    const held = load<u32>(SEEN + (<usize>slot << 2));
    if (held == 0) return false;
    if (held == rgb + 1) return true;
    slot = (slot + 1) & (SEEN_SLOTS - 1);
  }
}

/** Whether a code is among the chosen colours (the core's `used` set). */
function isChosen(rgb: u32): bool {
  for (let j = 0; j < chosenCount; j++) if (chosenRgb(j) == rgb) return true;
  return false;
}

/** Returns the distance of chosen colour x to its nearest other chosen colour. */
function nearestOther(x: i32): f64 {
  let min = Infinity;
  for (let j = 0; j < chosenCount; j++) {
    if (j == x) continue;
    const d = searchDistance(rowAt(CHOSEN_FEATURES, x), rowAt(CHOSEN_FEATURES, j));
    if (d < min) min = d;
  }
  return min;
}

let worstA: i32 = -1;
let worstB: i32 = -1;

/** Returns the worst pair's distance (its indices in worstA, worstB). */
function worstPair(): f64 {
  let worst = Infinity;
  worstA = -1;
  worstB = -1;
  for (let i = 0; i < chosenCount; i++) {
    for (let j = i + 1; j < chosenCount; j++) {
      const d = searchDistance(rowAt(CHOSEN_FEATURES, i), rowAt(CHOSEN_FEATURES, j));
      if (d < worst) {
        worst = d;
        worstA = i;
        worstB = j;
      }
    }
  }
  return worst;
}

/** Returns the worst pair's own distance, without the spread rule's lowering (the core's `leastDistance`). */
function leastDistance(): f64 {
  let min = Infinity;
  for (let i = 0; i < chosenCount; i++) {
    for (let j = i + 1; j < chosenCount; j++) min = Math.min(min, pairDistance(rowAt(CHOSEN_FEATURES, i), rowAt(CHOSEN_FEATURES, j)));
  }
  return min;
}

let farthestDistance: f64 = 0;

/** Returns the pool index farthest from every chosen colour but `skip` (-1 for none; distance in farthestDistance). */
function farthestCandidate(skip: i32): i32 {
  let bestIndex = -1;
  let bestD = -Infinity;
  for (let c = 0; c < poolSize; c++) {
    if (isChosen(load<u32>(POOL_RGB + (<usize>c << 2)))) continue;
    let min = Infinity;
    const row = rowAt(POOL_FEATURES, c);
    for (let j = 0; j < chosenCount && min > bestD; j++) {
      if (j == skip) continue;
      const d = searchDistance(row, rowAt(CHOSEN_FEATURES, j));
      if (d < min) min = d;
    }
    if (min > bestD) {
      bestIndex = c;
      bestD = min;
    }
  }
  farthestDistance = bestD;
  return bestIndex;
}

/** Puts a code and its feature row at chosen position x. */
function place(x: i32, rgb: u32, row: usize): void {
  store<u32>(CHOSEN_RGB + (<usize>x << 2), rgb);
  memory.copy(rowAt(CHOSEN_FEATURES, x), row, ROW_BYTES);
}

/** One start (the core's `search`); returns false when the pool runs out. */
function search(count: i32): bool {
  chosenCount = lockedCount;
  memory.copy(CHOSEN_FEATURES, LOCKED_FEATURES, <usize>lockedCount * ROW_BYTES);
  if (chosenCount == 0) {
    const first = <i32>Math.floor(nextRandom() * <f64>poolSize);
    place(0, load<u32>(POOL_RGB + (<usize>first << 2)), rowAt(POOL_FEATURES, first));
    chosenCount = 1;
  }
  while (chosenCount < count) {
    const index = farthestCandidate(-1);
    if (index < 0) return false;
    place(chosenCount, load<u32>(POOL_RGB + (<usize>index << 2)), rowAt(POOL_FEATURES, index));
    chosenCount++;
  }
  for (let round = 0; round < count * count * 4; round++) {
    worstPair();
    let moved = false;
    for (let k = 0; k < 2 && !moved; k++) {
      const x = k == 0 ? worstA : worstB;
      if (x < lockedCount) continue;
      const index = farthestCandidate(x);
      if (index >= 0 && farthestDistance > nearestOther(x) + MOVE_EPSILON) {
        place(x, load<u32>(POOL_RGB + (<usize>index << 2)), rowAt(POOL_FEATURES, index));
        moved = true;
      }
    }
    if (!moved) break;
  }
  return true;
}

/** Returns refinement step k. */
function refineStep(k: i32): f64 {
  return k == 0 ? REFINE_STEP_0 : k == 1 ? REFINE_STEP_1 : REFINE_STEP_2;
}

/** The core's `refine`: free colours of the worst pair moved by small OKLab steps while that helps. */
function refine(): void {
  for (let s = 0; s < REFINE_STEP_COUNT; s++) {
    const step = refineStep(s);
    for (let pass = 0; pass < REFINE_PASSES; pass++) {
      worstPair();
      let moved = false;
      for (let k = 0; k < 2 && !moved; k++) {
        const x = k == 0 ? worstA : worstB;
        if (x < lockedCount) continue;
        packedToOklab(chosenRgb(x), LAB);
        const l = LAB.x;
        const a = LAB.y;
        const b = LAB.z;
        const current = nearestOther(x);
        let bestRgb: u32 = NO_CODE;
        let bestD = current;
        for (let dir = 0; dir < 6; dir++) {
          const sign: f64 = (dir & 1) == 0 ? step : -step;
          const axis = dir >> 1;
          const rgb = codeOfOklab(axis == 0 ? l + sign : l + 0, axis == 1 ? a + sign : a + 0, axis == 2 ? b + sign : b + 0);
          if (rgb == NO_CODE || isChosen(rgb) || !admissible(rgb)) continue;
          writeFeatures(rgb, TRIAL);
          let min = Infinity;
          for (let j = 0; j < chosenCount; j++) {
            if (j == x) continue;
            const d = searchDistance(TRIAL, rowAt(CHOSEN_FEATURES, j));
            if (d < min) min = d;
          }
          if (min > bestD + MOVE_EPSILON) {
            bestRgb = rgb;
            bestD = min;
          }
        }
        if (bestRgb != NO_CODE) {
          writeFeatures(bestRgb, TRIAL);
          place(x, bestRgb, TRIAL);
          moved = true;
        }
      }
      if (!moved) break;
    }
  }
}

/** Writes the chosen colours in legend order at `output` (the core's `legendOrder`). */
function legendOrder(output: usize): void {
  const n = chosenCount;
  let length = 0;
  for (let i = 0; i < lockedCount; i++) {
    store<u32>(ORDER + (<usize>length << 2), i);
    length++;
  }
  for (let i = 0; i < n; i++) store<u8>(LEFT + <usize>i, i >= lockedCount ? 1 : 0);
  let left = n - lockedCount;
  if (length == 0 && left > 0) {
    let first = -1;
    let bestD = -Infinity;
    for (let i = lockedCount; i < n; i++) {
      const d = nearestOther(i);
      if (d > bestD) {
        first = i;
        bestD = d;
      }
    }
    store<u32>(ORDER + (<usize>length << 2), first);
    length++;
    store<u8>(LEFT + <usize>first, 0);
    left--;
  }
  while (left > 0) {
    const last = load<u32>(ORDER + (<usize>(length - 1) << 2));
    let next = -1;
    let bestD = -Infinity;
    for (let i = 0; i < n; i++) {
      if (load<u8>(LEFT + <usize>i) == 0) continue;
      const d = pairDistance(rowAt(CHOSEN_FEATURES, last), rowAt(CHOSEN_FEATURES, i));
      if (d > bestD) {
        next = i;
        bestD = d;
      }
    }
    store<u32>(ORDER + (<usize>length << 2), next);
    length++;
    store<u8>(LEFT + <usize>next, 0);
    left--;
  }
  for (let k = 0; k < n; k++) store<u32>(output + (<usize>k << 2), chosenRgb(load<u32>(ORDER + (<usize>k << 2))));
}

/**
 * Writes `count` packed colours in legend order at `output` and returns the worst pair's ΔE_OK ×100, or -1 when too
 * few colours meet the constraints. `locked` holds `lockedN` packed colours, kept first.
 */
export function categoricalColors(
  count: i32, bg: u32, lightMin: f64, lightMax: f64, chromaMin: f64, chromaMax: f64, contrast: f64, severity: f64,
  locked: usize, lockedN: i32, seed: u32, output: usize,
): f64 {
  background = bg;
  lmin = lightMin;
  lmax = lightMax;
  cmin = chromaMin;
  cmax = chromaMax;
  minContrast = contrast;
  lockedCount = lockedN;
  setSeverity(severity);
  seedRandom(mixSeed(seed));
  for (let i = 0; i < lockedN; i++) {
    const rgb = load<u32>(locked + (<usize>i << 2));
    store<u32>(CHOSEN_RGB + (<usize>i << 2), rgb);
    writeFeatures(rgb, rowAt(LOCKED_FEATURES, i));
  }
  drawPool();
  const free = count - lockedN;
  if (poolSize < free) return -1;
  let bestWorst = -Infinity;
  const starts = free == 0 ? 1 : CATEGORICAL_STARTS;
  for (let start = 0; start < starts; start++) {
    if (free == 0) {
      chosenCount = lockedN;
      memory.copy(CHOSEN_FEATURES, LOCKED_FEATURES, <usize>lockedN * ROW_BYTES);
    } else {
      // Each start begins from the locked colours (their codes stay in place at the front).
      if (!search(count)) return -1;
    }
    const worst = worstPair();
    if (worst > bestWorst) {
      bestWorst = worst;
      memory.copy(BEST_RGB, CHOSEN_RGB, <usize>count << 2);
      memory.copy(BEST_FEATURES, CHOSEN_FEATURES, <usize>count * ROW_BYTES);
    }
  }
  memory.copy(CHOSEN_RGB, BEST_RGB, <usize>count << 2);
  memory.copy(CHOSEN_FEATURES, BEST_FEATURES, <usize>count * ROW_BYTES);
  chosenCount = count;
  if (free > 0) refine();
  legendOrder(output);
  return leastDistance() * 100;
}
