// Deep imports: shared code must not load the core's barrel (it holds the colour-name table).
import { CATEGORY_IDS } from '../core/category/categories';
import { randomColors } from '../core/random/randomColors';

/** Hue categories a random default colour is drawn from (a grey would leave hue-based tools empty). */
const HUE_CATEGORIES = CATEGORY_IDS.filter((id) => id !== 'neutral');

/**
 * Returns a random '#rrggbb' for pages that need a default colour (generator base, contrast-checker background):
 * a random hue category, then the core's seeded random colour of it (HSV value 0.6–1), seeded from `random`.
 */
export function randomDefaultColor(random: () => number = Math.random): string {
  const category = HUE_CATEGORIES[Math.floor(random() * HUE_CATEGORIES.length)];
  return randomColors(category, 1, Math.floor(random() * 2 ** 32))[0];
}
