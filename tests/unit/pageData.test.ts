/**
 * Data before render: every page that renders with a data file (src/config/dataFiles.ts) declares it in
 * src/app/pages.ts, and every lazily loaded part does with `withData`, so the file is loaded before the
 * first render instead of being read from an empty cache. Checked on the source's import graph: what a
 * page or a lazy part imports statically (following static imports, stopping at dynamic ones) must not
 * reach a data file's module unless it declares that file; the entry reaches none.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, MARKETING_PAGES } from '../../src/app/pages';
import { DATA_FILES, type DataFile } from '../../src/config/dataFiles';
import { loadData } from '../../src/ui/data/pageData';
import { colorNames } from '../../src/ui/colorNames';

const SRC = join(import.meta.dirname, '../../src');

/** The module of each data file's main-thread cache. */
const CACHE_MODULES: Record<DataFile, string> = {
  colorNames: 'ui/colorNames.ts',
  japaneseColors: 'ui/japaneseColors.ts',
  wada: 'ui/wada.ts',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'build' && dir === SRC ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Resolves a relative specifier from `file` to a source file, or null (a package, a virtual module, an asset). */
function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

type Lazy = { from: string; target: string; declared: DataFile[] };

const files = sourceFiles(SRC);
const staticImports = new Map<string, string[]>();
const lazyParts: Lazy[] = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  // Static imports and re-exports that load code (type-only ones load nothing).
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (match[2]) continue;
    const target = resolveImport(file, match[3]);
    if (target) found.push(target);
  }
  staticImports.set(file, found);
  // The data loader itself imports the caches lazily: it is what the declarations call.
  if (file.endsWith(join('ui', 'data', 'pageData.ts'))) continue;
  for (const line of source.split('\n')) {
    for (const match of line.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, match[1]);
      if (!target) continue;
      const declared = /withData\(\s*\[([^\]]*)\]/.exec(line)?.[1].match(/[A-Za-z]+/g) ?? [];
      lazyParts.push({ from: file, target, declared: declared as DataFile[] });
    }
  }
}

/** Every module `start` loads with it (static imports, followed), itself included. */
function staticClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(staticImports.get(file) ?? []));
  }
  return seen;
}

/** The data files whose cache the modules loaded with `start` read. */
function dataRead(start: string): DataFile[] {
  const closure = staticClosure(start);
  return (Object.keys(CACHE_MODULES) as DataFile[]).filter((file) => closure.has(join(SRC, CACHE_MODULES[file])));
}

const name = (file: string) => relative(SRC, file);

describe('data before render', () => {
  it('names a cache module for every data file', () => {
    expect(Object.keys(CACHE_MODULES).sort()).toEqual(Object.keys(DATA_FILES).sort());
  });

  it('has every page declare the data files it renders with', () => {
    const missing: string[] = [];
    for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
      const declared: readonly DataFile[] = page.data ?? [];
      for (const file of dataRead(join(SRC, `${page.module}.tsx`))) {
        if (!declared.includes(file)) missing.push(`${page.module} reads '${file}'`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no data file a page does not read', () => {
    const needless: string[] = [];
    for (const page of [...APP_PAGES, ...MARKETING_PAGES]) {
      const read = dataRead(join(SRC, `${page.module}.tsx`));
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
    expect(() => colorNames()).toThrow(/colorNames.*declare it/);
    await loadData(['colorNames']);
    expect(colorNames().entries.length).toBeGreaterThan(1500);
  });
});
