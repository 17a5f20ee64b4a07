/**
 * The palette check (mirror of src/core/check/paletteCheck.ts; the rules are documented there): in one call,
 * every ordered pair's WCAG score, verdict and APCA Lc, the palette under each vision, and the pairs closer
 * than the vision's threshold, sorted worst first. Bit-identical to the core (tests/parity/paletteCheck.test.ts).
 * The codes are validated and the severity clamped on the JavaScript side (the core's `validateCheckCodes` and
 * `checkSeverity`). The maths is the authored check's (authoredCheck.ts) with every colour a code: its sRGB screen is
 * this check, step for step, and nothing is judged on the P3 screen. One check at a time.
 */
import { setScreenColor } from "../contrast/screenContrast";
import { checkSetColours } from "./authoredCheck";

/**
 * Checks the `count` (0–100) packed colours at `input` at `severity` (already clamped to 0.1–1). Writes:
 * at `scores` and `apca` one f64 per ordered pair i ≠ j (fg-major), at `ratings` one u8 each (WCAG_LEVELS index);
 * at `simulated` CHECK_VISION_COUNT × count packed colours, vision-major; at `conflicts` the conflicts
 * (layout.ts; their judgement bits 0), worst first, as columns, using `spare` (as large) to sort. Returns the
 * number of conflicts.
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
  for (let i = 0; i < count; i++) setScreenColor(i, load<u32>(input + (<usize>i << 2)), false, 0, 0, 0, 1, false);
  return checkSetColours(input, count, false, severity, simulated, scores, apca, ratings, 0, conflicts, spare);
}
