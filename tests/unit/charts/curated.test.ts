/**
 * The curated sets hold the colours their sources publish: each categorical set is d3-scale-chromatic's scheme (and
 * Okabe–Ito the eight colours of Okabe & Ito 2008, as the charts bench lists them), and each ramp sampled at every
 * class count is d3's interpolator read as d3's `quantize` reads it, light to dark.
 */
import { describe, expect, it } from 'vitest';
import * as d3 from 'd3-scale-chromatic';
import { CURATED_SETS, OKABE_ITO, curatedSet } from '../../../src/core/charts/curated.ts';

const SCHEMES: Record<string, readonly string[]> = {
  tableau10: d3.schemeTableau10,
  set1: d3.schemeSet1,
  set2: d3.schemeSet2,
  set3: d3.schemeSet3,
  dark2: d3.schemeDark2,
  paired: d3.schemePaired,
  pastel1: d3.schemePastel1,
  pastel2: d3.schemePastel2,
  accent: d3.schemeAccent,
  category10: d3.schemeCategory10,
};
const RAMPS: Record<string, (t: number) => string> = {
  viridis: d3.interpolateViridis,
  magma: d3.interpolateMagma,
  inferno: d3.interpolateInferno,
  plasma: d3.interpolatePlasma,
  cividis: d3.interpolateCividis,
};

/** Returns '#rrggbb' of d3's output ('#rrggbb' or 'rgb(r, g, b)'). */
function codeOf(color: string): string {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  return rgb ? `#${rgb.slice(1).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}` : color;
}

describe('curated chart sets', () => {
  it('lists every categorical set and ramp once, with a name and a credit', () => {
    expect(CURATED_SETS.map((set) => set.id).sort()).toEqual([...Object.keys(SCHEMES), ...Object.keys(RAMPS), 'okabe-ito'].sort());
    for (const set of CURATED_SETS) {
      expect(set.name.length, set.id).toBeGreaterThan(0);
      expect(set.credit.length, set.id).toBeGreaterThan(0);
      expect(curatedSet(set.id)).toBe(set);
    }
    expect(curatedSet('nope')).toBeUndefined();
  });

  it("holds each categorical set's colours in its published order", () => {
    expect(curatedSet('okabe-ito')!.colors(8)).toEqual([...OKABE_ITO]);
    for (const [id, scheme] of Object.entries(SCHEMES)) {
      const set = curatedSet(id)!;
      expect(set.kind).toBe('categorical');
      expect(set.maxCount, id).toBe(scheme.length);
      expect(set.colors(set.maxCount), id).toEqual(scheme);
      expect(set.colors(3), id).toEqual(scheme.slice(0, 3));
    }
  });

  it('samples each ramp as d3 does at every class count, light to dark', () => {
    for (const [id, interpolate] of Object.entries(RAMPS)) {
      const set = curatedSet(id)!;
      expect(set.kind).toBe('sequential');
      for (let count = set.minCount; count <= set.maxCount; count++) {
        const expected = Array.from({ length: count }, (_, i) => codeOf(interpolate(i / (count - 1)))).reverse();
        expect(set.colors(count), `${id} ×${count}`).toEqual(expected);
      }
    }
  });

  it('refuses a count outside its range', () => {
    expect(() => curatedSet('set2')!.colors(9)).toThrow(RangeError);
    expect(() => curatedSet('set2')!.colors(1)).toThrow(RangeError);
    expect(() => curatedSet('viridis')!.colors(2)).toThrow(RangeError);
    expect(() => curatedSet('viridis')!.colors(12)).toThrow(RangeError);
  });
});
