/**
 * Reading the sources as a graph for the engine's structure tests: files, their relative imports (resolved to
 * paths from the project root), import closures, and which core file exports a name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Returns the text of a file given from the root. */
export function source(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

/** Returns the .ts files under a folder (from the root), sorted, as paths from the root; `skip` names folders left out. */
export function tsFiles(folder: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${entry}`;
      if (statSync(join(ROOT, path)).isDirectory()) {
        if (!skip.includes(entry)) walk(path);
      } else if (entry.endsWith('.ts')) out.push(path);
    }
  };
  walk(folder);
  return out.sort();
}

/** Returns the files a file imports by relative path (AssemblyScript's extensionless paths get `.ts`). */
export function importsOf(file: string): string[] {
  const specifiers = [...source(file).matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => {
    const path = relative(ROOT, join(ROOT, dirname(file), specifier)).replaceAll('\\', '/');
    return path.endsWith('.ts') ? path : `${path}.ts`;
  });
}

/** Returns every file reached from `entries` by relative imports (entries included; missing files are not followed). */
export function importClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (existsSync(join(ROOT, file))) queue.push(...importsOf(file));
  }
  return seen;
}

/** Returns, for each name a file under `folder` exports (function, const, class), the file. */
export function exportedNames(folder: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of tsFiles(folder)) {
    for (const match of source(file).matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)) names.set(match[1], file);
  }
  return names;
}

/**
 * Returns the identifiers each property of the object a factory returns uses (`name: …` or `name(…) {` at the
 * return's indentation), with those of the file's top-level functions it calls, followed through.
 */
export function propertyIdentifiers(file: string, factory: string): Map<string, Set<string>> {
  const text = source(file);
  const functions = new Map<string, string>();
  for (const match of text.matchAll(/^(?:export )?function (\w+)[^]*?^}/gm)) functions.set(match[1], match[0]);
  const body = functions.get(factory);
  if (body === undefined) throw new Error(`${file} has no function ${factory}`);
  const returned = body.slice(body.lastIndexOf('\n  return {'));
  const keys = [...returned.matchAll(/^ {4}(\w+)(?=[:(,])/gm)];
  const out = new Map<string, Set<string>>();
  keys.forEach((key, i) => {
    const end = i + 1 < keys.length ? keys[i + 1].index : returned.length;
    const used = new Set<string>();
    const visit = (text: string) => {
      for (const [word] of text.matchAll(/\b[A-Za-z_$][\w$]*\b/g)) {
        if (used.has(word)) continue;
        used.add(word);
        const local = functions.get(word);
        if (local !== undefined && word !== factory) visit(local);
      }
    };
    // A shorthand property (`checkPaletteRecords,`) is the local function of that name.
    visit(returned.slice(key.index, end));
    out.set(key[1], used);
  });
  return out;
}
