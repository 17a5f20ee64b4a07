/** Seeded inputs shared by the tasks, so every implementation sees the same colours. */
import { mulberry32 } from '../../src/core/index.ts';

/** The seed of every bench input. */
export const BENCH_SEED = 0x1e0d0a1;

/** Returns `count` packed 0xRRGGBB colours from mulberry32(seed). */
export function packedColors(count: number, seed = BENCH_SEED): Uint32Array {
  const random = mulberry32(seed);
  return Uint32Array.from({ length: count }, () => Math.floor(random() * 0x1000000));
}

/** Returns '#rrggbb' codes of `count` seeded colours. */
export function colorCodes(count: number, seed = BENCH_SEED): string[] {
  return Array.from(packedColors(count, seed), (rgb) => `#${rgb.toString(16).padStart(6, '0')}`);
}
