/**
 * How the Japanese colours page orders the traditional colours: by the app's 17 hue categories (SPEC §3,
 * from the HSV hue), with near-greys under Neutral, and from light to dark within a category.
 */
import { CATEGORIES, categoryOf, type CategoryId } from '../../core/category/categories';
import { hexToSrgb } from '../../core/convert/hexToSrgb';
import { rgbToHsv } from '../../core/convert/rgbToHsv';
import type { JapaneseColorTable } from '../../core/names/japaneseColors';

/**
 * OKLCH chroma under which a colour counts as a grey here. Many traditional greys (鼠 nezumi, 白練
 * shironeri) carry a faint tint; by hue alone 銀鼠 would sit among the blues.
 */
export const NEAR_GREY_CHROMA = 0.025;

/** A category with the indices of its colours into the table, light to dark. */
export type JapaneseColorGroup = { readonly categoryId: CategoryId; readonly indices: readonly number[] };

/** Returns the category a traditional colour is listed under. */
export function groupOf(table: JapaneseColorTable, index: number): CategoryId {
  const [, a, b] = table.oklab[index];
  if (Math.hypot(a, b) < NEAR_GREY_CHROMA) return 'neutral';
  return categoryOf(rgbToHsv(hexToSrgb(table.entries[index].code))[0]);
}

/** Returns the non-empty groups of `indices` in category order, each light to dark (ties keep list order). */
export function groupColors(table: JapaneseColorTable, indices: readonly number[]): JapaneseColorGroup[] {
  const byCategory = new Map<CategoryId, number[]>();
  for (const index of indices) {
    const id = groupOf(table, index);
    let list = byCategory.get(id);
    if (!list) byCategory.set(id, (list = []));
    list.push(index);
  }
  return CATEGORIES.flatMap(({ id }) => {
    const list = byCategory.get(id);
    if (!list) return [];
    const sorted = [...list].sort((i, j) => table.oklab[j][0] - table.oklab[i][0] || i - j);
    return [{ categoryId: id, indices: sorted }];
  });
}
