/**
 * The Japanese traditional colours and Wada's combinations for tests, read where the build reads them
 * (src/build/japaneseColorData.ts), as the table the core's nearest-colour search takes.
 */
import { JAPANESE_COLORS as BUILD_JAPANESE_COLORS, WADA_DATA } from '../../src/build/japaneseColorData.ts';
import { japaneseColorTable, type JapaneseColor } from '../../src/core/names/japaneseColors.ts';

/** The traditional colours in source order. */
export const JAPANESE_COLORS = BUILD_JAPANESE_COLORS;

/** Returns the kept traditional colour with this kanji (throws when there is none). */
export function byKanji(kanji: string): JapaneseColor {
  const entry = JAPANESE_COLORS.find((color) => color.kanji === kanji);
  if (!entry) throw new Error(`no ${kanji}`);
  return entry;
}

/** The table the engines find the nearest traditional colour in. */
export const JAPANESE = japaneseColorTable(BUILD_JAPANESE_COLORS);

/** Wada's colours and combinations. */
export const WADA = WADA_DATA;
