/**
 * Chart colours under four visions (mirror of src/core/charts/chartVision.ts): a colour's OKLab with normal vision
 * and through the Machado 2009 matrices of protanopia, deuteranopia and tritanopia at a severity (clamped to [0, 1]
 * in linear light, not rounded to bytes), and the distance of two colours as the smallest of the four.
 */
import { MACHADO_DEUTAN_TABLE, MACHADO_PROTAN_TABLE, MACHADO_TRITAN_TABLE } from "../generated/tables";
import {
  CHART_VISION_COUNT, CHART_VISION_DEUTERANOPIA, CHART_VISION_PROTANOPIA, CHART_VISION_TRITANOPIA, FEATURE_SIZE, HUE_CHROMA,
  HUE_CLASH_COS, HUE_CLASH_LIGHTNESS, HUE_CLASH_PENALTY,
} from "../generated/constants";
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { machadoMatrix } from "../vision/machado";
import { multiplyMatrix, Vec3 } from "../vec3";

/** The three simulation matrices at the call's severity, vision v (1–3, after normal) at (v − 1) · 72. */
const MATRICES = memory.data(3 * 72, 8);
const LINEAR = changetype<Vec3>(memory.data(24, 8));
const SEEN = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function clamp01(x: f64): f64 {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Sets the severity of the simulations for the following `writeFeatures` calls. */
export function setSeverity(severity: f64): void {
  machadoMatrix(MACHADO_PROTAN_TABLE, severity, MATRICES + <usize>(CHART_VISION_PROTANOPIA - 1) * 72);
  machadoMatrix(MACHADO_DEUTAN_TABLE, severity, MATRICES + <usize>(CHART_VISION_DEUTERANOPIA - 1) * 72);
  machadoMatrix(MACHADO_TRITAN_TABLE, severity, MATRICES + <usize>(CHART_VISION_TRITANOPIA - 1) * 72);
}

/** Writes 0xRRGGBB's OKLab under each vision at `out` (FEATURE_SIZE f64). */
export function writeFeatures(rgb: u32, out: usize): void {
  bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, LINEAR);
  for (let v = 0; v < CHART_VISION_COUNT; v++) {
    if (v == 0) {
      SEEN.x = LINEAR.x;
      SEEN.y = LINEAR.y;
      SEEN.z = LINEAR.z;
    } else {
      multiplyMatrix(MATRICES + <usize>(v - 1) * 72, LINEAR, SEEN);
      SEEN.x = clamp01(SEEN.x);
      SEEN.y = clamp01(SEEN.y);
      SEEN.z = clamp01(SEEN.z);
    }
    linearToXyz65(SEEN, SEEN);
    xyz65ToOklab(SEEN, SEEN);
    store<f64>(out + (<usize>(v * 3) << 3), SEEN.x);
    store<f64>(out + (<usize>(v * 3 + 1) << 3), SEEN.y);
    store<f64>(out + (<usize>(v * 3 + 2) << 3), SEEN.z);
  }
}

/** Returns the address of row i of a feature table. */
// @ts-ignore: decorator
@inline
export function rowAt(table: usize, i: i32): usize {
  return table + (<usize>(i * FEATURE_SIZE) << 3);
}

/** Returns the distance of two feature rows: the smallest OKLab distance under the four visions. */
export function pairDistance(p: usize, q: usize): f64 {
  let min = Infinity;
  for (let v = 0; v < CHART_VISION_COUNT; v++) {
    const o = <usize>(v * 3) << 3;
    const dl = load<f64>(p + o) - load<f64>(q + o);
    const da = load<f64>(p + o + 8) - load<f64>(q + o + 8);
    const db = load<f64>(p + o + 16) - load<f64>(q + o + 16);
    const d = Math.sqrt(dl * dl + da * da + db * db);
    if (d < min) min = d;
  }
  return min;
}

/** Whether two feature rows break the spread rule (the core's `hueClash`): close in lightness and in hue. */
export function hueClash(p: usize, q: usize): bool {
  const dl = load<f64>(p) - load<f64>(q);
  if (dl >= HUE_CLASH_LIGHTNESS || dl <= -HUE_CLASH_LIGHTNESS) return false;
  const a1 = load<f64>(p + 8);
  const b1 = load<f64>(p + 16);
  const a2 = load<f64>(q + 8);
  const b2 = load<f64>(q + 16);
  const c1 = Math.sqrt(a1 * a1 + b1 * b1);
  const c2 = Math.sqrt(a2 * a2 + b2 * b2);
  if (c1 < HUE_CHROMA || c2 < HUE_CHROMA) return false;
  return a1 * a2 + b1 * b2 > HUE_CLASH_COS * c1 * c2;
}

/** Returns the distance the categorical search maximises (the core's `searchDistance`). */
export function searchDistance(p: usize, q: usize): f64 {
  const d = pairDistance(p, q);
  return hueClash(p, q) ? d * HUE_CLASH_PENALTY : d;
}
