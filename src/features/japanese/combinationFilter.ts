/**
 * The combinations page's filters: a size (2, 3 or 4 colours, or all) and a colour, given as the name
 * of one of Wada's colours (the combinations with that colour), part of a name (those with a colour whose
 * name, or a corrected name's former spelling, contains it), a hex code (those with a colour near it, nearest first), or the Japanese name of a
 * traditional colour (kanji, reading in kana or romaji: those with a colour near it, nearest first).
 */
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { japaneseNameMatch, type JapaneseColor, type JapaneseNameMatch } from '../../core/names/japaneseColors';
import { WADA_NEAR_DELTA_E, combinationsNear, combinationsNearAny, type WadaData } from '../../core/names/wada';

/** The sizes a combination can have. */
export const COMBINATION_SIZES = [2, 3, 4] as const;
export type CombinationSize = (typeof COMBINATION_SIZES)[number];

/** Returns the size of `?size=`, or null for all (anything else than 2, 3 or 4). */
export function parseSize(value: string | null): CombinationSize | null {
  return value !== null && /^[234]$/.test(value) ? (Number(value) as CombinationSize) : null;
}

/** Lower case without diacritics or surrounding space, so 'sanzo' finds 'Sanzō'. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Returns true when the colour filter could be a Japanese name: some text, not a hex code. */
export function mayNameJapaneseColor(color: string): boolean {
  const text = color.trim();
  return text !== '' && tryNormalizeColorCode(text) === null;
}

/** Returns the numbers of the combinations with one of the colours `indices` (of Wada's), in number order. */
function combinationsWithAny(data: WadaData, indices: readonly number[]): number[] {
  const colors = new Set(indices);
  return data.combinations.flatMap((members, i) => (members.some((m) => colors.has(m)) ? [i + 1] : []));
}

/** Returns the codes of the traditional colours that `text` names as `how` (see `japaneseNameMatch`). */
function japaneseCodes(japanese: readonly JapaneseColor[], text: string, how: JapaneseNameMatch): string[] {
  return japanese.flatMap((entry) => (japaneseNameMatch(entry, text) === how ? [entry.code] : []));
}

/**
 * Returns the combination numbers that pass the filters, in the order to show them. `japanese` is the
 * traditional colours (none while they load): a name in Japanese finds the combinations near them.
 */
export function filterCombinations(data: WadaData, size: CombinationSize | null, color: string, japanese: readonly JapaneseColor[] = []): number[] {
  const bySize = (n: number) => size === null || data.combinations[n - 1].length === size;
  const text = color.trim();
  if (text === '') return data.combinations.map((_, i) => i + 1).filter(bySize);
  const code = tryNormalizeColorCode(text);
  if (code !== null) return combinationsNear(data, code, WADA_NEAR_DELTA_E).filter(bySize);
  // A whole name picks that colour alone ('Black', not also 'Dull Violet Black'; 緋, not also 深緋), one of
  // Wada's first; part of a name picks every colour that contains it, Wada's first ('ai' is part of
  // 'Rainette Green' before 'Ai-iro'). A traditional colour stands for Wada's colours near it.
  // A corrected name's former spelling ('Cerulian Blue', in links made before) finds the colour as its name does.
  const folded = foldName(text);
  const names = data.colors.map((c) => (c.formerName ? [foldName(c.name), foldName(c.formerName)] : [foldName(c.name)]));
  const wadaWhole = names.flatMap((spellings, i) => (spellings.includes(folded) ? [i] : []));
  if (wadaWhole.length > 0) return combinationsWithAny(data, wadaWhole).filter(bySize);
  const japaneseWhole = japaneseCodes(japanese, text, 'whole');
  if (japaneseWhole.length > 0) return combinationsNearAny(data, japaneseWhole, WADA_NEAR_DELTA_E).filter(bySize);
  const wadaPart = names.flatMap((spellings, i) => (spellings.some((name) => name.includes(folded)) ? [i] : []));
  if (wadaPart.length > 0) return combinationsWithAny(data, wadaPart).filter(bySize);
  return combinationsNearAny(data, japaneseCodes(japanese, text, 'part'), WADA_NEAR_DELTA_E).filter(bySize);
}
