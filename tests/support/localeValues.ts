import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Returns every string value of a nested translation object with its key path ('file.section.key'). */
export function localeValues(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => localeValues(child, `${path}.${key}`));
  return [];
}

/** Returns the string values of one translation file of `dir` (locales/en or locales/ja), keyed from its namespace. */
export function localeFileValues(dir: string, file: string): [string, string][] {
  return localeValues(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
}
