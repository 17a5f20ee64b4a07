/**
 * mulberry32, a 32-bit seeded PRNG by Tommy Ettinger (public domain)
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 * (mirror of src/core/random/mulberry32.ts: u32 wrapping multiply = Math.imul).
 */

/** Increment of the Weyl sequence. */
export const MULBERRY32_INCREMENT: u32 = 0x6d2b79f5;
/** 2^32, the divisor turning a u32 into [0, 1). */
export const UINT32_RANGE: f64 = 4294967296;

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

/** MurmurHash3's 32-bit finaliser multipliers (Austin Appleby, public domain). */
export const FMIX32_MULTIPLIER_1: u32 = 0x85ebca6b;
export const FMIX32_MULTIPLIER_2: u32 = 0xc2b2ae35;

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
