/**
 * The 17 colour categories (SPEC §3): 16 hue ranges in degrees plus `neutral` (no hue).
 * Representative colour = hex of HSV(range midpoint, 1, 1); neutral uses mid grey #808080.
 */
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';

/** Category ids in display order: neutral first (as SPEC §3 lists it), then the hue ranges around the wheel. */
export const CATEGORY_IDS = [
  'neutral',
  'red',
  'red-orange',
  'orange',
  'orange-yellow',
  'yellow',
  'yellow-green',
  'green',
  'green-cyan',
  'cyan',
  'cyan-blue',
  'blue',
  'blue-magenta',
  'magenta',
  'magenta-pink',
  'pink',
  'pink-red',
] as const;

/** One of the 17 category ids. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** A category: id, display names, inclusive hue range in degrees (null for neutral) and representative code. */
export type Category = {
  readonly id: CategoryId;
  readonly name: string;
  readonly nameJa: string;
  readonly hueRange: readonly [number, number] | null;
  readonly representative: string;
};

/** Representative colour of `neutral` (it has no hue midpoint). */
export const NEUTRAL_REPRESENTATIVE = '#808080';

type CategorySeed = readonly [CategoryId, string, string, readonly [number, number] | null];

// Hue ranges from SPEC §3. Japanese names are traditional colour terms, all distinct.
const SEEDS: readonly CategorySeed[] = [
  ['neutral', 'Neutral', '無彩色', null],
  ['red', 'Red', '赤', [0, 10]],
  ['red-orange', 'Red Orange', '朱色', [11, 20]],
  ['orange', 'Orange', '橙', [21, 40]],
  ['orange-yellow', 'Orange Yellow', '山吹色', [41, 50]],
  ['yellow', 'Yellow', '黄', [51, 60]],
  ['yellow-green', 'Yellow Green', '黄緑', [61, 80]],
  ['green', 'Green', '緑', [81, 140]],
  ['green-cyan', 'Green Cyan', '青緑', [141, 169]],
  ['cyan', 'Cyan', 'シアン', [170, 200]],
  ['cyan-blue', 'Cyan Blue', '空色', [201, 220]],
  ['blue', 'Blue', '青', [221, 240]],
  ['blue-magenta', 'Blue Magenta', '青紫', [241, 280]],
  ['magenta', 'Magenta', '赤紫', [281, 320]],
  ['magenta-pink', 'Magenta Pink', '牡丹色', [321, 330]],
  ['pink', 'Pink', '桃色', [331, 345]],
  ['pink-red', 'Pink Red', '紅色', [346, 355]],
];

/** Returns the representative code: HSV((min + max) / 2, 1, 1) → hex, or #808080 without a range. */
function representativeOf(range: readonly [number, number] | null): string {
  if (range === null) return NEUTRAL_REPRESENTATIVE;
  return srgbToHex(hsvToRgb([(range[0] + range[1]) / 2, 1, 1]));
}

/** All 17 categories in `CATEGORY_IDS` order. */
export const CATEGORIES: readonly Category[] = SEEDS.map(([id, name, nameJa, hueRange]) => ({
  id,
  name,
  nameJa,
  hueRange,
  representative: representativeOf(hueRange),
}));

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

/** Returns true when `x` is one of the 17 category ids. */
export function isCategoryId(x: unknown): x is CategoryId {
  return typeof x === 'string' && BY_ID.has(x);
}

/** Returns the category record for an id. */
export function getCategory(id: CategoryId): Category {
  const category = BY_ID.get(id);
  if (!category) throw new Error(`不明なカテゴリです: ${String(id)}`);
  return category;
}

/**
 * Returns the category of a hue in degrees (SPEC §4):
 * non-finite (NaN = achromatic) → 'neutral'; otherwise the hue is wrapped into [0, 360), then the first
 * range in wheel order whose upper bound is ≥ the hue (so 10 → red, 10.5 → red-orange); above 355 → 'red'.
 */
export function categoryOf(hue: number): CategoryId {
  if (typeof hue !== 'number' || !Number.isFinite(hue)) return 'neutral';
  const h = hue - 360 * Math.floor(hue / 360);
  for (const category of CATEGORIES) {
    if (category.hueRange !== null && h <= category.hueRange[1]) return category.id;
  }
  return 'red';
}
