import { describe, expect, it } from 'vitest';
import { combinationColors, combinationsWith } from '../../../src/core/names/wada';
import { filterCombinations, foldName, parseSize } from '../../../src/features/japanese/combinationFilter';
import { WADA } from '../../support/japaneseColors';

const names = (n: number) => (combinationColors(WADA, n) ?? []).map((color) => color.name);

describe('the combinations filter', () => {
  it('reads the size from the address, anything but 2, 3 or 4 meaning all', () => {
    expect([parseSize('2'), parseSize('3'), parseSize('4')]).toEqual([2, 3, 4]);
    for (const value of [null, '', '1', '5', '2.5', 'two', ' 3']) expect(parseSize(value)).toBeNull();
  });

  it('keeps every combination without filters, and the book’s split by size', () => {
    expect(filterCombinations(WADA, null, '')).toHaveLength(348);
    expect(filterCombinations(WADA, 2, '')).toHaveLength(120);
    expect(filterCombinations(WADA, 3, '   ')).toHaveLength(120);
    expect(filterCombinations(WADA, 4, '')).toHaveLength(108);
  });

  it('a whole name picks that colour alone, part of a name every colour containing it, case and marks aside', () => {
    const black = WADA.colors.findIndex((color) => color.name === 'Black');
    expect(black).toBeGreaterThanOrEqual(0);
    expect(filterCombinations(WADA, null, 'black')).toEqual(combinationsWith(WADA, black));
    const partial = filterCombinations(WADA, null, 'lack');
    expect(partial.length).toBeGreaterThan(combinationsWith(WADA, black).length);
    for (const n of partial) expect(names(n).some((name) => foldName(name).includes('lack'))).toBe(true);
    expect(foldName('  Sanzō ')).toBe('sanzo');
    expect(filterCombinations(WADA, 2, 'no such colour')).toEqual([]);
  });

  it('a code picks the combinations with a colour near it, nearest first, within the size', () => {
    const code = WADA.colors[0].code;
    const near = filterCombinations(WADA, null, code);
    expect(near.slice(0, combinationsWith(WADA, 0).length).sort((a, b) => a - b)).toEqual(combinationsWith(WADA, 0));
    expect(filterCombinations(WADA, 3, code.slice(1)).every((n) => names(n).length === 3)).toBe(true);
  });
});
