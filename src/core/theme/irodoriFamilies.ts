/**
 * Irodori's theme method, its rules as data (the search is irodoriTheme.ts): the constants, the preferred
 * lightness of each kind of role, the request and its check, and the role families a request's seeds give (step 1 of
 * irodoriTheme.ts's file comment). Shared with the wasm port through src/build/wasmConstants.ts.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { normalizeHue } from '../convert/hue.ts';
import { packedToOklch } from '../scale/scaleColor.ts';
import { validateExtended, type ValidExtended } from './irodoriExtended.ts';
import { IRODORI_ROLES, THEME_TARGETS, targetLevel, type ExtendedColor, type IrodoriRole, type RoleColors, type ThemeTarget, type TonalPalette } from './roles.ts';
import { SEED_ROLES, type ExtendedInput, type SeedRole } from './settings.ts';

/** Bisection steps on lightness: 2^−20 of the range, far below one byte (about 0.002–0.004 of OKLCH L). */
export const THEME_SEARCH_STEPS = 20;

/** Secondary's chroma when not seeded: a third of the primary's, at least 0.04 (a visible tint), at most the primary's. */
export const THEME_SECONDARY_CHROMA_RATIO = 1 / 3;
export const THEME_SECONDARY_MIN_CHROMA = 0.04;
/** Tertiary when not seeded: 60° on from the primary (Material's tonal spot), at 0.8 of its chroma. */
export const THEME_TERTIARY_HUE_SHIFT = 60;
export const THEME_TERTIARY_CHROMA_RATIO = 0.8;
/**
 * The neutral when not seeded: the primary's hue at a quarter of its chroma, at most 0.012 (a grey tinted as Radix's
 * slate or Material's neutral, ~0.005–0.015); a neutral seed keeps its hue with its chroma capped at 0.02 (Tailwind's
 * tinted greys peak near 0.025).
 */
export const THEME_NEUTRAL_CHROMA = 0.012;
export const THEME_NEUTRAL_CHROMA_RATIO = 0.25;
export const THEME_NEUTRAL_SEED_MAX_CHROMA = 0.02;
/** Error when not seeded: OKLCH of Material's error red (#b3261e: hue ≈ 27°, chroma ≈ 0.2). */
export const THEME_ERROR_HUE = 27;
export const THEME_ERROR_CHROMA = 0.2;
/** The chroma cap of the accent containers: calm tinted fills rather than saturated pastels (Material's tone 90). */
export const THEME_CONTAINER_MAX_CHROMA = 0.08;
/** The chroma cap of the on-colours (onX and on-containers): tinted text that stays calm on a saturated fill. */
export const THEME_ON_COLOR_MAX_CHROMA = 0.12;
/** The lightest a background seed can be used from (OKLCH L): a palette's lightest colour as a page, not a tint. */
export const THEME_BACKGROUND_SEED_MIN_L = 0.9;

/** The preferred OKLCH lightness of each kind of role in one appearance (see the file comment's steps 3–5). */
export type ThemeLightness = {
  readonly surface: number;
  /** surfaceContainer's L minus the surface's. */
  readonly containerShift: number;
  readonly text: number;
  readonly textVariant: number;
  /** An accent (primary, secondary, tertiary, error) not seeded; in the dark appearance, the least a seeded one starts at. */
  readonly accent: number;
  readonly onAccent: number;
  readonly container: number;
  readonly onContainer: number;
  readonly outline: number;
  readonly outlineVariant: number;
  readonly inverseSurface: number;
  readonly inverseOnSurface: number;
  readonly inversePrimary: number;
};

/**
 * Preferred lightnesses, near Material 3's tones in OKLCH (light: surface 98–99, text 10–30, accents 40, containers
 * 90, outline 50; dark: surface 6–10, text 90, accents 80, containers 30), and Radix's calm steps (backgrounds 1–2,
 * text 11–12). Fitting moves a role from here only as far as its target asks.
 */
export const THEME_LIGHTNESS: { readonly light: ThemeLightness; readonly dark: ThemeLightness } = {
  light: {
    surface: 0.99,
    containerShift: -0.035,
    text: 0.25,
    textVariant: 0.45,
    accent: 0.5,
    onAccent: 1,
    container: 0.92,
    onContainer: 0.3,
    outline: 0.6,
    outlineVariant: 0.86,
    inverseSurface: 0.3,
    inverseOnSurface: 0.96,
    inversePrimary: 0.8,
  },
  dark: {
    surface: 0.18,
    containerShift: 0.05,
    text: 0.93,
    textVariant: 0.78,
    accent: 0.78,
    onAccent: 0.25,
    container: 0.32,
    onContainer: 0.9,
    outline: 0.55,
    outlineVariant: 0.35,
    inverseSurface: 0.9,
    inverseOnSurface: 0.25,
    inversePrimary: 0.45,
  },
};

/** The tones of each tonal palette (Material's, lightest last): OKLCH L = tone / 100 on the family's chroma and hue. */
export const THEME_PALETTE_TONES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 100] as const;
/** The families with a tonal palette, in order. */
export const THEME_PALETTE_FAMILIES = ['primary', 'secondary', 'tertiary', 'neutral', 'error'] as const;

/** The colours a theme is made from: any accepted codes; null or absent for a family derived from the primary. */
export type ThemeSeeds = {
  readonly primary: string;
  readonly secondary?: string | null;
  readonly tertiary?: string | null;
  readonly neutral?: string | null;
  readonly error?: string | null;
  /** The light appearance's wanted background (a palette's lightest colour). */
  readonly background?: string | null;
  /** The light appearance's wanted text colour (a palette's darkest). */
  readonly text?: string | null;
};
/** What Irodori's method builds from: the seeds, the target, and the custom colours (none when absent). */
export type ThemeRequest = { readonly seeds: ThemeSeeds; readonly target: ThemeTarget; readonly extended?: readonly ExtendedInput[] | null };

/**
 * A theme of Irodori's method: every IRODORI_ROLES role in each appearance, then each custom colour's four roles
 * (export/names.ts's `extendedRoleTable`), one tonal palette per family, and the custom colours as the Material path
 * lists them.
 */
export type IrodoriTheme = {
  readonly light: RoleColors;
  readonly dark: RoleColors;
  readonly palettes: readonly TonalPalette[];
  readonly extended: readonly ExtendedColor[];
};

/**
 * A request checked and reduced to numbers: packed seeds in SEED_ROLES order (−1: not given), the measure and levels,
 * the custom colours.
 */
export type ValidThemeRequest = {
  readonly seeds: readonly number[];
  readonly extended: readonly ValidExtended[];
  readonly target: ThemeTarget;
  readonly apca: boolean;
  readonly text: number;
  readonly component: number;
};

/** A role family: OKLCH chroma and hue (hue 0, chroma 0 for a grey; never NaN). */
export type ThemeFamily = { readonly c: number; readonly h: number };

/** The families of a request, and the OKLCH L of each seed (NaN when not given). */
export type ThemeFamilies = Readonly<Record<SeedRole, ThemeFamily>> & { readonly seedL: Readonly<Record<SeedRole, number>> };

/** Returns the position of a seed role in SEED_ROLES (the order of `ValidThemeRequest.seeds`). */
export function seedIndex(role: SeedRole): number {
  return SEED_ROLES.indexOf(role);
}

/** Returns the position of a role in IRODORI_ROLES (the order of `themeRoles`). */
export function roleIndex(role: IrodoriRole): number {
  return IRODORI_ROLES.indexOf(role);
}

/** Returns packed 0xRRGGBB of any accepted code. @throws Error on an invalid code. */
function packCode(code: string): number {
  return Number.parseInt(normalizeColorCode(code).slice(1), 16);
}

/**
 * Returns the request checked and reduced to numbers.
 * @throws Error on a missing or invalid primary, an invalid optional seed (null and undefined mean "not given"), a
 * target not in THEME_TARGETS, or invalid custom colours (irodoriExtended.ts's `validateExtended`).
 */
export function validateThemeRequest(request: ThemeRequest): ValidThemeRequest {
  const { seeds, target, extended } = request ?? ({} as ThemeRequest);
  if (seeds === null || typeof seeds !== 'object') throw new Error('a theme request has seeds');
  if (!(THEME_TARGETS as readonly string[]).includes(target)) throw new Error(`unknown theme target: ${String(target)}`);
  if (typeof seeds.primary !== 'string') throw new Error('a theme has a primary colour');
  const packed = SEED_ROLES.map((role) => {
    const code = seeds[role];
    if (code === null || code === undefined) return -1;
    if (typeof code !== 'string') throw new Error(`the ${role} seed is a colour code`);
    return packCode(code);
  });
  const level = targetLevel(target);
  return { seeds: packed, extended: validateExtended(extended), target, apca: level.method === 'apca', text: level.text, component: level.component };
}

/** Returns [L, C, h] of packed bytes with a grey's NaN hue as hue 0 and chroma 0. */
export function seedOklch(rgb: number): [number, number, number] {
  const [l, c, h] = packedToOklch(rgb);
  return Number.isNaN(h) ? [l, 0, 0] : [l, c, h];
}

/** Returns the families of a valid request (step 1 of the file comment). */
export function themeFamilies(request: ValidThemeRequest): ThemeFamilies {
  const seed = (role: SeedRole) => request.seeds[seedIndex(role)];
  const oklch = Object.fromEntries(SEED_ROLES.map((role) => [role, seed(role) < 0 ? null : seedOklch(seed(role))])) as Record<SeedRole, [number, number, number] | null>;
  const own = (role: SeedRole): ThemeFamily | null => {
    const value = oklch[role];
    return value === null ? null : { c: value[1], h: value[2] };
  };
  const [, cp, hp] = oklch.primary ?? [0, 0, 0];
  const neutralSeed = own('neutral');
  return {
    primary: { c: cp, h: hp },
    secondary: own('secondary') ?? { c: Math.min(cp, Math.max(cp * THEME_SECONDARY_CHROMA_RATIO, THEME_SECONDARY_MIN_CHROMA)), h: hp },
    tertiary: own('tertiary') ?? { c: cp * THEME_TERTIARY_CHROMA_RATIO, h: normalizeHue(hp + THEME_TERTIARY_HUE_SHIFT) },
    neutral:
      neutralSeed === null
        ? { c: Math.min(THEME_NEUTRAL_CHROMA, cp * THEME_NEUTRAL_CHROMA_RATIO), h: hp }
        : { c: Math.min(neutralSeed.c, THEME_NEUTRAL_SEED_MAX_CHROMA), h: neutralSeed.h },
    error: own('error') ?? { c: THEME_ERROR_CHROMA, h: THEME_ERROR_HUE },
    background: own('background') ?? { c: 0, h: 0 },
    text: own('text') ?? { c: 0, h: 0 },
    seedL: Object.fromEntries(SEED_ROLES.map((role) => [role, oklch[role]?.[0] ?? Number.NaN])) as Record<SeedRole, number>,
  };
}
