/**
 * Shared test fixtures for the core: deterministic colour-code samples and tolerant comparisons.
 * No shared state: every helper returns fresh data.
 */
import { bytesToHex, mulberry32 } from '../../../src/core/index.ts';

/** Returns all 4096 three-digit codes expanded to '#rrggbb'. */
export function allShortCodes(): string[] {
  const out: string[] = [];
  for (let r = 0; r < 16; r++) {
    for (let g = 0; g < 16; g++) {
      for (let b = 0; b < 16; b++) out.push(bytesToHex(r * 17, g * 17, b * 17));
    }
  }
  return out;
}

/** Returns `count` pseudo-random '#rrggbb' codes from a seed (mulberry32, 3 draws per code). */
export function seededCodes(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const byte = () => Math.floor(random() * 256);
  return Array.from({ length: count }, () => bytesToHex(byte(), byte(), byte()));
}

/** Returns the 256 greys #000000 … #ffffff. */
export function allGreys(): string[] {
  return Array.from({ length: 256 }, (_, i) => bytesToHex(i, i, i));
}

/** Returns the smallest absolute difference of two angles in degrees. */
export function angleDiff(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Reference tolerance against culori / colorjs.io. */
export const REF_TOLERANCE = 1e-6;
