/**
 * The data files the build writes beside the engine (src/engine/generated/, see src/build/buildWasm.ts)
 * that pages read as they render. A page declares the ones it needs in src/app/pages.ts, a lazily
 * loaded part with `withData` (src/ui/data/pageData.ts): the router loads them before the first render,
 * and the page's HTML preloads them with the page's code (src/build/routeFiles.ts). Plain data, read by the build too.
 */
import type { Language } from './language.ts';

export const DATA_FILES = {
  /** The colour-name list (SPEC §3: the nearest of about 1500 named colours). */
  colorNames: 'color-names.json',
  /** The 227 traditional colours of Japan. */
  japaneseColors: 'japanese-colors.json',
  /** Wada Sanzō's A Dictionary of Color Combinations: 159 colours, 348 combinations. */
  wada: 'wada.json',
} as const;

/** The name of a data file a page or a lazy part can declare. */
export type DataFile = keyof typeof DATA_FILES;

/**
 * The data files a page in `language` reads for the ones it declares: on Japanese pages colour names are Japanese,
 * the nearest traditional colour's among them (src/ui/colorNames.ts), so there the names bring the traditional
 * colours (the loader does the same: src/ui/data/pageData.ts).
 */
export function dataInLanguage(files: readonly DataFile[], language: Language): DataFile[] {
  return language === 'ja' && files.includes('colorNames') && !files.includes('japaneseColors') ? [...files, 'japaneseColors'] : [...files];
}
