/**
 * The traditional colours of Japan on the main thread, for the pages that show them as they render (the
 * Japanese colours page, the colour page's traditional name). The table is the engine's one file
 * (src/engine/japaneseColors.ts), loaded before such a page or part renders (it declares `japaneseColors`
 * in src/app/pages.ts or with `withData`); the page's HTML preloads it with the page's chunks.
 */
import type { JapaneseColorTable } from '../core/names/japaneseColors';
import { loadJapaneseColors } from '../engine/japaneseColors';
import { dataCache } from './data/dataCache';
// The names need the Japanese face, on English pages too: cut to their characters.
import './japaneseNamesFont';

/** The traditional colours' cache. */
export const japaneseColorsCache = dataCache('japaneseColors', loadJapaneseColors);

/** Returns the 227 traditional colours, in the list's order, with their OKLab coordinates (loaded: see the module comment). */
export function japaneseColors(): JapaneseColorTable {
  return japaneseColorsCache.get();
}
