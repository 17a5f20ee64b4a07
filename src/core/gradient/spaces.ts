/**
 * XYZ D65 ⇄ every CSS Color 4 interpolation space a gradient may name, in the coordinates CSS writes for it:
 *
 *   oklch   L 0–1, C, H degrees          oklab  L 0–1, a, b
 *   lab     L 0–100, a, b (D50)          lch    L 0–100, C, H degrees (D50)
 *   srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020   r, g, b 0–1 (gamma-encoded but srgb-linear)
 *   xyz-d65, xyz-d50   X, Y, Z (Y 0–1)
 *   hsl     H degrees, S 0–100, L 0–100   hwb    H degrees, W 0–100, B 0–100 (hsl() and hwb()'s number forms)
 *
 * A hue is NaN when it is powerless (achromatic colours), as CSS Color 4's conversion code marks it: OKLCH chroma
 * ≤ 0.000004, LCH chroma ≤ 0.0015, HSL saturation 0, HWB white + black ≥ 100.
 * References: CSS Color 4 §10 "Predefined color spaces" and its sample code
 * (https://www.w3.org/TR/css-color-4/#color-conversion-code): `lin_a98rgb`, `lin_ProPhoto` and their matrices,
 * `rgbToHsl`, `hwbToRgb`, `lin_2020`. Conversions already in ../convert and ../convert/wideGamut.ts are reused.
 * Rec. 2020 here has CSS Color 4's sample-code curve (BT.2020's, α = 1.0993, β = 0.0181), which Chromium reads
 * `color(rec2020 …)` with and interpolates in; the exact grammar (../exact) reads that text with a pure 2.4 power.
 */
import type { InterpolationSpace } from './gradient.ts';
import { multiplyMatrix, type Matrix3, type Vec3 } from '../convert/types.ts';
import { normalizeHue } from '../convert/hue.ts';
import { srgbToLinear } from '../convert/srgbToLinear.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { xyz65ToLinear } from '../convert/xyz65ToLinear.ts';
import { xyz65ToXyz50 } from '../convert/xyz65ToXyz50.ts';
import { xyz50ToXyz65 } from '../convert/xyz50ToXyz65.ts';
import { xyz50ToLab } from '../convert/xyz50ToLab.ts';
import { labToXyz50 } from '../convert/labToXyz50.ts';
import { lchToLab } from '../convert/lchToLab.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { oklabToXyz65 } from '../convert/oklabToXyz65.ts';
import { rgbHue } from '../convert/rgbHue.ts';
import { hslToRgb } from '../convert/hslToRgb.ts';
import { LINEAR_REC2020_TO_XYZ65, XYZ65_TO_LINEAR_REC2020, displayP3ToXyz65, xyz65ToDisplayP3 } from '../convert/wideGamut.ts';

/** The chroma at or below which an OKLCH hue is powerless (CSS Color 4 `OKLab_to_OKLCH`'s ε). */
export const OKLCH_ACHROMATIC = 0.000004;
/** The chroma at or below which an LCH hue is powerless (CSS Color 4 `Lab_to_LCH`'s ε). */
export const LCH_ACHROMATIC = 0.0015;

/** Linear A98 RGB → XYZ D65 (CSS Color 4 `lin_a98rgb_to_XYZ`, rational form). */
export const LINEAR_A98_TO_XYZ65: Matrix3 = [
  [573536 / 994567, 263643 / 1420810, 187206 / 994567],
  [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
  [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835],
];

/** XYZ D65 → linear A98 RGB (CSS Color 4 `XYZ_to_lin_a98rgb`). */
export const XYZ65_TO_LINEAR_A98: Matrix3 = [
  [1829569 / 896150, -506331 / 896150, -308931 / 896150],
  [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
  [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040],
];

/** A98 RGB's transfer exponent (CSS Color 4: 563/256, sign-preserving). */
export const A98_GAMMA = 563 / 256;

/** Linear ProPhoto RGB → XYZ D50 (CSS Color 4 `lin_ProPhoto_to_XYZ`). */
export const LINEAR_PROPHOTO_TO_XYZ50: Matrix3 = [
  [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
  [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
  [0, 0, 0.8251046025104602],
];

/** XYZ D50 → linear ProPhoto RGB (CSS Color 4 `XYZ_to_lin_ProPhoto`). */
export const XYZ50_TO_LINEAR_PROPHOTO: Matrix3 = [
  [1.3457868816471583, -0.25557208737979464, -0.05110186497554526],
  [-0.5446307051249019, 1.5082477428451468, 0.02052744743642139],
  [0, 0, 1.2119675456389452],
];

/** ProPhoto's transfer: a 1.8 power above 1/512 (linear 16/512), linear with slope 16 below (CSS Color 4). */
export const PROPHOTO_GAMMA = 1.8;
const PROPHOTO_LINEAR_LIMIT = 16 / 512;
const PROPHOTO_GAMMA_LIMIT = 1 / 512;

/** BT.2020's transfer constants (CSS Color 4 `lin_2020`, `gam_2020`). */
export const REC2020_ALPHA = 1.09929682680944;
export const REC2020_BETA = 0.018053968510807;

const rec2020ToLinear = (v: number): number => {
  const abs = Math.abs(v);
  if (abs < REC2020_BETA * 4.5) return v / 4.5;
  const linear = Math.pow((abs + REC2020_ALPHA - 1) / REC2020_ALPHA, 1 / 0.45);
  return v < 0 ? -linear : linear;
};
const linearToRec2020 = (v: number): number => {
  const abs = Math.abs(v);
  if (abs <= REC2020_BETA) return 4.5 * v;
  const gamma = REC2020_ALPHA * Math.pow(abs, 0.45) - (REC2020_ALPHA - 1);
  return v < 0 ? -gamma : gamma;
};

function signedPow(v: number, e: number): number {
  const p = Math.pow(Math.abs(v), e);
  return v < 0 ? -p : p;
}

function map3(v: Vec3, f: (x: number) => number): Vec3 {
  return [f(v[0]), f(v[1]), f(v[2])];
}

const prophotoToLinear = (v: number): number => (Math.abs(v) <= PROPHOTO_LINEAR_LIMIT ? v / 16 : signedPow(v, PROPHOTO_GAMMA));
const linearToProphoto = (v: number): number => (Math.abs(v) >= PROPHOTO_GAMMA_LIMIT ? signedPow(v, 1 / PROPHOTO_GAMMA) : 16 * v);

/** Returns [H or NaN, S 0–100, L 0–100] of gamma sRGB (CSS Color 4 `rgbToHsl`: a negative saturation turns the hue). */
export function srgbToHsl(rgb: Vec3): Vec3 {
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  let hue = rgbHue(r, g, b);
  let sat = Number.isNaN(hue) || light === 0 || light === 1 ? 0 : (max - light) / Math.min(light, 1 - light);
  if (sat < 0) {
    hue += 180;
    sat = -sat;
  }
  if (sat === 0) hue = Number.NaN;
  return [Number.isNaN(hue) ? hue : normalizeHue(hue), sat * 100, light * 100];
}

/** Returns gamma sRGB of [H, S 0–100, L 0–100] (a NaN hue is a grey). */
export function hslToSrgb(hsl: Vec3): Vec3 {
  return hslToRgb([hsl[0], hsl[1] / 100, hsl[2] / 100]);
}

/** Returns [H or NaN, W 0–100, B 0–100] of gamma sRGB (CSS Color 4 `rgbToHwb`). */
export function srgbToHwb(rgb: Vec3): Vec3 {
  const white = Math.min(rgb[0], rgb[1], rgb[2]);
  const black = 1 - Math.max(rgb[0], rgb[1], rgb[2]);
  const hue = white + black >= 1 ? Number.NaN : srgbToHsl(rgb)[0];
  return [hue, white * 100, black * 100];
}

/** Returns gamma sRGB of [H, W 0–100, B 0–100] (CSS Color 4 `hwbToRgb`: W + B ≥ 100 is the grey W / (W + B)). */
export function hwbToSrgb(hwb: Vec3): Vec3 {
  const white = hwb[1] / 100;
  const black = hwb[2] / 100;
  if (white + black >= 1) {
    const grey = white / (white + black);
    return [grey, grey, grey];
  }
  const pure = hslToRgb([Number.isNaN(hwb[0]) ? 0 : hwb[0], 1, 0.5]);
  return map3(pure, (c) => c * (1 - white - black) + white);
}

/** Returns polar (L, C, H) of cartesian (L, a, b), the hue NaN at or below the achromatic chroma. */
export function toPolar(lab: Vec3, achromatic: number): Vec3 {
  const c = Math.sqrt(lab[1] * lab[1] + lab[2] * lab[2]);
  const h = c <= achromatic ? Number.NaN : normalizeHue((Math.atan2(lab[2], lab[1]) * 180) / Math.PI);
  return [lab[0], c, h];
}

/** Returns the coordinates in `space` of an XYZ D65 colour (see the file comment for the units). */
export function xyz65ToSpace(xyz: Vec3, space: InterpolationSpace): Vec3 {
  switch (space) {
    case 'xyz-d65':
      return xyz;
    case 'xyz-d50':
      return xyz65ToXyz50(xyz);
    case 'oklab':
      return xyz65ToOklab(xyz);
    case 'oklch':
      return toPolar(xyz65ToOklab(xyz), OKLCH_ACHROMATIC);
    case 'lab':
      return xyz50ToLab(xyz65ToXyz50(xyz));
    case 'lch':
      return toPolar(xyz50ToLab(xyz65ToXyz50(xyz)), LCH_ACHROMATIC);
    case 'srgb-linear':
      return xyz65ToLinear(xyz);
    case 'srgb':
      return linearToSrgb(xyz65ToLinear(xyz));
    case 'hsl':
      return srgbToHsl(linearToSrgb(xyz65ToLinear(xyz)));
    case 'hwb':
      return srgbToHwb(linearToSrgb(xyz65ToLinear(xyz)));
    case 'display-p3':
      return xyz65ToDisplayP3(xyz);
    case 'rec2020':
      return map3(multiplyMatrix(XYZ65_TO_LINEAR_REC2020, xyz), linearToRec2020);
    case 'a98-rgb':
      return map3(multiplyMatrix(XYZ65_TO_LINEAR_A98, xyz), (v) => signedPow(v, 1 / A98_GAMMA));
    case 'prophoto-rgb':
      return map3(multiplyMatrix(XYZ50_TO_LINEAR_PROPHOTO, xyz65ToXyz50(xyz)), linearToProphoto);
  }
}

/** Returns XYZ D65 of coordinates in `space` (a NaN hue is achromatic). */
export function spaceToXyz65(coords: Vec3, space: InterpolationSpace): Vec3 {
  switch (space) {
    case 'xyz-d65':
      return coords;
    case 'xyz-d50':
      return xyz50ToXyz65(coords);
    case 'oklab':
      return oklabToXyz65(coords);
    case 'oklch':
      return oklabToXyz65(lchToLab(coords));
    case 'lab':
      return xyz50ToXyz65(labToXyz50(coords));
    case 'lch':
      return xyz50ToXyz65(labToXyz50(lchToLab(coords)));
    case 'srgb-linear':
      return linearToXyz65(coords);
    case 'srgb':
      return linearToXyz65(srgbToLinear(coords));
    case 'hsl':
      return linearToXyz65(srgbToLinear(hslToSrgb(coords)));
    case 'hwb':
      return linearToXyz65(srgbToLinear(hwbToSrgb(coords)));
    case 'display-p3':
      return displayP3ToXyz65(coords);
    case 'rec2020':
      return multiplyMatrix(LINEAR_REC2020_TO_XYZ65, map3(coords, rec2020ToLinear));
    case 'a98-rgb':
      return multiplyMatrix(LINEAR_A98_TO_XYZ65, map3(coords, (v) => signedPow(v, A98_GAMMA)));
    case 'prophoto-rgb':
      return xyz50ToXyz65(multiplyMatrix(LINEAR_PROPHOTO_TO_XYZ50, map3(coords, prophotoToLinear)));
  }
}

/** Returns gamma sRGB (unclamped) of coordinates in `space`, straight for the sRGB-based spaces. */
export function spaceToSrgb(coords: Vec3, space: InterpolationSpace): Vec3 {
  if (space === 'srgb') return coords;
  if (space === 'hsl') return hslToSrgb(coords);
  if (space === 'hwb') return hwbToSrgb(coords);
  return linearToSrgb(xyz65ToLinear(spaceToXyz65(coords, space)));
}

/** Returns the coordinates in `space` of gamma sRGB, straight for the sRGB-based spaces (greys: OKLab a = b = 0). */
export function srgbToSpace(rgb: Vec3, space: InterpolationSpace): Vec3 {
  if (space === 'srgb') return rgb;
  if (space === 'hsl') return srgbToHsl(rgb);
  if (space === 'hwb') return srgbToHwb(rgb);
  const coords = xyz65ToSpace(linearToXyz65(srgbToLinear(rgb)), space);
  const grey = rgb[0] === rgb[1] && rgb[1] === rgb[2];
  if (grey && (space === 'oklab' || space === 'lab')) return [coords[0], 0, 0];
  if (grey && (space === 'oklch' || space === 'lch')) return [coords[0], 0, Number.NaN];
  return coords;
}
