import { describe, expect, it } from 'vitest';
import { scheme } from '../../../src/core/index.ts';
import { SAME_LIGHTNESS_SECTION, SWATCH_SECTIONS, fgbgPairs, pickEvenly } from '../../../src/features/color/sections.ts';

const counts = (base: string) =>
  Object.fromEntries([...SWATCH_SECTIONS, SAME_LIGHTNESS_SECTION].map((section) => [section.id, section.swatches(base).length]));

describe('colour page sections', () => {
  it('are in SPEC order with their counts', () => {
    expect(counts('#3a7bd5')).toEqual({
      lightness: 10,
      shade: 4,
      tint: 4,
      gray: 4,
      complementary: 2,
      alternative: 10,
      hue: 10,
      triadic: 3,
      square: 4,
      split: 3,
      ui: 7,
      sameLightness: scheme('same-lightness', '#3a7bd5', { radius: 30 }).length,
    });
  });

  it('link See all to the generator tabs named by the SPEC', () => {
    expect(Object.fromEntries(SWATCH_SECTIONS.map((s) => [s.id, s.seeAll ?? null]))).toEqual({
      lightness: null,
      shade: 'shade',
      tint: 'tint',
      gray: 'gray',
      complementary: null,
      alternative: 'alternative',
      hue: 'hue',
      triadic: null,
      square: null,
      split: null,
      ui: 'ui',
    });
    expect(SAME_LIGHTNESS_SECTION.seeAll).toBe('same-lightness');
  });

  it('leave hue-based sections empty for greys', () => {
    expect(counts('#808080')).toMatchObject({
      gray: 0,
      complementary: 0,
      alternative: 0,
      hue: 0,
      triadic: 0,
      square: 0,
      split: 0,
      ui: 0,
      lightness: 10,
      shade: 4,
      tint: 4,
    });
    expect(counts('#ffffff').sameLightness).toBe(0);
  });

  it('use the core schemes: shade/tint of 4, the ring of radius 30, the base first in harmonies', () => {
    const base = '#3a7bd5';
    const byId = (id: string) => SWATCH_SECTIONS.find((s) => s.id === id)!.swatches(base).map((s) => s.code);
    expect(byId('shade')).toEqual(scheme('shade', base, { count: 4 }));
    expect(byId('tint')).toEqual(scheme('tint', base, { count: 4 }));
    expect(byId('triadic')).toEqual([base, ...scheme('triadic', base)]);
    expect(byId('split')).toEqual([base, ...scheme('split-complementary', base)]);
    expect(byId('hue')).toEqual(scheme('hue', base));
    expect(byId('gray')).toEqual(pickEvenly(scheme('gray', base), 4));
    expect(SAME_LIGHTNESS_SECTION.swatches(base).map((s) => s.code)).toEqual(scheme('same-lightness', base, { radius: 30 }));
  });

  it('caption swatches with their offsets and mix amounts', () => {
    const square = SWATCH_SECTIONS.find((s) => s.id === 'square')!.swatches('#3a7bd5');
    expect(square.map((s) => s.detail)).toEqual([
      { kind: 'base' },
      { kind: 'offset', value: 90 },
      { kind: 'offset', value: 180 },
      { kind: 'offset', value: -90 },
    ]);
    const shade = SWATCH_SECTIONS.find((s) => s.id === 'shade')!.swatches('#3a7bd5');
    expect(shade.map((s) => s.detail)).toEqual([20, 40, 60, 80].map((value) => ({ kind: 'mix', value })));
  });

  it('split the FG/BG list into 8 pairs', () => {
    const flat = scheme('fgbg', '#3a7bd5');
    const pairs = fgbgPairs('#3a7bd5');
    expect(pairs).toHaveLength(8);
    expect(pairs.flatMap((p) => [p.fg, p.bg])).toEqual(flat);
  });
});

describe('pickEvenly', () => {
  it('keeps the first and last and spaces the rest', () => {
    expect(pickEvenly([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 3, 6, 9]);
    expect(pickEvenly([1, 2], 4)).toEqual([1, 2]);
    expect(pickEvenly([1, 2, 3], 1)).toEqual([1]);
    expect(pickEvenly([], 4)).toEqual([]);
  });
});
