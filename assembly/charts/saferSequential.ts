/**
 * "Make it safer" for a sequential set (mirror of src/core/charts/saferSequential.ts; the fit is documented there):
 * lightness strictly one way, neighbours GREYSCALE_DELTA_L and DISTINCT_DELTA_E apart; a failing set's lightness
 * refitted by pool-adjacent-violators with widening gaps. The caller has set the severity.
 */
import {
  CATEGORICAL_MAX, DISTINCT_DELTA_E, FEATURE_SIZE, GREYSCALE_DELTA_L, SEQUENTIAL_GAP_BUMP, SEQUENTIAL_KEEP,
  SEQUENTIAL_LOCK_WEIGHT, SEQUENTIAL_ROUNDS,
} from "../generated/constants";
import { packedToOklab } from "../names/oklab";
import { Vec3 } from "../vec3";
import { codeKeepingHue } from "./chartCodes";
import { pairDistance, rowAt, writeFeatures } from "./chartVision";

const LABS = memory.data(CATEGORICAL_MAX * 3 * 8, 8);
const LIGHTNESS = memory.data(CATEGORICAL_MAX * 8, 8);
const FEATURES = memory.data(CATEGORICAL_MAX * FEATURE_SIZE * 8, 8);
const FAILING = memory.data(CATEGORICAL_MAX, 8);
const GAPS = memory.data(CATEGORICAL_MAX * 8, 8);
const OFFSETS = memory.data(CATEGORICAL_MAX * 8, 8);
const WEIGHTS = memory.data(CATEGORICAL_MAX * 8, 8);
const Z = memory.data(CATEGORICAL_MAX * 8, 8);
const SUMS = memory.data(CATEGORICAL_MAX * 8, 8);
const BLOCK_WEIGHTS = memory.data(CATEGORICAL_MAX * 8, 8);
const COUNTS = memory.data(CATEGORICAL_MAX << 2, 8);
const TRIAL = memory.data(CATEGORICAL_MAX << 2, 8);
const LAB = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + (<usize>i << 3));
}

// @ts-ignore: decorator
@inline
function setF64(base: usize, i: i32, x: f64): void {
  store<f64>(base + (<usize>i << 3), x);
}

/** Writes the features and lightness ×100 of `n` packed codes at `codes` (the core's `lightness`). */
function measure(codes: usize, n: i32): void {
  for (let i = 0; i < n; i++) {
    const rgb = load<u32>(codes + (<usize>i << 2));
    writeFeatures(rgb, rowAt(FEATURES, i));
    packedToOklab(rgb, LAB);
    setF64(LIGHTNESS, i, LAB.x * 100);
  }
}

/** Returns the number of failing steps of the measured codes, marking them in FAILING (the core's `failingSteps`). */
function failingSteps(n: i32, sign: f64): i32 {
  let count = 0;
  for (let i = 1; i < n; i++) {
    const fails = sign * (f64At(LIGHTNESS, i) - f64At(LIGHTNESS, i - 1)) < GREYSCALE_DELTA_L || pairDistance(rowAt(FEATURES, i - 1), rowAt(FEATURES, i)) * 100 < DISTINCT_DELTA_E;
    store<u8>(FAILING + <usize>(i - 1), fails ? 1 : 0);
    if (fails) count++;
  }
  return count;
}

/** Writes the non-increasing least-squares fit of the n values at Z (weights WEIGHTS) back into Z (the core's `fitNonIncreasing`). */
function fitNonIncreasing(n: i32): void {
  let blocks = 0;
  for (let i = 0; i < n; i++) {
    setF64(SUMS, blocks, f64At(WEIGHTS, i) * f64At(Z, i));
    setF64(BLOCK_WEIGHTS, blocks, f64At(WEIGHTS, i));
    store<i32>(COUNTS + (<usize>blocks << 2), 1);
    blocks++;
    while (blocks > 1) {
      const top = blocks - 1;
      if (f64At(SUMS, top - 1) / f64At(BLOCK_WEIGHTS, top - 1) >= f64At(SUMS, top) / f64At(BLOCK_WEIGHTS, top)) break;
      setF64(SUMS, top - 1, f64At(SUMS, top - 1) + f64At(SUMS, top));
      setF64(BLOCK_WEIGHTS, top - 1, f64At(BLOCK_WEIGHTS, top - 1) + f64At(BLOCK_WEIGHTS, top));
      store<i32>(COUNTS + (<usize>(top - 1) << 2), load<i32>(COUNTS + (<usize>(top - 1) << 2)) + load<i32>(COUNTS + (<usize>top << 2)));
      blocks--;
    }
  }
  let i = 0;
  for (let k = 0; k < blocks; k++) {
    const mean = f64At(SUMS, k) / f64At(BLOCK_WEIGHTS, k);
    const c = load<i32>(COUNTS + (<usize>k << 2));
    for (let j = 0; j < c; j++) setF64(Z, i++, mean);
  }
}

/** The core's `saferSequential`: writes the safer set of `n` packed colours at `colors` to `output`. */
export function saferSequential(colors: usize, n: i32, locked: u32, output: usize): void {
  memory.copy(output, colors, <usize>n << 2);
  for (let i = 0; i < n; i++) {
    packedToOklab(load<u32>(colors + (<usize>i << 2)), LAB);
    const o = LABS + (<usize>(i * 3) << 3);
    store<f64>(o, LAB.x);
    store<f64>(o, LAB.y, 8);
    store<f64>(o, LAB.z, 16);
  }
  measure(colors, n);
  const sign: f64 = f64At(LIGHTNESS, n - 1) > f64At(LIGHTNESS, 0) ? 1 : -1;
  const failingBefore = failingSteps(n, sign);
  if (failingBefore == 0) return;
  for (let i = 0; i < n - 1; i++) setF64(GAPS, i, GREYSCALE_DELTA_L / 100);
  for (let i = 0; i < n; i++) setF64(WEIGHTS, i, ((locked >>> <u32>i) & 1) != 0 ? SEQUENTIAL_LOCK_WEIGHT : 1);
  let bestFailing = failingBefore;
  for (let round = 0; round < SEQUENTIAL_ROUNDS; round++) {
    setF64(OFFSETS, 0, 0);
    for (let i = 1; i < n; i++) setF64(OFFSETS, i, f64At(OFFSETS, i - 1) + f64At(GAPS, i - 1));
    for (let i = 0; i < n; i++) setF64(Z, i, -sign * load<f64>(LABS + (<usize>(i * 3) << 3)) + f64At(OFFSETS, i));
    fitNonIncreasing(n);
    for (let i = 0; i < n; i++) {
      const o = LABS + (<usize>(i * 3) << 3);
      const target = Math.min(1.0, Math.max(0.0, -sign * (f64At(Z, i) - f64At(OFFSETS, i))));
      const keep = ((locked >>> <u32>i) & 1) != 0 || Math.abs(target - load<f64>(o)) <= SEQUENTIAL_KEEP;
      const rgb = keep ? load<u32>(colors + (<usize>i << 2)) : codeKeepingHue(target, load<f64>(o, 8), load<f64>(o, 16));
      store<u32>(TRIAL + (<usize>i << 2), rgb);
    }
    measure(TRIAL, n);
    const count = failingSteps(n, sign);
    if (count < bestFailing) {
      bestFailing = count;
      memory.copy(output, TRIAL, <usize>n << 2);
    }
    if (count == 0) break;
    for (let i = 0; i < n - 1; i++) if (load<u8>(FAILING + <usize>i) != 0) setF64(GAPS, i, f64At(GAPS, i) + SEQUENTIAL_GAP_BUMP);
  }
}
