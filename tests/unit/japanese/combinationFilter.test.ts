import { describe, expect, it } from 'vitest';
import { hexToSrgb, srgbToOklab } from '../../../src/core';
import { WADA_NEAR_DELTA_E, combinationColors, combinationsNearAny, combinationsWith } from '../../../src/core/names/wada';
import { filterCombinations, foldName, mayNameJapaneseColor, parseSize } from '../../../src/features/japanese/combinationFilter';
import { JAPANESE_COLORS, WADA } from '../../support/japaneseColors';

const names = (n: number) => (combinationColors(WADA, n) ?? []).map((color) => color.name);

/** Returns the codes of the traditional colours with these kanji. */
function codesOf(...kanji: string[]): string[] {
  return kanji.map((name) => {
    const entry = JAPANESE_COLORS.find((color) => color.kanji === name);
    if (!entry) throw new Error(`no ${name}`);
    return entry.code;
  });
}

/** Returns ΔE_OK ×100 between two codes. */
function deltaE(a: string, b: string): number {
  const [x, y] = [a, b].map((code) => srgbToOklab(hexToSrgb(code)));
  return 100 * Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Returns the distance of combination `n` to the nearest of `codes`: its nearest colour's to its nearest code. */
function distance(n: number, codes: readonly string[]): number {
  return Math.min(...(combinationColors(WADA, n) ?? []).flatMap((color) => codes.map((code) => deltaE(color.code, code))));
}

/** Returns the filter's answer with the traditional colours loaded. */
function withJapanese(color: string, size: 2 | 3 | 4 | null = null): number[] {
  return filterCombinations(WADA, size, color, JAPANESE_COLORS);
}

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

  it("a corrected name's former spelling (in links made before) finds the colour as its name does", () => {
    const cerulean = WADA.colors.findIndex((color) => color.name === 'Cerulean Blue');
    expect(cerulean).toBeGreaterThanOrEqual(0);
    expect(filterCombinations(WADA, null, 'Cerulian Blue')).toEqual(combinationsWith(WADA, cerulean));
    expect(filterCombinations(WADA, null, 'cerulean blue')).toEqual(combinationsWith(WADA, cerulean));
    expect(filterCombinations(WADA, null, 'Krongbergs')).toEqual(filterCombinations(WADA, null, "Kronberg's Green"));
    expect(filterCombinations(WADA, 3, 'Eugenia Red | B')).toEqual(filterCombinations(WADA, 3, 'Eugenia Red - B'));
  });

  it('a code picks the combinations with a colour near it, nearest first, within the size', () => {
    const code = WADA.colors[0].code;
    const near = filterCombinations(WADA, null, code);
    expect(near.slice(0, combinationsWith(WADA, 0).length).sort((a, b) => a - b)).toEqual(combinationsWith(WADA, 0));
    expect(filterCombinations(WADA, 3, code.slice(1)).every((n) => names(n).length === 3)).toBe(true);
  });
});

describe('the combinations filter with the traditional colours of Japan', () => {
  it('finds a traditional colour by its whole kanji name, reading or romaji, as its hex code does', () => {
    const [hi] = codesOf('緋');
    const near = filterCombinations(WADA, null, hi);
    expect(near.length).toBeGreaterThan(0);
    for (const query of ['緋', ' 緋 ', 'あけ', 'アケ', 'Ake', 'ake']) expect(withJapanese(query), query).toEqual(near);
    // The whole name 緋 picks it alone, not also 深緋, 紅緋 and 猩々緋 that contain it.
    expect(withJapanese('緋')).not.toEqual(combinationsNearAny(WADA, codesOf('緋', '深緋', '紅緋', '猩々緋')));
    expect(withJapanese('kamenozoki')).toEqual(filterCombinations(WADA, null, '#a2d7dd'));
    expect(withJapanese('カメノゾキ')).toEqual(withJapanese('kamenozoki'));
    expect(withJapanese('Kōbai-iro')).toEqual(withJapanese('koubaiiro'));
  });

  it('a partial reading (あか) picks every colour that contains it and unions their near combinations, nearest first', () => {
    const aka = codesOf('赤紅', '赤香色', '赤朽葉', '赤白橡');
    const found = withJapanese('あか');
    expect(found).toEqual(combinationsNearAny(WADA, aka));
    expect(withJapanese('アカ')).toEqual(found);
    expect(new Set(found).size).toBe(found.length);
    for (const code of aka) for (const n of filterCombinations(WADA, null, code)) expect(found).toContain(n);
    const distances = found.map((n) => distance(n, aka));
    for (const d of distances) expect(d).toBeLessThanOrEqual(WADA_NEAR_DELTA_E + 1e-9);
    for (let i = 1; i < distances.length; i++) expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1] - 1e-9);
  });

  it('a single kana (ひ) or a part of a kanji name or of romaji picks every colour whose name contains it', () => {
    const hi = withJapanese('ひ');
    const withHi = JAPANESE_COLORS.filter((entry) => entry.kana.includes('ひ'));
    expect(withHi.map((entry) => entry.kanji)).toEqual(expect.arrayContaining(['紅緋', '猩々緋', '檜皮色']));
    expect(hi.length).toBeGreaterThan(withJapanese('紅緋').length);
    expect(hi).toEqual(combinationsNearAny(WADA, withHi.map((entry) => entry.code)));
    expect(withJapanese('ヒ')).toEqual(hi);
    expect(withJapanese('桜')).toEqual(combinationsNearAny(WADA, codesOf('桜色', '桜鼠')));
    expect(withJapanese('sakura')).toEqual(withJapanese('桜'));
    expect(withJapanese('さくら')).toEqual(withJapanese('桜'));
  });

  it('keeps the size filter and Wada’s own names first', () => {
    const three = withJapanese('あか', 3);
    expect(three.length).toBeGreaterThan(0);
    expect(three).toEqual(withJapanese('あか').filter((n) => names(n).length === 3));
    expect(withJapanese('scarlet')).toEqual(filterCombinations(WADA, null, 'scarlet'));
    // 'ai' is part of Wada's 'Rainette Green' before it is part of a romaji ('Ai-iro').
    expect(withJapanese('ai')).toEqual(filterCombinations(WADA, null, 'ai'));
    expect(withJapanese('ai').every((n) => names(n).some((name) => foldName(name).includes('ai')))).toBe(true);
  });

  it('finds nothing for a word that names no colour, and no Japanese name before the list is loaded', () => {
    for (const query of ['ぬぬぬ', 'ゐ', '鬼', 'zzzz']) expect(withJapanese(query), query).toEqual([]);
    expect(filterCombinations(WADA, null, '緋')).toEqual([]);
    expect(filterCombinations(WADA, null, '緋', [])).toEqual([]);
    expect(filterCombinations(WADA, null, 'scarlet', [])).toEqual(withJapanese('scarlet'));
  });

  it('asks for the Japanese names for any text but a hex code', () => {
    expect(['緋', 'あか', 'scarlet', ' x '].map(mayNameJapaneseColor)).toEqual([true, true, true, true]);
    expect(['', '   ', '#cf3a24', 'cf3a24', 'fff'].map(mayNameJapaneseColor)).toEqual([false, false, false, false, false]);
  });
});
