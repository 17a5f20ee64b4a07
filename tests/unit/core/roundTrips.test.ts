/**
 * Round trips a → b → a through every model and every conversion step, including greys, black, white and
 * out-of-gamut inputs (the inverse steps are unclamped and sign-preserving).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  colorModels,
  fromCmyk,
  fromHsl,
  fromHsv,
  fromLab,
  fromLch,
  fromOklch,
  fromRgb,
  hslToRgb,
  hsvToRgb,
  labToLch,
  labToSrgb,
  labToXyz50,
  lchToLab,
  linearToSrgb,
  linearToXyz65,
  oklabToSrgb,
  oklabToXyz65,
  rgbToHsl,
  rgbToHsv,
  srgbToLab,
  srgbToLinear,
  srgbToOklab,
  xyz50ToLab,
  xyz50ToXyz65,
  xyz65ToLinear,
  xyz65ToOklab,
  xyz65ToXyz50,
  type Vec3,
} from '../../../src/core/index.ts';
import { allGreys, allShortCodes, seededCodes } from './helpers.ts';

const CODES = [...allShortCodes(), ...allGreys(), ...seededCodes(3000, 99)];

/** Returns the largest absolute channel difference. */
const maxDiff = (a: Vec3, b: Vec3) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

describe('hex → model → hex', () => {
  it.each([
    ['rgb', (c: string) => fromRgb(colorModels(c).rgb)],
    ['hsv', (c: string) => fromHsv(colorModels(c).hsv)],
    ['hsl', (c: string) => fromHsl(colorModels(c).hsl)],
    ['cmyk', (c: string) => fromCmyk(colorModels(c).cmyk)],
    ['lab', (c: string) => fromLab(colorModels(c).lab)],
    ['lch', (c: string) => fromLch(colorModels(c).lch)],
    ['oklch', (c: string) => fromOklch(colorModels(c).oklch)],
  ] as const)('%s returns the same code for %#', (_name, roundTrip) => {
    const failures = CODES.filter((code) => roundTrip(code) !== code);
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

// Gamma-encoded sRGB triples well outside 0–1 (out of gamut) as well as inside it.
const wideChannel = fc.double({ min: -0.5, max: 1.5, noNaN: true });
const wideRgb = fc.tuple(wideChannel, wideChannel, wideChannel) as fc.Arbitrary<Vec3>;
// Multiples of 1e-6: realistic inputs (subnormal channels would divide 0 by 0 in the textbook HSL formula).
const unitChannel = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1_000_000);
const unitRgb = fc.tuple(unitChannel, unitChannel, unitChannel) as fc.Arbitrary<Vec3>;

describe('step-by-step inverses on arbitrary (including out-of-gamut) values', () => {
  it('sRGB ⇄ linear', () => {
    fc.assert(fc.property(wideRgb, (rgb) => maxDiff(linearToSrgb(srgbToLinear(rgb)), rgb) < 1e-12));
  });
  it('linear ⇄ XYZ D65', () => {
    fc.assert(fc.property(wideRgb, (rgb) => maxDiff(xyz65ToLinear(linearToXyz65(rgb)), rgb) < 1e-12));
  });
  it('XYZ D65 ⇄ XYZ D50', () => {
    fc.assert(fc.property(wideRgb, (xyz) => maxDiff(xyz50ToXyz65(xyz65ToXyz50(xyz)), xyz) < 1e-12));
  });
  it('XYZ D50 ⇄ Lab (both sides of the ε knee)', () => {
    fc.assert(fc.property(wideRgb, (xyz) => maxDiff(labToXyz50(xyz50ToLab(xyz)), xyz) < 1e-12));
  });
  it('Lab ⇄ LCH', () => {
    const lab = fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true })) as fc.Arbitrary<Vec3>;
    fc.assert(fc.property(lab, (v) => maxDiff(lchToLab(labToLch(v)), v) < 1e-9));
  });
  it('sRGB ⇄ Lab and sRGB ⇄ OKLab out of gamut', () => {
    fc.assert(fc.property(wideRgb, (rgb) => maxDiff(labToSrgb(srgbToLab(rgb)), rgb) < 1e-9));
    fc.assert(fc.property(wideRgb, (rgb) => maxDiff(oklabToSrgb(srgbToOklab(rgb)), rgb) < 1e-9));
    fc.assert(fc.property(wideRgb, (xyz) => maxDiff(oklabToXyz65(xyz65ToOklab(xyz)), xyz) < 1e-9));
  });
  it('sRGB ⇄ HSV and sRGB ⇄ HSL in gamut', () => {
    fc.assert(fc.property(unitRgb, (rgb) => maxDiff(hsvToRgb(rgbToHsv(rgb)), rgb) < 1e-12));
    fc.assert(fc.property(unitRgb, (rgb) => maxDiff(hslToRgb(rgbToHsl(rgb)), rgb) < 1e-12));
  });
  it('handles black, white and greys exactly enough', () => {
    for (const v of [0, 0.5, 1]) {
      const grey: Vec3 = [v, v, v];
      expect(maxDiff(labToSrgb(srgbToLab(grey)), grey)).toBeLessThan(1e-12);
      expect(maxDiff(oklabToSrgb(srgbToOklab(grey)), grey)).toBeLessThan(1e-12);
      expect(hsvToRgb(rgbToHsv(grey))).toEqual(grey);
      expect(hslToRgb(rgbToHsl(grey))).toEqual(grey);
    }
  });
  it('maps an out-of-gamut Lab colour outside 0–1 and clamps only when encoding', () => {
    const srgb = labToSrgb([50, 120, 0]);
    expect(Math.max(...srgb)).toBeGreaterThan(1);
    expect(Math.min(...srgb)).toBeLessThan(0);
    expect(fromLab({ lightness: 50, a: 120, b: 0 })).toMatch(/^#ff00[0-9a-f]{2}$/);
  });
});
