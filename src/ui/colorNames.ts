/**
 * Colour names on the main thread, for the pages that show names as they render (palette pages, the
 * drawer, the generator, the colour page). The table is the engine's one file (src/engine/colorNames.ts),
 * loaded before such a page renders: the page declares `colorNames` in src/app/pages.ts (a lazy part
 * with `withData`), and the page's HTML preloads the file with its chunks.
 *
 * Two kinds of name: `colorName`, the English nearest name, which exports, copies and file names use in every
 * language; and the name a page shows (`useColorName`), which on Japanese pages is Japanese
 * (`japaneseColorName`: the nearest traditional colour when it is close, else a description). A Japanese page
 * loads the traditional colours with the names (src/config/dataFiles.ts, `dataInLanguage`).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { nearestName } from '../core/names/nearestName';
import type { ColorNameTable } from '../core/names/colorNames';
import { japaneseColorName, type JapaneseColorTable } from '../core/names/japaneseColors';
import { loadColorNames } from '../engine/colorNames';
import { loadJapaneseColors } from '../engine/japaneseColors';
import { dataCache } from './data/dataCache';
import { useLanguage } from './i18n';

/** The colour-name table's cache (SPEC §3: the nearest of about 1500 named colours). */
export const colorNamesCache = dataCache('colorNames', loadColorNames);

/** Returns the colour-name table (loaded: see the module comment). */
export function colorNames(): ColorNameTable {
  return colorNamesCache.get();
}

const names = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code, in English (memoised: palette lists re-render often). */
export function colorName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nearestName(code, colorNames()).name;
    names.set(code, name);
  }
  return name;
}

/**
 * The traditional colours as Japanese names read them: the same table the traditional-colour pages load (the
 * engine's loader is shared), held here so a name can be shown without importing those pages' cache, and
 * watched so that names shown before it arrived (a switch to Japanese) are renamed when it does.
 */
const japanese = { table: null as JapaneseColorTable | null, loading: null as Promise<void> | null, listeners: new Set<() => void>() };

/** Loads the traditional colours for Japanese names (once; a failed load is tried again on the next call). */
export function loadJapaneseNames(): Promise<void> {
  japanese.loading ??= loadJapaneseColors().then(
    (table) => {
      japanese.table = table;
      for (const listener of japanese.listeners) listener();
    },
    (error: unknown) => {
      japanese.loading = null;
      throw error;
    },
  );
  return japanese.loading;
}

function subscribeJapanese(listener: () => void): () => void {
  japanese.listeners.add(listener);
  return () => japanese.listeners.delete(listener);
}

const japaneseNames = new Map<string, string>();

/**
 * Returns the function that names a '#rrggbb' code as the page shows it: in English, the nearest colour name; on
 * a Japanese page, `japaneseColorName` (English until the traditional colours arrive, after a switch of language,
 * then the component renders again).
 */
export function useColorName(): (code: string) => string {
  const language = useLanguage();
  const table = useSyncExternalStore(subscribeJapanese, () => japanese.table, () => japanese.table);
  useEffect(() => {
    if (language === 'ja' && table === null) loadJapaneseNames().catch(() => undefined);
  }, [language, table]);
  return useCallback(
    (code: string) => {
      if (language !== 'ja' || table === null) return colorName(code);
      let name = japaneseNames.get(code);
      if (name === undefined) {
        name = japaneseColorName(code, table);
        japaneseNames.set(code, name);
      }
      return name;
    },
    [language, table],
  );
}
