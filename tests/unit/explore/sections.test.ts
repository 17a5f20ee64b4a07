import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../../src/core/category/categories';
import {
  COMBINATIONS_CHANCE,
  COMBINATIONS_SHOWN,
  EXPLORE_SECTION_COUNT,
  FIRST_COMBINATIONS_SLOT,
  LIST_GROUP_SIZE,
  SECTION_COLOR_COUNT,
  SECTION_TYPES,
  chunk,
  planCombinations,
  planExplore,
  showsNames,
} from '../../../src/features/explore/sections';
import { NAME_CANDIDATES, distinctNames } from '../../../src/features/explore/useExploreColors';
import { nearestName } from '../../../src/core/names/nearestName';
import { randomColors } from '../../../src/core/random/randomColors';
import { NAMES } from '../../support/colorNames';

describe('planExplore', () => {
  it('gives ten sections of distinct, valid categories with valid types', () => {
    for (let seed = 0; seed < 200; seed++) {
      const plan = planExplore(seed);
      expect(plan).toHaveLength(EXPLORE_SECTION_COUNT);
      expect(new Set(plan.map((s) => s.categoryId)).size).toBe(EXPLORE_SECTION_COUNT);
      for (const [index, section] of plan.entries()) {
        expect(section.index).toBe(index);
        expect(CATEGORY_IDS).toContain(section.categoryId);
        expect(SECTION_TYPES).toContain(section.type);
        expect(Number.isInteger(section.seed) && section.seed >= 0 && section.seed < 2 ** 32).toBe(true);
      }
    }
  });

  it('is the same plan for the same seed and a different one for another seed', () => {
    expect(planExplore(42)).toEqual(planExplore(42));
    expect(planExplore(42)).not.toEqual(planExplore(43));
    expect(planExplore(2 ** 32 + 5)).toEqual(planExplore(5));
  });

  it('uses every category and every type across visits, roughly evenly', () => {
    const categories = new Map<string, number>();
    const types = new Map<string, number>();
    const visits = 4000;
    for (let seed = 0; seed < visits; seed++) {
      for (const section of planExplore(seed * 7919)) {
        categories.set(section.categoryId, (categories.get(section.categoryId) ?? 0) + 1);
        types.set(section.type, (types.get(section.type) ?? 0) + 1);
      }
    }
    expect(categories.size).toBe(CATEGORY_IDS.length);
    const perCategory = (visits * EXPLORE_SECTION_COUNT) / CATEGORY_IDS.length;
    for (const count of categories.values()) expect(Math.abs(count - perCategory) / perCategory).toBeLessThan(0.08);
    expect(types.size).toBe(SECTION_TYPES.length);
    const perType = (visits * EXPLORE_SECTION_COUNT) / SECTION_TYPES.length;
    for (const count of types.values()) expect(Math.abs(count - perType) / perType).toBeLessThan(0.08);
  });

  it('caps the number of sections at the number of categories', () => {
    expect(planExplore(1, 3)).toHaveLength(3);
    expect(planExplore(1, 40)).toHaveLength(CATEGORY_IDS.length);
  });
});

describe('section types', () => {
  it('have the colour counts of the spec', () => {
    expect(SECTION_COLOR_COUNT).toEqual({ list: 9, 'rich-card': 8, card: 10, 'large-card': 8, 'large-rich-card': 8 });
  });

  it('show names except on plain cards', () => {
    expect(SECTION_TYPES.filter(showsNames)).toEqual(['list', 'rich-card', 'large-rich-card']);
  });
});

describe('chunk', () => {
  it('splits a list into groups, the last one possibly shorter', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], LIST_GROUP_SIZE)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(chunk([1, 2, 3, 4], 3)).toEqual([[1, 2, 3], [4]]);
    expect(chunk([], 3)).toEqual([]);
  });
});

describe('planCombinations', () => {
  it('shows combinations on about half the visits, well below the first screen, four distinct numbers from 1 to 348', () => {
    let shown = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const plan = planCombinations(seed * 7919);
      if (plan === null) continue;
      shown++;
      expect(plan.index).toBeGreaterThanOrEqual(FIRST_COMBINATIONS_SLOT);
      expect(plan.index).toBeLessThan(EXPLORE_SECTION_COUNT);
      expect(plan.numbers).toHaveLength(COMBINATIONS_SHOWN);
      expect(new Set(plan.numbers).size).toBe(COMBINATIONS_SHOWN);
      for (const n of plan.numbers) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(348);
      }
    }
    expect(shown / 2000).toBeGreaterThan(COMBINATIONS_CHANCE - 0.05);
    expect(shown / 2000).toBeLessThan(COMBINATIONS_CHANCE + 0.05);
  });

  it('is the same for the same seed and leaves the category plan as it was', () => {
    expect(planCombinations(1234)).toEqual(planCombinations(1234));
    // Every position below the first screen is used.
    const positions = new Set<number>();
    for (let seed = 0; seed < 500; seed++) {
      const plan = planCombinations(seed);
      if (plan) positions.add(plan.index);
    }
    expect([...positions].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('distinctNames (a named section shows each name once)', () => {
  const swatch = (code: string, name: string) => ({ code, name });
  it('keeps the first colour of each name, in order, and fills from the rest only when names run out', () => {
    const swatches = [swatch('#a', 'A'), swatch('#b', 'A'), swatch('#c', 'B'), swatch('#d', 'C'), swatch('#e', 'B')];
    expect(distinctNames(swatches, 3).map((s) => s.code)).toEqual(['#a', '#c', '#d']);
    expect(distinctNames(swatches, 2).map((s) => s.code)).toEqual(['#a', '#c']);
    expect(distinctNames(swatches, 4).map((s) => s.code)).toEqual(['#a', '#b', '#c', '#d']);
    expect(distinctNames(swatches.slice(0, 2), 3)).toHaveLength(2);
  });

  it('gives every named section of 200 visits distinct names, from the same candidates the page draws', () => {
    let repeated = 0;
    let sections = 0;
    for (let seed = 0; seed < 200; seed++) {
      for (const section of planExplore(seed).filter((s) => showsNames(s.type))) {
        const count = SECTION_COLOR_COUNT[section.type];
        const codes = randomColors(section.categoryId, count * NAME_CANDIDATES, section.seed);
        const shown = distinctNames(codes.map((code) => ({ code, name: nearestName(code, NAMES).name })), count);
        expect(shown).toHaveLength(count);
        sections++;
        if (new Set(shown.map((s) => s.name)).size < count) repeated++;
      }
    }
    // Every section of a hue; only a grey one may, rarely, run out of names.
    expect(repeated / sections).toBeLessThan(0.01);
  });
});
