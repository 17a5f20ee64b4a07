/**
 * The import graph of src/ as the source writes it, for the unit tests that check what a page declares
 * (tests/unit/pageData.test.ts, tests/unit/pageNamespaces.test.ts): each module's static imports (type-only
 * ones load nothing) and its dynamic imports, each with the source line it is on.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SRC = join(import.meta.dirname, '../../src');

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

/** A dynamic import: the module that has it, the module it loads and the line it is written on. */
export type DynamicImport = { from: string; target: string; line: string };

export const sources = new Map<string, string>();
export const staticImports = new Map<string, string[]>();
export const dynamicImports: DynamicImport[] = [];

for (const file of sourceFiles(SRC)) {
  const source = readFileSync(file, 'utf8');
  sources.set(file, source);
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (match[2]) continue;
    const target = resolveImport(file, match[3]);
    if (target) found.push(target);
  }
  staticImports.set(file, found);
  for (const line of source.split('\n')) {
    for (const match of line.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, match[1]);
      if (target) dynamicImports.push({ from: file, target, line });
    }
  }
}

/** Every module reached from `start` by following `next` (itself included). */
function closure(start: string, next: (file: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...next(file));
  }
  return seen;
}

/** Every module `start` loads with it (static imports, followed), itself included. */
export function staticClosure(start: string): Set<string> {
  return closure(start, (file) => staticImports.get(file) ?? []);
}

/** Every module `start` may load, now or later (static and dynamic imports, followed), itself included. */
export function wholeClosure(start: string): Set<string> {
  return closure(start, (file) => [
    ...(staticImports.get(file) ?? []),
    ...dynamicImports.filter((item) => item.from === file).map((item) => item.target),
  ]);
}

/** A module's path below src/, for messages. */
export const sourceName = (file: string) => relative(SRC, file);

/** The module of a page in src/app/pages.ts. */
export const pageFile = (module: string) => join(SRC, `${module}.tsx`);
