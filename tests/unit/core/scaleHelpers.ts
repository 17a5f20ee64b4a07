/**
 * Shared fixtures of the scale tests: OKLab and OKLCH of a code, ΔE_OK ×100, the inputs every kind is tried on
 * (greys, black, white, sRGB corners, seeded colours). No shared state: every helper returns fresh data.
 */
import { hexToSrgb, labToLch, srgbToOklab, type Vec3 } from '../../../src/core/index.ts';
import { seededCodes } from './helpers.ts';

/** Returns OKLab of a code. */
export function oklabOf(hex: string): Vec3 {
  return srgbToOklab(hexToSrgb(hex));
}

/** Returns OKLCH of a code (a grey's hue NaN). */
export function oklchOf(hex: string): Vec3 {
  const [r, g, b] = hexToSrgb(hex);
  const lab = oklabOf(hex);
  return labToLch(r === g && g === b ? [lab[0], 0, 0] : lab);
}

/** Returns ΔE_OK ×100 of two codes. */
export function deltaEOk(a: string, b: string): number {
  const x = oklabOf(a);
  const y = oklabOf(b);
  return 100 * Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Greys, black, white, near-black and near-white, the sRGB corners and very saturated colours. */
export const EDGE_INPUTS = [
  '#000000', '#ffffff', '#010101', '#fefefe', '#808080', '#7f7f80', '#123456', '#ff0000', '#00ff00', '#0000ff',
  '#ffff00', '#00ffff', '#ff00ff', '#ff8800', '#8800ff', '#00ff88', '#fffffe', '#010000',
];

/** Returns the edge inputs followed by `count` seeded codes. */
export function scaleInputs(count: number, seed: number): string[] {
  return [...EDGE_INPUTS, ...seededCodes(count, seed)];
}
