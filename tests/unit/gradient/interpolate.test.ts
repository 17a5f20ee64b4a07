/**
 * Gradient interpolation (src/core/gradient/interpolate.ts): CSS Color 4 mixing against colorjs.io's `mix` (written
 * by the spec's editors: premultiplied alpha, hue methods, missing components) in every space and hue method; the
 * easing solved against the Bézier's own parametric points; CSS's hint curve; stop fix-up, hard stops, clamping and
 * repeating; sRGB rendering with gamut mapping; and the CSS text read back by culori.
 */
import { describe, expect, it } from 'vitest';
import ColorJs from 'colorjs.io';
import { formatRgb, parse, converter } from 'culori';
import { HUE_METHODS, INTERPOLATION_SPACES, EASING_PRESETS, layerOf, type GradientLayer, type InterpolationSpace } from '../../../src/core/gradient/gradient';
import {
  cubicBezierY, fixedPositions, hintProgress, layerColorAt, mixInSpace, segmentProgress, spaceColorCss, spaceColorToSrgb, spaceColorToSrgbMapped, toSpaceColor,
  type SpaceColor,
} from '../../../src/core/gradient/interpolate';
import { spaceToSrgb } from '../../../src/core/gradient/spaces';
import { mulberry32 } from '../../../src/core/random/mulberry32';
import { exactFallback } from '../../../src/core/exact/exactConvert';
import { readExact } from '../../../src/core/exact/exactColor';
import { hexToSrgb } from '../../../src/core/convert/hexToSrgb';

/** colorjs.io's id of each space. */
const COLORJS: Record<InterpolationSpace, string> = {
  oklch: 'oklch', oklab: 'oklab', srgb: 'srgb', 'srgb-linear': 'srgb-linear', 'display-p3': 'p3', 'a98-rgb': 'a98rgb',
  'prophoto-rgb': 'prophoto', rec2020: 'rec2020', lab: 'lab', lch: 'lch', 'xyz-d65': 'xyz-d65', 'xyz-d50': 'xyz-d50', hsl: 'hsl', hwb: 'hwb',
};

/** Returns a colorjs.io colour of a space colour (a NaN component is `none`). */
function toColorJs(color: SpaceColor): ColorJs {
  return new ColorJs(COLORJS[color.space], color.coords.map((c) => (Number.isNaN(c) ? null : c)) as [number, number, number], color.alpha);
}

/** Returns the shortest distance of two hues in degrees. */
const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

/** Random authored colours: sRGB codes and translucent exact texts. */
function randomColor(random: () => number) {
  const byte = () => Math.floor(random() * 256).toString(16).padStart(2, '0');
  const code = `#${byte()}${byte()}${byte()}`;
  if (random() < 0.5) return { code };
  const [r, g, b] = hexToSrgb(code);
  return { code, exact: `color(srgb ${r} ${g} ${b} / ${(0.2 + 0.8 * random()).toFixed(3)})` };
}

describe('mixInSpace', () => {
  it.each([...INTERPOLATION_SPACES])('matches colorjs.io in %s, every hue method, premultiplied', (space) => {
    const random = mulberry32(11);
    const methods = space === 'oklch' || space === 'lch' || space === 'hsl' || space === 'hwb' ? HUE_METHODS : (['shorter'] as const);
    for (let n = 0; n < 30; n++) {
      const a = toSpaceColor(randomColor(random), space);
      const b = toSpaceColor(randomColor(random), space);
      for (const hue of methods) {
        for (const p of [0.2, 0.5, 0.85]) {
          const ours = mixInSpace(a, b, p, hue);
          const theirs = ColorJs.mix(toColorJs(a), toColorJs(b), p, { space: COLORJS[space], hue, premultiplied: true });
          expect(ours.alpha).toBeCloseTo(theirs.alpha as number, 12);
          for (let i = 0; i < 3; i++) {
            const expected = theirs.coords[i] ?? Number.NaN;
            if (Number.isNaN(ours.coords[i])) expect(expected, `${space} ${hue} [${i}]`).toBeNaN();
            else if (ColorJs.spaces[COLORJS[space]].coords[Object.keys(ColorJs.spaces[COLORJS[space]].coords)[i]].type === 'angle')
              expect(hueDistance(ours.coords[i], expected), `${space} ${hue} hue`).toBeLessThan(1e-9);
            else expect(ours.coords[i], `${space} ${hue} [${i}]`).toBeCloseTo(expected, 9);
          }
        }
      }
    }
  });

  it('takes a missing hue from the other colour, and keeps it missing when both lack it', () => {
    const white = toSpaceColor({ code: '#ffffff' }, 'oklch');
    const blue = toSpaceColor({ code: '#0000ff' }, 'oklch');
    expect(white.coords[2]).toBeNaN();
    const mid = mixInSpace(white, blue, 0.5, 'shorter');
    expect(mid.coords[2]).toBeCloseTo(blue.coords[2], 12);
    // The filled-in hue equals the other, so 'longer' turns a full circle (as CSS Color 4 and colorjs.io say).
    expect(hueDistance(mixInSpace(white, blue, 0.5, 'longer').coords[2], blue.coords[2] + 180)).toBeLessThan(1e-9);
    expect(mid.coords[1]).toBeCloseTo(blue.coords[1] / 2, 12);
    const grey = mixInSpace(white, toSpaceColor({ code: '#000000' }, 'oklch'), 0.5, 'shorter');
    expect(grey.coords[2]).toBeNaN();
    expect(spaceColorToSrgb(grey).slice(0, 3).every((c) => Math.abs(c - spaceColorToSrgb(grey)[0]) < 1e-12)).toBe(true);
    const hslRed = toSpaceColor({ code: '#ff0000' }, 'hsl');
    expect(mixInSpace(toSpaceColor({ code: '#808080' }, 'hsl'), hslRed, 0.3, 'shorter').coords[0]).toBe(0);
  });

  it('premultiplies alpha: a transparent red towards blue is blue all the way in sRGB', () => {
    const clearRed = toSpaceColor({ code: '#ff0000', exact: 'rgb(255 0 0 / 0)' }, 'srgb');
    const blue = toSpaceColor({ code: '#0000ff' }, 'srgb');
    const mid = mixInSpace(clearRed, blue, 0.5, 'shorter');
    expect(mid.coords).toEqual([0, 0, 1]);
    expect(mid.alpha).toBe(0.5);
    const half = toSpaceColor({ code: '#ff0000', exact: 'rgb(255 0 0 / 0.5)' }, 'srgb');
    // (1·0.5·0.5) / 0.75 of red, (1·1·0.5) / 0.75 of blue.
    const m = mixInSpace(half, blue, 0.5, 'shorter');
    expect(m.coords[0]).toBeCloseTo(1 / 3, 12);
    expect(m.coords[2]).toBeCloseTo(2 / 3, 12);
    expect(m.alpha).toBe(0.75);
  });

  it('fixes hues up by method after wrapping into [0, 360)', () => {
    const at = (h: number): SpaceColor => ({ space: 'oklch', coords: [0.6, 0.1, h], alpha: 1 });
    expect(mixInSpace(at(350), at(10), 0.5, 'shorter').coords[2]).toBeCloseTo(0, 9);
    expect(mixInSpace(at(350), at(10), 0.5, 'longer').coords[2]).toBeCloseTo(180, 9);
    expect(mixInSpace(at(10), at(350), 0.5, 'increasing').coords[2]).toBeCloseTo(180, 9);
    expect(mixInSpace(at(10), at(350), 0.5, 'decreasing').coords[2]).toBeCloseTo(0, 9);
    expect(mixInSpace(at(-30), at(750), 0.5, 'shorter').coords[2]).toBeCloseTo(0, 9);
    expect(mixInSpace(at(40), at(40), 0.5, 'longer').coords[2]).toBeCloseTo(220, 9);
  });
});

describe('easing and hints', () => {
  it('solves every preset and some custom curves for x → y within 1e-7', () => {
    const curves = [...Object.values(EASING_PRESETS), [0.9, -0.5, 0.1, 1.5], [1, 0, 0, 1], [0, 1, 1, 0]] as const;
    for (const [x1, y1, x2, y2] of curves) {
      for (let k = 0; k <= 200; k++) {
        const s = k / 200;
        const x = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3;
        const y = 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3;
        expect(Math.abs(cubicBezierY(x1, y1, x2, y2, x) - y), `${[x1, y1, x2, y2]} at s=${s}`).toBeLessThan(1e-7);
      }
    }
  });

  it('half mixes at the hint, is the identity at 0.5, and jumps at 0 and 1', () => {
    for (const h of [0.05, 0.2, 0.5, 0.7, 0.99]) expect(hintProgress(h, h)).toBeCloseTo(0.5, 12);
    expect(hintProgress(0.3, 0.5)).toBe(0.3);
    expect(hintProgress(0.25, 0.25 ** 0.5)).toBeCloseTo(0.25, 12);
    expect([hintProgress(0, 0), hintProgress(0.001, 0), hintProgress(1, 0)]).toEqual([0, 1, 1]);
    expect([hintProgress(0, 1), hintProgress(0.999, 1), hintProgress(1, 1)]).toEqual([0, 0, 1]);
  });

  it('applies the easing, then the hint', () => {
    const t = 0.3;
    const eased = cubicBezierY(0.42, 0, 1, 1, t);
    expect(segmentProgress({ easing: 'ease-in', hint: 0.5 }, t)).toBe(eased);
    expect(segmentProgress({ easing: 'ease-in', hint: 0.2 }, t)).toBeCloseTo(hintProgress(eased, 0.2), 15);
    expect(segmentProgress({ easing: 'linear', hint: 0.2 }, t)).toBeCloseTo(Math.pow(t, Math.log(0.5) / Math.log(0.2)), 15);
  });
});

describe('layerColorAt', () => {
  const stops = (...list: [string, number][]) => list.map(([code, position]) => ({ color: { code }, position }));
  const srgbAt = (layer: GradientLayer, x: number) => spaceColorToSrgb(layerColorAt(layer, x)).map((c) => Math.round(c * 255));

  it('clamps outside the stops and fixes a stop placed before an earlier one', () => {
    const layer = layerOf(stops(['#ff0000', 20], ['#00ff00', 60], ['#0000ff', 40]), { space: 'srgb' });
    expect(fixedPositions(layer)).toEqual([20, 60, 60]);
    expect(srgbAt(layer, 0)).toEqual([255, 0, 0, 1 * 255]);
    expect(srgbAt(layer, 40)).toEqual([128, 128, 0, 255]);
    // The stop fixed to 60 makes a hard stop: blue from 60 on.
    expect(srgbAt(layer, 59.999)).toEqual([0, 255, 0, 255]);
    expect(srgbAt(layer, 60)).toEqual([0, 0, 255, 255]);
    expect(srgbAt(layer, 100)).toEqual([0, 0, 255, 255]);
  });

  it('wraps a repeating layer into its period', () => {
    const layer = { ...layerOf(stops(['#000000', 10], ['#ffffff', 30]), { space: 'srgb' }), repeating: true };
    expect(srgbAt(layer, 20)).toEqual(srgbAt(layer, 40));
    expect(srgbAt(layer, 20)).toEqual(srgbAt(layer, 0));
    expect(srgbAt(layer, 30)).toEqual([0, 0, 0, 255]);
    expect(srgbAt(layer, 29.99)[0]).toBeGreaterThan(250);
  });

  it('eases a segment as its easing says', () => {
    const base = layerOf(stops(['#000000', 0], ['#ffffff', 100]), { space: 'srgb-linear' });
    const eased = { ...base, segments: [{ hint: 0.5, easing: 'ease-out' as const }] };
    const y = cubicBezierY(0, 0, 0.58, 1, 0.3);
    expect(layerColorAt(eased, 30).coords[0]).toBeCloseTo(y, 12);
  });
});

describe('colour out', () => {
  it('reads exact texts as written and greys without hue', () => {
    expect(toSpaceColor({ code: '#4d7bd3', exact: 'oklch(60% 0.15 260 / 0.5)' }, 'oklch')).toEqual({ space: 'oklch', coords: [0.6, 0.15, 260], alpha: 0.5 });
    expect(toSpaceColor({ code: '#777777' }, 'lch').coords[2]).toBeNaN();
    expect(toSpaceColor({ code: '#777777' }, 'oklab').coords.slice(1)).toEqual([0, 0]);
  });

  it('clips what sRGB cannot show, as browsers paint gradients; or gamut-maps it as the exact fallback does', () => {
    const exact = 'color(display-p3 0 1 0)';
    const color = toSpaceColor({ code: '#00ff00', exact }, 'display-p3');
    const clipped = spaceColorToSrgb(color);
    const unclipped = spaceToSrgb(color.coords, 'display-p3');
    expect(unclipped[0]).toBeLessThan(0);
    expect(unclipped[1]).toBeGreaterThan(1);
    expect(clipped).toEqual([0, 1, 0, 1]);
    const bytes = spaceColorToSrgbMapped(color).slice(0, 3).map((c) => Math.round(c * 255).toString(16).padStart(2, '0'));
    expect(`#${bytes.join('')}`).toBe(exactFallback(readExact(exact)!));
    const inside = toSpaceColor({ code: '#336699' }, 'oklch');
    expect(spaceColorToSrgbMapped(inside)).toEqual(spaceColorToSrgb(inside));
  });

  it.each([...INTERPOLATION_SPACES])('writes %s as CSS that reads back within a quarter of an 8-bit step', (space) => {
    const random = mulberry32(5);
    const toRgb = converter('rgb');
    for (let n = 0; n < 40; n++) {
      const color = toSpaceColor(randomColor(random), space);
      const text = spaceColorCss(color);
      const expected = spaceToSrgb(color.coords, space);
      const parsed = toRgb(parse(text));
      expect(parsed, text).toBeDefined();
      const got = [parsed!.r, parsed!.g, parsed!.b];
      for (let i = 0; i < 3; i++) expect(Math.abs(got[i] - expected[i]) * 255, `${text} ${formatRgb(parse(text))}`).toBeLessThan(0.25);
    }
    const grey = toSpaceColor({ code: '#808080' }, space);
    if (Number.isNaN(grey.coords[space === 'hsl' || space === 'hwb' ? 0 : 2])) expect(spaceColorCss(grey)).toContain('none');
  });
});
