import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src/config/namespaces';

const root = join(import.meta.dirname, '../../locales');

/** Returns every key path of a nested translation object ('a.b.c'; array items by index). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function load(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, lang, file), 'utf8'));
}

describe('locales', () => {
  const englishFiles = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json')).sort();

  it('loads every namespace file and no other', () => {
    expect([...NAMESPACES].sort()).toEqual(englishFiles.map((file) => file.replace(/\.json$/, '')));
  });

  it('has the same namespace files in ja as in en (English is the source)', () => {
    const japaneseFiles = readdirSync(join(root, 'ja')).filter((file) => file.endsWith('.json')).sort();
    expect(japaneseFiles).toEqual(englishFiles);
  });

  for (const file of englishFiles) {
    it(`ja/${file} has exactly the keys of en/${file}`, () => {
      const english = keyPaths(load('en', file)).sort();
      const japanese = keyPaths(load('ja', file)).sort();
      const missing = english.filter((key) => !japanese.includes(key));
      const extra = japanese.filter((key) => !english.includes(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`every value in ${file} is a non-empty string in both languages`, () => {
      for (const lang of ['en', 'ja']) {
        const walk = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value.trim(), `${lang}/${file}: ${path}`).not.toBe('');
          else if (value && typeof value === 'object')
            for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
          else throw new Error(`${lang}/${file}: ${path} is not a string`);
        };
        walk(load(lang, file), file);
      }
    });
  }
});
