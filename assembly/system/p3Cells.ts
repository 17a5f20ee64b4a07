/**
 * A Display P3 colour system's cells (mirror of src/core/system/p3Cells.ts; the rules are described there): the P3
 * value of the curves' OKLCH rounded as written, its sRGB fallback, both screens' luminances, and the search that
 * judges a target on the lesser of the two.
 */
import { apcaLuminance, apcaLuminanceOfLinear } from "../contrast/apca";
import { relativeLuminance, relativeLuminanceOfLinear } from "../contrast/wcag";
import { linearP3ToLinearSrgb } from "../convert/displayP3";
import { oklchToLinearP3InGamut } from "../convert/gamutMap";
import { toRadians } from "../convert/hue";
import { labToLch } from "../convert/labToLch";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { oklabToXyz65 } from "../convert/oklabToXyz65";
import { xyz65ToLinear } from "../convert/xyz65ToLinear";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { encodeOklch } from "../generate/paletteWork";
import { hostCos, hostSin } from "../host";
import { P3_C_UNIT, P3_GRID_RADIUS, P3_H_UNIT, P3_L_UNIT, P3_LINEAR_HIGH, P3_LINEAR_LOW, P3_SEARCH_STEPS, P3_WIDE_GRID_RADIUS } from "../generated/tables";
import { apcaOfLuminance, ratioOfLuminance } from "../scale/scaleColor";
import { refineBytes } from "../scale/contrastScale";
import { Vec3 } from "../vec3";

const LINEAR = changetype<Vec3>(memory.data(24, 8));
const VALUE = changetype<Vec3>(memory.data(24, 8));
const CHECK = changetype<Vec3>(memory.data(24, 8));

/** A cell on both screens: its bytes (a wide cell's fallback), whether it is wide and its P3 value, and each screen's luminances. */
@unmanaged
export class Screen {
  rgb: u32 = 0;
  wide: bool = false;
  l: f64 = 0;
  c: f64 = 0;
  h: f64 = 0;
  srgbY: f64 = 0;
  srgbApca: f64 = 0;
  p3Y: f64 = 0;
  p3Apca: f64 = 0;
}

const SCREEN_BYTES = offsetof<Screen>();

/** Copies `from` into `to`. */
export function copyScreen(from: Screen, to: Screen): void {
  memory.copy(changetype<usize>(to), changetype<usize>(from), SCREEN_BYTES);
}

// Module scratch: one static segment each (memory.data is one segment per place it is written).
const CANDIDATE = changetype<Screen>(memory.data(offsetof<Screen>(), 8));
const FAR = changetype<Screen>(memory.data(offsetof<Screen>(), 8));
const BEST = changetype<Screen>(memory.data(offsetof<Screen>(), 8));

@inline
function round(x: f64, unit: f64): f64 {
  return Math.round(x * unit) / unit;
}

/** Writes packed bytes into `out`, the same on both screens. */
export function screenOfBytes(rgb: u32, out: Screen): void {
  out.rgb = rgb;
  out.wide = false;
  out.srgbY = relativeLuminance(rgb);
  out.srgbApca = apcaLuminance(rgb);
  out.p3Y = out.srgbY;
  out.p3Apca = out.srgbApca;
}

/** Writes a wide cell of fallback `rgb` and P3 value (l, c, h) into `out`. */
export function screenOfP3(rgb: u32, l: f64, c: f64, h: f64, out: Screen): void {
  out.rgb = rgb;
  out.wide = true;
  out.l = l;
  out.c = c;
  out.h = h;
  out.srgbY = relativeLuminance(rgb);
  out.srgbApca = apcaLuminance(rgb);
  oklchToLinearP3InGamut(l, c, h, LINEAR);
  linearP3ToLinearSrgb(LINEAR, LINEAR);
  out.p3Y = relativeLuminanceOfLinear(LINEAR);
  out.p3Apca = apcaLuminanceOfLinear(LINEAR);
}

/** Returns whether sRGB holds OKLCH (l, c, h degrees) within half an 8-bit step, tested in linear light (the core's `srgbHolds`). */
function srgbHolds(l: f64, c: f64, h: f64): bool {
  CHECK.x = l;
  const rad = toRadians(h);
  CHECK.y = c * hostCos(rad);
  CHECK.z = c * hostSin(rad);
  oklabToXyz65(CHECK, CHECK);
  xyz65ToLinear(CHECK, CHECK);
  const lo = P3_LINEAR_LOW;
  const hi = P3_LINEAR_HIGH;
  return CHECK.x >= lo && CHECK.x <= hi && CHECK.y >= lo && CHECK.y <= hi && CHECK.z >= lo && CHECK.z <= hi;
}

/** Writes the cell of the curves' OKLCH in a P3 system into `out`: its P3 value with its fallback, or its sRGB bytes. */
export function p3Cell(l: f64, c: f64, h: f64, out: Screen): void {
  if (srgbHolds(l, c, h)) {
    screenOfBytes(encodeOklch(l, c, h), out);
    return;
  }
  oklchToLinearP3InGamut(l, c, h, LINEAR);
  linearP3ToLinearSrgb(LINEAR, LINEAR);
  linearToXyz65(LINEAR, VALUE);
  xyz65ToOklab(VALUE, VALUE);
  labToLch(VALUE, VALUE);
  const vl = round(VALUE.x, P3_L_UNIT);
  const vc = round(VALUE.y, P3_C_UNIT);
  let vh: f64 = VALUE.y > 0 ? round(VALUE.z, P3_H_UNIT) : 0;
  if (vh >= 360) vh -= 360;
  // sRGB holds its value: its bytes.
  if (srgbHolds(vl, vc, vh)) {
    screenOfBytes(encodeOklch(l, c, h), out);
    return;
  }
  screenOfP3(encodeOklch(vl, vc, vh), vl, vc, vh, out);
}

/** Returns one screen's contrast of text on ground if the text lies on the side (`darker`), else −1. */
function seenContrast(textY: f64, textApca: f64, groundY: f64, groundApca: f64, darker: bool, apca: bool): f64 {
  if (apca) {
    const lc = apcaOfLuminance(textApca, groundApca);
    if (darker) return lc > 0 ? lc : -1;
    return lc < 0 ? -lc : -1;
  }
  if (darker ? textY > groundY : textY < groundY) return -1;
  return ratioOfLuminance(textY, groundY);
}

/** Returns the lesser contrast of a cell with its reference over both screens on a side, −1 when either puts it on the other side. */
export function p3SideContrast(cell: Screen, reference: Screen, darker: bool, apca: bool): f64 {
  const onSrgb = seenContrast(cell.srgbY, cell.srgbApca, reference.srgbY, reference.srgbApca, darker, apca);
  const onP3 = seenContrast(cell.p3Y, cell.p3Apca, reference.p3Y, reference.p3Apca, darker, apca);
  return onSrgb < 0 || onP3 < 0 ? -1 : Math.min(onSrgb, onP3);
}

/** Returns the lesser contrast of a cell with its reference over both screens, on whichever side it lies on each. */
export function p3Contrast(cell: Screen, reference: Screen, apca: bool): f64 {
  const onSrgb = Math.max(
    seenContrast(cell.srgbY, cell.srgbApca, reference.srgbY, reference.srgbApca, true, apca),
    seenContrast(cell.srgbY, cell.srgbApca, reference.srgbY, reference.srgbApca, false, apca),
  );
  const onP3 = Math.max(
    seenContrast(cell.p3Y, cell.p3Apca, reference.p3Y, reference.p3Apca, true, apca),
    seenContrast(cell.p3Y, cell.p3Apca, reference.p3Y, reference.p3Apca, false, apca),
  );
  return Math.min(onSrgb, onP3);
}

/** What the byte refinement judges by (AssemblyScript's functions close over nothing: `refineP3Bytes` sets them). */
let refineReference: Screen = CANDIDATE;
let refineDarker = false;
let refineApca = false;

/** Returns the lesser contrast over both screens of 0xRRGGBB with the refinement's reference, on its side. */
function p3ByteContrast(rgb: u32): f64 {
  screenOfBytes(rgb, CANDIDATE);
  return p3SideContrast(CANDIDATE, refineReference, refineDarker, refineApca);
}

/** Writes into `best` the bytes within `radius` units of each channel of its own that reach `target` with the least contrast. */
function refineP3Bytes(best: Screen, target: f64, darker: bool, reference: Screen, apca: bool, radius: i32): void {
  refineReference = reference;
  refineDarker = darker;
  refineApca = apca;
  const rgb = best.rgb;
  const chosen = refineBytes(rgb, target, radius, p3ByteContrast);
  if (chosen != rgb) screenOfBytes(chosen, best);
}

/** Writes into `best` the cell of lightness within `radius` grid steps around `l` that reaches `target` with the least contrast. */
function refineLightness(best: Screen, l: f64, c: f64, h: f64, target: f64, darker: bool, reference: Screen, apca: bool, radius: i32): void {
  const centre = Math.round(l * P3_L_UNIT);
  let bestContrast = p3SideContrast(best, reference, darker, apca);
  for (let k = -radius; k <= radius; k++) {
    const at = (centre + <f64>k) / P3_L_UNIT;
    if (at < 0 || at > 1) continue;
    p3Cell(at, c, h, CANDIDATE);
    const contrast = p3SideContrast(CANDIDATE, reference, darker, apca);
    if (contrast >= target && contrast < bestContrast) {
      copyScreen(CANDIDATE, best);
      bestContrast = contrast;
    }
  }
}

/** Writes into `out` the cell of hue `h` and chroma `c` meeting `target` on a side of the reference (the core's `searchP3Side`). */
export function searchP3Side(c: f64, h: f64, target: f64, darker: bool, reference: Screen, apca: bool, slack: f64, radius: i32, out: Screen): void {
  let lo: f64 = darker ? 0 : 1;
  let hi: f64 = darker ? 1 : 0;
  p3Cell(lo, c, h, BEST);
  p3Cell(hi, c, h, FAR);
  if (p3SideContrast(FAR, reference, darker, apca) >= target) {
    copyScreen(FAR, BEST);
    lo = hi;
  } else {
    for (let k = 0; k < P3_SEARCH_STEPS; k++) {
      const mid = (lo + hi) / 2;
      p3Cell(mid, c, h, CANDIDATE);
      if (p3SideContrast(CANDIDATE, reference, darker, apca) >= target) {
        lo = mid;
        copyScreen(CANDIDATE, BEST);
      } else hi = mid;
    }
  }
  if (!BEST.wide) {
    refineP3Bytes(BEST, target, darker, reference, apca, 2);
    if (p3SideContrast(BEST, reference, darker, apca) - target > slack) refineP3Bytes(BEST, target, darker, reference, apca, radius);
  } else {
    refineLightness(BEST, lo, c, h, target, darker, reference, apca, P3_GRID_RADIUS);
    if (p3SideContrast(BEST, reference, darker, apca) - target > slack) refineLightness(BEST, lo, c, h, target, darker, reference, apca, P3_WIDE_GRID_RADIUS);
  }
  copyScreen(BEST, out);
}
