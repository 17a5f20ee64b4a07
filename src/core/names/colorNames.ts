/**
 * Colour names: the 1566-entry "Name that Color" list (Chirag Mehta, http://chir.ag/projects/ntc/, CC BY 2.5)
 * as shipped by color-namer `lib/colors/ntc.js`, kept in its own order (the wasm engine returns indices into it).
 */
import ntc from 'color-namer/lib/colors/ntc.js';
import type { Vec3 } from '../convert/types.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';

/** A named colour: display name and normalised '#rrggbb' code. */
export type ColorName = { readonly name: string; readonly code: string };

/** The names list in source order, codes lower-cased with '#'. */
export const COLOR_NAMES: readonly ColorName[] = ntc.map((entry) => ({
  name: entry.name,
  code: `#${entry.hex.toLowerCase()}`,
}));

let oklabTable: readonly Vec3[] | null = null;

/** Returns (and caches) the OKLab coordinates of every entry, via `srgbToOklab(hexToSrgb(code))`. */
export function colorNameOklabTable(): readonly Vec3[] {
  if (oklabTable === null) oklabTable = COLOR_NAMES.map((entry) => srgbToOklab(hexToSrgb(entry.code)));
  return oklabTable;
}
