/**
 * Japanese lines break between phrases, never inside a word (残したい色は|ロックしましょう, not
 * ロ|ックしましょう). Chromium does it in CSS (`word-break: auto-phrase` on Japanese text, in
 * src/ui/globalCss.ts). Other browsers get BudouX's phrases (Google's model, downloaded only there and
 * only when Japanese is shown): a post-processor joins each translation's phrases with zero-width
 * spaces, and `<html data-phrases>` turns Japanese text to `keep-all`, so lines break only there.
 */
import type { i18n as I18n, PostProcessorModule } from 'i18next';

/** A break opportunity that takes no room. */
const BREAK = '\u200b';
/** Kana and kanji: a translation without them is left as it is. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
/** Markup that <Trans> reads in a translation (`<1>…</1>`, `<strong>`): never cut inside. */
const MARKUP = /(<[^>]*>)/;
/** ASCII letters, digits and signs on both sides of a boundary: a code or a word, kept whole. */
const ASCII = /^[\x21-\x7e]$/;

/**
 * Returns `text` with a zero-width space between its phrases as `parse` splits them, outside markup
 * and never between two ASCII characters (a hex code or an English word stays whole).
 */
export function joinPhrases(text: string, parse: (text: string) => string[]): string {
  return text
    .split(MARKUP)
    .map((part, i) => {
      if (i % 2 === 1 || !JAPANESE.test(part)) return part;
      return parse(part).reduce((joined, phrase) => {
        if (joined === '') return phrase;
        const boundary = joined.slice(-1) + phrase.charAt(0);
        return joined + (ASCII.test(boundary.charAt(0)) && ASCII.test(boundary.charAt(1)) ? '' : BREAK) + phrase;
      }, '');
    })
    .join('');
}

let parse: ((text: string) => string[]) | null = null;

/** The i18next post-processor named 'phrases': a no-op until the fallback below has loaded. */
export const phrasesPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'phrases',
  process: (value: string) => (parse !== null && typeof value === 'string' ? joinPhrases(value, parse) : value),
};

/** Whether the browser breaks Japanese by phrase itself (Chromium 119+). */
export function breaksByPhrase(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('word-break', 'auto-phrase');
}

let loading: Promise<void> | null = null;

/**
 * Where the browser cannot break Japanese by phrase, downloads BudouX's Japanese model once, then
 * shows every translation again with its phrases marked. A failed download leaves the browser's own
 * line breaking and may be retried on the next Japanese page.
 */
export function breakJapaneseByPhrase(i18n: I18n): void {
  if (loading !== null || breaksByPhrase()) return;
  loading = import('budoux').then(
    ({ Parser, jaModel }) => {
      const parser = new Parser(jaModel);
      parse = (text) => parser.parse(text);
      document.documentElement.dataset.phrases = '';
      // Emits 'languageChanged', on which every translated component renders again.
      void i18n.changeLanguage(i18n.language);
    },
    () => {
      loading = null;
    },
  );
}
