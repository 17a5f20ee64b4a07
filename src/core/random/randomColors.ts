/**
 * Random colours of a category (Explore sections, category pages, random defaults), deterministic per seed.
 *
 * One mulberry32 generator (seed >>> 0) per call; colours are produced in order, each consuming numbers as follows.
 *
 * Hue categories (range [min, max] from CATEGORIES), per attempt, three draws in this order:
 *   u1 → hue        = min + u1 · (max − min)
 *   u2 → saturation = 0.3 + u2 · (1 − 0.3)        (HSV, 0–1)
 *   u3 → value      = 0.6 + u3 · (1 − 0.6)        (HSV, 0–1; SPEC §2 "brightness between 0.6 and 1")
 *   code = srgbToHex(hsvToRgb([hue, saturation, value]))
 *   accept when categoryOf(HSV hue of code's bytes / 255) is the requested category; otherwise the next attempt
 *   draws three new numbers. After 64 rejected attempts (never observed) the category's representative is used.
 *
 * Neutral, one draw per colour: u → byte = floor(u · 256) (uniform over 0–255), code = grey byte, byte, byte.
 * The full lightness range makes a better neutral page than value 0.6–1 would.
 */
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { rgbToHsv } from '../convert/rgbToHsv.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { bytesToHex, srgbToHex } from '../convert/srgbToHex.ts';
import { categoryOf, getCategory, type CategoryId } from '../category/categories.ts';
import { mulberry32, type Random } from './mulberry32.ts';

/** HSV saturation range of random colours. */
export const RANDOM_SATURATION_MIN = 0.3;
export const RANDOM_SATURATION_MAX = 1;
/** HSV value range of random colours (SPEC §2). */
export const RANDOM_VALUE_MIN = 0.6;
export const RANDOM_VALUE_MAX = 1;
/** Attempts per colour before falling back to the representative colour. */
export const RANDOM_MAX_ATTEMPTS = 64;
/** Upper bound on `count` per call. */
export const RANDOM_MAX_COUNT = 10000;

/** Returns one colour of a hue category, drawing three numbers per attempt. */
function drawHueColor(random: Random, categoryId: CategoryId, min: number, max: number): string {
  for (let attempt = 0; attempt < RANDOM_MAX_ATTEMPTS; attempt++) {
    const hue = min + random() * (max - min);
    const saturation = RANDOM_SATURATION_MIN + random() * (RANDOM_SATURATION_MAX - RANDOM_SATURATION_MIN);
    const value = RANDOM_VALUE_MIN + random() * (RANDOM_VALUE_MAX - RANDOM_VALUE_MIN);
    const code = srgbToHex(hsvToRgb([hue, saturation, value]));
    if (categoryOf(rgbToHsv(hexToSrgb(code))[0]) === categoryId) return code;
  }
  return getCategory(categoryId).representative;
}

/** Returns one grey from a single draw: byte = floor(u · 256). */
function drawGrey(random: Random): string {
  const byte = Math.floor(random() * 256);
  return bytesToHex(byte, byte, byte);
}

/**
 * Returns `count` (floored, 0 … 10000) random codes of the category, the same list for the same seed.
 * @throws Error for an unknown category id.
 */
export function randomColors(categoryId: CategoryId, count: number, seed: number): string[] {
  const category = getCategory(categoryId);
  const n = count > 0 ? Math.min(RANDOM_MAX_COUNT, Math.floor(count)) : 0;
  const random = mulberry32(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      category.hueRange === null
        ? drawGrey(random)
        : drawHueColor(random, categoryId, category.hueRange[0], category.hueRange[1]),
    );
  }
  return out;
}
