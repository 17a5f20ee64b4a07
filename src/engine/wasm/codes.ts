/**
 * Colour codes ⇄ packed 0xRRGGBB integers, the form every wasm batch takes. The fast path reads
 * '#rrggbb' directly; anything else goes through the core's `normalizeColorCode`, so accepted inputs
 * and error messages are exactly the core's.
 */
import { normalizeColorCode } from '../../core/index.ts';

const HEX_DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) HEX_DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX_DIGIT[65 + i] = 10 + i;
  HEX_DIGIT[97 + i] = 10 + i;
}

/** Returns 0xRRGGBB of any accepted code (3 or 6 digits, optional '#', any case). @throws like `normalizeColorCode`. */
export function packColorCode(code: string): number {
  if (code.length === 7 && code.charCodeAt(0) === 35) {
    let rgb = 0;
    for (let i = 1; i < 7; i++) {
      const c = code.charCodeAt(i);
      const digit = c < 128 ? HEX_DIGIT[c] : -1;
      if (digit < 0) return packSlow(code);
      rgb = (rgb << 4) | digit;
    }
    return rgb;
  }
  return packSlow(code);
}

function packSlow(code: string): number {
  return Number.parseInt(normalizeColorCode(code).slice(1), 16);
}

/** Writes the packed form of each code into `out` (which must be at least as long). */
export function packColorCodes(codes: readonly string[], out: Uint32Array): void {
  for (let i = 0; i < codes.length; i++) out[i] = packColorCode(codes[i]);
}

/** Two lower-case hex digits of every byte. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Returns '#rrggbb' (lower case) of 0xRRGGBB; the same string as the core's `bytesToHex`, faster. */
export function formatColorCode(rgb: number): string {
  return '#' + BYTE_HEX[(rgb >>> 16) & 0xff] + BYTE_HEX[(rgb >>> 8) & 0xff] + BYTE_HEX[rgb & 0xff];
}
