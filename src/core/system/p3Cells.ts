/**
 * A colour system's cells in Display P3 (the system's gamut set to 'p3'; assembly/system/p3Cells.ts is its port).
 *
 * A cell's curves ask for OKLCH (l, c, h). In P3 that colour is mapped into Display P3 by the CSS Color 4 chroma
 * reduction (../convert/gamutMap.ts), taken back to OKLCH and rounded as it is written: lightness to P3_L_DECIMALS
 * (two decimals of a percentage), chroma to P3_C_DECIMALS, hue to P3_H_DECIMALS; that is the cell's P3 value, and
 * `oklch(L% C H)` its text. A value sRGB holds (within half an 8-bit step, the app's rule for a wide colour,
 * ../exact/exactConvert.ts) is not wide: the cell is its sRGB bytes, as in an sRGB system. A wide cell has its
 * fallback too, the CSS Color 4 mapping of its value into sRGB, rounded to bytes (`exactFallback`).
 *
 * A wide cell is judged as the palette check judges a wide colour (../contrast/screenContrast.ts): a Display P3
 * screen shows its value (mapped into P3 again, which rounding may have left by a hair), an sRGB screen its fallback,
 * and the lesser contrast is what it reaches. Against another cell, each screen shows both cells its own way.
 */
import { oklchToLinearP3InGamut } from '../convert/gamutMap.ts';
import { linearP3ToLinearSrgb } from '../convert/displayP3.ts';
import { linearToXyz65 } from '../convert/linearToXyz65.ts';
import { xyz65ToOklab } from '../convert/xyz65ToOklab.ts';
import { oklabToXyz65 } from '../convert/oklabToXyz65.ts';
import { xyz65ToLinear } from '../convert/xyz65ToLinear.ts';
import { lchToLab } from '../convert/lchToLab.ts';
import { srgbChannelToLinear } from '../convert/srgbToLinear.ts';
import { labToLch } from '../convert/labToLch.ts';
import type { Vec3 } from '../convert/types.ts';
import { WIDE_TOLERANCE } from '../exact/exactConvert.ts';
import { formatHue, formatNumber } from '../code/colorValues.ts';
import { apcaContrastOfLuminance, apcaLuminanceOfLinear } from '../contrast/apca.ts';
import { contrastRatioOfLuminance, relativeLuminanceOfLinear } from '../contrast/wcag.ts';
import { encodeOklch } from '../generate/paletteWork.ts';
import { packedApcaLuminance, packedLuminance } from '../scale/scaleColor.ts';
import { refineBytes } from '../scale/contrastScale.ts';

/** Decimals a P3 value is written with: OKLCH lightness 0–1 (a percentage to two), chroma, hue in degrees. */
export const P3_L_DECIMALS = 4;
export const P3_C_DECIMALS = 5;
export const P3_H_DECIMALS = 2;

/** What one screen shows of a colour, for contrast: its WCAG relative luminance and its APCA Ys. */
export type Seen = { readonly y: number; readonly apcaY: number };

/** A cell's colour on both screens: its bytes (a wide cell's fallback), its P3 value (null when sRGB holds it), and what each screen shows. */
export type ScreenCell = { readonly rgb: number; readonly p3: Vec3 | null; readonly srgb: Seen; readonly wide: Seen };

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

/** The sRGB test of a P3 value in linear light: gamma-encoded channels within WIDE_TOLERANCE of [0, 1] (the transfer is monotonic). */
export const P3_LINEAR_LOW = srgbChannelToLinear(-WIDE_TOLERANCE);
export const P3_LINEAR_HIGH = srgbChannelToLinear(1 + WIDE_TOLERANCE);

/** Returns whether sRGB holds OKLCH (l 0–1, c, h degrees) within half an 8-bit step, tested in linear light. */
function srgbHolds(value: Vec3): boolean {
  return xyz65ToLinear(oklabToXyz65(lchToLab(value))).every((x) => x >= P3_LINEAR_LOW && x <= P3_LINEAR_HIGH);
}

/**
 * Returns the P3 value of OKLCH (l 0–1, c, h degrees), rounded as written, or null when sRGB holds it (the colour
 * itself, or its value: either way a palette would not call it wide).
 */
export function p3Value(l: number, c: number, h: number): Vec3 | null {
  if (srgbHolds([l, c, h])) return null;
  const linearP3 = oklchToLinearP3InGamut(l, c, h);
  const [vl, vc, vh] = labToLch(xyz65ToOklab(linearToXyz65(linearP3ToLinearSrgb(linearP3))));
  const hue = vc > 0 ? round(vh, P3_H_DECIMALS) : 0;
  const value: Vec3 = [round(vl, P3_L_DECIMALS), round(vc, P3_C_DECIMALS), hue >= 360 ? hue - 360 : hue];
  return srgbHolds(value) ? null : value;
}

/** Returns the text of a P3 value: `oklch(L% C H)`. */
export function p3Text(value: Vec3): string {
  return `oklch(${formatNumber(value[0] * 100, P3_L_DECIMALS - 2)}% ${formatNumber(value[1], P3_C_DECIMALS)} ${formatHue(value[2], P3_H_DECIMALS)})`;
}

/** Returns what both screens show of packed bytes (the same). */
export function screenCellOfBytes(rgb: number): ScreenCell {
  const seen = { y: packedLuminance(rgb), apcaY: packedApcaLuminance(rgb) };
  return { rgb, p3: null, srgb: seen, wide: seen };
}

/** Returns the cell of the curves' OKLCH in a P3 system: its P3 value with its fallback, or its sRGB bytes. */
export function p3Cell(l: number, c: number, h: number): ScreenCell {
  const value = p3Value(l, c, h);
  if (value === null) return screenCellOfBytes(encodeOklch(l, c, h));
  return screenCellOfP3(encodeOklch(value[0], value[1], value[2]), value);
}

/** Returns what both screens show of a wide cell: its fallback bytes on sRGB, its P3 value (mapped into P3) on P3. */
export function screenCellOfP3(rgb: number, value: Vec3): ScreenCell {
  const linear = linearP3ToLinearSrgb(oklchToLinearP3InGamut(value[0], value[1], value[2]));
  return { rgb, p3: value, srgb: { y: packedLuminance(rgb), apcaY: packedApcaLuminance(rgb) }, wide: { y: relativeLuminanceOfLinear(linear), apcaY: apcaLuminanceOfLinear(linear) } };
}

/** Returns the contrast of `text` on `ground` as one screen shows them, if `text` lies on the side (`darker`), else −1. */
function seenContrast(text: Seen, ground: Seen, darker: boolean, apca: boolean): number {
  if (apca) {
    const lc = apcaContrastOfLuminance(text.apcaY, ground.apcaY);
    if (darker) return lc > 0 ? lc : -1;
    return lc < 0 ? -lc : -1;
  }
  if (darker ? text.y > ground.y : text.y < ground.y) return -1;
  return contrastRatioOfLuminance(text.y, ground.y);
}

/** Returns the lesser contrast of a cell with its reference over both screens on a side, −1 when either screen puts it on the other side. */
export function p3SideContrast(cell: ScreenCell, reference: ScreenCell, darker: boolean, apca: boolean): number {
  const onSrgb = seenContrast(cell.srgb, reference.srgb, darker, apca);
  const onP3 = seenContrast(cell.wide, reference.wide, darker, apca);
  return onSrgb < 0 || onP3 < 0 ? -1 : Math.min(onSrgb, onP3);
}

/** Returns the lesser contrast of a cell with its reference over both screens, on whichever side it lies on each. */
export function p3Contrast(cell: ScreenCell, reference: ScreenCell, apca: boolean): number {
  const on = (text: Seen, ground: Seen) => Math.max(seenContrast(text, ground, true, apca), seenContrast(text, ground, false, apca));
  return Math.min(on(cell.srgb, reference.srgb), on(cell.wide, reference.wide));
}

/** Returns a cell's WCAG ratio and APCA Lc as text on a background over both screens: the lesser ratio, and the Lc of lesser magnitude. */
export function p3OnBackground(cell: ScreenCell, background: ScreenCell): { readonly wcag: number; readonly apca: number } {
  const ratio = (text: Seen, ground: Seen) => contrastRatioOfLuminance(text.y, ground.y);
  const lcs = [apcaContrastOfLuminance(cell.srgb.apcaY, background.srgb.apcaY), apcaContrastOfLuminance(cell.wide.apcaY, background.wide.apcaY)];
  return { wcag: Math.min(ratio(cell.srgb, background.srgb), ratio(cell.wide, background.wide)), apca: Math.abs(lcs[1]) < Math.abs(lcs[0]) ? lcs[1] : lcs[0] };
}

/**
 * Bisection steps on lightness: 2^−16 of the range, under a sixth of the written lightness's last decimal and of one
 * byte's step, which the refinements after it work in.
 */
export const P3_SEARCH_STEPS = 16;
/** How far a wide cell's lightness is tried on either side of the bisection's, in units of its last written decimal; then further when that overshoots. */
export const P3_GRID_RADIUS = 8;
export const P3_WIDE_GRID_RADIUS = 80;

/**
 * Returns the cell of hue `h` and chroma `c` meeting `target` on a side of the reference (which must reach it at its
 * extreme): bisection on lightness as the contrast scales' search, judged on both screens, and the least contrast that
 * still reaches near it: bytes within `radius` units of each channel for a cell sRGB holds, lightness in steps of its
 * last written decimal for a wide one.
 */
export function searchP3Side(c: number, h: number, target: number, darker: boolean, reference: ScreenCell, apca: boolean, slack: number, radius: number): ScreenCell {
  let lo = darker ? 0 : 1;
  let hi = darker ? 1 : 0;
  let best = p3Cell(lo, c, h);
  const far = p3Cell(hi, c, h);
  if (p3SideContrast(far, reference, darker, apca) >= target) {
    best = far;
    lo = hi;
  } else {
    for (let k = 0; k < P3_SEARCH_STEPS; k++) {
      const mid = (lo + hi) / 2;
      const cell = p3Cell(mid, c, h);
      if (p3SideContrast(cell, reference, darker, apca) >= target) {
        lo = mid;
        best = cell;
      } else hi = mid;
    }
  }
  if (best.p3 === null) {
    const refined = refineP3Bytes(best, target, darker, reference, apca, 2);
    return p3SideContrast(refined, reference, darker, apca) - target > slack ? refineP3Bytes(refined, target, darker, reference, apca, radius) : refined;
  }
  const near = refineP3Lightness(best, lo, c, h, target, darker, reference, apca, P3_GRID_RADIUS);
  return p3SideContrast(near, reference, darker, apca) - target > slack ? refineP3Lightness(near, lo, c, h, target, darker, reference, apca, P3_WIDE_GRID_RADIUS) : near;
}

/** Returns the bytes within `radius` units of each channel of the cell's that reach `target` with the least contrast over both screens (the cell's own on a tie). */
function refineP3Bytes(cell: ScreenCell, target: number, darker: boolean, reference: ScreenCell, apca: boolean, radius: number): ScreenCell {
  const rgb = refineBytes(cell.rgb, target, radius, (candidate) => p3SideContrast(screenCellOfBytes(candidate), reference, darker, apca));
  return rgb === cell.rgb ? cell : screenCellOfBytes(rgb);
}

/** Returns the cell of lightness within `radius` steps of P3_L_DECIMALS' last decimal around `l` that reaches `target` with the least contrast (`cell` on a tie). */
function refineP3Lightness(cell: ScreenCell, l: number, c: number, h: number, target: number, darker: boolean, reference: ScreenCell, apca: boolean, radius: number): ScreenCell {
  const unit = 10 ** P3_L_DECIMALS;
  const centre = Math.round(l * unit);
  let best = cell;
  let bestContrast = p3SideContrast(cell, reference, darker, apca);
  for (let k = -radius; k <= radius; k++) {
    const at = (centre + k) / unit;
    if (at < 0 || at > 1) continue;
    const candidate = p3Cell(at, c, h);
    const contrast = p3SideContrast(candidate, reference, darker, apca);
    if (contrast >= target && contrast < bestContrast) {
      best = candidate;
      bestContrast = contrast;
    }
  }
  return best;
}
