/**
 * Record layouts of the batch calls, shared verbatim by the AssemblyScript side and the TypeScript
 * bridge (src/engine/wasm/), so the two can never disagree on an offset. Plain numbers only: this
 * file must stay valid as both AssemblyScript and TypeScript.
 *
 * Inputs are packed 0xRRGGBB colours, one u32 each. `convertBatch` writes CONVERT_STRIDE f64 per
 * colour at these slots (angles in degrees, NaN hue for greys, everything else 0–1 except bytes,
 * Lab L 0–100 and OKLCH L 0–1).
 */
export const CONVERT_RED = 0;
export const CONVERT_GREEN = 1;
export const CONVERT_BLUE = 2;
export const CONVERT_HSL_HUE = 3;
export const CONVERT_HSL_SATURATION = 4;
export const CONVERT_HSL_LIGHTNESS = 5;
export const CONVERT_HSV_HUE = 6;
export const CONVERT_HSV_SATURATION = 7;
export const CONVERT_HSV_VALUE = 8;
export const CONVERT_CMYK_CYAN = 9;
export const CONVERT_CMYK_MAGENTA = 10;
export const CONVERT_CMYK_YELLOW = 11;
export const CONVERT_CMYK_BLACK = 12;
export const CONVERT_LAB_LIGHTNESS = 13;
export const CONVERT_LAB_A = 14;
export const CONVERT_LAB_B = 15;
export const CONVERT_LCH_LIGHTNESS = 16;
export const CONVERT_LCH_CHROMA = 17;
export const CONVERT_LCH_HUE = 18;
export const CONVERT_OKLCH_LIGHTNESS = 19;
export const CONVERT_OKLCH_CHROMA = 20;
export const CONVERT_OKLCH_HUE = 21;
/** f64 slots per colour written by `convertBatch`. */
export const CONVERT_STRIDE = 22;

/**
 * `describeBatch` writes DESCRIBE_STRIDE f64 per colour: the CONVERT_* slots above, then these
 * (integers stored as f64): nearest-name index, category index (core CATEGORY_IDS order), and
 * 0xRRGGBB of the text foreground and of the three full-severity simulations.
 */
export const DESCRIBE_NAME = 22;
export const DESCRIBE_CATEGORY = 23;
export const DESCRIBE_FOREGROUND = 24;
export const DESCRIBE_PROTANOPIA = 25;
export const DESCRIBE_DEUTERANOPIA = 26;
export const DESCRIBE_TRITANOPIA = 27;
/** f64 slots per colour written by `describeBatch`. */
export const DESCRIBE_STRIDE = 28;

/**
 * `checkPalette` keeps one conflict record of CHECK_CONFLICT_BYTES per pair it finds while it scans: ΔE_OK ×100 (f64),
 * the two indices a < b (u16 each), the vision's index in the core's CHECK_VISIONS (u8) and its judgement bits (u8;
 * CHECK_CONFLICT_JUDGED). It hands the `found` conflicts over sorted, as columns at the same address: found f64 ΔE,
 * then found pairs (u16 a, u16 b), found u8 visions, found u8 bits. Ratings are one u8 each, indices into the core's
 * WCAG_LEVELS.
 */
export const CHECK_CONFLICT_DELTA_E = 0;
export const CHECK_CONFLICT_A = 8;
export const CHECK_CONFLICT_B = 10;
export const CHECK_CONFLICT_VISION = 12;
export const CHECK_CONFLICT_BYTES = 16;
/** Visions of the check (normal, protanopia, deuteranopia, tritanopia, achromatopsia), in CHECK_VISIONS order. */
export const CHECK_VISION_COUNT = 5;

/**
 * `scaleSteps` writes SCALE_STEP_STRIDE f64 per step: its 0xRRGGBB (as f64), flags (SCALE_FLAG_*), the contrast it
 * reaches with the background (contrast scales; NaN otherwise), and the WCAG ratio and APCA Lc of the step as text
 * on white and on black. Kinds are indices into the core's SCALE_KINDS, methods into SCALE_METHODS.
 */
export const SCALE_STEP_RGB = 0;
export const SCALE_STEP_FLAGS = 1;
export const SCALE_STEP_CONTRAST = 2;
export const SCALE_STEP_WHITE_WCAG = 3;
export const SCALE_STEP_WHITE_APCA = 4;
export const SCALE_STEP_BLACK_WCAG = 5;
export const SCALE_STEP_BLACK_APCA = 6;
/** f64 slots per step written by `scaleSteps`. */
export const SCALE_STEP_STRIDE = 7;
/** Step flags: the input exactly; the target reached (always set outside contrast scales). */
export const SCALE_FLAG_ANCHOR = 1;
export const SCALE_FLAG_REACHABLE = 2;
/** `scaleSteps` variants, a bit mask: the neutral scale, Radix's dark scale. */
export const SCALE_VARIANT_NEUTRAL = 1;
export const SCALE_VARIANT_DARK = 2;
/**
 * `imagePalette` writes one cluster record of IMAGE_CLUSTER_BYTES per non-empty cluster, in centre order: its
 * weight (f64), 0xRRGGBB of its centroid (u32) and its representative pixel's index y · width + x (u32).
 */
export const IMAGE_CLUSTER_WEIGHT = 0;
export const IMAGE_CLUSTER_RGB = 8;
export const IMAGE_CLUSTER_POSITION = 12;
export const IMAGE_CLUSTER_BYTES = 16;

/**
 * `checkAuthoredPalette` reads, beside each packed code, one u8 kind (AUTHORED_CODE or AUTHORED_EXACT) and
 * AUTHORED_STRIDE f64 (OKLCH L, C, H in degrees, alpha; read for an exact colour only). It writes what
 * `checkPalette` writes and one u8 of CHECK_JUDGED_* bits per ordered pair; its conflict records hold the vision as a
 * u8 at CHECK_CONFLICT_VISION and their bits (CHECK_JUDGED_WIDE, CHECK_JUDGED_P3) as a u8 at CHECK_CONFLICT_JUDGED.
 */
export const AUTHORED_CODE = 0;
export const AUTHORED_EXACT = 1;
export const AUTHORED_STRIDE = 4;
export const CHECK_CONFLICT_JUDGED = 13;
/** The pair has an exact colour: judged on both screens. */
export const CHECK_JUDGED_WIDE = 1;
/** The reported ratio (a conflict: its ΔE) is the Display P3 screen's; the reported Lc is. */
export const CHECK_JUDGED_P3 = 2;
export const CHECK_JUDGED_APCA_P3 = 4;

/**
 * `solveSystem` (a colour system's cells, src/core/system/solveCells.ts) reads one target record per step,
 * SYSTEM_TARGET_STRIDE f64: the method (SYSTEM_METHODS index; −1 for no target), the value, and the step it is
 * measured against (−1: the background). Then one block per row and appearance: the background (packed) and, per
 * step, SYSTEM_CELL_STRIDE f64: the curves' OKLCH lightness, chroma and hue, the cell's fixed colour (packed; −1
 * when the curves and the target decide it), and a fixed colour's OKLCH when it lies beyond sRGB (chroma −1 else). It writes SYSTEM_OUT_STRIDE f64 per cell, block after block: the
 * colour (packed; a wide cell's fallback), the contrast reached against the target's reference (−1 without a target),
 * SYSTEM_FLAG_* bits, and in a Display P3 system a wide cell's P3 value (OKLCH lightness, chroma, hue; −1 when the cell
 * has none).
 */
export const SYSTEM_TARGET_METHOD = 0;
export const SYSTEM_TARGET_VALUE = 1;
export const SYSTEM_TARGET_AGAINST = 2;
export const SYSTEM_TARGET_STRIDE = 3;
export const SYSTEM_CELL_L = 0;
export const SYSTEM_CELL_C = 1;
export const SYSTEM_CELL_H = 2;
export const SYSTEM_CELL_FIXED = 3;
export const SYSTEM_CELL_FIXED_L = 4;
export const SYSTEM_CELL_FIXED_C = 5;
export const SYSTEM_CELL_FIXED_H = 6;
export const SYSTEM_CELL_STRIDE = 7;
export const SYSTEM_OUT_RGB = 0;
export const SYSTEM_OUT_REACHED = 1;
export const SYSTEM_OUT_FLAGS = 2;
export const SYSTEM_OUT_P3_L = 3;
export const SYSTEM_OUT_P3_C = 4;
export const SYSTEM_OUT_P3_H = 5;
export const SYSTEM_OUT_STRIDE = 6;
/** The cell's lightness was solved for its target; no colour of its hue and chroma reaches it; its fixed colour misses it. */
export const SYSTEM_FLAG_SOLVED = 1;
export const SYSTEM_FLAG_UNREACHABLE = 2;
export const SYSTEM_FLAG_FIXED_MISS = 4;
