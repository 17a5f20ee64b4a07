/**
 * OKLab of a packed colour, through the core's exact path `srgbToOklab(hexToSrgb(code))`
 * (byte → linear table → XYZ D65 → OKLab), so the name search compares the same numbers as the core.
 */
import { bytesToLinear } from "../convert/srgbToLinear";
import { linearToXyz65 } from "../convert/linearToXyz65";
import { xyz65ToOklab } from "../convert/xyz65ToOklab";
import { Vec3 } from "../vec3";

/** Writes OKLab [L, a, b] of 0xRRGGBB into `out`. */
// @ts-ignore: decorator
@inline
export function packedToOklab(rgb: u32, out: Vec3): void {
  bytesToLinear((rgb >>> 16) & 0xff, (rgb >>> 8) & 0xff, rgb & 0xff, out);
  linearToXyz65(out, out);
  xyz65ToOklab(out, out);
}
