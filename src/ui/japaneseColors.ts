/**
 * The traditional colours of Japan on the main thread, for the pages that show them as they render (the
 * Japanese colours page, the colour page's traditional name). The table is the engine's one file
 * (src/engine/japaneseColors.ts); a module that imports this one waits for it (top-level await), so
 * the page's chunk, not the entry, pays for it, and /boot.js fetches it alongside such a page's chunks.
 */
import { loadJapaneseColors } from '../engine/japaneseColors';
// The kanji names need the Japanese face, on English pages too.
import './japaneseFont';

/** The 228 traditional colours, in the list's order, with their OKLab coordinates. */
export const japaneseColors = await loadJapaneseColors();
