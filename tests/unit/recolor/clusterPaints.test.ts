import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltaEOK, oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import { packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { RECOLOR_CLUSTER_RADIUS, RECOLOR_MAX_CLUSTERS, clusterPaints, type SvgPaintColor } from '../../../src/core/recolor/index.ts';

/** Returns packed 0xRRGGBB of '#rrggbb'. */
const packed = (code: string) => parseInt(code.slice(1), 16);

/** Returns shades of an OKLCH color: `count` lightness steps `step` apart around l. */
function shades(l: number, c: number, h: number, count: number, step: number): SvgPaintColor[] {
  return Array.from({ length: count }, (_, i) => ({ rgb: packed(oklchToHexInGamut(l + (i - (count - 1) / 2) * step, c, h)), count: 1 + i }));
}

const colorList = fc.uniqueArray(fc.integer({ min: 0, max: 0xffffff }), { minLength: 1, maxLength: 40 }).chain((rgbs) =>
  fc.tuple(...rgbs.map((rgb) => fc.integer({ min: 1, max: 50 }).map((count) => ({ rgb, count })))),
);

describe('the color groups of an SVG', () => {
  it('makes no group of no color, and one group of one color at that color', () => {
    expect(clusterPaints([])).toEqual([]);
    const [only, ...rest] = clusterPaints([{ rgb: 0x2a9d8f, count: 7 }]);
    expect(rest).toEqual([]);
    expect(only.code).toBe('#2a9d8f');
    expect(only.weight).toBe(7);
    expect(only.members).toEqual([0]);
  });

  it('keeps the shades of one color in one group, centered on their weighted mean', () => {
    const colors = shades(0.6, 0.15, 30, 5, 0.012);
    const clusters = clusterPaints(colors);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].weight).toBe(1 + 2 + 3 + 4 + 5);
    expect(clusters[0].members).toEqual([0, 1, 2, 3, 4]);
    const mean = [0, 1, 2].map((axis) => colors.reduce((sum, c) => sum + c.count * packedToOklab(c.rgb)[axis], 0) / 15);
    clusters[0].oklab.forEach((value, axis) => expect(value).toBeCloseTo(mean[axis], 9));
  });

  it('splits two far-apart groups of shades in two, heaviest first', () => {
    const blues = shades(0.5, 0.12, 250, 4, 0.01);
    const oranges = shades(0.75, 0.14, 60, 3, 0.01).map((c) => ({ ...c, count: c.count * 10 }));
    const clusters = clusterPaints([...blues, ...oranges]);
    expect(clusters.map((c) => c.members)).toEqual([
      [4, 5, 6],
      [0, 1, 2, 3],
    ]);
    expect(clusters.map((c) => c.weight)).toEqual([60, 10]);
  });

  it('gives a color painted once, far from the rest, a group of its own (the background rect)', () => {
    // Eleven heavy groups of shades, each far from the others (three lightnesses × four hues, one left out).
    const hues = Array.from({ length: 11 }, (_, i) => shades(0.35 + 0.2 * Math.floor(i / 4), 0.12, (i % 4) * 90 + 30, 3, 0.02).map((c) => ({ ...c, count: c.count * 500 })));
    const background = { rgb: 0xfbfaf5, count: 1 };
    const clusters = clusterPaints([...hues.flat(), background]);
    expect(clusters.find((c) => c.members.includes(33))?.members).toEqual([33]);
  });

  it('holds every color within the radius of its group (below the most groups), never more groups than colors', () => {
    fc.assert(
      fc.property(colorList, (colors) => {
        const clusters = clusterPaints(colors);
        expect(clusters.length).toBeGreaterThanOrEqual(1);
        expect(clusters.length).toBeLessThanOrEqual(Math.min(colors.length, RECOLOR_MAX_CLUSTERS));
        expect(clusters.flatMap((c) => c.members).sort((a, b) => a - b)).toEqual(colors.map((_, i) => i));
        expect(clusters.reduce((sum, c) => sum + c.weight, 0)).toBe(colors.reduce((sum, c) => sum + c.count, 0));
        for (let k = 1; k < clusters.length; k++) expect(clusters[k].weight).toBeLessThanOrEqual(clusters[k - 1].weight);
        if (clusters.length < RECOLOR_MAX_CLUSTERS) {
          for (const cluster of clusters) {
            for (const i of cluster.members) expect(deltaEOK(packedToOklab(colors[i].rgb), cluster.oklab)).toBeLessThanOrEqual(RECOLOR_CLUSTER_RADIUS + 1e-12);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(colorList, (colors) => {
        expect(clusterPaints(colors)).toEqual(clusterPaints(colors.map((c) => ({ ...c }))));
      }),
      { numRuns: 30 },
    );
  });
});
