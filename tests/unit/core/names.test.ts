import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import Color from 'colorjs.io';
import { COLOR_NAMES, nearestName } from '../../../src/core/index.ts';
import { seededCodes } from './helpers.ts';

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

describe('nearestName', () => {
  it('returns the entry itself for every listed code', () => {
    COLOR_NAMES.forEach((entry, index) => {
      expect(nearestName(entry.code)).toEqual({ index, name: entry.name });
    });
  });

  it('matches a brute-force search with colorjs.io OKLab (earliest on ties)', () => {
    const table = COLOR_NAMES.map((e) => new Color(e.code).to('oklab').coords as number[]);
    for (const code of seededCodes(300, 5)) {
      const q = new Color(code).to('oklab').coords as number[];
      let best = 0;
      let bestD = Infinity;
      table.forEach((t, i) => {
        const d = (q[0] - t[0]) ** 2 + (q[1] - t[1]) ** 2 + (q[2] - t[2]) ** 2;
        if (d < bestD - 1e-15) {
          bestD = d;
          best = i;
        }
      });
      expect(nearestName(code).index).toBe(best);
    }
  });

  it('accepts short and upper-case codes and names well-known colours', () => {
    expect(nearestName('#F00').name).toBe('Red');
    expect(nearestName('000').name).toBe('Black');
    expect(nearestName('#fffffe').name).toBe('White');
  });

  it('throws the Japanese error for an invalid code', () => {
    expect(() => nearestName('nope')).toThrow('不正なカラーコードの形式です: nope');
  });
});
