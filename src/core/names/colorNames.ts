/**
 * Colour names: the 1566-entry "Name that Color" list (Chirag Mehta, http://chir.ag/projects/ntc/, CC BY 2.5)
 * as shipped by color-namer `lib/colors/ntc.js`, kept in its own order (the wasm engine returns indices into it).
 *
 * The list is data, not code: the build writes it once as a JSON file (src/build/colorNameList.ts) that the
 * page and the engine worker both load (src/engine/colorNames.ts), so it ships once. Here: its shape, its
 * parser and the table the nearest-name search reads.
 */
import { oklabTable, type OklabTable } from './oklabTable.ts';

/** A named colour: display name and normalised '#rrggbb' code. */
export type ColorName = { readonly name: string; readonly code: string };

/** The names in source order with the OKLab coordinates of each, as the nearest-name search reads them. */
export type ColorNameTable = OklabTable<ColorName>;

/** The list as stored: `[name, 'rrggbb']` pairs in source order. */
export type ColorNameList = readonly (readonly [name: string, hex: string])[];

/** Returns the table of `entries`, each entry's OKLab computed on the first read (see `oklabTable`). */
export function colorNameTable(entries: readonly ColorName[]): ColorNameTable {
  return oklabTable(entries);
}

/** Returns the stored form of `entries`. */
export function toColorNameList(entries: readonly ColorName[]): ColorNameList {
  return entries.map((entry) => [entry.name, entry.code.slice(1)] as const);
}

/**
 * Returns the entries of a stored list (`[name, 'rrggbb']` pairs, at least one).
 * @throws Error naming the first entry that is not a non-empty name and six lowercase hex digits.
 */
export function parseColorNameList(data: unknown): ColorName[] {
  if (!Array.isArray(data) || data.length === 0) throw new Error('colour names: expected a non-empty array');
  return data.map((item: unknown, index) => {
    if (!Array.isArray(item) || item.length !== 2) throw new Error(`colour names: entry ${index} is not a [name, hex] pair`);
    const [name, hex] = item as unknown[];
    if (typeof name !== 'string' || name === '' || typeof hex !== 'string' || !/^[0-9a-f]{6}$/.test(hex)) {
      throw new Error(`colour names: entry ${index} is invalid: ${JSON.stringify(item)}`);
    }
    return { name, code: `#${hex}` };
  });
}
