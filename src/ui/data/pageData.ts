/**
 * Loading the data files a page or a lazy part declares (src/config/dataFiles.ts) before it renders. Each
 * file's cache module is imported lazily, so this module costs the entry a few lines, and a page that
 * declares nothing downloads nothing.
 */
import type { DataFile } from '../../config/dataFiles';
import { languageOfPath } from '../../config/language';

/** Returns true on a Japanese page (in the browser; never while the build renders). */
function onJapanesePage(): boolean {
  return typeof location !== 'undefined' && languageOfPath(location.pathname) === 'ja';
}

const loaders: Record<DataFile, () => Promise<void>> = {
  // Japanese pages show Japanese names, which read the traditional colours (`dataInLanguage`).
  colorNames: () =>
    import('../colorNames').then((module) => Promise.all([module.colorNamesCache.load(), onJapanesePage() ? module.loadJapaneseNames() : undefined]).then(() => undefined)),
  japaneseColors: () => import('../japaneseColors').then((module) => module.japaneseColorsCache.load()),
  wada: () => import('../wada').then((module) => module.wadaCache.load()),
};

/** Loads the named data files into their caches (each once; a failed load is tried again on the next call). */
export function loadData(files: readonly DataFile[]): Promise<void> {
  return Promise.all(files.map((file) => loaders[file]())).then(() => undefined);
}

/**
 * Returns `load` (a lazy part's dynamic import) made to wait for the data files the part renders with too:
 * `lazy(withData(['colorNames'], () => import('./Part')))`.
 */
export function withData<T>(files: readonly DataFile[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadData(files)]).then(([module]) => module);
}
