/**
 * The wide gamuts a screen may show beyond sRGB: Display P3 and Rec. 2020 (ITU-R BT.2020). Each is an RGB space
 * on D65 with its own primaries; a colour lies in a gamut when its linear channels there are all within [0, 1].
 * References: CSS Color 4 sample code `XYZ_to_lin_P3`, `XYZ_to_lin_2020`, `lin_sRGB_to_XYZ`
 * https://www.w3.org/TR/css-color-4/#color-conversion-code (rational forms). Display P3 uses the sRGB transfer
 * curve, so its gamma-encoded channels come from `linearToSrgb`.
 */
import { multiplyMatrix, type Matrix3, type Vec3 } from './types.ts';
import { lchToLab } from './lchToLab.ts';
import { oklabToXyz65 } from './oklabToXyz65.ts';
import { xyz65ToLinear } from './xyz65ToLinear.ts';
import { linearToSrgb } from './linearToSrgb.ts';
import { srgbToLinear } from './srgbToLinear.ts';
import { linearToXyz65 } from './linearToXyz65.ts';

/** XYZ D65 → linear Display P3 (CSS Color 4). */
export const XYZ65_TO_LINEAR_P3: Matrix3 = [
  [446124 / 178915, -333277 / 357830, -72051 / 178915],
  [-14852 / 17905, 63121 / 35810, 423 / 17905],
  [11844 / 330415, -50337 / 660830, 316169 / 330415],
];

/** XYZ D65 → linear Rec. 2020 (CSS Color 4). */
export const XYZ65_TO_LINEAR_REC2020: Matrix3 = [
  [30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100],
  [-0.666684351832489, 1.616481236634939, 467509 / 29648200],
  [792561 / 44930125, -1921689 / 44930125, 0.942103121235474],
];

/** The gamuts the picker shows, narrowest first. */
export const GAMUTS = ['srgb', 'p3', 'rec2020'] as const;
export type Gamut = (typeof GAMUTS)[number];

/**
 * How far outside [0, 1] a linear channel may be and still count as inside: rounding noise of the conversions
 * (an sRGB code read into OKLCH and back lands within 1e-12 of its channels), far below a byte step.
 */
export const GAMUT_TEST_TOLERANCE = 1e-9;

/** Returns the linear channels of an XYZ D65 colour in one gamut's RGB space. */
export function xyz65ToGamutLinear(xyz: Vec3, gamut: Gamut): Vec3 {
  if (gamut === 'srgb') return xyz65ToLinear(xyz);
  return multiplyMatrix(gamut === 'p3' ? XYZ65_TO_LINEAR_P3 : XYZ65_TO_LINEAR_REC2020, xyz);
}

/** Returns whether linear channels all lie within [0, 1] (give or take GAMUT_TEST_TOLERANCE). */
export function linearInGamut(linear: Vec3): boolean {
  const lo = -GAMUT_TEST_TOLERANCE;
  const hi = 1 + GAMUT_TEST_TOLERANCE;
  return linear[0] >= lo && linear[0] <= hi && linear[1] >= lo && linear[1] <= hi && linear[2] >= lo && linear[2] <= hi;
}

/**
 * Returns the largest chroma inside sRGB at an OKLab lightness and a hue angle (radians), up to `ceiling`: a bisection
 * with the gamut test, `halvings` times. The harmony wheel's edge and the chart scales' chroma-only mapping use it.
 */
export function maxSrgbChroma(lightness: number, hueRadians: number, ceiling: number, halvings = 16): number {
  const cos = Math.cos(hueRadians);
  const sin = Math.sin(hueRadians);
  let lo = 0;
  let hi = ceiling;
  for (let step = 0; step < halvings; step++) {
    const mid = (lo + hi) / 2;
    if (linearInGamut(xyz65ToLinear(oklabToXyz65([lightness, mid * cos, mid * sin])))) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Returns whether OKLCH (l 0–1, c, h in degrees) lies within a gamut: the core's gamut test. */
export function oklchInGamut(l: number, c: number, h: number, gamut: Gamut): boolean {
  return linearInGamut(xyz65ToGamutLinear(oklabToXyz65(lchToLab([l, c, h])), gamut));
}

/** Returns the narrowest gamut holding OKLCH (l 0–1, c, h), or null when it lies outside Rec. 2020 too. */
export function narrowestGamut(l: number, c: number, h: number): Gamut | null {
  const xyz = oklabToXyz65(lchToLab([l, c, h]));
  for (const gamut of GAMUTS) if (linearInGamut(xyz65ToGamutLinear(xyz, gamut))) return gamut;
  return null;
}

/** Returns gamma-encoded Display P3 (0–1) of a gamma-encoded sRGB colour: the same colour, in P3's coordinates. */
export function srgbToDisplayP3(srgb: Vec3): Vec3 {
  return linearToSrgb(multiplyMatrix(XYZ65_TO_LINEAR_P3, linearToXyz65(srgbToLinear(srgb))));
}

/** Linear Display P3 → XYZ D65 (CSS Color 4 `lin_P3_to_XYZ`). */
export const LINEAR_P3_TO_XYZ65: Matrix3 = [
  [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
  [35783 / 156275, 247089 / 357200, 198249 / 2500400],
  [0 / 1, 32229 / 714400, 5220557 / 5000800],
];

/** Linear Rec. 2020 → XYZ D65 (CSS Color 4 `lin_2020_to_XYZ`). */
export const LINEAR_REC2020_TO_XYZ65: Matrix3 = [
  [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
  [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
  [0 / 1, 19567812 / 697040785, 295819943 / 278816314],
];

/**
 * Rec. 2020's transfer exponent: CSS Color 4 reads `rec2020` with the BT.1886 reference EOTF (a pure 2.4 power, black
 * lift 0, gain 1, sign-preserving over the extended range), as colorjs.io does; culori 4 still uses BT.2020's camera
 * curve, which is why the exact grammar reads rec2020 itself.
 */
export const REC2020_GAMMA = 2.4;

/** Returns linear light of one gamma-encoded Rec. 2020 channel (sign-preserving BT.1886 EOTF). */
export function rec2020ChannelToLinear(value: number): number {
  const linear = Math.pow(Math.abs(value), REC2020_GAMMA);
  return value < 0 ? -linear : linear;
}

/** Returns the gamma-encoded Rec. 2020 channel of linear light (sign-preserving inverse of the BT.1886 EOTF). */
export function linearToRec2020Channel(value: number): number {
  const gamma = Math.pow(Math.abs(value), 1 / REC2020_GAMMA);
  return value < 0 ? -gamma : gamma;
}

/** Returns XYZ D65 of gamma-encoded Display P3 (0–1). */
export function displayP3ToXyz65(p3: Vec3): Vec3 {
  return multiplyMatrix(LINEAR_P3_TO_XYZ65, srgbToLinear(p3));
}

/** Returns XYZ D65 of gamma-encoded Rec. 2020 (0–1). */
export function rec2020ToXyz65(rgb: Vec3): Vec3 {
  return multiplyMatrix(LINEAR_REC2020_TO_XYZ65, [rec2020ChannelToLinear(rgb[0]), rec2020ChannelToLinear(rgb[1]), rec2020ChannelToLinear(rgb[2])]);
}

/** Returns gamma-encoded Display P3 (unclamped) of XYZ D65. */
export function xyz65ToDisplayP3(xyz: Vec3): Vec3 {
  return linearToSrgb(multiplyMatrix(XYZ65_TO_LINEAR_P3, xyz));
}

/** Returns gamma-encoded Rec. 2020 (unclamped) of XYZ D65. */
export function xyz65ToRec2020(xyz: Vec3): Vec3 {
  const [r, g, b] = multiplyMatrix(XYZ65_TO_LINEAR_REC2020, xyz);
  return [linearToRec2020Channel(r), linearToRec2020Channel(g), linearToRec2020Channel(b)];
}
