/**
 * Data before render: every page that renders with a data file (src/config/dataFiles.ts) declares it in
 * src/app/pages.ts, and every lazily loaded part does with `withData`, so the file is loaded before the
 * first render instead of being read from an empty cache. Checked on the source's import graph: what a
 * page or a lazy part imports statically (following static imports, stopping at dynamic ones) must not
 * reach a data file's module unless it declares that file; the entry reaches none.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, MARKETING_PAGES } from '../../src/app/pages';
import { DATA_FILES, type DataFile } from '../../src/config/dataFiles';
import { loadData } from '../../src/ui/data/pageData';
import { colorNames } from '../../src/ui/colorNames';
import { dataCache } from '../../src/ui/data/dataCache';
import { loadColorNames } from '../../src/engine/colorNames';
import { SRC, dynamicImports, pageFile, sourceName as name, staticClosure } from '../support/sourceGraph';

/** The module of each data file's main-thread cache. */
const CACHE_MODULES: Record<DataFile, string> = {
  colorNames: 'ui/colorNames.ts',
  japaneseColors: 'ui/japaneseColors.ts',
  wada: 'ui/wada.ts',
};

type Lazy = { from: string; target: string; declared: DataFile[] };

// The data loader itself imports the caches lazily: it is what the declarations call.
const lazyParts: Lazy[] = dynamicImports
  .filter(({ from }) => !from.endsWith(join('ui', 'data', 'pageData.ts')))
  .map(({ from, target, line }) => ({ from, target, declared: (/withData\(\s*\[([^\]]*)\]/.exec(line)?.[1].match(/[A-Za-z]+/g) ?? []) as DataFile[] }));

/** The data files whose cache the modules loaded with `start` read. */
function dataRead(start: string): DataFile[] {
  const closure = staticClosure(start);
  return (Object.keys(CACHE_MODULES) as DataFile[]).filter((file) => closure.has(join(SRC, CACHE_MODULES[file])));
}

describe('data before render', () => {
  it('names a cache module for every data file', () => {
    expect(Object.keys(CACHE_MODULES).sort()).toEqual(Object.keys(DATA_FILES).sort());
  });

  it('has every page declare the data files it renders with', () => {
    const missing: string[] = [];
    for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
      const declared: readonly DataFile[] = page.data ?? [];
      for (const file of dataRead(pageFile(page.module))) {
        if (!declared.includes(file)) missing.push(`${page.module} reads '${file}'`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no data file a page does not read', () => {
    const needless: string[] = [];
    for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
      const read = dataRead(pageFile(page.module));
      for (const file of page.data ?? []) if (!read.includes(file)) needless.push(`${page.module} declares '${file}'`);
    }
    expect(needless).toEqual([]);
  });

  it('has every lazily loaded part declare the data files it renders with (withData)', () => {
    expect(lazyParts.length).toBeGreaterThan(10);
    const missing = lazyParts.flatMap(({ from, target, declared }) =>
      dataRead(target)
        .filter((file) => !declared.includes(file))
        .map((file) => `${name(from)} loads ${name(target)}, which reads '${file}'`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps every data file out of the entry', () => {
    expect(dataRead(join(SRC, 'main.tsx'))).toEqual([]);
  });

  it('reads a cache only once it is loaded', async () => {
    // A cache of its own: the files share one module graph (isolate: false), so the app's cache may be loaded already.
    const cache = dataCache('colorNames', loadColorNames);
    expect(() => cache.get()).toThrow(/colorNames.*declare it/);
    expect(cache.has()).toBe(false);
    await cache.load();
    expect(cache.get().entries.length).toBeGreaterThan(1500);
  });

  it('loads what a page declares', async () => {
    await loadData(['colorNames']);
    expect(colorNames().entries.length).toBeGreaterThan(1500);
  });
});
