import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import {
  DEFAULT_NEW_COLOR,
  DEFAULT_PALETTE_NAME,
  MAX_PALETTE_COLORS,
  addColor,
  appendColors,
  clearColors,
  createPalette,
  duplicateColor,
  isFull,
  moveColor,
  removeColor,
  renamePalette,
  replaceColor,
  shareList,
  swapColors,
  type Palette,
} from '../../../src/core/index.ts';

/** Returns a palette of the given codes with predictable colour ids c0, c1, …. */
function paletteOf(codes: string[]): Palette {
  return { uuid: 'p', name: 'Test', colors: codes.map((c, i) => ({ uuid: `c${i}`, code: c })) };
}

const palette = fc.array(code, { maxLength: MAX_PALETTE_COLORS }).map(paletteOf);

/** A palette with at least one colour and two of its positions (the same one, at times). */
const paletteAndTwoPositions = fc
  .tuple(palette.filter((p) => p.colors.length > 0), fc.nat(), fc.nat())
  .map(([p, a, b]) => [p, a % p.colors.length, b % p.colors.length] as const);

describe('createPalette', () => {
  it('defaults the name and normalises codes', () => {
    const p = createPalette(undefined, { uuid: 'x', colors: ['F80', '#000'] });
    expect(p).toMatchObject({ uuid: 'x', name: DEFAULT_PALETTE_NAME });
    expect(p.colors.map((c) => c.code)).toEqual(['#ff8800', '#000000']);
    expect(createPalette('  ').name).toBe('Untitled');
    expect(createPalette('Brand').name).toBe('Brand');
    expect(createPalette('a').uuid).not.toBe(createPalette('a').uuid);
  });
  it('keeps only 100 colours', () => {
    expect(createPalette('x', { colors: Array(150).fill('#fff') }).colors).toHaveLength(100);
  });
});

describe('palette operations', () => {
  it('appendColors appends in order as many as fit, normalised, never mutating', () => {
    const start = createPalette('A', { colors: ['#000000'] });
    let n = 0;
    const next = appendColors(start, ['#FFF', '#123456'], () => `u${n++}`);
    expect(next.colors.map((c) => c.code)).toEqual(['#000000', '#ffffff', '#123456']);
    expect(next.colors.slice(1).map((c) => c.uuid)).toEqual(['u0', 'u1']);
    expect(start.colors).toHaveLength(1);
    const almost = createPalette('B', { colors: Array.from({ length: MAX_PALETTE_COLORS - 2 }, () => '#111111') });
    expect(appendColors(almost, ['#000001', '#000002', '#000003']).colors.slice(-2).map((c) => c.code)).toEqual(['#000001', '#000002']);
    const full = appendColors(almost, ['#000001', '#000002']);
    expect(appendColors(full, ['#abcdef'])).toBe(full);
    expect(appendColors(start, [])).toBe(start);
    expect(() => appendColors(start, ['#ffffff', 'nope'])).toThrow();
  });

  it('addColor appends (default #ffffff) unless full, never mutating', () => {
    fc.assert(
      fc.property(palette, code, (p, c) => {
        const before = JSON.stringify(p);
        const next = addColor(p, c, 'new');
        expect(JSON.stringify(p)).toBe(before);
        if (isFull(p)) expect(next).toBe(p);
        else expect(next.colors).toEqual([...p.colors, { uuid: 'new', code: c }]);
        expect(next.colors.length).toBeLessThanOrEqual(MAX_PALETTE_COLORS);
      }),
    );
    expect(addColor(paletteOf([])).colors[0].code).toBe(DEFAULT_NEW_COLOR);
    expect(() => addColor(paletteOf([]), 'nope')).toThrow('不正なカラーコードの形式です: nope');
  });

  it('duplicateColor inserts a copy just before the original unless full', () => {
    fc.assert(
      fc.property(palette.filter((p) => p.colors.length > 0), fc.nat(), (p, k) => {
        const i = k % p.colors.length;
        const next = duplicateColor(p, `c${i}`, 'dup');
        if (isFull(p)) return expect(next).toBe(p);
        expect(next.colors).toHaveLength(p.colors.length + 1);
        expect(next.colors[i]).toEqual({ uuid: 'dup', code: p.colors[i].code });
        expect(next.colors[i + 1]).toBe(p.colors[i]);
        expect(next.colors.filter((c) => c.uuid !== 'dup')).toEqual(p.colors);
      }),
    );
    expect(() => duplicateColor(paletteOf(['#fff']), 'missing')).toThrow('パレットに色が見つかりません: missing');
  });

  it('is full at exactly 100 colours', () => {
    const full = paletteOf(Array(100).fill('#123456'));
    expect(isFull(full)).toBe(true);
    expect(isFull(paletteOf(Array(99).fill('#123456')))).toBe(false);
    expect(addColor(full, '#000')).toBe(full);
    expect(duplicateColor(full, 'c5')).toBe(full);
  });

  it('replaceColor keeps the uuid and position', () => {
    const p = paletteOf(['#111111', '#222222']);
    const next = replaceColor(p, 'c1', 'ABC');
    expect(next.colors).toEqual([p.colors[0], { uuid: 'c1', code: '#aabbcc' }]);
    expect(() => replaceColor(p, 'zz', '#000')).toThrow('パレットに色が見つかりません: zz');
  });

  it('swapColors exchanges two positions and rejects out-of-range indices', () => {
    fc.assert(
      fc.property(paletteAndTwoPositions, ([p, i, j]) => {
        const next = swapColors(p, i, j);
        expect(next.colors[i]).toBe(p.colors[j]);
        expect(next.colors[j]).toBe(p.colors[i]);
        expect(swapColors(next, i, j).colors).toEqual(p.colors);
      }),
    );
    const p = paletteOf(['#111', '#222']);
    expect(() => swapColors(p, 0, 2)).toThrow(RangeError);
    expect(() => swapColors(p, -1, 0)).toThrow('インデックスが範囲外です: -1');
    expect(() => swapColors(p, 0.5, 1)).toThrow(RangeError);
  });

  it('moveColor behaves like arrayMove and keeps the same multiset', () => {
    fc.assert(
      fc.property(paletteAndTwoPositions, ([p, from, to]) => {
        const next = moveColor(p, from, to);
        expect(next.colors[to]).toBe(p.colors[from]);
        expect([...next.colors].sort((x, y) => x.uuid.localeCompare(y.uuid))).toEqual(
          [...p.colors].sort((x, y) => x.uuid.localeCompare(y.uuid)),
        );
      }),
    );
    expect(() => moveColor(paletteOf(['#111']), 0, 1)).toThrow(RangeError);
  });

  it('removeColor drops by id; unknown id throws', () => {
    const p = paletteOf(['#111111', '#222222', '#333333']);
    expect(removeColor(p, 'c1').colors.map((c) => c.uuid)).toEqual(['c0', 'c2']);
    expect(() => removeColor(p, 'nope')).toThrow('パレットに色が見つかりません: nope');
  });

  it('clearColors, renamePalette and shareList', () => {
    const p = paletteOf(['#ff0000', '#00ff00']);
    expect(clearColors(p).colors).toEqual([]);
    expect(renamePalette(p, 'New').name).toBe('New');
    expect(renamePalette(p, '   ')).toBe(p);
    expect(shareList(p)).toBe('ff0000-00ff00');
    expect(shareList(paletteOf([]))).toBe('');
  });
});
