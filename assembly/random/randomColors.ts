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
import {
  RANDOM_GREY_COUNT, RANDOM_GREY_MIN, RANDOM_MAX_ATTEMPTS, RANDOM_SATURATION_MAX, RANDOM_SATURATION_MIN,
  RANDOM_VALUE_MAX, RANDOM_VALUE_MIN,
} from "../generated/constants";

const HSV = changetype<Vec3>(memory.data(24, 8));
/** The deck of grey bytes dealt by `dealGreys`. */
const GREY_DECK = memory.data(RANDOM_GREY_COUNT);

/** Returns whether `rgb` is among the first `count` colours at `output`. */
function isTaken(rgb: u32, output: usize, count: i32): bool {
  for (let i = 0; i < count; i++) if (load<u32>(output + (<usize>i << 2)) == rgb) return true;
  return false;
}

/** Returns one colour of hue category `c` (0xRRGGBB) not among the `taken` colours at `output`, three draws per attempt. */
function drawHueColor(c: i32, min: f64, max: f64, output: usize, taken: i32): u32 {
  for (let attempt = 0; attempt < RANDOM_MAX_ATTEMPTS; attempt++) {
    HSV.x = min + nextRandom() * (max - min);
    HSV.y = RANDOM_SATURATION_MIN + nextRandom() * (RANDOM_SATURATION_MAX - RANDOM_SATURATION_MIN);
    HSV.z = RANDOM_VALUE_MIN + nextRandom() * (RANDOM_VALUE_MAX - RANDOM_VALUE_MIN);
    hsvToRgb(HSV, HSV);
    const rgb = srgbToPacked(HSV);
    packedToSrgb(rgb, HSV);
    rgbToHsv(HSV, HSV);
    if (categoryOf(HSV.x) == c && !isTaken(rgb, output, taken)) return rgb;
  }
  return load<u32>(CATEGORY_REPRESENTATIVE + (<usize>c << 2));
}

/** Writes `count` greys dealt from a shuffled deck of the RANDOM_GREY_COUNT greys to `output`. */
function dealGreys(count: i32, output: usize): void {
  for (let i = 0; i < count; i++) {
    const k = i % RANDOM_GREY_COUNT;
    if (k == 0) for (let g = 0; g < RANDOM_GREY_COUNT; g++) store<u8>(GREY_DECK + <usize>g, <u8>(RANDOM_GREY_MIN + <u32>g));
    const j = k + <i32>Math.floor(nextRandom() * <f64>(RANDOM_GREY_COUNT - k));
    const byte = <u32>load<u8>(GREY_DECK + <usize>j);
    store<u8>(GREY_DECK + <usize>j, load<u8>(GREY_DECK + <usize>k));
    store<u8>(GREY_DECK + <usize>k, <u8>byte);
    store<u32>(output + (<usize>i << 2), (byte << 16) | (byte << 8) | byte);
  }
}

/** Writes `count` random colours (u32 0xRRGGBB) of category index `c` for `seed` to `output`, distinct as the core's. */
export function randomColorBatch(c: i32, count: i32, seed: u32, output: usize): void {
  seedRandom(seed);
  const min = load<f64>(CATEGORY_HUE_MIN + (<usize>c << 3));
  const max = load<f64>(CATEGORY_HUE_MAX + (<usize>c << 3));
  if (isNaN(min)) {
    dealGreys(count, output);
    return;
  }
  for (let i = 0; i < count; i++) {
    store<u32>(output + (<usize>i << 2), drawHueColor(c, min, max, output, i));
  }
}
