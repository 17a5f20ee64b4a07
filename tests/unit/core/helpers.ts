/**
 * Shared test fixtures for the core: deterministic colour-code samples and tolerant comparisons.
 * No shared state: every helper returns fresh data.
 */
import Color from 'colorjs.io';
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

/**
 * Returns a brute-force nearest-colour search over `codes` in colorjs.io's OKLab (a reference independent of the
 * core's): for a code, the index of the entry at the least squared OKLab distance, the earliest on ties.
 */
export function bruteForceNearest(codes: readonly string[]): (code: string) => number {
  const table = codes.map((code) => new Color(code).to('oklab').coords as number[]);
  return (code) => {
    const q = new Color(code).to('oklab').coords as number[];
    let best = 0;
    let bestD = Infinity;
    table.forEach((t, i) => {
      const d = (q[0] - t[0]) ** 2 + (q[1] - t[1]) ** 2 + (q[2] - t[2]) ** 2;
      if (d < bestD - 1e-15) {
        bestD = d;
        best = i;
      }
    });
    return best;
  };
}
