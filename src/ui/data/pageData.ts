/**
 * Loading the data files a page or a lazy part declares (src/config/dataFiles.ts) before it renders. Each
 * file's cache module is imported lazily, so this module costs the entry a few lines, and a page that
 * declares nothing downloads nothing.
 */
import type { DataFile } from '../../config/dataFiles';
import type { ColorNameTable } from '../../core/names/colorNames';
import type { JapaneseColorTable } from '../../core/names/japaneseColors';
import type { WadaData } from '../../core/names/wada';
import type { DataCache } from './dataCache';

/** What each data file holds once loaded. */
type DataValues = { colorNames: ColorNameTable; japaneseColors: JapaneseColorTable; wada: WadaData };

const caches: { [F in DataFile]: () => Promise<DataCache<DataValues[F]>> } = {
  colorNames: () => import('../colorNames').then((module) => module.colorNamesCache),
  japaneseColors: () => import('../japaneseColors').then((module) => module.japaneseColorsCache),
  wada: () => import('../wada').then((module) => module.wadaCache),
};

/** Loads the named data files into their caches (each once; a failed load is tried again on the next call). */
export function loadData(files: readonly DataFile[]): Promise<void> {
  return Promise.all(files.map((file) => caches[file]().then((cache) => cache.load()))).then(() => undefined);
}

/**
 * Returns what a data file holds, loading it first: for code that needs a file only now and then, after it has
 * rendered (a colour field given a traditional name, an import given a list of them), rather than before.
 */
export async function loadDataValue<F extends DataFile>(file: F): Promise<DataValues[F]> {
  const cache: DataCache<DataValues[F]> = await caches[file]();
  await cache.load();
  return cache.get();
}

/**
 * Returns `load` (a lazy part's dynamic import) made to wait for the data files the part renders with too:
 * `lazy(withData(['colorNames'], () => import('./Part')))`.
 */
export function withData<T>(files: readonly DataFile[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadData(files)]).then(([module]) => module);
}
