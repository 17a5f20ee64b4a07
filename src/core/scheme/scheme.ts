/**
 * One entry point for every scheme id used by the colour page and the generator tabs.
 */
import {
  ALTERNATIVE_OFFSETS,
  COMPLEMENTARY_OFFSETS,
  HUE_WHEEL_OFFSETS,
  SPLIT_COMPLEMENTARY_OFFSETS,
  SQUARE_OFFSETS,
  TRIADIC_OFFSETS,
  rotateHue,
} from './hueRotations.ts';
import { DEFAULT_SCALE_COUNT, shadeScale, tintScale } from './shadeTint.ts';
import { fgbgPairs, grayScale, uiScheme } from './tones.ts';
import { DEFAULT_RING_RADIUS, sameLightnessRing } from './sameLightness.ts';

/** All scheme ids (the generator tabs are a subset, see SPEC §2). */
export const SCHEME_IDS = [
  'shade',
  'tint',
  'gray',
  'alternative',
  'hue',
  'ui',
  'fgbg',
  'same-lightness',
  'complementary',
  'triadic',
  'square',
  'split-complementary',
] as const;

/** One scheme id. */
export type SchemeId = (typeof SCHEME_IDS)[number];

/** Options: `count` for shade/tint (default 10), `radius` for same-lightness (default 40). Others ignore them. */
export type SchemeOptions = { count?: number; radius?: number };

/** Returns true when `x` is a scheme id. */
export function isSchemeId(x: unknown): x is SchemeId {
  return typeof x === 'string' && (SCHEME_IDS as readonly string[]).includes(x);
}

/**
 * Returns the codes of a scheme for a base code. Hue-based schemes give [] for greys; `fgbg` is a flat
 * [fg, bg, …] list of 8 pairs (see `fgbgPairs`); `same-lightness` may give fewer than 10.
 * @throws Error for an unknown id or an invalid base code.
 */
export function scheme(id: SchemeId, base: string, options: SchemeOptions = {}): string[] {
  switch (id) {
    case 'shade':
      return shadeScale(base, options.count ?? DEFAULT_SCALE_COUNT);
    case 'tint':
      return tintScale(base, options.count ?? DEFAULT_SCALE_COUNT);
    case 'gray':
      return grayScale(base);
    case 'alternative':
      return rotateHue(base, ALTERNATIVE_OFFSETS);
    case 'hue':
      return rotateHue(base, HUE_WHEEL_OFFSETS);
    case 'ui':
      return uiScheme(base);
    case 'fgbg':
      return fgbgPairs(base);
    case 'same-lightness':
      return sameLightnessRing(base, options.radius ?? DEFAULT_RING_RADIUS);
    case 'complementary':
      return rotateHue(base, COMPLEMENTARY_OFFSETS);
    case 'triadic':
      return rotateHue(base, TRIADIC_OFFSETS);
    case 'square':
      return rotateHue(base, SQUARE_OFFSETS);
    case 'split-complementary':
      return rotateHue(base, SPLIT_COMPLEMENTARY_OFFSETS);
    default:
      throw new Error(`不明なスキームです: ${String(id)}`);
  }
}
