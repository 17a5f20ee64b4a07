/**
 * Where the browser cannot break Japanese by phrase itself, translations get their phrases marked with zero-width
 * spaces (phrases.ts): this part loads with BudouX's model, only in those browsers and only when Japanese is shown.
 */

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
