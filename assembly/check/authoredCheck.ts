/**
 * The palette check of an authored list (mirror of src/core/check/authoredCheck.ts; the rules are documented there and
 * in src/core/contrast/screenContrast.ts): codes and exact colours, every pair with an exact colour judged on the sRGB
 * and the Display P3 screen, the worse reported with its screen. Bit-identical to the core
 * (tests/parity/authoredCheck.test.ts). The JavaScript side reads the list (codes, OKLCH, alpha) and clamps the
 * severity, and calls the plain check (paletteCheck.ts) for a list of codes alone. One check at a time.
 */
import { MACHADO_DEUTAN_TABLE, MACHADO_PROTAN_TABLE, MACHADO_TRITAN_TABLE } from "../generated/tables";
import { contrastScore, wcagLevelOf } from "../contrast/rating";
import {
  alphaOf, backdropLevel, blendOverGrey, channelsOf, isExact, p3LinearOf, p3ToLinearSrgb, renderedApca, renderedContrast,
  renderedRatio, setCodeColor, setExactColor,
} from "../contrast/screenContrast";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { srgbToPacked } from "../convert/srgbToByte";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { packedToOklab } from "../names/oklab";
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

/** Writes the contrast of every ordered pair (fg-major): score, Lc, verdict and the CHECK_JUDGED_* bits. */
function pairContrasts(count: i32, scores: usize, apca: usize, ratings: usize, judged: usize): void {
  let k: usize = 0;
  for (let fg = 0; fg < count; fg++) {
    for (let bg = 0; bg < count; bg++) {
      if (fg == bg) continue;
      renderedContrast(fg, bg, RENDERING_SRGB);
      let ratio = renderedRatio;
      let lc = renderedApca;
      let bits: i32 = 0;
      if (isExact(fg) || isExact(bg)) {
        bits = CHECK_JUDGED_WIDE;
        renderedContrast(fg, bg, RENDERING_P3);
        if (renderedRatio < ratio) {
          ratio = renderedRatio;
          bits |= CHECK_JUDGED_P3;
        }
        if (Math.abs(renderedApca) < Math.abs(lc)) {
          lc = renderedApca;
          bits |= CHECK_JUDGED_APCA_P3;
        }
      }
      store<f64>(scores + (k << 3), contrastScore(ratio));
      store<f64>(apca + (k << 3), lc);
      store<u8>(ratings + k, wcagLevelOf(ratio));
      store<u8>(judged + k, <u8>bits);
      k++;
    }
  }
}

/** Returns 0xRRGGBB of `rgb` under vision `v` on the sRGB screen (MATRIX: the dichromacy's matrix). */
// @ts-ignore: decorator
@inline
function seenPacked(rgb: u32, v: i32): u32 {
  if (v == VISION_NORMAL) return rgb;
  return v == VISION_ACHROMATOPSIA ? achromatopsiaPacked(rgb, 1) : simulatePacked(rgb, MATRIX);
}

/** Writes into `out` OKLab of linear sRGB (extended) `linear` under vision `v`, unclamped (the core's `seenOnP3`). */
function seenOnP3(linear: Vec3, v: i32, out: Vec3): void {
  if (v == VISION_NORMAL) {
    out.x = linear.x;
    out.y = linear.y;
    out.z = linear.z;
  } else if (v == VISION_ACHROMATOPSIA) {
    const x = linear.x;
    const y = linear.y;
    const z = linear.z;
    const grey = WCAG_LUMINANCE_R * x + WCAG_LUMINANCE_G * y + WCAG_LUMINANCE_B * z;
    // The core's c + (Y − c) · severity at severity 1.
    out.x = x + (grey - x) * 1;
    out.y = y + (grey - y) * 1;
    out.z = z + (grey - z) * 1;
  } else {
    multiplyMatrix(MATRIX, linear, out);
  }
  linearToXyz65(out, out);
  xyz65ToOklab(out, out);
}

/** Writes LAB for colour `i` (packed code `rgb`) under vision `v`: both screens, each backdrop when it is translucent. */
function seenLabs(i: i32, rgb: u32, v: i32): void {
  const alpha = alphaOf(i);
  if (alpha >= 1) {
    packedToOklab(seenPacked(rgb, v), labSlot(RENDERING_SRGB, 0, i));
    seenOnP3(p3LinearOf(i), v, labSlot(RENDERING_P3, 0, i));
    return;
  }
  for (let k = 0; k < TRANSLUCENT_BACKDROP_COUNT; k++) {
    blendOverGrey(channelsOf(i, RENDERING_SRGB), alpha, backdropLevel(k), MIXED);
    packedToOklab(seenPacked(srgbToPacked(MIXED), v), labSlot(RENDERING_SRGB, k, i));
    blendOverGrey(channelsOf(i, RENDERING_P3), alpha, backdropLevel(k), MIXED);
    p3ToLinearSrgb(MIXED, MIXED);
    seenOnP3(MIXED, v, labSlot(RENDERING_P3, k, i));
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
    const rgb = load<u32>(input + (<usize>i << 2));
    store<u32>(simulated + (<usize>i << 2), seenPacked(rgb, v));
    seenLabs(i, rgb, v);
  }
  const limit = v == VISION_NORMAL ? NEAR_IDENTICAL_DELTA_E : CONFLICT_DELTA_E;
  for (let a = 0; a < count; a++) {
    const wideA = isExact(a);
    const translucentA = alphaOf(a) < 1;
    for (let b = a + 1; b < count; b++) {
      let distance = deltaE(labSlot(RENDERING_SRGB, 0, a), labSlot(RENDERING_SRGB, 0, b));
      let bits: i32 = 0;
      if (wideA || isExact(b)) {
        bits = CHECK_JUDGED_WIDE;
        const backdrops = translucentA || alphaOf(b) < 1 ? TRANSLUCENT_BACKDROP_COUNT : 1;
        for (let r = 0; r < RENDERING_COUNT; r++) {
          for (let k = 0; k < backdrops; k++) {
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
  for (let i = 0; i < count; i++) {
    const rgb = load<u32>(input + (<usize>i << 2));
    if (load<u8>(kinds + <usize>i) == AUTHORED_EXACT) {
      const at = exact + <usize>(i * AUTHORED_STRIDE) * 8;
      setExactColor(i, rgb, load<f64>(at), load<f64>(at, 8), load<f64>(at, 16), load<f64>(at, 24));
    } else {
      setCodeColor(i, rgb);
    }
  }
  pairContrasts(count, scores, apca, ratings, judged);
  let found = 0;
  for (let v = 0; v < CHECK_VISION_COUNT; v++) {
    found = visionConflicts(input, count, v, severity, simulated + (<usize>(v * count) << 2), conflicts, found);
  }
  sortConflicts(conflicts, found, spare);
  return found;
}
