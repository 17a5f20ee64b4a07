import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_PALETTES, splitIntoPalettes } from '../../../src/core/import/splitPalettes.ts';

describe('splitIntoPalettes', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('cuts colours into palettes of 100 in order; the last holds the rest', () => {
    const { palettes, leftOut } = splitIntoPalettes(numbers(250));
    expect(palettes.map((p) => p.length)).toEqual([100, 100, 50]);
    expect(palettes[1][0]).toBe(100);
    expect(leftOut).toBe(0);
  });

  it('makes at most IMPORT_MAX_PALETTES palettes and counts what it leaves out', () => {
    const { palettes, leftOut } = splitIntoPalettes(numbers(20_000));
    expect(palettes).toHaveLength(IMPORT_MAX_PALETTES);
    expect(palettes.at(-1)?.at(-1)).toBe(IMPORT_MAX_PALETTES * 100 - 1);
    expect(leftOut).toBe(20_000 - IMPORT_MAX_PALETTES * 100);
  });

  it('a list that fits is one palette; an empty one none', () => {
    expect(splitIntoPalettes(numbers(100)).palettes).toHaveLength(1);
    expect(splitIntoPalettes([])).toEqual({ palettes: [], leftOut: 0 });
  });
});
