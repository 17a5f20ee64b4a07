/**
 * The palette check (mirror of src/core/check/paletteCheck.ts; the rules are documented there): in one call,
 * every ordered pair's WCAG score, verdict and APCA Lc, the palette under each vision, and the pairs closer
 * than the vision's threshold, sorted worst first. Bit-identical to the core (tests/parity/paletteCheck.test.ts).
 * The codes are validated and the severity clamped on the JavaScript side (the core's `validateCheckCodes` and
 * `checkSeverity`). One check at a time (static per-colour arrays, like every batch call).
 */
import { MACHADO_DEUTAN_TABLE, MACHADO_PROTAN_TABLE, MACHADO_TRITAN_TABLE } from "../generated/tables";
import { apcaContrast, ApcaTerms, apcaTerms } from "../contrast/apca";
import { contrastScore, wcagLevelOf } from "../contrast/rating";
import { relativeLuminance } from "../contrast/wcag";
import { packedToOklab } from "../names/oklab";
import { machadoMatrix } from "../vision/machado";
import { achromatopsiaPacked, simulatePacked } from "../vision/simulate";
import { Vec3 } from "../vec3";
import {
  CHECK_CONFLICT_A, CHECK_CONFLICT_B, CHECK_CONFLICT_BYTES, CHECK_CONFLICT_DELTA_E, CHECK_CONFLICT_VISION,
  CHECK_VISION_COUNT,
} from "../layout";
import { sortConflicts } from "./conflictSort";
import {
  CHECK_MAX_COLORS, CONFLICT_DELTA_E, NEAR_IDENTICAL_DELTA_E, VISION_ACHROMATOPSIA, VISION_DEUTERANOPIA,
  VISION_NORMAL, VISION_PROTANOPIA, VISION_TRITANOPIA, WCAG_FLARE,
} from "../generated/constants";

const LUMINANCE = memory.data(CHECK_MAX_COLORS << 3, 8);
const APCA = memory.data(CHECK_MAX_COLORS * offsetof<ApcaTerms>(), 8);
const LAB = memory.data(CHECK_MAX_COLORS * 24, 8);
const MATRIX = memory.data(72, 8);
const SCRATCH = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function apcaAt(i: i32): ApcaTerms {
  return changetype<ApcaTerms>(APCA + <usize>i * offsetof<ApcaTerms>());
}

// @ts-ignore: decorator
@inline
function labAt(i: i32, channel: i32): f64 {
  return load<f64>(LAB + (<usize>(3 * i + channel) << 3));
}

/** Writes the score, verdict and Lc of every ordered pair of the `count` packed colours at `input`, fg-major. */
function pairContrasts(input: usize, count: i32, scores: usize, apca: usize, ratings: usize): void {
  for (let i = 0; i < count; i++) {
    const rgb = load<u32>(input + (<usize>i << 2));
    store<f64>(LUMINANCE + (<usize>i << 3), relativeLuminance(rgb));
    apcaTerms(rgb, apcaAt(i));
  }
  let k: usize = 0;
  for (let fg = 0; fg < count; fg++) {
    const lf = load<f64>(LUMINANCE + (<usize>fg << 3));
    for (let bg = 0; bg < count; bg++) {
      if (fg == bg) continue;
      const lb = load<f64>(LUMINANCE + (<usize>bg << 3));
      const ratio = (Math.max(lf, lb) + WCAG_FLARE) / (Math.min(lf, lb) + WCAG_FLARE);
      store<f64>(scores + (k << 3), contrastScore(ratio));
      store<f64>(apca + (k << 3), apcaContrast(apcaAt(fg), apcaAt(bg)));
      store<u8>(ratings + k, wcagLevelOf(ratio));
      k++;
    }
  }
}

/** Returns 0xRRGGBB of `rgb` under vision `v` (MATRIX holds the dichromacy's matrix at the check's severity). */
// @ts-ignore: decorator
@inline
function seen(rgb: u32, v: i32): u32 {
  if (v == VISION_NORMAL) return rgb;
  return v == VISION_ACHROMATOPSIA ? achromatopsiaPacked(rgb, 1) : simulatePacked(rgb, MATRIX);
}

/**
 * Writes the palette under vision `v` at `simulated` and appends its pairs closer than the vision's threshold
 * at `records` from index `found`; returns the new number of records.
 */
function visionConflicts(input: usize, count: i32, v: i32, severity: f64, simulated: usize, records: usize, found: i32): i32 {
  if (v == VISION_PROTANOPIA) machadoMatrix(MACHADO_PROTAN_TABLE, severity, MATRIX);
  else if (v == VISION_DEUTERANOPIA) machadoMatrix(MACHADO_DEUTAN_TABLE, severity, MATRIX);
  else if (v == VISION_TRITANOPIA) machadoMatrix(MACHADO_TRITAN_TABLE, severity, MATRIX);
  for (let i = 0; i < count; i++) {
    const rgb = seen(load<u32>(input + (<usize>i << 2)), v);
    store<u32>(simulated + (<usize>i << 2), rgb);
    packedToOklab(rgb, SCRATCH);
    const at = LAB + (<usize>(3 * i) << 3);
    store<f64>(at, SCRATCH.x);
    store<f64>(at, SCRATCH.y, 8);
    store<f64>(at, SCRATCH.z, 16);
  }
  const limit = v == VISION_NORMAL ? NEAR_IDENTICAL_DELTA_E : CONFLICT_DELTA_E;
  for (let a = 0; a < count; a++) {
    const l = labAt(a, 0);
    const p = labAt(a, 1);
    const q = labAt(a, 2);
    for (let b = a + 1; b < count; b++) {
      const dl = l - labAt(b, 0);
      const da = p - labAt(b, 1);
      const db = q - labAt(b, 2);
      const deltaE = 100 * Math.sqrt(dl * dl + da * da + db * db);
      if (deltaE < limit) {
        const record = records + <usize>found * CHECK_CONFLICT_BYTES;
        store<f64>(record + CHECK_CONFLICT_DELTA_E, deltaE);
        store<u16>(record + CHECK_CONFLICT_A, <u16>a);
        store<u16>(record + CHECK_CONFLICT_B, <u16>b);
        store<u32>(record + CHECK_CONFLICT_VISION, <u32>v);
        found++;
      }
    }
  }
  return found;
}

/**
 * Checks the `count` (0–100) packed colours at `input` at `severity` (already clamped to 0.1–1). Writes:
 * at `scores` and `apca` one f64 per ordered pair i ≠ j (fg-major), at `ratings` one u8 each (WCAG_LEVELS index);
 * at `simulated` CHECK_VISION_COUNT × count packed colours, vision-major; at `conflicts` the conflict records
 * (layout.ts), worst first, using `spare` (as large) to sort. Returns the number of conflicts.
 */
export function checkPalette(
  input: usize,
  count: i32,
  severity: f64,
  simulated: usize,
  scores: usize,
  apca: usize,
  ratings: usize,
  conflicts: usize,
  spare: usize,
): i32 {
  pairContrasts(input, count, scores, apca, ratings);
  let found = 0;
  for (let v = 0; v < CHECK_VISION_COUNT; v++) {
    found = visionConflicts(input, count, v, severity, simulated + (<usize>(v * count) << 2), conflicts, found);
  }
  sortConflicts(conflicts, found, spare);
  return found;
}
