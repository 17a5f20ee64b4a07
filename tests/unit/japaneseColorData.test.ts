/**
 * The build-time extraction of the Japanese colour data (src/build/japaneseColorData.ts): the readings it
 * makes, and the checks that stop the build when a package's data changes shape or breaks the book.
 */
import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../support/expectOutputs.ts';
import { createRequire } from 'node:module';
import { toRomaji } from 'wanakana';
import {
  DROPPED_JAPANESE_COLORS,
  JAPANESE_COLORS,
  JAPANESE_COLOR_CORRECTIONS,
  JAPANESE_COLOR_COUNT,
  LISTED_JAPANESE_COLOR_COUNT,
  japaneseColorsFrom,
  romajiToHiragana,
  WADA_DATA,
  WADA_NAME_CORRECTIONS,
  wadaDataFrom,
} from '../../src/build/japaneseColorData.ts';
import { hexToSrgb, labToLch, srgbToOklab } from '../../src/core/index.ts';
import { byKanji } from '../support/japaneseColors.ts';

const require = createRequire(import.meta.url);
const traditional = require('color-name-lists/lib/colors/japanese-traditional.json') as Record<string, unknown>[];
const listed = require('color-name-lists/lib/colors/sanzo-wada-I.json') as Record<string, unknown>[];
const dictionary = require('dictionary-of-colour-combinations/colors.json') as Record<string, unknown>[];
const ridgway = require('color-standards-and-color-nomenclature') as Record<string, unknown>[];

/** Returns [L, C, h] in OKLCH of a '#rrggbb' code. */
function oklch(code: string): readonly number[] {
  return labToLch(srgbToOklab(hexToSrgb(code)));
}

/** Returns the index in the package list of the entry with this kanji (and code, when given). */
function listedIndex(kanji: string, code?: string): number {
  return traditional.findIndex((entry) => entry.name === kanji && (code === undefined || String(entry.hex).toLowerCase() === code));
}

/** Returns a copy of `list` with entry `i` changed. */
function withEntry(list: readonly Record<string, unknown>[], i: number, change: Record<string, unknown>): Record<string, unknown>[] {
  return list.map((entry, k) => (k === i ? { ...entry, ...change } : entry));
}

describe('romajiToHiragana', () => {
  it('spells long vowels out and converts each part on its own', () => {
    expectOutputs(romajiToHiragana, [
      ['Kōbai-iro', 'こうばいいろ'],
      ["Shi'on-iro", 'しおんいろ'],
      ['Chōshun-iro', 'ちょうしゅんいろ'],
      ['Rikyūcha', 'りきゅうちゃ'],
      ['Hanaba-iro or kayou-iro', 'はなばいろ'],
    ]);
  });

  it('throws when the romaji does not turn into hiragana only', () => {
    expect(() => romajiToHiragana('Blue 2')).toThrow('not hiragana only');
  });
});

describe('japaneseColorsFrom', () => {
  it('reads the package list and stops on any other shape', () => {
    expect(LISTED_JAPANESE_COLOR_COUNT).toBe(228);
    expect(traditional).toHaveLength(LISTED_JAPANESE_COLOR_COUNT);
    expect(JAPANESE_COLOR_COUNT).toBe(227);
    expect(japaneseColorsFrom(traditional)).toHaveLength(JAPANESE_COLOR_COUNT);
    expect(japaneseColorsFrom(traditional)).toEqual(JAPANESE_COLORS);
    expect(() => japaneseColorsFrom({})).toThrow('japanese-traditional should be an array of 228 entries');
    expect(() => japaneseColorsFrom(traditional.slice(1))).toThrow('array of 228 entries');
    expect(() => japaneseColorsFrom(withEntry(traditional, 3, { romanized: undefined }))).toThrow('entry 3 has no "romanized" string');
    expect(() => japaneseColorsFrom(withEntry(traditional, 4, { hex: 'f47983' }))).toThrow('entry 4 has hex');
  });

  it('applies each correction to an entry listed with the value it corrects', () => {
    expect(JAPANESE_COLOR_CORRECTIONS.length).toBeGreaterThan(0);
    const field = { romaji: 'romanized', english: 'english translation', code: 'hex' } as const;
    for (const { kanji, field: name, listed, corrected } of JAPANESE_COLOR_CORRECTIONS) {
      const i = listedIndex(kanji);
      expect(i, kanji).toBeGreaterThanOrEqual(0);
      expect(String(traditional[i][field[name]]).toLowerCase(), kanji).toBe(listed.toLowerCase());
      expect(byKanji(kanji)[name], kanji).toBe(corrected);
    }
  });

  it('gives 瓶覗 a pale aqua, as Japanese references do, for the listed beige', () => {
    expect(traditional[listedIndex('瓶覗')].hex).toBe('#c6c2b6');
    const kamenozoki = byKanji('瓶覗');
    expect(kamenozoki).toMatchObject({ romaji: 'Kamenozoki', kana: 'かめのぞき', code: '#a2d7dd' });
    const [l, c, h] = oklch(kamenozoki.code);
    expect(l).toBeGreaterThan(0.75);
    expect(c).toBeGreaterThan(0.03);
    expect(c).toBeLessThan(0.1);
    expect(h).toBeGreaterThan(180);
    expect(h).toBeLessThan(250);
  });

  it('reads 銀煤竹 gin-, 牡丹 botan, 栗梅 kuri-, 紅檜皮 -hiwada and 菜の花色 -iro', () => {
    expect(byKanji('銀煤竹')).toMatchObject({ romaji: 'Ginsusutake', kana: 'ぎんすすたけ' });
    expect(byKanji('銀煤竹').english).toMatch(/^Silver/);
    expect(byKanji('牡丹')).toMatchObject({ romaji: 'Botan', kana: 'ぼたん' });
    expect(byKanji('栗梅')).toMatchObject({ romaji: 'Kuriume', kana: 'くりうめ' });
    expect(byKanji('紅檜皮')).toMatchObject({ romaji: 'Benihiwada', kana: 'べにひわだ' });
    expect(byKanji('菜の花色')).toMatchObject({ romaji: 'Nanohana-iro', kana: 'なのはないろ', english: 'Rape-blossom color' });
  });

  it('keeps the yellowish-brown 桑染 and drops the dark red one listed again among the purples', () => {
    expect(DROPPED_JAPANESE_COLORS).toEqual([{ kanji: '桑染', code: '#59292c' }]);
    expect(traditional.filter((entry) => entry.name === '桑染').map((entry) => entry.hex)).toEqual(['#c57f2e', '#59292c']);
    expect(JAPANESE_COLORS.filter((entry) => entry.kanji === '桑染')).toEqual([
      { kanji: '桑染', romaji: 'Kuwazome', english: 'Mulberry-dyed', kana: 'くわぞめ', code: '#c57f2e' },
    ]);
    const [, c, h] = oklch(byKanji('桑染').code);
    expect(h).toBeGreaterThan(50);
    expect(h).toBeLessThan(90);
    expect(c).toBeLessThan(0.15);
    // The other entries keep their package order.
    const kept = traditional.filter((_, i) => i !== listedIndex('桑染', '#59292c'));
    expect(JAPANESE_COLORS.map((entry) => entry.kanji)).toEqual(kept.map((entry) => entry.name));
  });

  it('stops the build when the package changes a corrected or dropped entry', () => {
    const kamenozoki = listedIndex('瓶覗');
    expect(() => japaneseColorsFrom(withEntry(traditional, kamenozoki, { hex: '#a2d7dd' }))).toThrow(
      '瓶覗 has code "#a2d7dd", not the "#c6c2b6" corrected here',
    );
    const botan = listedIndex('牡丹');
    expect(() => japaneseColorsFrom(withEntry(traditional, botan, { romanized: 'Botan' }))).toThrow('牡丹 has romaji "Botan", not the "Bōtan"');
    const second = listedIndex('桑染', '#59292c');
    expect(() => japaneseColorsFrom(withEntry(traditional, second, { hex: '#64363c' }))).toThrow('桑染 #59292c is listed 0 times, not once');
    const first = listedIndex('桑染', '#c57f2e');
    expect(() => japaneseColorsFrom(withEntry(traditional, first, { hex: '#59292c' }))).toThrow('桑染 #59292c is listed 2 times, not once');
    expect(() => japaneseColorsFrom(withEntry(traditional, 0, { name: '紅梅色' }))).toThrow('the traditional colour 紅梅色 is listed twice');
  });
});

describe('the traditional colours the app ships', () => {
  it('name no colour twice, by kanji, code or romaji (but the two read とのちゃ)', () => {
    const kanji = JAPANESE_COLORS.map((entry) => entry.kanji);
    expect(new Set(kanji).size).toBe(kanji.length);
    const codes = JAPANESE_COLORS.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    // 礪茶 and 沈香茶 are two colours both read とのちゃ in Japanese references (和色大辞典 among them).
    const shared = JAPANESE_COLORS.filter((entry) => JAPANESE_COLORS.some((other) => other !== entry && other.romaji.toLowerCase() === entry.romaji.toLowerCase()));
    expect(shared.map((entry) => `${entry.kanji} ${entry.kana}`)).toEqual(['礪茶 とのちゃ', '沈香茶 とのちゃ']);
  });

  it('have Hepburn romaji, hiragana readings that spell the romaji, and glosses without footnote marks', () => {
    for (const entry of JAPANESE_COLORS) {
      expect(entry.romaji.normalize('NFC'), entry.kanji).toMatch(/^[A-ZĀĪŪĒŌ][a-zāīūēō]*(?:['-][a-zāīūēō]+)*(?: or [a-zāīūēō]+(?:-[a-zāīūēō]+)*)?$/);
      expect(entry.kana, entry.kanji).toMatch(/^[\u3041-\u3096]+$/);
      // Hepburn back from the kana: the romaji's first reading with long vowels spelt out, marks and case aside.
      const romaji = entry.romaji
        .split(' or ')[0]
        .normalize('NFC')
        .toLowerCase()
        .replace(/[āīūēō]/g, (vowel) => ({ ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou' })[vowel] ?? vowel)
        .replace(/[-'\s]/g, '');
      expect(toRomaji(entry.kana).replace(/'/g, ''), entry.kanji).toBe(romaji);
      expect(entry.english, entry.kanji).not.toMatch(/\[\w+\]/);
      expect(entry.english.split('"').length % 2, `${entry.kanji}: ${entry.english}`).toBe(1);
    }
  });
});

describe('wadaDataFrom', () => {
  it("stops on color-name-lists' own memberships, which break the book's sizes", () => {
    expect(() => wadaDataFrom(listed, listed, ridgway)).toThrow(/combination \d+ has [15] colours, not [2-4]/);
  });

  it('stops when a colour is missing from the dictionary or a package changes shape', () => {
    expect(() => wadaDataFrom(listed, withEntry(dictionary, 10, { name: 'Nameless' }), ridgway)).toThrow('is not in dictionary-of-colour-combinations');
    expect(() => wadaDataFrom(listed.slice(1), dictionary, ridgway)).toThrow('sanzo-wada-I should be an array of 159 entries');
    expect(() => wadaDataFrom(listed, dictionary.slice(1), ridgway)).toThrow('dictionary-of-colour-combinations should be an array of 159 entries');
    expect(() => wadaDataFrom(listed, withEntry(dictionary, 0, { combinations: [0] }), ridgway)).toThrow('entry 0 has no combination numbers');
    expect(() => wadaDataFrom(withEntry(listed, 2, { cmyk_array: undefined }), dictionary, ridgway)).toThrow('entry 2 has no CMYK array');
  });

  it('stops on a code that is not its own CMYK, but for the known wrong one (Citrine)', () => {
    expect(() => wadaDataFrom(withEntry(listed, 0, { hex: '#ffb3f1' }), dictionary, ridgway)).toThrow('(Hermosa Pink) is #ffb3f1, not its CMYK 0/30/6/0 = #ffb3f0');
    const citrine = listed.findIndex((entry) => entry.name === 'Citrine');
    expect(wadaDataFrom(listed, dictionary, ridgway).colors[citrine].code).toBe('#a3ad00');
    expect(wadaDataFrom(withEntry(listed, citrine, { hex: '#a3ad00' }), dictionary, ridgway).colors[citrine].code).toBe('#a3ad00');
  });

  it("writes the misspelt names as Ridgway spells them, keeping the data set's spelling as the former name", () => {
    const byFormer = new Map(WADA_DATA.colors.filter((color) => color.formerName).map((color) => [color.formerName, color.name]));
    expect(Object.fromEntries(byFormer)).toEqual(Object.fromEntries(WADA_NAME_CORRECTIONS.map(({ listed, corrected }) => [listed, corrected])));
    expect(byFormer.get('Cerulian Blue')).toBe('Cerulean Blue');
    expect(byFormer.get('Krongbergs Green')).toBe("Kronberg's Green");
    expect(byFormer.get('Eugenia Red | B')).toBe('Eugenia Red - B');
    const names = WADA_DATA.colors.map((color) => color.name);
    for (const typo of ['Calamine BLue', 'Cerulian', 'Krongbergs', 'Veronia', ' | ']) expect(names.filter((name) => name.includes(typo))).toEqual([]);
    // Only names change: every colour keeps its place, so its code and combinations.
    expect(WADA_DATA.colors.map((color) => color.formerName ?? color.name)).toEqual(listed.map((entry) => entry.name));
  });

  it('stops when a corrected name is no longer listed, or its spelling is not confirmed by Ridgway', () => {
    // The data set fixed (in both packages, as they share names): the correction is to be dropped.
    const fixed = (list: readonly Record<string, unknown>[]) => list.map((entry) => (entry.name === 'Cerulian Blue' ? { ...entry, name: 'Cerulean Blue' } : entry));
    expect(() => wadaDataFrom(fixed(listed), fixed(dictionary), ridgway)).toThrow('"Cerulian Blue" corrected here is listed 0 times, not once');
    expect(() => wadaDataFrom(listed, dictionary, ridgway.filter((entry) => entry.name !== 'Cerulean Blue'))).toThrow(
      'the correction of "Cerulian Blue" cites "Cerulean Blue", which is not in Ridgway\'s list',
    );
    expect(() => wadaDataFrom(listed, dictionary, ridgway.slice(0, 10))).toThrow("Ridgway's list should be an array of over 1000 colours");
  });
});
