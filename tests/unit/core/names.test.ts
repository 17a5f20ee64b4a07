import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { nearestName, parseColorNameList, toColorNameList } from '../../../src/core/index.ts';
import { colorNamesUrl, loadColorNames } from '../../../src/engine/colorNames.ts';
import { COLOR_NAMES, NAMES } from '../../support/colorNames.ts';
import { bruteForceNearest, seededCodes } from './helpers.ts';

const require = createRequire(import.meta.url);
const source = require('color-namer/lib/colors/ntc.js') as Array<{ name: string; hex: string }>;

describe('COLOR_NAMES', () => {
  it('is the 1566-entry Name that Color list in source order', () => {
    expect(COLOR_NAMES).toHaveLength(1566);
    COLOR_NAMES.forEach((entry, i) => {
      expect(entry.name).toBe(source[i].name);
      expect(entry.code).toBe(`#${source[i].hex.toLowerCase()}`);
      expect(entry.code).toMatch(/^#[0-9a-f]{6}$/);
    });
  });
});

describe('the colour-name list file', () => {
  it('round-trips through its stored form', () => {
    expect(parseColorNameList(toColorNameList(COLOR_NAMES))).toEqual(COLOR_NAMES);
  });

  it('rejects a list of another shape, naming the entry', () => {
    expect(() => parseColorNameList({})).toThrow('non-empty array');
    expect(() => parseColorNameList([])).toThrow('non-empty array');
    expect(() => parseColorNameList([['Red', 'ff0000'], ['Blue']])).toThrow('entry 1');
    expect(() => parseColorNameList([['Red', 'FF0000']])).toThrow('entry 0');
    expect(() => parseColorNameList([['', 'ff0000']])).toThrow('entry 0');
    expect(() => parseColorNameList([{ name: 'Red', hex: 'ff0000' }])).toThrow('entry 0');
  });

  it('is written by the wasm build and loads as the same table the tests use (one copy for the app and the worker)', async () => {
    expect(colorNamesUrl().pathname).toMatch(/\/src\/engine\/generated\/color-names\.json$/);
    const table = await loadColorNames();
    expect(table.entries).toEqual(NAMES.entries);
    expect(table.oklab).toEqual(NAMES.oklab);
    // One load per thread: later calls share it.
    expect(await loadColorNames()).toBe(table);
  });
});

describe('nearestName', () => {
  it('returns the entry itself for every listed code', () => {
    COLOR_NAMES.forEach((entry, index) => {
      expect(nearestName(entry.code, NAMES)).toEqual({ index, name: entry.name });
    });
  });

  it('matches a brute-force search with colorjs.io OKLab (earliest on ties)', () => {
    const nearest = bruteForceNearest(COLOR_NAMES.map((e) => e.code));
    for (const code of seededCodes(300, 5)) {
      expect(nearestName(code, NAMES).index).toBe(nearest(code));
    }
  });

  it('accepts short and upper-case codes and names well-known colours', () => {
    expect(nearestName('#F00', NAMES).name).toBe('Red');
    expect(nearestName('000', NAMES).name).toBe('Black');
    expect(nearestName('#fffffe', NAMES).name).toBe('White');
  });

  it('throws the Japanese error for an invalid code', () => {
    expect(() => nearestName('nope', NAMES)).toThrow('不正なカラーコードの形式です: nope');
  });
});
