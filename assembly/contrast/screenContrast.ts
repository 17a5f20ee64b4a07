/**
 * Colours as the two screens show them, and one pair's contrast on one screen (mirror of
 * src/core/contrast/screenContrast.ts; the rules are documented there). Rendering 0 is the sRGB screen (the code's
 * bytes, composites rounded to bytes), 1 the Display P3 screen (floats). Per colour, set once a check: the code's
 * channels, the P3 rendering's channels and linear sRGB (extended) values, alpha, and what each screen shows of the
 * colour opaque (WCAG luminance, APCA terms). Static per-colour arrays, one palette at a time.
 */
import { ApcaTerms, apcaContrast, apcaLuminanceOfLinear, apcaTerms, apcaTermsOfY } from "./apca";
import { contrastRatioOfLuminance, relativeLuminance, relativeLuminanceOfLinear } from "./wcag";
import { linearP3ToLinearSrgb, linearSrgbToLinearP3 } from "../convert/displayP3";
import { oklchToLinearP3InGamut } from "../convert/gamutMap";
import { linearToSrgb } from "../convert/linearToSrgb";
import { bytesToLinear, srgbChannelToLinear } from "../convert/srgbToLinear";
import { packedToSrgb, srgbToPacked } from "../convert/srgbToByte";
import { Vec3 } from "../vec3";
import {
  CHECK_MAX_COLORS, RENDERING_P3, RENDERING_SRGB, TRANSLUCENT_BACKDROP_0, TRANSLUCENT_BACKDROP_1, TRANSLUCENT_BACKDROP_COUNT,
} from "../generated/constants";

const SRGB = memory.data(CHECK_MAX_COLORS * 24, 8);
const P3 = memory.data(CHECK_MAX_COLORS * 24, 8);
const P3_LINEAR = memory.data(CHECK_MAX_COLORS * 24, 8);
const ALPHA = memory.data(CHECK_MAX_COLORS << 3, 8);
const EXACT = memory.data(CHECK_MAX_COLORS, 8);
/** [rendering][colour]: WCAG luminance, and APCA terms, of the colour opaque. */
const LUMINANCE = memory.data(2 * CHECK_MAX_COLORS * 8, 8);
const TERMS = memory.data(2 * CHECK_MAX_COLORS * offsetof<ApcaTerms>(), 8);

/** Scratch: the background as blended, the text as blended, their luminances and terms. */
const UNDER = changetype<Vec3>(memory.data(24, 8));
const OVER = changetype<Vec3>(memory.data(24, 8));
const LINEAR = changetype<Vec3>(memory.data(24, 8));
const BACKGROUND = changetype<ApcaTerms>(memory.data(offsetof<ApcaTerms>(), 8));
const TEXT = changetype<ApcaTerms>(memory.data(offsetof<ApcaTerms>(), 8));

/** The last `renderedContrast`: the ratio (unrounded) and the Lc. */
export let renderedRatio: f64 = 0;
export let renderedApca: f64 = 0;

// @ts-ignore: decorator
@inline
function vecAt(base: usize, i: i32): Vec3 {
  return changetype<Vec3>(base + <usize>i * 24);
}

/** Returns a colour's channels in a rendering's encoding: the code's (byte / 255) or Display P3's. */
// @ts-ignore: decorator
@inline
export function channelsOf(i: i32, rendering: i32): Vec3 {
  return vecAt(rendering == RENDERING_SRGB ? SRGB : P3, i);
}

/** Returns the linear sRGB (extended) of colour `i`'s P3 rendering. */
// @ts-ignore: decorator
@inline
export function p3LinearOf(i: i32): Vec3 {
  return vecAt(P3_LINEAR, i);
}

// @ts-ignore: decorator
@inline
export function alphaOf(i: i32): f64 {
  return load<f64>(ALPHA + (<usize>i << 3));
}

// @ts-ignore: decorator
@inline
export function isExact(i: i32): bool {
  return load<u8>(EXACT + <usize>i) != 0;
}

/** Returns colour `i`'s WCAG luminance, opaque, on a screen. */
// @ts-ignore: decorator
@inline
export function luminanceAt(rendering: i32, i: i32): f64 {
  return load<f64>(LUMINANCE + (<usize>(rendering * CHECK_MAX_COLORS + i) << 3));
}

/** Returns colour `i`'s APCA terms, opaque, on a screen. */
// @ts-ignore: decorator
@inline
export function termsAt(rendering: i32, i: i32): ApcaTerms {
  return changetype<ApcaTerms>(TERMS + <usize>(rendering * CHECK_MAX_COLORS + i) * offsetof<ApcaTerms>());
}

/** Returns the grey level of backdrop `k` (TRANSLUCENT_BACKDROPS: white, then black; the core lists two). */
// @ts-ignore: decorator
@inline
export function backdropLevel(k: i32): f64 {
  return k == 0 ? TRANSLUCENT_BACKDROP_0 : TRANSLUCENT_BACKDROP_1;
}

/** Writes a·top + (1 − a)·under into `out`, channel by channel (the core's `blend`). */
export function blend(top: Vec3, alpha: f64, under: Vec3, out: Vec3): void {
  out.x = alpha * top.x + (1 - alpha) * under.x;
  out.y = alpha * top.y + (1 - alpha) * under.y;
  out.z = alpha * top.z + (1 - alpha) * under.z;
}

/** Writes a·top + (1 − a)·level (a grey backdrop) into `out`: the core's `blend` over [level, level, level]. */
export function blendOverGrey(top: Vec3, alpha: f64, level: f64, out: Vec3): void {
  out.x = alpha * top.x + (1 - alpha) * level;
  out.y = alpha * top.y + (1 - alpha) * level;
  out.z = alpha * top.z + (1 - alpha) * level;
}

/** Writes into `v` the linear sRGB (extended) of gamma-encoded Display P3 `v`. */
export function p3ToLinearSrgb(v: Vec3, out: Vec3): void {
  out.x = srgbChannelToLinear(v.x);
  out.y = srgbChannelToLinear(v.y);
  out.z = srgbChannelToLinear(v.z);
  linearP3ToLinearSrgb(out, out);
}

/** Writes what the sRGB screen shows of bytes `rgb` into `terms` and returns its WCAG luminance (the tables). */
function shownOfPacked(rgb: u32, terms: ApcaTerms): f64 {
  apcaTerms(rgb, terms);
  return relativeLuminance(rgb);
}

/** Writes what the P3 screen shows of linear sRGB (extended) `linear` into `terms` and returns its WCAG luminance. */
function shownOfLinear(linear: Vec3, terms: ApcaTerms): f64 {
  apcaTermsOfY(apcaLuminanceOfLinear(linear), terms);
  return relativeLuminanceOfLinear(linear);
}

/**
 * Writes what a screen shows of gamma-encoded channels (the core's `shownOnSrgb`, rounded to bytes, or `shownOnP3`)
 * into `terms` and returns the WCAG luminance.
 */
function shownOn(channels: Vec3, rendering: i32, terms: ApcaTerms): f64 {
  if (rendering == RENDERING_SRGB) return shownOfPacked(srgbToPacked(channels), terms);
  p3ToLinearSrgb(channels, LINEAR);
  return shownOfLinear(LINEAR, terms);
}

/**
 * Sets colour `i`: its code `rgb` (what the sRGB screen shows) and, for an exact colour (`exact`), its OKLCH (l, c, h in
 * degrees, NaN for a grey) gamut-mapped into Display P3 for the P3 screen, and alpha (the core's `screenColorOfOklch`);
 * a code shows the same on both screens (`screenColorOfCode`), set up for the P3 screen only `withP3` (a palette of
 * codes alone is never judged there).
 */
export function setScreenColor(i: i32, rgb: u32, exact: bool, l: f64, c: f64, h: f64, alpha: f64, withP3: bool): void {
  packedToSrgb(rgb, vecAt(SRGB, i));
  store<f64>(ALPHA + (<usize>i << 3), exact ? alpha : 1);
  store<u8>(EXACT + <usize>i, exact ? 1 : 0);
  const srgbTerms = termsAt(RENDERING_SRGB, i);
  const luminance = shownOfPacked(rgb, srgbTerms);
  store<f64>(LUMINANCE + (<usize>(RENDERING_SRGB * CHECK_MAX_COLORS + i) << 3), luminance);
  if (!exact && !withP3) return;
  const linear = vecAt(P3_LINEAR, i);
  const p3 = vecAt(P3, i);
  const p3Terms = termsAt(RENDERING_P3, i);
  let p3Luminance = luminance;
  if (exact) {
    oklchToLinearP3InGamut(l, c, h, p3);
    linearP3ToLinearSrgb(p3, linear);
    p3Luminance = shownOfLinear(linear, p3Terms);
  } else {
    bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, linear);
    linearSrgbToLinearP3(linear, p3);
    memory.copy(changetype<usize>(p3Terms), changetype<usize>(srgbTerms), offsetof<ApcaTerms>());
  }
  linearToSrgb(p3, p3);
  store<f64>(LUMINANCE + (<usize>(RENDERING_P3 * CHECK_MAX_COLORS + i) << 3), p3Luminance);
}

/**
 * Measures text `fg` on background `bg` on one screen (the core's `renderedContrast`) into `renderedRatio` and
 * `renderedApca`: opaque colours from their stored terms; translucent text blended over the background; a translucent
 * background over each backdrop, the lowest ratio and the smallest |Lc| kept, each strictly.
 */
export function renderedContrast(fg: i32, bg: i32, rendering: i32): void {
  const fgAlpha = alphaOf(fg);
  const bgAlpha = alphaOf(bg);
  // Opaque colours take one pass with their stored values: the core's first case, the same numbers.
  let ratio = Infinity;
  let apca = NaN;
  const translucentBackground = bgAlpha < 1;
  const backdrops = translucentBackground ? TRANSLUCENT_BACKDROP_COUNT : 1;
  for (let k = 0; k < backdrops; k++) {
    let background = termsAt(rendering, bg);
    let backgroundLuminance = luminanceAt(rendering, bg);
    let under = channelsOf(bg, rendering);
    if (translucentBackground) {
      blendOverGrey(under, bgAlpha, backdropLevel(k), UNDER);
      backgroundLuminance = shownOn(UNDER, rendering, BACKGROUND);
      background = BACKGROUND;
      under = UNDER;
    }
    let text = termsAt(rendering, fg);
    let textLuminance = luminanceAt(rendering, fg);
    if (fgAlpha < 1) {
      blend(channelsOf(fg, rendering), fgAlpha, under, OVER);
      textLuminance = shownOn(OVER, rendering, TEXT);
      text = TEXT;
    }
    const r = contrastRatioOfLuminance(textLuminance, backgroundLuminance);
    const lc = apcaContrast(text, background);
    if (r < ratio) ratio = r;
    if (isNaN(apca) || Math.abs(lc) < Math.abs(apca)) apca = lc;
  }
  renderedRatio = ratio;
  renderedApca = apca;
}
