import type { DataFile } from '../../config/dataFiles';

/** A data file held on the main thread: filled once by `load`, then read synchronously as pages render. */
export type DataCache<T> = { readonly load: () => Promise<void>; readonly get: () => T; readonly has: () => boolean };

/**
 * Returns the cache of one data file. `get` throws when the file is not loaded yet: the page (src/app/pages.ts)
 * or the lazy part (`withData`) that renders with it must declare it, so it is loaded before the first render.
 */
export function dataCache<T>(file: DataFile, load: () => Promise<T>): DataCache<T> {
  let value: T | undefined;
  return {
    load: async () => {
      value ??= await load();
    },
    get: () => {
      if (value === undefined) throw new Error(`Irodori: the data file '${file}' is read before it is loaded; declare it in src/app/pages.ts or with withData()`);
      return value;
    },
    has: () => value !== undefined,
  };
}
