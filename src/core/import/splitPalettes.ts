/**
 * More colours than a palette holds, cut into palettes: the first 100, the next 100, and so on, up to the most
 * palettes one import makes. What the cut leaves out is counted, so the dialog can say so.
 */
import { MAX_PALETTE_COLORS } from '../model/palette.ts';

/**
 * The most palettes one import creates: 20 palettes of 100 colours, 2,000 colours. More would bury My Palettes
 * under palettes nobody asked for one by one; a larger set is better reduced by clustering.
 */
export const IMPORT_MAX_PALETTES = 20;

/** Colours cut into palettes: the palettes' colours in order, and how many colours are left out after the last. */
export type PaletteSplit<T> = { palettes: T[][]; leftOut: number };

/** Returns colours cut into palettes of `size` in order, at most `maxPalettes` of them, and the count left out. */
export function splitIntoPalettes<T>(colors: readonly T[], size: number = MAX_PALETTE_COLORS, maxPalettes: number = IMPORT_MAX_PALETTES): PaletteSplit<T> {
  const palettes: T[][] = [];
  for (let start = 0; start < colors.length && palettes.length < maxPalettes; start += size) palettes.push(colors.slice(start, start + size));
  return { palettes, leftOut: Math.max(0, colors.length - palettes.length * size) };
}
