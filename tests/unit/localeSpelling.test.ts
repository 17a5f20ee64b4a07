import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFileValues } from '../support/localeValues.ts';
import { WEB_MANIFEST } from '../../src/build/serviceWorkerPlugin';

/**
 * The interface's English is American: "color", "gray", "license" (as SPEC's 'Gray'
 * section and the /license route already are). Only values are checked; keys are identifiers.
 */
const BRITISH = /\b(?:colour|grey|licence|favourite|centre|behaviour)\w*/gi;

const root = join(import.meta.dirname, '../../locales/en');

/** Returns 'path: word' for each British spelling in the values of a translation file. */
function britishSpellings(file: string): string[] {
  return localeFileValues(root, file).flatMap(([path, text]) =>
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
