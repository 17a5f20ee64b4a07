/**
 * Random colours of a category, deterministic per seed (mirror of src/core/random/randomColors.ts; the
 * draw order and acceptance rule are documented there).
 */
import { CATEGORY_HUE_MAX, CATEGORY_HUE_MIN, CATEGORY_REPRESENTATIVE } from "../generated/tables";
import { categoryOf } from "../category/categoryOf";
import { hsvToRgb } from "../convert/hsvToRgb";
import { rgbToHsv } from "../convert/rgbToHsv";
import { packedToSrgb, srgbToPacked } from "../convert/srgbToByte";
import { Vec3 } from "../vec3";
import { nextRandom, seedRandom } from "./mulberry32";

/** HSV saturation range of random colours. */
export const RANDOM_SATURATION_MIN: f64 = 0.3;
export const RANDOM_SATURATION_MAX: f64 = 1;
/** HSV value range of random colours (SPEC §2). */
export const RANDOM_VALUE_MIN: f64 = 0.6;
export const RANDOM_VALUE_MAX: f64 = 1;
/** Attempts per colour before falling back to the representative colour. */
export const RANDOM_MAX_ATTEMPTS: i32 = 64;

const HSV = changetype<Vec3>(memory.data(24, 8));

/** Returns one colour of hue category `c` (0xRRGGBB), three draws per attempt. */
function drawHueColor(c: i32, min: f64, max: f64): u32 {
  for (let attempt = 0; attempt < RANDOM_MAX_ATTEMPTS; attempt++) {
    HSV.x = min + nextRandom() * (max - min);
    HSV.y = RANDOM_SATURATION_MIN + nextRandom() * (RANDOM_SATURATION_MAX - RANDOM_SATURATION_MIN);
    HSV.z = RANDOM_VALUE_MIN + nextRandom() * (RANDOM_VALUE_MAX - RANDOM_VALUE_MIN);
    hsvToRgb(HSV, HSV);
    const rgb = srgbToPacked(HSV);
    packedToSrgb(rgb, HSV);
    rgbToHsv(HSV, HSV);
    if (categoryOf(HSV.x) == c) return rgb;
  }
  return load<u32>(CATEGORY_REPRESENTATIVE + (<usize>c << 2));
}

/** Returns one grey from a single draw: byte = floor(u · 256). */
// @ts-ignore: decorator
@inline
function drawGrey(): u32 {
  const byte = <u32>Math.floor(nextRandom() * 256);
  return (byte << 16) | (byte << 8) | byte;
}

/** Writes `count` random colours (u32 0xRRGGBB) of category index `c` for `seed` to `output`. */
export function randomColorBatch(c: i32, count: i32, seed: u32, output: usize): void {
  seedRandom(seed);
  const min = load<f64>(CATEGORY_HUE_MIN + (<usize>c << 3));
  const max = load<f64>(CATEGORY_HUE_MAX + (<usize>c << 3));
  const hueless = isNaN(min);
  for (let i = 0; i < count; i++) {
    store<u32>(output + (<usize>i << 2), hueless ? drawGrey() : drawHueColor(c, min, max));
  }
}
