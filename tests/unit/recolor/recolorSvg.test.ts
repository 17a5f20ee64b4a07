import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab.ts';
import { packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { autoMapping, clusterPaints, recolorSvg, scanSvgPaints, svgPaintColors, type SvgPaint } from '../../../src/core/recolor/index.ts';
import { artworkSvg } from '../../support/artworkSvg.ts';

/** Returns the text between paints: what a recoloring must leave exactly as it was. */
function between(text: string, paints: readonly SvgPaint[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const p of paints) {
    out.push(text.slice(at, p.start));
    at = p.end;
  }
  out.push(text.slice(at));
  return out;
}

/** Returns the SVG scanned, grouped, mapped onto `palette` and written back, with the pieces of each step. */
function recolor(text: string, palette: readonly string[]) {
  const { paints } = scanSvgPaints(text);
  const clusters = clusterPaints(svgPaintColors(paints));
  const targets = autoMapping(clusters, palette).map((j) => (j === null ? null : palette[j]));
  return { paints, clusters, targets, output: recolorSvg(text, paints, clusters, targets) };
}

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const fragment = fc.oneof(
  hex.map((c) => `<path fill="${c}" d="M0 0h1"/>`),
  fc.tuple(hex, hex).map(([a, b]) => `<g style="fill:${a.toUpperCase()};stroke: ${b} !important">`),
  fc.tuple(hex, fc.integer({ min: 0, max: 100 })).map(([c, a]) => `<stop stop-color='${c}${(a * 2).toString(16).padStart(2, '0')}'/>`),
  fc.integer({ min: 0, max: 255 }).map((n) => `<style>.a{fill:rgb(${n} 10 200)}/* fill: red */</style>`),
  fc.constantFrom('<rect fill="url(#a) red"/>', '<!-- <path fill="#000"/> -->', '<path fill="none" stroke="currentColor"/>', '<path fill="var(--x)"/>', '</g>', '\n'),
  fc.string({ maxLength: 12 }),
);
const svgText = fc.array(fragment, { maxLength: 30 }).map((parts) => `<svg>${parts.join('')}</svg>`);
const palette = fc.array(hex, { minLength: 1, maxLength: 8 });

describe('an SVG written back with new colors', () => {
  it('comes back byte for byte when no group has a target', () => {
    fc.assert(
      fc.property(svgText, (text) => {
        const { paints } = scanSvgPaints(text);
        const clusters = clusterPaints(svgPaintColors(paints));
        expect(recolorSvg(text, paints, clusters, clusters.map(() => null))).toBe(text);
        expect(recolorSvg(text, paints, clusters, [])).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('changes nothing but the color values, and scans again to as many paints', () => {
    fc.assert(
      fc.property(svgText, palette, (text, codes) => {
        const { paints, output } = recolor(text, codes);
        const again = scanSvgPaints(output);
        expect(again.paints).toHaveLength(paints.length);
        expect(again.unreadable).toBe(scanSvgPaints(text).unreadable);
        expect(between(output, again.paints)).toEqual(between(text, paints));
        for (const paint of again.paints) expect(output.slice(paint.start, paint.end)).toMatch(/^#[0-9a-f]{6}(?:[0-9a-f]{2})?$/);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the shading of a group: a lighter member stays lighter than the new color, a darker one darker', () => {
    const [base, lighter, darker] = [0.6, 0.64, 0.56].map((l) => oklchToHexInGamut(l, 0.15, 25));
    const text = `<svg><path fill="${base}"/><path fill="${lighter}"/><path fill="${darker}"/><path fill="${base}"/></svg>`;
    const { paints } = scanSvgPaints(text);
    const clusters = clusterPaints(svgPaintColors(paints));
    expect(clusters).toHaveLength(1);
    const target = '#2a9d8f';
    const output = recolorSvg(text, paints, clusters, [target]);
    const written = scanSvgPaints(output).paints.map((p) => packedToOklab(p.rgb)[0]);
    const lightnessOf = [0, 1, 2].map((i) => packedToOklab(paints[i].rgb)[0] - clusters[0].oklab[0]);
    const targetLightness = oklabOfCode(target)[0];
    // Within a byte's rounding of the exact shift: gamut mapping keeps lightness.
    lightnessOf.forEach((offset, i) => expect(written[i] - targetLightness).toBeCloseTo(offset, 2));
    expect(written[1]).toBeGreaterThan(written[0]);
    expect(written[2]).toBeLessThan(written[0]);
  });

  it('keeps a translucent paint’s alpha and writes an opaque one as #rrggbb', () => {
    const text = `<svg><path fill="rgba(230, 57, 70, 0.5)" stroke="#e63946"/><stop stop-color="#e6394600"/></svg>`;
    const { output } = recolor(text, ['#264653']);
    expect(output).toMatch(/^<svg><path fill="#[0-9a-f]{6}80" stroke="#[0-9a-f]{6}"\/><stop stop-color="#[0-9a-f]{6}00"\/><\/svg>$/);
    const [half, opaque, clear] = scanSvgPaints(output).paints;
    expect([half.alpha, opaque.alpha, clear.alpha]).toEqual([128 / 255, 1, 0]);
    expect(half.rgb).toBe(opaque.rgb);
  });

  it('sends a group to its target itself when the group is one color', () => {
    const text = `<svg fill="#ff0000"><path style="fill: red"/></svg>`;
    expect(recolor(text, ['#123456']).output).toBe(`<svg fill="#123456"><path style="fill: #123456"/></svg>`);
  });

  it('rejects a target that is not a color code', () => {
    const { paints } = scanSvgPaints('<path fill="red"/>');
    const clusters = clusterPaints(svgPaintColors(paints));
    expect(() => recolorSvg('<path fill="red"/>', paints, clusters, ['tomato'])).toThrow(RangeError);
  });

  it('recolors a megabyte of illustration end to end', () => {
    const text = artworkSvg(1 << 20);
    expect(text.length).toBeGreaterThanOrEqual(1 << 20);
    const { paints, clusters, targets, output } = recolor(text, ['#fefae0', '#283618', '#bc6c25', '#dda15e', '#606c38', '#669bbc']);
    expect(paints.length).toBeGreaterThan(10_000);
    expect(clusters.length).toBeGreaterThan(3);
    expect(targets.every((t) => t !== null)).toBe(true);
    const again = scanSvgPaints(output);
    expect(again.paints).toHaveLength(paints.length);
    expect(between(output, again.paints)).toEqual(between(text, paints));
    // The light background stays the lightest color of the drawing.
    const background = paints.findIndex((p) => p.source === 'stylesheet');
    const lightest = Math.max(...again.paints.map((p) => packedToOklab(p.rgb)[0]));
    expect(packedToOklab(again.paints[background].rgb)[0]).toBeCloseTo(lightest, 1);
  });
});
