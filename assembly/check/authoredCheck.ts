/**
 * The palette check of an authored list (mirror of src/core/check/authoredCheck.ts; the rules are documented there and
 * in src/core/contrast/screenContrast.ts): codes and exact colours, every pair with an exact colour judged on the sRGB
 * and the Display P3 screen, the worse reported with its screen. Bit-identical to the core
 * (tests/parity/authoredCheck.test.ts). The JavaScript side reads the list (codes, OKLCH, alpha) and clamps the
 * severity. A list of codes alone is the plain check, and paletteCheck.ts runs it through `checkSetColours` here with
 * nothing judged on the P3 screen: one implementation, the plain check's numbers (tests/parity/paletteCheck.test.ts).
 * One check at a time.
 */
import { MACHADO_DEUTAN_TABLE, MACHADO_PROTAN_TABLE, MACHADO_TRITAN_TABLE } from "../generated/tables";
import { contrastScore, wcagLevelOf } from "../contrast/rating";
import { apcaContrast } from "../contrast/apca";
import {
  alphaOf, backdropLevel, blendOverGrey, channelsOf, isExact, luminanceAt, p3LinearOf, p3ToLinearSrgb, renderedApca,
  renderedContrast, renderedRatio, setScreenColor, termsAt,
} from "../contrast/screenContrast";
import { contrastRatioOfLuminance } from "../contrast/wcag";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { srgbToPacked } from "../convert/srgbToByte";
import { bytesToLinear } from "../convert/srgbToLinear";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { machadoMatrix } from "../vision/machado";
import { achromatopsiaPacked, simulatePacked } from "../vision/simulate";
import { multiplyMatrix, Vec3 } from "../vec3";
import {
  AUTHORED_EXACT, AUTHORED_STRIDE, CHECK_CONFLICT_A, CHECK_CONFLICT_B, CHECK_CONFLICT_BYTES, CHECK_CONFLICT_DELTA_E,
  CHECK_CONFLICT_JUDGED, CHECK_CONFLICT_VISION, CHECK_JUDGED_APCA_P3, CHECK_JUDGED_P3, CHECK_JUDGED_WIDE, CHECK_VISION_COUNT,
} from "../layout";
import { sortConflicts } from "./conflictSort";
import {
  CHECK_MAX_COLORS, CONFLICT_DELTA_E, NEAR_IDENTICAL_DELTA_E, RENDERING_COUNT, RENDERING_P3, RENDERING_SRGB,
  TRANSLUCENT_BACKDROP_COUNT, VISION_ACHROMATOPSIA, VISION_DEUTERANOPIA, VISION_NORMAL, VISION_PROTANOPIA,
  VISION_TRITANOPIA, WCAG_LUMINANCE_B, WCAG_LUMINANCE_G, WCAG_LUMINANCE_R,
} from "../generated/constants";

/** OKLab of every colour under the current vision, [rendering][backdrop][colour]; backdrop 1 only for a translucent colour. */
const LAB = memory.data(RENDERING_COUNT * TRANSLUCENT_BACKDROP_COUNT * CHECK_MAX_COLORS * 24, 8);
const MATRIX = memory.data(72, 8);
const MIXED = changetype<Vec3>(memory.data(24, 8));
const SEEN = changetype<Vec3>(memory.data(24, 8));

/** Whether the palette being checked has an exact colour: without one, nothing is judged on the P3 screen. */
let anyExact = false;

// @ts-ignore: decorator
@inline
function labSlot(rendering: i32, backdrop: i32, i: i32): Vec3 {
  return changetype<Vec3>(LAB + <usize>((rendering * TRANSLUCENT_BACKDROP_COUNT + backdrop) * CHECK_MAX_COLORS + i) * 24);
}

/** Returns OKLab of colour `i` on a screen over backdrop `k` (an opaque colour's one entry serves both). */
// @ts-ignore: decorator
@inline
function labOf(rendering: i32, k: i32, i: i32): Vec3 {
  return labSlot(rendering, alphaOf(i) < 1 ? k : 0, i);
}

/** Returns ΔE_OK ×100 of two OKLab colours (the core's `deltaEOk100`). */
// @ts-ignore: decorator
@inline
function deltaE(one: Vec3, two: Vec3): f64 {
  const dl = one.x - two.x;
  const da = one.y - two.y;
  const db = one.z - two.z;
  return 100 * Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns the squared distance of two OKLab colours (ΔE_OK² before the root and the ×100). */
// @ts-ignore: decorator
@inline
function squaredDistance(one: Vec3, two: Vec3): f64 {
  const dl = one.x - two.x;
  const da = one.y - two.y;
  const db = one.z - two.z;
  return dl * dl + da * da + db * db;
}

/** Writes ordered pair `k`'s score, verdict, Lc and (in a palette with an exact colour) CHECK_JUDGED_* bits. */
function writePair(k: usize, ratio: f64, lc: f64, bits: i32, scores: usize, apca: usize, ratings: usize, judged: usize): void {
  store<f64>(scores + (k << 3), contrastScore(ratio));
  store<f64>(apca + (k << 3), lc);
  store<u8>(ratings + k, wcagLevelOf(ratio));
  if (anyExact) store<u8>(judged + k, <u8>bits);
}

/** Returns the fg-major index of the ordered pair (fg, bg), fg ≠ bg, among `count` colours. */
// @ts-ignore: decorator
@inline
function pairIndex(fg: i32, bg: i32, count: i32): usize {
  return <usize>(fg * (count - 1) + (bg < fg ? bg : bg - 1));
}

/** Writes the contrast of text `fg` on `bg`, a pair with a translucent colour (an exact one), judged on both screens. */
function translucentPair(fg: i32, bg: i32, k: usize, scores: usize, apca: usize, ratings: usize, judged: usize): void {
  renderedContrast(fg, bg, RENDERING_SRGB);
  let ratio = renderedRatio;
  let lc = renderedApca;
  let bits = CHECK_JUDGED_WIDE;
  renderedContrast(fg, bg, RENDERING_P3);
  if (renderedRatio < ratio) {
    ratio = renderedRatio;
    bits |= CHECK_JUDGED_P3;
  }
  if (Math.abs(renderedApca) < Math.abs(lc)) {
    lc = renderedApca;
    bits |= CHECK_JUDGED_APCA_P3;
  }
  writePair(k, ratio, lc, bits, scores, apca, ratings, judged);
}

/**
 * Writes the contrast of every ordered pair (fg-major): score, Lc, verdict and the CHECK_JUDGED_* bits. Two opaque
 * colours are measured once for both orders from their stored values (`renderedContrast`'s one pass): the WCAG ratio,
 * and so the screen it is worse on, is the same both ways; the Lc is not.
 */
function pairContrasts(count: i32, scores: usize, apca: usize, ratings: usize, judged: usize): void {
  for (let fg = 0; fg < count; fg++) {
    const wideFg = isExact(fg);
    const opaqueFg = alphaOf(fg) >= 1;
    for (let bg = fg + 1; bg < count; bg++) {
      const forward = pairIndex(fg, bg, count);
      const backward = pairIndex(bg, fg, count);
      if (!opaqueFg || alphaOf(bg) < 1) {
        translucentPair(fg, bg, forward, scores, apca, ratings, judged);
        translucentPair(bg, fg, backward, scores, apca, ratings, judged);
        continue;
      }
      // Two codes are the plain check's numbers; a pair with an exact colour is judged on the P3 screen too.
      let ratio = contrastRatioOfLuminance(luminanceAt(RENDERING_SRGB, fg), luminanceAt(RENDERING_SRGB, bg));
      let there = apcaContrast(termsAt(RENDERING_SRGB, fg), termsAt(RENDERING_SRGB, bg));
      let back = apcaContrast(termsAt(RENDERING_SRGB, bg), termsAt(RENDERING_SRGB, fg));
      let bits: i32 = 0;
      let thereBits: i32 = 0;
      let backBits: i32 = 0;
      if (wideFg || isExact(bg)) {
        bits = CHECK_JUDGED_WIDE;
        const p3Ratio = contrastRatioOfLuminance(luminanceAt(RENDERING_P3, fg), luminanceAt(RENDERING_P3, bg));
        if (p3Ratio < ratio) {
          ratio = p3Ratio;
          bits |= CHECK_JUDGED_P3;
        }
        const p3There = apcaContrast(termsAt(RENDERING_P3, fg), termsAt(RENDERING_P3, bg));
        if (Math.abs(p3There) < Math.abs(there)) {
          there = p3There;
          thereBits = CHECK_JUDGED_APCA_P3;
        }
        const p3Back = apcaContrast(termsAt(RENDERING_P3, bg), termsAt(RENDERING_P3, fg));
        if (Math.abs(p3Back) < Math.abs(back)) {
          back = p3Back;
          backBits = CHECK_JUDGED_APCA_P3;
        }
      }
      writePair(forward, ratio, there, bits | thereBits, scores, apca, ratings, judged);
      writePair(backward, ratio, back, bits | backBits, scores, apca, ratings, judged);
    }
  }
}

/** Returns 0xRRGGBB of `rgb` under vision `v` on the sRGB screen (MATRIX: the dichromacy's matrix). */
function seenPacked(rgb: u32, v: i32): u32 {
  if (v == VISION_NORMAL) return rgb;
  return v == VISION_ACHROMATOPSIA ? achromatopsiaPacked(rgb, 1) : simulatePacked(rgb, MATRIX);
}

/** Writes into SEEN linear sRGB (extended) `linear` under vision `v`, unclamped (the core's `seenOnP3` before OKLab). */
function seenOnP3(linear: Vec3, v: i32): void {
  if (v == VISION_NORMAL) {
    SEEN.x = linear.x;
    SEEN.y = linear.y;
    SEEN.z = linear.z;
  } else if (v == VISION_ACHROMATOPSIA) {
    const x = linear.x;
    const y = linear.y;
    const z = linear.z;
    const grey = WCAG_LUMINANCE_R * x + WCAG_LUMINANCE_G * y + WCAG_LUMINANCE_B * z;
    // The core's c + (Y − c) · severity at severity 1.
    SEEN.x = x + (grey - x) * 1;
    SEEN.y = y + (grey - y) * 1;
    SEEN.z = z + (grey - z) * 1;
  } else {
    multiplyMatrix(MATRIX, linear, SEEN);
  }
}

/**
 * Writes LAB for colour `i` under vision `v` (`seen`: its code as the vision sees it on the sRGB screen): both
 * screens (the P3 one only when the palette has an exact colour), each backdrop when it is translucent. Each is
 * OKLab of linear values: on the sRGB screen those of the simulated bytes (`packedToOklab`), on the P3 one `seenOnP3`.
 */
function seenLabs(i: i32, seen: u32, v: i32): void {
  const alpha = alphaOf(i);
  const translucent = alpha < 1;
  const backdrops = translucent ? TRANSLUCENT_BACKDROP_COUNT : 1;
  const screens = anyExact ? RENDERING_COUNT : 1;
  for (let k = 0; k < backdrops; k++) {
    for (let r = 0; r < screens; r++) {
      if (translucent) blendOverGrey(channelsOf(i, r), alpha, backdropLevel(k), MIXED);
      if (r == RENDERING_SRGB) {
        const shown = translucent ? seenPacked(srgbToPacked(MIXED), v) : seen;
        bytesToLinear((shown >>> 16) & 0xff, (shown >>> 8) & 0xff, shown & 0xff, SEEN);
      } else {
        if (translucent) p3ToLinearSrgb(MIXED, MIXED);
        seenOnP3(translucent ? MIXED : p3LinearOf(i), v);
      }
      linearToXyz65(SEEN, SEEN);
      xyz65ToOklab(SEEN, labSlot(r, k, i));
    }
  }
}

/**
 * Writes the palette under vision `v` at `simulated` (the codes') and appends its pairs closer than the vision's
 * threshold at `records` from index `found`, each the smallest ΔE over the screens and backdrops it is judged on;
 * returns the new number of records.
 */
function visionConflicts(input: usize, count: i32, v: i32, severity: f64, simulated: usize, records: usize, found: i32): i32 {
  if (v == VISION_PROTANOPIA) machadoMatrix(MACHADO_PROTAN_TABLE, severity, MATRIX);
  else if (v == VISION_DEUTERANOPIA) machadoMatrix(MACHADO_DEUTAN_TABLE, severity, MATRIX);
  else if (v == VISION_TRITANOPIA) machadoMatrix(MACHADO_TRITAN_TABLE, severity, MATRIX);
  for (let i = 0; i < count; i++) {
    const seen = seenPacked(load<u32>(input + (<usize>i << 2)), v);
    store<u32>(simulated + (<usize>i << 2), seen);
    seenLabs(i, seen, v);
  }
  const limit = v == VISION_NORMAL ? NEAR_IDENTICAL_DELTA_E : CONFLICT_DELTA_E;
  // Most pairs are far apart: a squared distance past this is ΔE ≥ limit whatever the rounding of the root, so the
  // pair is passed over without one; the rest are measured as the core measures them.
  const far = (limit / 100) * (limit / 100) * (1 + 1e-9);
  for (let a = 0; a < count; a++) {
    const wideA = isExact(a);
    const translucentA = alphaOf(a) < 1;
    const srgbA = labSlot(RENDERING_SRGB, 0, a);
    for (let b = a + 1; b < count; b++) {
      const wide = wideA || isExact(b);
      if (!wide) {
        if (squaredDistance(srgbA, labSlot(RENDERING_SRGB, 0, b)) > far) continue;
      } else if (!translucentA && alphaOf(b) >= 1) {
        if (squaredDistance(srgbA, labSlot(RENDERING_SRGB, 0, b)) > far && squaredDistance(labSlot(RENDERING_P3, 0, a), labSlot(RENDERING_P3, 0, b)) > far) continue;
      }
      let distance = deltaE(srgbA, labSlot(RENDERING_SRGB, 0, b));
      let bits: i32 = 0;
      if (wide) {
        bits = CHECK_JUDGED_WIDE;
        const backdrops = translucentA || alphaOf(b) < 1 ? TRANSLUCENT_BACKDROP_COUNT : 1;
        // The sRGB screen over the first backdrop is `distance` already; then the others, screens outer.
        for (let r = 0; r < RENDERING_COUNT; r++) {
          for (let k = r == RENDERING_SRGB ? 1 : 0; k < backdrops; k++) {
            const d = deltaE(labOf(r, k, a), labOf(r, k, b));
            if (d < distance) {
              distance = d;
              bits = r == RENDERING_P3 ? CHECK_JUDGED_WIDE | CHECK_JUDGED_P3 : CHECK_JUDGED_WIDE;
            }
          }
        }
      }
      if (distance < limit) {
        const record = records + <usize>found * CHECK_CONFLICT_BYTES;
        store<f64>(record + CHECK_CONFLICT_DELTA_E, distance);
        store<u16>(record + CHECK_CONFLICT_A, <u16>a);
        store<u16>(record + CHECK_CONFLICT_B, <u16>b);
        store<u8>(record + CHECK_CONFLICT_VISION, <u8>v);
        store<u8>(record + CHECK_CONFLICT_JUDGED, <u8>bits);
        store<u16>(record + CHECK_CONFLICT_JUDGED + 1, 0);
        found++;
      }
    }
  }
  return found;
}

/**
 * Checks the `count` colours set in screenContrast.ts (their codes also packed at `input`) at `severity` (already
 * clamped), `exact` when one of them is exact: writes what `checkPalette` writes (paletteCheck.ts) and, with `exact`,
 * one u8 of CHECK_JUDGED_* bits per ordered pair at `judged`; returns the number of conflicts.
 */
export function checkSetColours(
  input: usize,
  count: i32,
  exact: bool,
  severity: f64,
  simulated: usize,
  scores: usize,
  apca: usize,
  ratings: usize,
  judged: usize,
  conflicts: usize,
  spare: usize,
): i32 {
  anyExact = exact;
  pairContrasts(count, scores, apca, ratings, judged);
  let found = 0;
  for (let v = 0; v < CHECK_VISION_COUNT; v++) {
    found = visionConflicts(input, count, v, severity, simulated + (<usize>(v * count) << 2), conflicts, found);
  }
  sortConflicts(conflicts, found, spare);
  return found;
}

/**
 * Checks the `count` (0–100) colours: packed codes at `input`, a u8 kind each at `kinds` (AUTHORED_*), and for an
 * exact colour AUTHORED_STRIDE f64 at `exact` (OKLCH L, C, H, alpha), at `severity` (already clamped). Writes what
 * `checkPalette` writes (paletteCheck.ts) and one u8 of CHECK_JUDGED_* bits per ordered pair at `judged`; returns the
 * number of conflicts.
 */
export function checkAuthoredPalette(
  input: usize,
  kinds: usize,
  exact: usize,
  count: i32,
  severity: f64,
  simulated: usize,
  scores: usize,
  apca: usize,
  ratings: usize,
  judged: usize,
  conflicts: usize,
  spare: usize,
): i32 {
  let wideFound = false;
  for (let i = 0; i < count; i++) {
    const at = exact + <usize>(i * AUTHORED_STRIDE) * 8;
    const wide = load<u8>(kinds + <usize>i) == AUTHORED_EXACT;
    wideFound = wideFound || wide;
    // A code's numbers are not read (the JavaScript side leaves them as they are).
    setScreenColor(i, load<u32>(input + (<usize>i << 2)), wide, load<f64>(at), load<f64>(at, 8), load<f64>(at, 16), load<f64>(at, 24), true);
  }
  return checkSetColours(input, count, wideFound, severity, simulated, scores, apca, ratings, judged, conflicts, spare);
}
