/**
 * Wada Sanzō's A Dictionary of Color Combinations on the main thread: its 159 colours and 348
 * combinations, for the pages that show them (the combinations pages, Explore's combinations section).
 * One file from the engine's build (src/engine/japaneseColors.ts), loaded before such a page or part
 * renders (it declares `wada` in src/app/pages.ts or with `withData`); the page's HTML preloads it.
 */
import type { WadaData } from '../core/names/wada';
import { loadWadaData } from '../engine/japaneseColors';
import { dataCache } from './data/dataCache';

/** The dictionary's cache. */
export const wadaCache = dataCache('wada', loadWadaData);

/** Returns the dictionary: colours in book order, combinations by number (combinations[n - 1]) (loaded: see the module comment). */
export function wada(): WadaData {
  return wadaCache.get();
}
