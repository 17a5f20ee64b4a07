/**
 * Fonts are bundled (nothing is fetched from other hosts). Inter is always loaded (its Latin face
 * cut to the two weights the interface uses: src/build/interSubsetPlugin.ts); the Japanese
 * face's stylesheet (some 120 unicode-range blocks) loads only once a Japanese page is shown, so
 * English pages do not block their first paint on it. Within it the browser downloads only the
 * subsets a page's text needs.
 */
import 'virtual:irodori-inter.css';
import type { Language } from '../config/language';

let japanese: Promise<unknown> | null = null;

/** Loads the fonts a language needs (once). */
export function loadFontsFor(lang: Language) {
  if (lang === 'ja') japanese ??= import('@fontsource-variable/noto-sans-jp');
}
