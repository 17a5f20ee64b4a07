/**
 * Wada Sanzō's A Dictionary of Color Combinations on the main thread: its 159 colours and 348
 * combinations, for the pages that show them (the combinations pages, Explore's combinations section).
 * One file from the engine's build (src/engine/japaneseColors.ts); importing this module waits for it
 * (top-level await), and /boot.js fetches it alongside the chunks of a page that imports it.
 */
import { loadWadaData } from '../engine/japaneseColors';

/** The dictionary: colours in book order, combinations by number (combinations[n - 1]). */
export const wada = await loadWadaData();
