/**
 * Contrast-target scales (mirror of src/core/scale/contrastScale.ts; the search is described there): per target,
 * the side of the background that reaches it, bisection on OKLCH lightness judged on the bytes, then the byte
 * refinement within SCALE_REFINE_RADIUS.
 */
import { apcaLuminance } from "../contrast/apca";
import { hostPow } from "../host";
import { relativeLuminance } from "../contrast/wcag";
import { encodeOklch } from "../generate/paletteWork";
import { SCALE_CONTRAST_NEUTRAL_CHROMA, SCALE_REFINE_RADIUS, SCALE_SEARCH_STEPS } from "../generated/tables";
import { SCALE_FLAG_REACHABLE } from "../layout";
import { Vec3 } from "../vec3";
import { PACKED_BLACK, PACKED_WHITE, packedToOklch, ratioOfLuminance, writeStep } from "./scaleColor";
import {
  APCA_DELTA_Y_MIN, APCA_LOW_CLIP, APCA_LOW_OFFSET, APCA_NORM_BG, APCA_NORM_TXT, APCA_REV_BG, APCA_REV_TXT,
  APCA_SCALE, METHOD_APCA,
} from "../generated/constants";

const INPUT = changetype<Vec3>(memory.data(24, 8));

/**
 * The background and method of the current search, with the background's two APCA powers computed once (the core
 * computes them in every `apcaContrastOfLuminance` call: the same host `Math.pow` of the same numbers, so the same
 * values, at a third of the calls from wasm to the host).
 */
let useApca = false;
let backgroundLuminance: f64 = 0;
let backgroundApcaY: f64 = 0;
let backgroundNormBg: f64 = 0;
let backgroundRevBg: f64 = 0;

/** Returns the signed APCA Lc of text of Ys `yText` on the background (the core's `apcaContrastOfLuminance`). */
function apcaOnBackground(yText: f64): f64 {
  if (Math.abs(backgroundApcaY - yText) < APCA_DELTA_Y_MIN) return 0;
  if (backgroundApcaY > yText) {
    const sapc = (backgroundNormBg - hostPow(yText, APCA_NORM_TXT)) * APCA_SCALE;
    return sapc < APCA_LOW_CLIP ? 0 : (sapc - APCA_LOW_OFFSET) * 100;
  }
  const sapc = (backgroundRevBg - hostPow(yText, APCA_REV_TXT)) * APCA_SCALE;
  return sapc > -APCA_LOW_CLIP ? 0 : (sapc + APCA_LOW_OFFSET) * 100;
}

/** Sets the background (packed) and the method (APCA or WCAG) later searches measure against. */
export function setMeasure(background: u32, apca: bool): void {
  useApca = apca;
  backgroundLuminance = relativeLuminance(background);
  backgroundApcaY = apcaLuminance(background);
  backgroundNormBg = hostPow(backgroundApcaY, APCA_NORM_BG);
  backgroundRevBg = hostPow(backgroundApcaY, APCA_REV_BG);
}

/** Returns the contrast of 0xRRGGBB with the background if it lies on the side (`darker`), else −1. */
export function sideContrast(rgb: u32, darker: bool): f64 {
  if (useApca) {
    const lc = apcaOnBackground(apcaLuminance(rgb));
    if (darker) return lc > 0 ? lc : -1;
    return lc < 0 ? -lc : -1;
  }
  const y = relativeLuminance(rgb);
  if (darker ? y > backgroundLuminance : y < backgroundLuminance) return -1;
  return ratioOfLuminance(y, backgroundLuminance);
}

/** The side the current refinement keeps to (AssemblyScript's functions close over nothing: `refine` sets it). */
let refineDarker = false;

/** Returns the contrast of 0xRRGGBB with the background on the refinement's side. */
function sideContrastOfRefine(rgb: u32): f64 {
  return sideContrast(rgb, refineDarker);
}

/** Returns the candidate within `radius` units of each channel of `rgb` that reaches `target` with the least contrast. */
export function refine(rgb: u32, target: f64, darker: bool, radius: i32): u32 {
  refineDarker = darker;
  return refineBytes(rgb, target, radius, sideContrastOfRefine);
}

/**
 * Returns the bytes within `radius` units of each channel of `rgb` whose contrast, as `contrastOf` measures it,
 * reaches `target` least; `rgb` on a tie (the core's `refineBytes`).
 */
export function refineBytes(rgb: u32, target: f64, radius: i32, contrastOf: (candidate: u32) => f64): u32 {
  let best = rgb;
  let bestContrast = contrastOf(rgb);
  const r = <i32>((rgb >>> 16) & 0xff);
  const g = <i32>((rgb >>> 8) & 0xff);
  const b = <i32>(rgb & 0xff);
  for (let dr = -radius; dr <= radius; dr++) {
    const rr = r + dr;
    if (rr < 0 || rr > 255) continue;
    for (let dg = -radius; dg <= radius; dg++) {
      const gg = g + dg;
      if (gg < 0 || gg > 255) continue;
      for (let db = -radius; db <= radius; db++) {
        const bb = b + db;
        if (bb < 0 || bb > 255) continue;
        const candidate = (<u32>rr << 16) | (<u32>gg << 8) | <u32>bb;
        const contrast = contrastOf(candidate);
        if (contrast >= target && contrast < bestContrast) {
          best = candidate;
          bestContrast = contrast;
        }
      }
    }
  }
  return best;
}

/** Returns the bytes meeting `target` on one side (which reaches it at its extreme). */
export function searchSide(c0: f64, h0: f64, target: f64, darker: bool): u32 {
  let lo: f64 = darker ? 0 : 1;
  let hi: f64 = darker ? 1 : 0;
  let best = encodeOklch(lo, c0, h0);
  const far = encodeOklch(hi, c0, h0);
  if (sideContrast(far, darker) >= target) best = far;
  else {
    for (let k = 0; k < SCALE_SEARCH_STEPS; k++) {
      const mid = (lo + hi) / 2;
      const rgb = encodeOklch(mid, c0, h0);
      if (sideContrast(rgb, darker) >= target) {
        lo = mid;
        best = rgb;
      } else hi = mid;
    }
  }
  return refine(best, target, darker, SCALE_REFINE_RADIUS);
}

/**
 * Writes one step per target (`count` f64 at `targets`) of 0xRRGGBB against `background` by method index `method`;
 * `neutral` caps the chroma at SCALE_CONTRAST_NEUTRAL_CHROMA.
 */
export function contrastSteps(rgb: u32, targets: usize, count: i32, background: u32, method: i32, neutral: bool, output: usize): void {
  packedToOklch(rgb, INPUT);
  const chroma = INPUT.y;
  const h0 = INPUT.z;
  const c0 = neutral ? Math.min(SCALE_CONTRAST_NEUTRAL_CHROMA, chroma) : chroma;
  setMeasure(background, method == METHOD_APCA);
  const darkest = sideContrast(PACKED_BLACK, true);
  const lightest = sideContrast(PACKED_WHITE, false);
  const preferDarker = darkest >= lightest;
  for (let i = 0; i < count; i++) {
    const target = load<f64>(targets + (<usize>i << 3));
    const darker = preferDarker ? darkest >= target || !(lightest >= target) : !(lightest >= target) && darkest >= target;
    const reachable = (darker ? darkest : lightest) >= target;
    const step = reachable ? searchSide(c0, h0, target, darker) : preferDarker ? PACKED_BLACK : PACKED_WHITE;
    const contrast = sideContrast(step, reachable ? darker : preferDarker);
    writeStep(output, i, step, reachable ? SCALE_FLAG_REACHABLE : 0, contrast);
  }
}
