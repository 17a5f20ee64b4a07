import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import Color from 'colorjs.io';
import {
  CLOSENESS_LIMITS,
  closeness,
  colorPhrase,
  describeColor,
  JAPANESE_NAME_DELTA_E,
  japaneseColorName,
  japaneseColorTable,
  japaneseNameMatch,
  matchesJapaneseColor,
  nearestJapaneseColor,
  parseJapaneseColorList,
  toJapaneseColorList,
} from '../../../src/core/index.ts';
import { DROPPED_JAPANESE_COLORS, JAPANESE_COLOR_CORRECTIONS, JAPANESE_COLOR_LIST, type CorrectedField } from '../../../src/build/japaneseColorData.ts';
import { japaneseColorsUrl, loadJapaneseColors, loadWadaData, wadaUrl } from '../../../src/engine/japaneseColors.ts';
import { JAPANESE, JAPANESE_COLORS, WADA, byKanji } from '../../support/japaneseColors.ts';
import { bruteForceNearest, seededCodes } from './helpers.ts';

const require = createRequire(import.meta.url);
const source = require('color-name-lists/lib/colors/japanese-traditional.json') as Array<Record<string, string>>;

/** Returns the kanji of every entry the query finds. */
function search(query: string): string[] {
  return JAPANESE_COLORS.filter((entry) => matchesJapaneseColor(entry, query)).map((entry) => entry.kanji);
}

describe('JAPANESE_COLORS', () => {
  it("is color-name-lists' traditional colours in source order, corrected, with valid codes", () => {
    expect(JAPANESE_COLORS).toHaveLength(227);
    const kept = source.filter((entry) => !DROPPED_JAPANESE_COLORS.some((dropped) => dropped.kanji === entry.name && dropped.code === entry.hex));
    expect(kept).toHaveLength(227);
    JAPANESE_COLORS.forEach((entry, i) => {
      const listed = (field: CorrectedField, value: string) =>
        JAPANESE_COLOR_CORRECTIONS.find((correction) => correction.kanji === entry.kanji && correction.field === field)?.corrected ?? value;
      expect(entry.kanji).toBe(kept[i].name);
      expect(entry.romaji).toBe(listed('romaji', kept[i].romanized));
      expect(entry.english).toBe(listed('english', kept[i]['english translation']));
      expect(entry.code).toBe(listed('code', kept[i].hex.toLowerCase()));
      expect(entry.code).toMatch(/^#[0-9a-f]{6}$/);
    });
  });

  it('has a hiragana reading made from each romaji', () => {
    for (const entry of JAPANESE_COLORS) expect(entry.kana).toMatch(/^[\u3041-\u3096]+$/);
    expect(byKanji('紅梅色').kana).toBe('こうばいいろ');
    expect(byKanji('一斤染').kana).toBe('いっこんぞめ');
    expect(byKanji('猩々緋').kana).toBe('しょうじょうひ');
    expect(byKanji('利休鼠').kana).toBe('りきゅうねずみ');
    expect(byKanji('紫苑色').kana).toBe('しおんいろ');
    expect(byKanji('蘇芳香').kana).toBe('すおうこう');
    expect(byKanji('萌黄').kana).toBe('もえぎ');
    expect(byKanji('花葉色').kana).toBe('はなばいろ');
    expect(byKanji('紺').kana).toBe('こん');
  });
});

describe('the Japanese colour list file', () => {
  it('stores the source and the entries, and round-trips', () => {
    expect(JAPANESE_COLOR_LIST.source).toBe('https://en.wikipedia.org/wiki/Traditional_colors_of_Japan');
    expect(JAPANESE_COLOR_LIST.license).toBe('CC BY-SA 3.0');
    expect(JAPANESE_COLOR_LIST.attribution).toMatch(/Wikipedia/);
    expect(JAPANESE_COLOR_LIST.colors[1]).toEqual(['紅梅色', 'Kōbai-iro', 'Red plum colored', 'こうばいいろ', 'db5a6b']);
    const stored = JSON.parse(JSON.stringify(JAPANESE_COLOR_LIST));
    expect(parseJapaneseColorList(stored)).toEqual(JAPANESE_COLORS);
    expect(toJapaneseColorList(JAPANESE_COLORS, JAPANESE_COLOR_LIST)).toEqual(JAPANESE_COLOR_LIST);
  });

  it('rejects a list of another shape, naming the entry', () => {
    const good = ['紅梅色', 'Kōbai-iro', 'Red plum colored', 'こうばいいろ', 'db5a6b'];
    expect(() => parseJapaneseColorList(null)).toThrow('non-empty colors array');
    expect(() => parseJapaneseColorList([good])).toThrow('non-empty colors array');
    expect(() => parseJapaneseColorList({ colors: [] })).toThrow('non-empty colors array');
    expect(() => parseJapaneseColorList({ colors: [good, good.slice(0, 4)] })).toThrow('entry 1');
    expect(() => parseJapaneseColorList({ colors: [[...good.slice(0, 4), 'DB5A6B']] })).toThrow('entry 0');
    expect(() => parseJapaneseColorList({ colors: [['', ...good.slice(1)]] })).toThrow('entry 0');
    expect(() => parseJapaneseColorList({ colors: [[...good.slice(0, 3), '', 'db5a6b']] })).toThrow('entry 0');
    expect(() => parseJapaneseColorList({ colors: [[...good.slice(0, 4), 0xdb5a6b]] })).toThrow('entry 0');
    expect(() => parseJapaneseColorList({ colors: [{ kanji: '紅梅色' }] })).toThrow('entry 0');
  });
});

describe('nearestJapaneseColor', () => {
  it("is exact for every traditional colour's own code (ΔE 0, that entry)", () => {
    JAPANESE_COLORS.forEach((entry, index) => {
      expect(nearestJapaneseColor(entry.code, JAPANESE)).toEqual({ index, deltaE: 0 });
    });
  });

  it('matches a brute-force search with colorjs.io OKLab, ΔE = 100 × deltaEOK (earliest on ties)', () => {
    const nearest = bruteForceNearest(JAPANESE_COLORS.map((e) => e.code));
    for (const code of seededCodes(300, 19)) {
      const best = nearest(code);
      const match = nearestJapaneseColor(code, JAPANESE);
      expect(match.index).toBe(best);
      expect(match.deltaE).toBeCloseTo(100 * new Color(code).deltaEOK(new Color(JAPANESE_COLORS[best].code)), 6);
    }
  });

  it('keeps the earlier entry on an exact tie and accepts any code format', () => {
    const twin = { kanji: '赤', romaji: 'Aka', english: 'Red', kana: 'あか' };
    const table = japaneseColorTable([
      { ...twin, code: '#0000ff' },
      { ...twin, code: '#ff0000' },
      { ...twin, code: '#ff0000' },
    ]);
    expect(nearestJapaneseColor('F00', table)).toEqual({ index: 1, deltaE: 0 });
    expect(nearestJapaneseColor('#fe0000', table).index).toBe(1);
  });

  it('throws the core error for an invalid code', () => {
    expect(() => nearestJapaneseColor('nope', JAPANESE)).toThrow('不正なカラーコードの形式です: nope');
  });
});

describe('closeness', () => {
  it('is exact below 0.5, very close below 2, close below 5, else distant', () => {
    expect(CLOSENESS_LIMITS).toEqual({ exact: 0.5, veryClose: 2, close: 5 });
    expect([0, 0.49, 0.5, 1.99, 2, 4.99, 5, 40, Infinity, NaN].map(closeness)).toEqual([
      'exact',
      'exact',
      'very-close',
      'very-close',
      'close',
      'close',
      'distant',
      'distant',
      'distant',
      'distant',
    ]);
  });
});

describe('matchesJapaneseColor', () => {
  it('finds romaji with or without long-vowel marks, case, hyphens and spaces aside', () => {
    for (const query of ['kobai', 'koubai', 'Kōbai-iro', 'KOBAI', 'kōbai iro', 'koubaiiro', 'kobaiiro', 'Ko\u0304bai']) {
      expect(search(query), query).toContain('紅梅色');
    }
    expect(search('sakura')).toContain('桜色');
    expect(search('shojohi')).toEqual(['猩々緋']);
    expect(search('shoujouhi')).toEqual(['猩々緋']);
    expect(search('shion')).toContain('紫苑色');
    expect(search('kayou')).toEqual(['花葉色']);
  });

  it('finds kanji, hiragana, katakana folded to hiragana, and English words', () => {
    expect(search('紅梅')).toEqual(['紅梅色']);
    expect(search('さくら')).toContain('桜色');
    expect(search('サクラ')).toContain('桜色');
    expect(search('  サクラ ')).toContain('桜色');
    expect(search('こうばい')).toEqual(['紅梅色']);
    expect(search('plum')).toContain('紅梅色');
    expect(search('CHERRY BLOSSOM')).toEqual(['桜色', '桜鼠']);
  });

  it('matches everything for an empty query and nothing for a stranger', () => {
    expect(search('')).toHaveLength(227);
    expect(search('   ')).toHaveLength(227);
    expect(search('zzz')).toEqual([]);
  });
});

describe('japaneseNameMatch', () => {
  /** Returns 'kanji:match' for every entry the query names. */
  const named = (query: string) =>
    JAPANESE_COLORS.flatMap((entry) => {
      const match = japaneseNameMatch(entry, query);
      return match ? [`${entry.kanji}:${match}`] : [];
    });

  it('is whole for a kanji name, a reading in hiragana or katakana, or romaji with or without marks', () => {
    for (const query of ['緋', ' 緋 ', 'あけ', 'アケ', 'Ake', 'AKE']) expect(japaneseNameMatch(byKanji('緋'), query), query).toBe('whole');
    for (const query of ['紅梅色', 'こうばいいろ', 'コウバイイロ', 'Kōbai-iro', 'kobaiiro', 'koubaiiro']) {
      expect(japaneseNameMatch(byKanji('紅梅色'), query), query).toBe('whole');
    }
    expect(japaneseNameMatch(byKanji('唐紅/韓紅'), '韓紅')).toBe('whole');
    expect(japaneseNameMatch(byKanji('花葉色'), 'kayou-iro')).toBe('whole');
  });

  it('is part for a part of one, and names no colour by its English gloss', () => {
    expect(japaneseNameMatch(byKanji('紅梅色'), '紅梅')).toBe('part');
    expect(japaneseNameMatch(byKanji('紅梅色'), 'こうばい')).toBe('part');
    expect(japaneseNameMatch(byKanji('紅梅色'), 'kobai')).toBe('part');
    expect(named('緋')).toEqual(['猩々緋:part', '深緋:part', '紅緋:part', '緋:whole']);
    expect(named('あか')).toEqual(['赤紅:part', '赤香色:part', '赤朽葉:part', '赤白橡:part']);
    expect(named('アカ')).toEqual(named('あか'));
    expect(japaneseNameMatch(byKanji('紅梅色'), 'plum')).toBeNull();
    expect(japaneseNameMatch(byKanji('紅梅色'), '')).toBeNull();
    expect(japaneseNameMatch(byKanji('紅梅色'), '  ')).toBeNull();
    expect(named('zzz')).toEqual([]);
  });
});

describe('the Japanese colour files at run time', () => {
  it('are written by the wasm build and load as the tables the tests use (once per thread)', async () => {
    expect(japaneseColorsUrl().pathname).toMatch(/\/src\/engine\/generated\/japanese-colors\.json$/);
    expect(wadaUrl().pathname).toMatch(/\/src\/engine\/generated\/wada\.json$/);
    const table = await loadJapaneseColors();
    expect(table.entries).toEqual(JAPANESE.entries);
    expect(table.oklab).toEqual(JAPANESE.oklab);
    expect(await loadJapaneseColors()).toBe(table);
    const wada = await loadWadaData();
    expect(wada).toEqual(WADA);
    expect(await loadWadaData()).toBe(wada);
  });
});

describe('japaneseColorName', () => {
  it('names a listed colour by its kanji', () => {
    for (const entry of JAPANESE_COLORS.slice(0, 40)) {
      // Two entries may share a code; the first one listed names it.
      const first = JAPANESE_COLORS.find((other) => other.code === entry.code)!;
      expect(japaneseColorName(entry.code, JAPANESE)).toBe(first.kanji);
    }
  });

  it('uses the traditional name below JAPANESE_NAME_DELTA_E and the description from there on', () => {
    expect(JAPANESE_NAME_DELTA_E).toBe(CLOSENESS_LIMITS.close);
    let near = 0;
    let far = 0;
    for (const code of seededCodes(600, 52)) {
      const match = nearestJapaneseColor(code, JAPANESE);
      const name = japaneseColorName(code, JAPANESE);
      if (match.deltaE < JAPANESE_NAME_DELTA_E) {
        near++;
        expect(name).toBe(JAPANESE.entries[match.index].kanji);
      } else {
        far++;
        expect(name).toBe(colorPhrase(code, 'ja'));
        expect(describeColor(code, 'ja').startsWith(name.replace(/^(明るい|暗い)無彩色$/, '色味のない$&'))).toBe(true);
      }
    }
    // Both sides of the threshold are exercised.
    expect(near).toBeGreaterThan(100);
    expect(far).toBeGreaterThan(100);
  });

  it('describes a colour no traditional colour is close to, in Japanese, without a sentence ending', () => {
    // A vivid light violet-blue, 0.06 or more from every listed colour.
    expect(nearestJapaneseColor('#7f5fff', JAPANESE).deltaE).toBeGreaterThanOrEqual(JAPANESE_NAME_DELTA_E);
    expect(japaneseColorName('#7f5fff', JAPANESE)).toMatch(/^鮮やかで(明るい|暗い).+色$/);
    expect(japaneseColorName('#7f5fff', JAPANESE)).not.toMatch(/(です|。)$/);
  });
});

describe('colorPhrase', () => {
  it('is the description as a noun phrase', () => {
    expect(colorPhrase('#ff8000', 'en')).toBe('vivid light orange');
    expect(colorPhrase('#ff8000', 'ja')).toBe('鮮やかで明るい橙色');
    expect(describeColor('#ff8000', 'ja')).toBe('鮮やかで明るい橙色です。');
    expect(colorPhrase('#202020', 'ja')).toBe('暗い無彩色');
    expect(colorPhrase('#202020', 'en')).toBe('dark neutral');
  });
});
