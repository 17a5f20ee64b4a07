import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MANIFEST } from '../../src/build/serviceWorkerPlugin';

/**
 * The interface's English is American: "color", "gray", "license" (as SPEC's 'Gray'
 * section and the /license route already are). Only values are checked; keys are identifiers.
 */
const BRITISH = /\b(?:colour|grey|licence|favourite|centre|behaviour)\w*/gi;

const root = join(import.meta.dirname, '../../locales/en');

/** Returns every string value of a nested translation object with its key path. */
function values(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => values(child, `${path}.${key}`));
  return [];
}

/** Returns 'path: word' for each British spelling in the values of a translation file. */
function britishSpellings(file: string): string[] {
  const messages: unknown = JSON.parse(readFileSync(join(root, file), 'utf8'));
  return values(messages, file.replace(/\.json$/, '')).flatMap(([path, text]) =>
    [...text.matchAll(BRITISH)].map((match) => `${path}: ${match[0]}`),
  );
}

describe('English spelling', () => {
  const files = readdirSync(root).filter((file) => file.endsWith('.json')).sort();

  it('finds British spellings when there are some (the check itself)', () => {
    const found = (text: string) => [...text.matchAll(BRITISH)].map((match) => match[0]);
    expect(found('Colour names, coloured greys, a licence, grey')).toEqual(['Colour', 'coloured', 'greys', 'licence', 'grey']);
    expect(found('Color names, colored grays, a license, colorful')).toEqual([]);
  });

  for (const file of files) {
    it(`locales/en/${file} writes "color", "gray" and "license", never the British forms`, () => {
      expect(britishSpellings(file)).toEqual([]);
    });
  }

  it('the web app manifest is in the same English', () => {
    expect([...`${WEB_MANIFEST.name} ${WEB_MANIFEST.description}`.matchAll(BRITISH)]).toEqual([]);
  });
});
