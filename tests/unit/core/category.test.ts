import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, CATEGORY_IDS, categoryOf, colorModels, hueOf, isCategoryId } from '../../../src/core/index.ts';

describe('categories', () => {
  it('has 17 distinct ids, English and Japanese names', () => {
    expect(CATEGORIES).toHaveLength(17);
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(17);
    expect(new Set(CATEGORIES.map((c) => c.nameJa)).size).toBe(17);
    expect(CATEGORIES.find((c) => c.id === 'neutral')!.hueRange).toBeNull();
    expect(CATEGORIES.filter((c) => c.hueRange !== null)).toHaveLength(16);
  });

  it('uses the SPEC hue ranges', () => {
    const ranges = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.hueRange]));
    expect(ranges).toMatchObject({
      red: [0, 10],
      'red-orange': [11, 20],
      orange: [21, 40],
      'orange-yellow': [41, 50],
      yellow: [51, 60],
      'yellow-green': [61, 80],
      green: [81, 140],
      'green-cyan': [141, 169],
      cyan: [170, 200],
      'cyan-blue': [201, 220],
      blue: [221, 240],
      'blue-magenta': [241, 280],
      magenta: [281, 320],
      'magenta-pink': [321, 330],
      pink: [331, 345],
      'pink-red': [346, 355],
    });
  });

  it('gives each category a representative colour that falls in it', () => {
    for (const category of CATEGORIES) {
      expect(category.representative).toMatch(/^#[0-9a-f]{6}$/);
      expect(categoryOf(hueOf(category.representative))).toBe(category.id);
    }
    // Orange: midpoint (21 + 40) / 2 = 30.5° → g = 255 · 30.5 / 60 = 129.6 → 0x82.
    expect(CATEGORIES.find((c) => c.id === 'orange')!.representative).toBe('#ff8200');
    expect(CATEGORIES.find((c) => c.id === 'neutral')!.representative).toBe('#808080');
  });

  it('validates ids', () => {
    for (const id of CATEGORY_IDS) expect(isCategoryId(id)).toBe(true);
    for (const x of ['', 'Red', 'purple', 'red ', null, 3]) expect(isCategoryId(x)).toBe(false);
  });
});

describe('categoryOf', () => {
  it.each([
    [0, 'red'],
    [10, 'red'],
    [10.5, 'red-orange'],
    [11, 'red-orange'],
    [20, 'red-orange'],
    [20.01, 'orange'],
    [40, 'orange'],
    [50, 'orange-yellow'],
    [60, 'yellow'],
    [80, 'yellow-green'],
    [140, 'green'],
    [169, 'green-cyan'],
    [169.5, 'cyan'],
    [200, 'cyan'],
    [220, 'cyan-blue'],
    [240, 'blue'],
    [280, 'blue-magenta'],
    [320, 'magenta'],
    [330, 'magenta-pink'],
    [345, 'pink'],
    [355, 'pink-red'],
    [355.5, 'red'],
    [359.99, 'red'],
    [360, 'red'],
    [-5, 'pink-red'],
    [370, 'red'],
  ] as const)('%f → %s', (hue, id) => {
    expect(categoryOf(hue)).toBe(id);
  });

  it('gives neutral for NaN and other non-numeric hues', () => {
    expect(categoryOf(NaN)).toBe('neutral');
    expect(categoryOf(Infinity)).toBe('neutral');
    expect(categoryOf(undefined as unknown as number)).toBe('neutral');
  });

  it('picks the first range whose upper bound is ≥ the hue (property)', () => {
    const hueRanges = CATEGORIES.filter((c) => c.hueRange !== null);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (hue) => {
        const id = categoryOf(hue);
        const expected = hueRanges.find((c) => hue <= c.hueRange![1])?.id ?? 'red';
        expect(id).toBe(expected);
        const range = CATEGORIES.find((c) => c.id === id)!.hueRange!;
        if (hue <= 355) expect(hue).toBeLessThanOrEqual(range[1]);
      }),
    );
  });

  it('categorises every grey as neutral and every other colour by its HSV hue', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const code = `#${n.toString(16).padStart(6, '0')}`;
        const m = colorModels(code);
        const grey = m.rgb.red === m.rgb.green && m.rgb.green === m.rgb.blue;
        expect(categoryOf(m.hsv.hue) === 'neutral').toBe(grey);
      }),
    );
  });
});
