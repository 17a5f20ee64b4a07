/**
 * Batch conversion: packed 0xRRGGBB colours in, CONVERT_STRIDE f64 per colour out (layout.ts).
 * Each model goes through the same hub steps as the core (src/core/convert/), so the numbers match.
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { packedToSrgb } from "../convert/srgbToByte";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { xyz65ToXyz50 } from "../convert/xyz65ToXyz50";
import { xyz50ToLab } from "../convert/xyz50ToLab";
import { labToLch } from "../convert/labToLch";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { rgbToHsl } from "../convert/rgbToHsl";
import { rgbToHsv } from "../convert/rgbToHsv";
import { rgbToCmyk } from "../convert/rgbToCmyk";
import {
  CONVERT_CMYK_CYAN, CONVERT_HSL_HUE, CONVERT_HSV_HUE, CONVERT_LAB_LIGHTNESS, CONVERT_LCH_LIGHTNESS,
  CONVERT_OKLCH_LIGHTNESS, CONVERT_RED, CONVERT_STRIDE,
} from "../layout";
import { Vec3 } from "../vec3";

const SRGB = changetype<Vec3>(memory.data(24, 8));
const XYZ65 = changetype<Vec3>(memory.data(24, 8));
const WORK = changetype<Vec3>(memory.data(24, 8));

// @ts-ignore: decorator
@inline
function storeVec3(out: usize, slot: i32, v: Vec3): void {
  const at = out + (<usize>slot << 3);
  store<f64>(at, v.x, 0);
  store<f64>(at, v.y, 8);
  store<f64>(at, v.z, 16);
}

/**
 * Writes every model of one colour at `out` (CONVERT_STRIDE f64). Greys take a = b = 0 in Lab and OKLab
 * before the polar step, as the core's colour model does, so their LCH/OKLCH hue is NaN and chroma 0.
 */
export function convertColor(rgb: u32, out: usize): void {
  const r = (rgb >>> 16) & 0xff;
  const g = (rgb >>> 8) & 0xff;
  const b = rgb & 0xff;
  const grey = r == g && g == b;
  store<f64>(out + (<usize>CONVERT_RED << 3), <f64>r, 0);
  store<f64>(out + (<usize>CONVERT_RED << 3), <f64>g, 8);
  store<f64>(out + (<usize>CONVERT_RED << 3), <f64>b, 16);

  packedToSrgb(rgb, SRGB);
  rgbToHsl(SRGB, WORK);
  storeVec3(out, CONVERT_HSL_HUE, WORK);
  rgbToHsv(SRGB, WORK);
  storeVec3(out, CONVERT_HSV_HUE, WORK);
  rgbToCmyk(SRGB, out + (<usize>CONVERT_CMYK_CYAN << 3));

  bytesToLinear(r, g, b, XYZ65);
  linearToXyz65(XYZ65, XYZ65);
  xyz65ToXyz50(XYZ65, WORK);
  xyz50ToLab(WORK, WORK);
  if (grey) {
    WORK.y = 0;
    WORK.z = 0;
  }
  storeVec3(out, CONVERT_LAB_LIGHTNESS, WORK);
  labToLch(WORK, WORK);
  storeVec3(out, CONVERT_LCH_LIGHTNESS, WORK);

  xyz65ToOklab(XYZ65, WORK);
  if (grey) {
    WORK.y = 0;
    WORK.z = 0;
  }
  labToLch(WORK, WORK);
  storeVec3(out, CONVERT_OKLCH_LIGHTNESS, WORK);
}

/** Converts `count` packed colours at `input` (u32 each) into records at `output` (CONVERT_STRIDE f64 each). */
export function convertBatch(input: usize, count: i32, output: usize): void {
  for (let i = 0; i < count; i++) {
    convertColor(load<u32>(input + (<usize>i << 2)), output + (<usize>(i * CONVERT_STRIDE) << 3));
  }
}
