/**
 * Import reads traditional Japanese names as the search does (core/names/colorQuery.ts): a pasted 桜色, a list of them
 * one per line or several on a line, in kanji, kana or romaji, once the dialog has the traditional colours' table.
 */
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { parseList } from '../../../src/core/import/parseList.ts';
import { JAPANESE, byKanji } from '../../support/japaneseColors';

const sakura = byKanji('桜色').code;
const ai = byKanji('藍色').code;
const wakatake = byKanji('若竹色').code;

describe('a paste of traditional names', () => {
  it('reads 桜色 alone, named by its kanji, as written', () => {
    const result = parseImport('桜色', { japanese: JAPANESE });
    expect(result.format).toBe('list');
    expect(result.colors).toEqual([{ code: sakura, name: '桜色', line: 1, source: '桜色', mapped: false, alphaDropped: false }]);
    expect(result.unreadable).toEqual([]);
  });

  it('without the table, says the line cannot be read (as before), never drops it', () => {
    expect(parseImport('桜色').unreadable).toEqual([{ line: 1, text: '桜色' }]);
  });

  it('reads a list of names one per line, in kanji, kana and romaji, with bullets', () => {
    const result = parseImport('桜色\nあいいろ\n- Wakatake-iro\nsakura iro', { japanese: JAPANESE });
    expect(result.colors.map((color) => [color.code, color.name, color.line, color.source])).toEqual([
      [sakura, '桜色', 1, '桜色'],
      [ai, '藍色', 2, 'あいいろ'],
      [wakatake, '若竹色', 3, 'Wakatake-iro'],
      [sakura, '桜色', 4, 'sakura iro'],
    ]);
    expect(result.unreadable).toEqual([]);
  });

  it('reads several names on one line, separated by 、, commas or spaces', () => {
    for (const line of ['桜色、藍色、若竹色', '桜色, 藍色, 若竹色', '桜色 藍色 若竹色']) {
      expect(parseList(line, 1, undefined, JAPANESE).colors.map((color) => color.code), line).toEqual([sakura, ai, wakatake]);
    }
  });

  it('lists a line with a word that is not a name, and keeps the codes of a list as they were', () => {
    const result = parseList('桜色と藍色\n#3a7bd5\n桜色 banana', 1, undefined, JAPANESE);
    expect(result.colors.map((color) => color.code)).toEqual(['#3a7bd5']);
    expect(result.unreadable.map((line) => line.line)).toEqual([1, 3]);
  });

  it('reads names beside codes and CSS colours in one list', () => {
    const result = parseImport('#ff0000\n桜色\noklch(0.7 0.1 200)', { japanese: JAPANESE });
    expect(result.colors.map((color) => color.code)).toEqual(['#ff0000', sakura, '#40b1b7']);
  });
});
