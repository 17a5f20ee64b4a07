/**
 * mulberry32, a 32-bit seeded PRNG by Tommy Ettinger (public domain)
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 * (mirror of src/core/random/mulberry32.ts: u32 wrapping multiply = Math.imul).
 */
import { FMIX32_MULTIPLIER_1, FMIX32_MULTIPLIER_2, MULBERRY32_INCREMENT, UINT32_RANGE } from "../generated/constants";

let state: u32 = 0;

/** Restarts the generator at `seed` (already ToUint32 on the JavaScript side). */
export function seedRandom(seed: u32): void {
  state = seed;
}

/** Returns the next uniform number in [0, 1) (a multiple of 2^-32). */
export function nextRandom(): f64 {
  state += MULBERRY32_INCREMENT;
  let t = state;
  t = (t ^ (t >>> 15)) * (t | 1);
  t ^= t + (t ^ (t >>> 7)) * (t | 61);
  return <f64>(t ^ (t >>> 14)) / UINT32_RANGE;
}

/** Returns the seed scrambled by MurmurHash3's fmix32 (mirror of the core's `mixSeed`). */
export function mixSeed(seed: u32): u32 {
  let h = seed;
  h ^= h >>> 16;
  h *= FMIX32_MULTIPLIER_1;
  h ^= h >>> 13;
  h *= FMIX32_MULTIPLIER_2;
  h ^= h >>> 16;
  return h;
}
