import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab.ts';
import { autoMapping, type PaintCluster } from '../../../src/core/recolor/index.ts';

/** Returns a group at a color code with a weight (members aside: the mapping does not read them). */
function group(code: string, weight = 1): PaintCluster {
  return { oklab: oklabOfCode(code), code, weight, members: [] };
}

const lightness = (code: string) => oklabOfCode(code)[0];
const code = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('the automatic mapping of groups onto a palette', () => {
  it('keeps the light background light and the dark outline dark', () => {
    const clusters = [group('#e63946', 10), group('#f8f9fa', 30), group('#212529', 8)];
    const palette = ['#264653', '#e9c46a', '#2a9d8f', '#fefae0'];
    expect(autoMapping(clusters, palette)).toEqual([2, 3, 0]);
  });

  it('gives a gray group the palette’s neutral rather than a vivid color of nearly the same lightness', () => {
    // #b65a5c (chroma 0.12) is 0.01 from the gray's lightness, #808080 0.03: the chroma term decides.
    expect(lightness('#b65a5c') - lightness('#777777')).toBeCloseTo(0.01, 3);
    expect(lightness('#808080') - lightness('#777777')).toBeCloseTo(0.031, 3);
    expect(autoMapping([group('#777777')], ['#b65a5c', '#808080'])).toEqual([1]);
    expect(autoMapping([group('#b65a5c')], ['#b65a5c', '#808080'])).toEqual([0]);
  });

  it('lets neighboring groups share a color when the palette has fewer colors', () => {
    const clusters = [group('#ffffff'), group('#eeeeee'), group('#111111'), group('#222222')];
    expect(autoMapping(clusters, ['#000000', '#fafafa'])).toEqual([1, 1, 0, 0]);
  });

  it('keeps every group when the palette has no color code, and never picks an entry that is not one', () => {
    expect(autoMapping([group('#123456')], [])).toEqual([null]);
    expect(autoMapping([group('#123456')], ['tomato', 'oklch(50% 0.1 20)'])).toEqual([null]);
    expect(autoMapping([group('#ffffff'), group('#000000')], ['nope', '#000', '#fff'])).toEqual([2, 1]);
    expect(autoMapping([], ['#fff'])).toEqual([]);
  });

  it('never gives a lighter group a darker color than a darker group gets; distinct colors when there are enough', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(code, fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 12 }),
        fc.array(code, { minLength: 1, maxLength: 16 }),
        (groups, palette) => {
          const clusters = groups.map(([c, w]) => group(c, w));
          const mapping = autoMapping(clusters, palette);
          expect(mapping.every((j) => j !== null && j >= 0 && j < palette.length)).toBe(true);
          const targets = mapping.map((j) => lightness(palette[j as number]));
          for (let a = 0; a < clusters.length; a++) {
            for (let b = 0; b < clusters.length; b++) {
              if (clusters[a].oklab[0] > clusters[b].oklab[0]) expect(targets[a]).toBeGreaterThanOrEqual(targets[b]);
            }
          }
          if (palette.length >= clusters.length) expect(new Set(mapping).size).toBe(clusters.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is the least-cost order-keeping assignment (checked against every assignment of small cases)', () => {
    fc.assert(
      fc.property(fc.array(code, { minLength: 1, maxLength: 4 }), fc.array(code, { minLength: 1, maxLength: 4 }), (groupCodes, palette) => {
        const clusters = groupCodes.map((c) => group(c));
        const cost = (mapping: readonly number[]) =>
          mapping.reduce((sum, j, i) => {
            const [l, a, b] = clusters[i].oklab;
            const [pl, pa, pb] = oklabOfCode(palette[j]);
            return sum + Math.abs(l - pl) + 0.25 * Math.abs(Math.hypot(a, b) - Math.hypot(pa, pb));
          }, 0);
        const keepsOrder = (mapping: readonly number[]) =>
          mapping.every((j, a) =>
            mapping.every((k, b) => !(clusters[a].oklab[0] > clusters[b].oklab[0]) || lightness(palette[j]) >= lightness(palette[k])),
          ) && (palette.length < clusters.length || new Set(mapping).size === mapping.length);
        let best = Infinity;
        const all = (prefix: number[]): void => {
          if (prefix.length === clusters.length) {
            if (keepsOrder(prefix)) best = Math.min(best, cost(prefix));
            return;
          }
          for (let j = 0; j < palette.length; j++) all([...prefix, j]);
        };
        all([]);
        expect(cost(autoMapping(clusters, palette) as number[])).toBeCloseTo(best, 9);
      }),
      { numRuns: 150 },
    );
  });
});
