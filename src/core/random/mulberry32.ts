/**
 * mulberry32, a 32-bit seeded PRNG by Tommy Ettinger (public domain),
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 *
 * Exact code (all 32-bit integer maths; the wasm port uses u32 with wrapping mul):
 *   state = seed >>> 0                                   // ToUint32 of the seed (fractions truncated, mod 2^32)
 *   next():
 *     state = (state + 0x6d2b79f5) >>> 0
 *     t = state
 *     t = Math.imul(t ^ (t >>> 15), t | 1)
 *     t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
 *     return ((t ^ (t >>> 14)) >>> 0) / 4294967296      // uniform in [0, 1), multiples of 2^-32
 */

/** Increment of the Weyl sequence. */
export const MULBERRY32_INCREMENT = 0x6d2b79f5;
/** 2^32, the divisor turning a u32 into [0, 1). */
export const UINT32_RANGE = 4294967296;

/** A generator of uniform numbers in [0, 1). */
export type Random = () => number;

/** Returns a mulberry32 generator seeded with `seed >>> 0`. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + MULBERRY32_INCREMENT) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  };
}

/** MurmurHash3's 32-bit finaliser multipliers (Austin Appleby, public domain, `fmix32` in MurmurHash3.cpp). */
export const FMIX32_MULTIPLIERS = [0x85ebca6b, 0xc2b2ae35] as const;

/**
 * Returns `seed >>> 0` scrambled by MurmurHash3's fmix32 (h ^= h >>> 16; h = imul(h, 0x85ebca6b); h ^= h >>> 13;
 * h = imul(h, 0xc2b2ae35); h ^= h >>> 16; as uint32). mulberry32's first numbers are correlated for seeds a
 * small or regular step apart (a counter, a clock); this scatters them, and as a bijection keeps distinct
 * seeds distinct. For callers that take seeds from people or counters (the palette generator).
 */
export function mixSeed(seed: number): number {
  let h = seed >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, FMIX32_MULTIPLIERS[0]);
  h ^= h >>> 13;
  h = Math.imul(h, FMIX32_MULTIPLIERS[1]);
  h ^= h >>> 16;
  return h >>> 0;
}
