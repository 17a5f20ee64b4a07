/**
 * How the Japanese colours page orders the traditional colours: by the app's 17 hue categories (SPEC §3,
 * from the HSV hue), and from light to dark within each. The greys and the colours with only a trace of hue (the 鼠
 * nezumi greys) stand together in a group of their own, named for what it holds, not Neutral: a greyish colour's
 * category is its hue's, as its colour page says (藍鼠 is a dull dark orange by the SPEC's rule).
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

/** A group of the page: a hue category, or the greys and greyish colours (where Neutral stands among them). */
export type JapaneseGroupId = Exclude<CategoryId, 'neutral'> | 'greyish';

/** A group with the indices of its colours into the table, light to dark. */
export type JapaneseColorGroup = { readonly id: JapaneseGroupId; readonly indices: readonly number[] };

/** Returns the group a traditional colour is listed under. */
export function groupOf(table: JapaneseColorTable, index: number): JapaneseGroupId {
  const [, a, b] = table.oklab[index];
  if (Math.hypot(a, b) < NEAR_GREY_CHROMA) return 'greyish';
  const category = categoryOf(rgbToHsv(hexToSrgb(table.entries[index].code))[0]);
  return category === 'neutral' ? 'greyish' : category;
}

/** The groups in the page's order: the categories', with the greyish colours where Neutral stands. */
const GROUP_ORDER: readonly JapaneseGroupId[] = CATEGORIES.map(({ id }) => (id === 'neutral' ? 'greyish' : id));

/** Returns the non-empty groups of `indices` in category order, each light to dark (ties keep list order). */
export function groupColors(table: JapaneseColorTable, indices: readonly number[]): JapaneseColorGroup[] {
  const byCategory = new Map<JapaneseGroupId, number[]>();
  for (const index of indices) {
    const id = groupOf(table, index);
    let list = byCategory.get(id);
    if (!list) byCategory.set(id, (list = []));
    list.push(index);
  }
  return GROUP_ORDER.flatMap((id) => {
    const list = byCategory.get(id);
    if (!list) return [];
    const sorted = [...list].sort((i, j) => table.oklab[j][0] - table.oklab[i][0] || i - j);
    return [{ id, indices: sorted }];
  });
}
