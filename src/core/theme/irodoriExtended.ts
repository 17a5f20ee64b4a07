/**
 * Custom ("extended") colours in Irodori's theme method (step 6 of irodoriTheme.ts's file comment): the request's
 * list checked and reduced to numbers, Material's harmonize rule applied in OKLCH, and where each colour's fit starts.
 * Shared with the wasm port (assembly/theme/irodoriTheme.ts) through src/build/wasmConstants.ts.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { normalizeHue } from '../convert/hue.ts';
import { encodeOklch } from '../scale/scaleColor.ts';
import { EXTENDED_NAME } from './export/fields.ts';
import type { ExtendedColor } from './roles.ts';
import { THEME_MAX_EXTENDED, type ExtendedInput } from './settings.ts';

/**
 * Material's harmonize rule (`Blend.harmonize` of @material/material-color-utilities): the colour's hue turns toward
 * the source's by half their difference, at most 15°, the shorter way round. Material turns the HCT hue; Irodori's
 * method turns the OKLCH hue, the one its families are built on, toward the primary family's.
 */
export const THEME_HARMONIZE_SHARE = 0.5;
export const THEME_HARMONIZE_MAX_ROTATION = 15;

/** A custom colour checked: its name and code as given, its packed bytes, whether it is harmonised. */
export type ValidExtended = { readonly name: string; readonly hex: string; readonly rgb: number; readonly harmonize: boolean };

/**
 * Returns a request's custom colours checked (absent or null: none).
 * @throws Error on a list that is not an array, longer than THEME_MAX_EXTENDED, or holding an entry without a name
 * of the theme tool's form (export/fields.ts's EXTENDED_NAME), a valid colour code or a boolean `harmonize`.
 */
export function validateExtended(list: readonly ExtendedInput[] | null | undefined): ValidExtended[] {
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) throw new Error('a theme’s custom colours are a list');
  if (list.length > THEME_MAX_EXTENDED) throw new Error(`a theme has at most ${THEME_MAX_EXTENDED} custom colours`);
  return list.map((x: ExtendedInput) => {
    if (x === null || typeof x !== 'object') throw new Error('a custom colour has a name and a colour');
    const { name, hex, harmonize } = x;
    if (typeof name !== 'string' || !EXTENDED_NAME.test(name)) throw new Error(`invalid custom colour name: ${String(name)}`);
    if (typeof hex !== 'string') throw new Error(`the custom colour ${name} has a colour code`);
    if (typeof harmonize !== 'boolean') throw new Error(`the custom colour ${name} says whether it is harmonised`);
    return { name, hex, rgb: Number.parseInt(normalizeColorCode(hex).slice(1), 16), harmonize };
  });
}

/** Returns a theme's list of custom colours as the Material path gives it: name, code as given, harmonised or not. */
export function extendedColorsOf(list: readonly ValidExtended[]): ExtendedColor[] {
  return list.map(({ name, hex, harmonize }) => ({ name, hex, harmonized: harmonize }));
}

/**
 * Returns hue `h` turned toward hue `toward` (degrees): by min(half their difference, THEME_HARMONIZE_MAX_ROTATION),
 * the shorter way round, the result in [0, 360). Material's `Blend.harmonize` on hues (`differenceDegrees`,
 * `rotationDirection`: a difference of exactly 180° turns up).
 */
export function harmonizedHue(h: number, toward: number): number {
  const difference = 180 - Math.abs(Math.abs(h - toward) - 180);
  const rotation = Math.min(difference * THEME_HARMONIZE_SHARE, THEME_HARMONIZE_MAX_ROTATION);
  return normalizeHue(normalizeHue(toward - h) <= 180 ? h + rotation : h - rotation);
}

/** Where a custom colour's fit starts in the light appearance: its bytes, its OKLCH L, its family's chroma and hue. */
export type ExtendedStart = { readonly rgb: number; readonly l: number; readonly family: { readonly c: number; readonly h: number } };

/**
 * Returns the start of a custom colour of OKLCH `oklch` (a grey as hue 0, chroma 0) toward a primary family: its own
 * bytes when its hue is kept (not harmonised, a grey on either side: no hue to turn or to turn toward, or already the
 * primary's), else `encodeOklch` of its L and C at the turned hue.
 */
export function extendedStart(x: ValidExtended, oklch: readonly [number, number, number], primary: { readonly c: number; readonly h: number }): ExtendedStart {
  const [l, c, h] = oklch;
  const turned = x.harmonize && c > 0 && primary.c > 0 ? harmonizedHue(h, primary.h) : h;
  return { rgb: turned === h ? x.rgb : encodeOklch(l, c, turned), l, family: { c, h: turned } };
}
