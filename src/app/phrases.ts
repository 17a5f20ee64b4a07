/**
 * Japanese lines break between phrases, never inside a word (残したい色は|ロックしましょう, not
 * ロ|ックしましょう). Chromium does it in CSS (`word-break: auto-phrase` on Japanese text, in
 * src/ui/globalCss.ts). Other browsers get BudouX's phrases (Google's model, downloaded only there and
 * only when Japanese is shown): a post-processor joins each translation's phrases with zero-width
 * spaces, and `<html data-phrases>` turns Japanese text to `keep-all`, so lines break only there.
 */
import type { i18n as I18n, PostProcessorModule } from 'i18next';

/** A translation with its phrases marked (phraseJoin.ts, with BudouX's parser), once the fallback has loaded. */
let join: ((text: string) => string) | null = null;

/** The i18next post-processor named 'phrases': a no-op until the fallback below has loaded. */
export const phrasesPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'phrases',
  process: (value: string) => (join !== null && typeof value === 'string' ? join(value) : value),
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
  loading = Promise.all([import('budoux'), import('./phraseJoin')]).then(
    ([{ Parser, jaModel }, { joinPhrases }]) => {
      const parser = new Parser(jaModel);
      join = (text) => joinPhrases(text, (part) => parser.parse(part));
      document.documentElement.dataset.phrases = '';
      // Emits 'languageChanged', on which every translated component renders again.
      void i18n.changeLanguage(i18n.language);
    },
    () => {
      loading = null;
    },
  );
}
