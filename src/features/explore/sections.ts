/**
 * The plan of the Explore page (SPEC §2 Explore): ten sections, each with a distinct random category and
 * a random section type, drawn from one seed so a visit stays the same while the visitor is on the page.
 */
// Deep imports: the core's barrel also holds the colour-name table, which this page leaves to the engine.
import { CATEGORY_IDS, type CategoryId } from '../../core/category/categories';
import { mulberry32, UINT32_RANGE } from '../../core/random/mulberry32';

/** The section types, each a different way of showing its colours. */
export const SECTION_TYPES = ['list', 'rich-card', 'card', 'large-card', 'large-rich-card'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Colours per section type (SPEC §2 Explore). */
export const SECTION_COLOR_COUNT: Readonly<Record<SectionType, number>> = {
  list: 9,
  'rich-card': 8,
  card: 10,
  'large-card': 8,
  'large-rich-card': 8,
};

/** Sections on the Explore page (SPEC §9). */
export const EXPLORE_SECTION_COUNT = 10;
/** A list section shows its colours in groups of this many rows (SPEC §2 Explore). */
export const LIST_GROUP_SIZE = 3;

/** One section of the page: where it sits, its category, how it shows colours and the seed of its colours. */
export type ExploreSection = {
  readonly index: number;
  readonly categoryId: CategoryId;
  readonly type: SectionType;
  readonly seed: number;
};

/** Returns whether a section type shows colour names (the rich cards and the list) or only codes. */
export function showsNames(type: SectionType): boolean {
  return type !== 'card' && type !== 'large-card';
}

/**
 * Returns the ten sections of a visit: categories are a seeded shuffle of the 17 ids (so all distinct),
 * types and colour seeds are drawn from the same generator. The same seed gives the same plan.
 */
export function planExplore(seed: number, count: number = EXPLORE_SECTION_COUNT): ExploreSection[] {
  const random = mulberry32(seed);
  const ids: CategoryId[] = [...CATEGORY_IDS];
  // Fisher–Yates: every order of the categories is equally likely.
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, Math.min(count, ids.length)).map((categoryId, index) => ({
    index,
    categoryId,
    type: SECTION_TYPES[Math.floor(random() * SECTION_TYPES.length)],
    seed: Math.floor(random() * UINT32_RANGE),
  }));
}

/** Returns the items of a list, `size` at a time (the last chunk may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The chance that a visit's page shows Wada Sanzō's combinations, a section added to the ten category sections. */
export const COMBINATIONS_CHANCE = 0.5;
/** Combinations the section shows. */
export const COMBINATIONS_SHOWN = 4;
/** How many combinations Wada Sanzō's dictionary has (numbered from 1). */
const COMBINATION_COUNT = 348;
/**
 * The first category section the combinations section may come before: well below the first screen (sections render
 * within a screen's height of it), so a first visit loads nothing for it before the visitor scrolls.
 */
export const FIRST_COMBINATIONS_SLOT = 5;

/** The height of a combination card in the section (px): wide screens, phones. */
export const COMBINATION_CARD_HEIGHT = { wide: 176, narrow: 152 } as const;

/** A combinations section: the category section it comes before (all ten are shown: SPEC §2) and the combinations it shows. */
export type ExploreCombinations = { readonly index: number; readonly numbers: readonly number[] };

/**
 * Returns the combinations section of a visit, or null (half the visits): the category section it comes before (from
 * FIRST_COMBINATIONS_SLOT on) and four distinct combination numbers. Drawn from its own stream of the seed, so the plan of
 * the category sections (planExplore) is the same with or without it.
 */
export function planCombinations(seed: number, count: number = EXPLORE_SECTION_COUNT): ExploreCombinations | null {
  const random = mulberry32((seed ^ 0x5bd1e995) >>> 0);
  if (random() >= COMBINATIONS_CHANCE || count <= FIRST_COMBINATIONS_SLOT) return null;
  const index = FIRST_COMBINATIONS_SLOT + Math.floor(random() * (count - FIRST_COMBINATIONS_SLOT));
  const numbers: number[] = [];
  while (numbers.length < COMBINATIONS_SHOWN) {
    const n = 1 + Math.floor(random() * COMBINATION_COUNT);
    if (!numbers.includes(n)) numbers.push(n);
  }
  return { index, numbers };
}
