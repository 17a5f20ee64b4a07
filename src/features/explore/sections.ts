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
