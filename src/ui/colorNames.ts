/**
 * Colour names on the main thread, for the pages that show names as they render (palette pages, the
 * drawer, the generator, the colour page). The table is the engine's one file (src/engine/colorNames.ts),
 * loaded before such a page renders: the page declares `colorNames` in src/app/pages.ts (a lazy part
 * with `withData`), and the page's HTML preloads the file with its chunks.
 */
import { nearestName } from '../core/names/nearestName';
import type { ColorNameTable } from '../core/names/colorNames';
import { loadColorNames } from '../engine/colorNames';
import { dataCache } from './data/dataCache';

/** The colour-name table's cache (SPEC §3: the nearest of about 1500 named colours). */
export const colorNamesCache = dataCache('colorNames', loadColorNames);

/** Returns the colour-name table (loaded: see the module comment). */
export function colorNames(): ColorNameTable {
  return colorNamesCache.get();
}

const names = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code (memoised: palette lists re-render often). */
export function colorName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nearestName(code, colorNames()).name;
    names.set(code, name);
  }
  return name;
}
