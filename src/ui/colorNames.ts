/**
 * Colour names on the main thread, for the pages that show names as they render (palette pages, the
 * drawer, the generator, the colour page). The table is the engine's one file (src/engine/colorNames.ts):
 * a module that imports this one waits for it (top-level await), so names are there at the first render
 * and the page's chunk, not the entry, pays for it; /boot.js fetches it alongside such a page's chunks.
 */
import { nearestName } from '../core/names/nearestName';
import { loadColorNames } from '../engine/colorNames';

/** The colour-name table (SPEC §3: the nearest of about 1500 named colours). */
export const colorNames = await loadColorNames();

const names = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code (memoised: palette lists re-render often). */
export function colorName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nearestName(code, colorNames).name;
    names.set(code, name);
  }
  return name;
}
