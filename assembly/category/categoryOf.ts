/**
 * Hue → category index (mirror of `categoryOf` in src/core/category/categories.ts). Indices follow the
 * core's CATEGORY_IDS order; the ranges come from the core's CATEGORIES through generated/tables.ts.
 */
import { CATEGORY_COUNT, CATEGORY_HUE_MAX, CATEGORY_NEUTRAL, CATEGORY_WRAP } from "../generated/tables";

/**
 * Returns the category index of a hue in degrees: NaN or infinite → neutral; otherwise the hue wrapped
 * into [0, 360), then the first hue category in order whose upper bound is ≥ it; above the last → red.
 */
export function categoryOf(hue: f64): i32 {
  if (!isFinite(hue)) return CATEGORY_NEUTRAL;
  const h = hue - 360 * Math.floor(hue / 360);
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const max = load<f64>(CATEGORY_HUE_MAX + (<usize>c << 3));
    if (!isNaN(max) && h <= max) return c;
  }
  return CATEGORY_WRAP;
}
