import { Parser, jaModel } from 'budoux';
import { describe, expect, it } from 'vitest';
import { joinPhrases } from '../../src/app/phraseJoin';
import ja from '../../locales/ja/tools.json';

const parser = new Parser(jaModel);
const parse = (text: string) => parser.parse(text);
const ZWSP = '\u200b';

/** The words of the walkthrough that broke inside, each expected whole between two break opportunities. */
const WHOLE = ['ロックしましょう', 'ドラッグすると', '暗い方', '保存されます'];

describe('joinPhrases (the BudouX fallback of Japanese phrase breaking)', () => {
  it('puts break opportunities between phrases and none inside the words that broke', () => {
    const texts = [
      'スペースキーで新しいパレットを生成。残したい色はロックしましょう。',
      '色を開くと詳しい値を確認でき、ドラッグするとパレットに追加できます。',
      '色相を保ったまま、CIELAB明度を明るい方から暗い方へ10段階で並べました。',
      'パレットはこのブラウザーにだけ保存されます。',
    ];
    const joined = texts.map((text) => joinPhrases(text, parse));
    joined.forEach((text, i) => {
      expect(text.replaceAll(ZWSP, '')).toBe(texts[i]);
      expect(text).toContain(ZWSP);
    });
    for (const word of WHOLE) {
      const holder = joined.find((text) => text.replaceAll(ZWSP, '').includes(word));
      expect(holder?.split(ZWSP).some((phrase) => phrase.includes(word.slice(0, 2)) && phrase.includes(word.slice(-2))) ?? false, word).toBe(true);
    }
  });

  it('leaves markup, codes, English and every translation without kana or kanji as they are', () => {
    expect(joinPhrases('<1>パレット</1>を開く', parse).replaceAll(ZWSP, '')).toBe('<1>パレット</1>を開く');
    expect(joinPhrases('<1>パレット</1>を開く', parse)).toMatch(/^<1>[^<]*<\/1>/);
    expect(joinPhrases('#3a7bd5をコピーしました', parse)).toContain('#3a7bd5');
    expect(joinPhrases('Saved to My Palettes', parse)).toBe('Saved to My Palettes');
    const hint = (ja as { generator?: { palette?: { hint?: string } } }).generator?.palette?.hint;
    if (hint) expect(joinPhrases(hint, parse).replaceAll(ZWSP, '')).toBe(hint);
  });
});
