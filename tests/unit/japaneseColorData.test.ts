/**
 * The build-time extraction of the Japanese colour data (src/build/japaneseColorData.ts): the readings it
 * makes, and the checks that stop the build when a package's data changes shape or breaks the book.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { japaneseColorsFrom, romajiToHiragana, wadaDataFrom } from '../../src/build/japaneseColorData.ts';

const require = createRequire(import.meta.url);
const traditional = require('color-name-lists/lib/colors/japanese-traditional.json') as Record<string, unknown>[];
const listed = require('color-name-lists/lib/colors/sanzo-wada-I.json') as Record<string, unknown>[];
const dictionary = require('dictionary-of-colour-combinations/colors.json') as Record<string, unknown>[];

/** Returns a copy of `list` with entry `i` changed. */
function withEntry(list: readonly Record<string, unknown>[], i: number, change: Record<string, unknown>): Record<string, unknown>[] {
  return list.map((entry, k) => (k === i ? { ...entry, ...change } : entry));
}

describe('romajiToHiragana', () => {
  it('spells long vowels out and converts each part on its own', () => {
    expect(romajiToHiragana('Kōbai-iro')).toBe('こうばいいろ');
    expect(romajiToHiragana("Shi'on-iro")).toBe('しおんいろ');
    expect(romajiToHiragana('Chōshun-iro')).toBe('ちょうしゅんいろ');
    expect(romajiToHiragana('Rikyūcha')).toBe('りきゅうちゃ');
    expect(romajiToHiragana('Hanaba-iro or kayou-iro')).toBe('はなばいろ');
  });

  it('throws when the romaji does not turn into hiragana only', () => {
    expect(() => romajiToHiragana('Blue 2')).toThrow('not hiragana only');
  });
});

describe('japaneseColorsFrom', () => {
  it('reads the package list and stops on any other shape', () => {
    expect(japaneseColorsFrom(traditional)).toHaveLength(228);
    expect(() => japaneseColorsFrom({})).toThrow('japanese-traditional should be an array of 228 entries');
    expect(() => japaneseColorsFrom(traditional.slice(1))).toThrow('array of 228 entries');
    expect(() => japaneseColorsFrom(withEntry(traditional, 3, { romanized: undefined }))).toThrow('entry 3 has no "romanized" string');
    expect(() => japaneseColorsFrom(withEntry(traditional, 4, { hex: 'f47983' }))).toThrow('entry 4 has hex');
  });
});

describe('wadaDataFrom', () => {
  it("stops on color-name-lists' own memberships, which break the book's sizes", () => {
    expect(() => wadaDataFrom(listed, listed)).toThrow(/combination \d+ has [15] colours, not [2-4]/);
  });

  it('stops when a colour is missing from the dictionary or a package changes shape', () => {
    expect(() => wadaDataFrom(listed, withEntry(dictionary, 10, { name: 'Nameless' }))).toThrow('is not in dictionary-of-colour-combinations');
    expect(() => wadaDataFrom(listed.slice(1), dictionary)).toThrow('sanzo-wada-I should be an array of 159 entries');
    expect(() => wadaDataFrom(listed, dictionary.slice(1))).toThrow('dictionary-of-colour-combinations should be an array of 159 entries');
    expect(() => wadaDataFrom(listed, withEntry(dictionary, 0, { combinations: [0] }))).toThrow('entry 0 has no combination numbers');
    expect(() => wadaDataFrom(withEntry(listed, 2, { cmyk_array: undefined }), dictionary)).toThrow('entry 2 has no CMYK array');
  });

  it('stops on a code that is not its own CMYK, but for the known wrong one (Citrine)', () => {
    expect(() => wadaDataFrom(withEntry(listed, 0, { hex: '#ffb3f1' }), dictionary)).toThrow('(Hermosa Pink) is #ffb3f1, not its CMYK 0/30/6/0 = #ffb3f0');
    const citrine = listed.findIndex((entry) => entry.name === 'Citrine');
    expect(wadaDataFrom(listed, dictionary).colors[citrine].code).toBe('#a3ad00');
    expect(wadaDataFrom(withEntry(listed, citrine, { hex: '#a3ad00' }), dictionary).colors[citrine].code).toBe('#a3ad00');
  });
});
