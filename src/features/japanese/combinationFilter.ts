/**
 * The combinations page's filters: a size (2, 3 or 4 colours, or all) and a colour, given as the name
 * of one of Wada's colours (the combinations with that colour), part of a name (those with a colour whose
 * name contains it) or a hex code (those with a colour near it, nearest first).
 */
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { WADA_NEAR_DELTA_E, combinationsNear, type WadaData } from '../../core/names/wada';

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

/** Returns the combination numbers that pass the filters, in the order to show them. */
export function filterCombinations(data: WadaData, size: CombinationSize | null, color: string): number[] {
  const bySize = (n: number) => size === null || data.combinations[n - 1].length === size;
  const text = color.trim();
  if (text === '') return data.combinations.map((_, i) => i + 1).filter(bySize);
  const code = tryNormalizeColorCode(text);
  if (code !== null) return combinationsNear(data, code, WADA_NEAR_DELTA_E).filter(bySize);
  // A colour's whole name picks that colour alone ('Black', not also 'Dull Violet Black'); part of a
  // name picks every colour that contains it.
  const folded = foldName(text);
  const exact = data.colors.flatMap((c, i) => (foldName(c.name) === folded ? [i] : []));
  const colors = new Set(exact.length > 0 ? exact : data.colors.flatMap((c, i) => (foldName(c.name).includes(folded) ? [i] : [])));
  return data.combinations.flatMap((members, i) => (members.some((m) => colors.has(m)) && bySize(i + 1) ? [i + 1] : []));
}
