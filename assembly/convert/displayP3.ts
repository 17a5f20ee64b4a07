/**
 * Linear Display P3 ⇄ linear sRGB in one matrix each (mirror of src/core/convert/displayP3.ts; the matrices are the
 * core's products, generated into constants.ts). Outside sRGB the sRGB values come out extended (past [0, 1]).
 */
import { LINEAR_P3_TO_LINEAR_SRGB, LINEAR_SRGB_TO_LINEAR_P3 } from "../generated/constants";
import { multiplyMatrix, Vec3 } from "../vec3";

/** Writes linear sRGB (extended) of linear Display P3 `v` into `out` (may be `v`). */
export function linearP3ToLinearSrgb(v: Vec3, out: Vec3): void {
  multiplyMatrix(LINEAR_P3_TO_LINEAR_SRGB, v, out);
}

/** Writes linear Display P3 of linear sRGB `v` into `out` (may be `v`). */
export function linearSrgbToLinearP3(v: Vec3, out: Vec3): void {
  multiplyMatrix(LINEAR_SRGB_TO_LINEAR_P3, v, out);
}
