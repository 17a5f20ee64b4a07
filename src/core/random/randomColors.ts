/**
 * Random colours of a category (Explore sections, category pages, random defaults), deterministic per seed.
 * Every colour has HSV value 0.6–1 (SPEC §2 "brightness between 0.6 and 1"), greys included, and the
 * codes of one call are distinct (one call is one Explore section or one batch of the category grid; only
 * a neutral list longer than the 103 greys, or the never-observed fallback below, can repeat a code).
 *
 * One mulberry32 generator (seed >>> 0) per call; colours are produced in order, each consuming numbers as follows.
 *
 * Hue categories (range [min, max] from CATEGORIES), per attempt, three draws in this order:
 *   u1 → hue        = min + u1 · (max − min)
 *   u2 → saturation = 0.3 + u2 · (1 − 0.3)        (HSV, 0–1)
 *   u3 → value      = 0.6 + u3 · (1 − 0.6)        (HSV, 0–1)
 *   code = srgbToHex(hsvToRgb([hue, saturation, value]))
 *   accept when categoryOf(HSV hue of code's bytes / 255) is the requested category and the code is not
 *   already in the list; otherwise the next attempt draws three new numbers. After 64 rejected attempts
 *   (never observed) the category's representative is used.
 *
 * Neutral: the 103 greys with value 0.6–1 (bytes 153 … 255, 153 / 255 = 0.6), dealt without replacement by a
 * Fisher–Yates shuffle, one draw per colour. The deck starts as bytes 153 … 255 in order; colour i of a deal
 * draws u → j = i + floor(u · (103 − i)), swaps deck[i] and deck[j] and takes deck[i]. After 103 colours the
 * deck is put back in order and dealt again (so only a list longer than 103 repeats a grey).
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
/** Grey bytes of random neutral colours: value 0.6–1, 153 / 255 = 0.6. */
export const RANDOM_GREY_MIN = 153;
export const RANDOM_GREY_MAX = 255;
/** Number of distinct random greys (103). */
export const RANDOM_GREY_COUNT = RANDOM_GREY_MAX - RANDOM_GREY_MIN + 1;
/** Attempts per colour before falling back to the representative colour. */
export const RANDOM_MAX_ATTEMPTS = 64;
/** Upper bound on `count` per call. */
export const RANDOM_MAX_COUNT = 10000;

/** Returns one colour of a hue category not in `taken`, drawing three numbers per attempt. */
function drawHueColor(random: Random, categoryId: CategoryId, min: number, max: number, taken: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < RANDOM_MAX_ATTEMPTS; attempt++) {
    const hue = min + random() * (max - min);
    const saturation = RANDOM_SATURATION_MIN + random() * (RANDOM_SATURATION_MAX - RANDOM_SATURATION_MIN);
    const value = RANDOM_VALUE_MIN + random() * (RANDOM_VALUE_MAX - RANDOM_VALUE_MIN);
    const code = srgbToHex(hsvToRgb([hue, saturation, value]));
    if (!taken.has(code) && categoryOf(rgbToHsv(hexToSrgb(code))[0]) === categoryId) return code;
  }
  return getCategory(categoryId).representative;
}

/** Returns `count` greys dealt from a shuffled deck of the RANDOM_GREY_COUNT greys (see the top of the file). */
function dealGreys(random: Random, count: number): string[] {
  const deck: number[] = [];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = i % RANDOM_GREY_COUNT;
    if (k === 0) for (let g = 0; g < RANDOM_GREY_COUNT; g++) deck[g] = RANDOM_GREY_MIN + g;
    const j = k + Math.floor(random() * (RANDOM_GREY_COUNT - k));
    const byte = deck[j];
    deck[j] = deck[k];
    deck[k] = byte;
    out.push(bytesToHex(byte, byte, byte));
  }
  return out;
}

/**
 * Returns `count` (floored, 0 … 10000) random codes of the category, the same list for the same seed.
 * @throws Error for an unknown category id.
 */
export function randomColors(categoryId: CategoryId, count: number, seed: number): string[] {
  const category = getCategory(categoryId);
  const n = count > 0 ? Math.min(RANDOM_MAX_COUNT, Math.floor(count)) : 0;
  const random = mulberry32(seed);
  if (category.hueRange === null) return dealGreys(random, n);
  const [min, max] = category.hueRange;
  const out: string[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < n; i++) {
    const code = drawHueColor(random, categoryId, min, max, taken);
    taken.add(code);
    out.push(code);
  }
  return out;
}
