/**
 * The scheme sections of the colour page (SPEC §2 Colour detail), as data: which colours each shows, how wide it
 * is, and which generator tab its 'See all' link opens. Pure: every colour comes from the core.
 */
import { normalizeColorCode } from '../../core/code/colorCode';
import { ALTERNATIVE_OFFSETS, COMPLEMENTARY_OFFSETS, HUE_WHEEL_OFFSETS, SPLIT_COMPLEMENTARY_OFFSETS, SQUARE_OFFSETS, TRIADIC_OFFSETS } from '../../core/scheme/hueRotations';
import { lightnessScale } from '../../core/scheme/lightnessScale';
import { scheme } from '../../core/scheme/scheme';
import { UI_ROLES, type UiRole } from '../../core/scheme/tones';
import type { GeneratorTabId } from '../../config/paths';

/** Shade and tint swatches on the colour page (SPEC §2). */
export const PAGE_SCALE_COUNT = 4;
/** Gray swatches shown on the colour page, picked evenly from the 10-step ramp (SPEC §2 "4 shown"). */
export const PAGE_GRAY_COUNT = 4;
/** Same-lightness ring radius on the colour page (SPEC §9; the generator uses 40). */
export const PAGE_RING_RADIUS = 30;

/** How much of a row a section takes on wide screens. */
export type SectionWidth = 'full' | 'half';

/** A swatch of a section and an optional caption line describing it. */
export type SectionSwatch = {
  code: string;
  /** A caption detail: the step's lightness, mix amount or hue offset ('base' for the colour itself), or its UI role. */
  detail?: { kind: 'lightness' | 'mix' | 'offset'; value: number } | { kind: 'base' } | { kind: 'role'; role: UiRole };
};

/** A section of swatches. */
export type SwatchSectionDef = {
  readonly id:
    | 'lightness'
    | 'shade'
    | 'tint'
    | 'gray'
    | 'complementary'
    | 'alternative'
    | 'hue'
    | 'triadic'
    | 'square'
    | 'split'
    | 'ui'
    | 'sameLightness';
  /** On wide screens: 'full' spans the page, 'half' shares a row with its neighbour. */
  readonly width: SectionWidth;
  /** Swatches per row on wide screens (default: all in one row). */
  readonly columns?: number;
  /** Generator tab of the 'See all' link, if the generator has one. */
  readonly seeAll?: GeneratorTabId;
  /** Returns the swatches for a '#rrggbb' base ([] when the section has no colours, e.g. hue-based for greys). */
  readonly swatches: (base: string) => SectionSwatch[];
};

/** Returns `count` items picked evenly from a list, first and last included. */
export function pickEvenly<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  if (count <= 1) return list.slice(0, count);
  return Array.from({ length: count }, (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))]);
}

/** Returns swatches captioned with their mix amount toward black or white (i / (n + 1), as the core mixes). */
function mixSwatches(codes: string[]): SectionSwatch[] {
  return codes.map((code, i) => ({ code, detail: { kind: 'mix', value: Math.round(((i + 1) * 100) / (codes.length + 1)) } }));
}

/** Returns hue-rotation swatches captioned with their offsets, the base first when `withBase`. */
function rotationSwatches(base: string, codes: string[], offsets: readonly number[], withBase: boolean): SectionSwatch[] {
  if (codes.length === 0) return [];
  const rotated = codes.map<SectionSwatch>((code, i) =>
    offsets[i] === 0 ? { code, detail: { kind: 'base' } } : { code, detail: { kind: 'offset', value: offsets[i] } },
  );
  return withBase ? [{ code: base, detail: { kind: 'base' } }, ...rotated] : rotated;
}

/** Returns plain swatches. */
const plain = (codes: string[]): SectionSwatch[] => codes.map((code) => ({ code }));

/** The swatch sections in page order (SPEC §2); FG/BG, colour blindness, contrast and accessibility follow. */
export const SWATCH_SECTIONS: readonly SwatchSectionDef[] = [
  {
    id: 'lightness',
    width: 'full',
    swatches: (base) => lightnessScale(base).map(({ lightness, code }) => ({ code, detail: { kind: 'lightness', value: lightness } })),
  },
  { id: 'shade', width: 'half', seeAll: 'shade', swatches: (base) => mixSwatches(scheme('shade', base, { count: PAGE_SCALE_COUNT })) },
  { id: 'tint', width: 'half', seeAll: 'tint', swatches: (base) => mixSwatches(scheme('tint', base, { count: PAGE_SCALE_COUNT })) },
  { id: 'gray', width: 'half', seeAll: 'gray', swatches: (base) => plain(pickEvenly(scheme('gray', base), PAGE_GRAY_COUNT)) },
  {
    id: 'complementary',
    width: 'half',
    swatches: (base) => rotationSwatches(base, scheme('complementary', base), COMPLEMENTARY_OFFSETS, true),
  },
  {
    id: 'alternative',
    width: 'full',
    seeAll: 'alternative',
    swatches: (base) => rotationSwatches(base, scheme('alternative', base), ALTERNATIVE_OFFSETS, false),
  },
  { id: 'hue', width: 'full', seeAll: 'hue', swatches: (base) => rotationSwatches(base, scheme('hue', base), HUE_WHEEL_OFFSETS, false) },
  { id: 'triadic', width: 'half', swatches: (base) => rotationSwatches(base, scheme('triadic', base), TRIADIC_OFFSETS, true) },
  { id: 'square', width: 'half', swatches: (base) => rotationSwatches(base, scheme('square', base), SQUARE_OFFSETS, true) },
  {
    id: 'split',
    width: 'half',
    swatches: (base) => rotationSwatches(base, scheme('split-complementary', base), SPLIT_COMPLEMENTARY_OFFSETS, true),
  },
  {
    id: 'ui',
    width: 'half',
    columns: 4,
    seeAll: 'ui',
    swatches: (base) => scheme('ui', base).map((code, i) => ({ code, detail: { kind: 'role', role: UI_ROLES[i] } })),
  },
];

/** The section after the swatch sections that pairs text and background colours. */
export const FGBG_SEE_ALL: GeneratorTabId = 'fgbg';
/** The same-lightness section (rendered after FG/BG, SPEC §2 order). */
export const SAME_LIGHTNESS_SECTION: SwatchSectionDef = {
  id: 'sameLightness',
  width: 'full',
  seeAll: 'same-lightness',
  swatches: (base) => plain(scheme('same-lightness', base, { radius: PAGE_RING_RADIUS })),
};

/** A text/background pair. */
export type ColorPair = { fg: string; bg: string };

/** Returns the FG/BG pairs of a base (the core's flat [fg, bg, …] list, 8 pairs). */
export function fgbgPairs(base: string): ColorPair[] {
  const flat = scheme('fgbg', normalizeColorCode(base));
  const pairs: ColorPair[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push({ fg: flat[i], bg: flat[i + 1] });
  return pairs;
}
