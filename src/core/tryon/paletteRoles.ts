/**
 * A palette worn by an interface: every role of a theme (IRODORI_ROLES) for a light and a dark
 * appearance, taken from the palette's own colours where a palette has one for it, so the try-on shows the
 * designer's colours as they are, and failing pairs as they fail.
 *
 * The palette's colours go to the theme tool's families (`assignSeeds`: the most chromatic primary, the next
 * secondary and tertiary, the darkest text, the lightest background, a grey the neutral); a person may shuffle the
 * accents or put any colour of the palette on any role (`overrides`). The rest is derived, always from the roles
 * above it and toward a pair that passes:
 * - the dark appearance turns the palette round: its darkest colour (when dark enough) is the background, its
 *   lightest (when light enough) the text; where the palette has none, a near-black or near-white of the
 *   primary's hue;
 * - on-colours (text on an accent) are whichever of the text and background colours reads better on it;
 * - containers are the accent mixed toward the background, as far as their text still reads (muted text and
 *   outlines likewise, from the text toward the background);
 * - error is Material's baseline red when the palette gives none.
 * Mixes are in OKLab, brought into sRGB by CSS Color 4 gamut mapping.
 */
import { labToLch } from '../convert/labToLch.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { authoredColor, cssOf } from '../exact/authoredColor.ts';
import { mixOklab } from '../color/mix.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { contrastRatio } from '../contrast/wcag.ts';
import { NON_TEXT_AA, NORMAL_TEXT_AA } from '../contrast/contrast.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { IRODORI_ROLES, type IrodoriRole, type RoleColors } from '../theme/roles.ts';
import { assignSeeds } from '../theme/assignSeeds.ts';
import type { SeedAssignment } from '../theme/settings.ts';

export type TryOnMode = 'light' | 'dark';
export const TRY_ON_MODES: readonly TryOnMode[] = ['light', 'dark'];

/** A person's choices of palette colours for roles, per appearance: role → index into the palette. */
export type RoleOverrides = Readonly<Record<TryOnMode, Readonly<Partial<Record<IrodoriRole, number>>>>>;
export const NO_OVERRIDES: RoleOverrides = { light: {}, dark: {} };

/** The roles of one appearance and where each comes from: a palette index, or null where it is derived. */
export type WornRoles = { readonly colors: RoleColors; readonly sources: Readonly<Record<IrodoriRole, number | null>> };

/** Material 3's baseline error colours (its default scheme's `error`), for a palette that has no red of its own. */
export const BASELINE_ERROR = { light: '#ba1a1a', dark: '#ffb4ab' } as const;
/** The dark appearance takes the palette's darkest colour as its background at or below this OKLCH lightness. */
export const DARK_BACKGROUND_MAX_LIGHTNESS = 0.3;
/** …and its lightest colour as its text at or above this one. */
export const DARK_TEXT_MIN_LIGHTNESS = 0.85;
/** Derived grounds and text where the palette has none: OKLCH lightness (light background, light text, dark background, dark text) and chroma, at the primary's hue. */
export const DERIVED_NEUTRALS = { lightBackground: 0.985, lightText: 0.22, darkBackground: 0.18, darkText: 0.94, chroma: 0.012 } as const;
/** How far each derived role starts toward the background (0 = the colour itself, 1 = the background), and the step it moves back by while its pair fails. */
export const MIX_START = { container: { light: 0.84, dark: 0.7 }, muted: 0.38, outline: 0.5, outlineVariant: 0.8, surfaceContainer: { light: 0.05, dark: 0.08 } } as const;
export const MIX_STEP = 0.04;

const lightnessOf = (code: string) => oklabOfCode(code)[0];
const hueOf = (code: string) => labToLch(oklabOfCode(code))[2];

/** Returns `from` mixed toward `to` as far as `start`, less while `reads(candidate)` fails (the colour itself at worst). */
function mixWhileReadable(from: string, to: string, start: number, reads: (candidate: string) => boolean): string {
  for (let t = start; t > 0; t -= MIX_STEP) {
    const candidate = mixOklab(from, to, t);
    if (reads(candidate)) return candidate;
  }
  return from;
}

/** Returns the palette's default assignment (the theme tool's), with the accents shuffled by `shuffle` (0: none). */
export function wornAssignment(colors: readonly string[], shuffle = 0): SeedAssignment {
  const base = assignSeeds(colors);
  if (shuffle === 0 || colors.length < 2) return base;
  const random = mulberry32(shuffle);
  const grounds = new Set([base.background, base.text]);
  const free = colors.map((_, i) => i).filter((i) => !grounds.has(i));
  const pool = free.length >= 2 ? free : colors.map((_, i) => i);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return { ...base, primary: pool[0], secondary: pool[1], tertiary: pool[2] };
}

/**
 * Returns every role of one appearance of a palette worn by an interface, with where each comes from (see the file
 * comment). `colors` holds 1–100 codes; `assignment` indexes them (`wornAssignment`); `overrides` wins over both.
 */
export function paletteRoles(colors: readonly string[], assignment: SeedAssignment, overrides: Partial<Record<IrodoriRole, number>>, mode: TryOnMode): WornRoles {
  if (colors.length === 0) throw new Error('a palette of at least one colour');
  const codes = colors.map(normalizeColorCode);
  const out: Record<string, string> = {};
  const sources: Record<string, number | null> = {};
  const at = (index: number | undefined) => (index !== undefined && index >= 0 && index < codes.length ? index : undefined);
  /** Sets a role: the person's choice when there is one, else the palette index given, else the derived colour. */
  const set = (role: IrodoriRole, index: number | undefined, derive?: () => string) => {
    const chosen = at(overrides[role]) ?? at(index);
    if (chosen !== undefined) {
      out[role] = codes[chosen];
      sources[role] = chosen;
    } else {
      out[role] = derive ? derive() : out.primary;
      sources[role] = derive ? null : sources.primary;
    }
  };
  const light = mode === 'light';
  set('primary', at(assignment.primary) ?? 0);
  const hue = hueOf(out.primary);
  const neutral = (l: number) => oklchToHexInGamut(l, Number.isNaN(hue) ? 0 : DERIVED_NEUTRALS.chroma, Number.isNaN(hue) ? 0 : hue);
  const lightest = at(assignment.background);
  const darkest = at(assignment.text);
  if (light) {
    set('background', lightest, () => neutral(DERIVED_NEUTRALS.lightBackground));
    set('onBackground', darkest, () => neutral(DERIVED_NEUTRALS.lightText));
  } else {
    const darkGround = darkest !== undefined && lightnessOf(codes[darkest]) <= DARK_BACKGROUND_MAX_LIGHTNESS ? darkest : undefined;
    const lightText = lightest !== undefined && lightnessOf(codes[lightest]) >= DARK_TEXT_MIN_LIGHTNESS ? lightest : undefined;
    set('background', darkGround, () => neutral(DERIVED_NEUTRALS.darkBackground));
    set('onBackground', lightText, () => neutral(DERIVED_NEUTRALS.darkText));
  }
  const ground = out.background;
  const ink = out.onBackground;
  set('surface', sources.background ?? undefined, () => ground);
  set('onSurface', sources.onBackground ?? undefined, () => ink);
  set('secondary', at(assignment.secondary) ?? sources.primary ?? undefined);
  set('tertiary', at(assignment.tertiary) ?? sources.secondary ?? undefined);
  set('error', at(assignment.error), () => BASELINE_ERROR[mode]);
  set('surfaceContainer', undefined, () => mixOklab(out.surface, out.onSurface, MIX_START.surfaceContainer[mode]));

  const reads = (bg: string, target = NORMAL_TEXT_AA) => (fg: string) => contrastRatio(fg, bg) >= target;
  const readsOnBoth = (fg: string) => reads(out.surface)(fg) && reads(out.surfaceContainer)(fg);
  set('onSurfaceVariant', undefined, () => mixWhileReadable(out.onSurface, out.surface, MIX_START.muted, readsOnBoth));
  // Text on an accent: the text or the background colour, whichever reads better on it.
  const inkWins = (fill: string) => contrastRatio(out.onSurface, fill) >= contrastRatio(out.surface, fill);
  const onOf = (fill: string) => (inkWins(fill) ? sources.onSurface : sources.surface);
  const onColor = (fill: string) => (inkWins(fill) ? out.onSurface : out.surface);
  for (const family of ['primary', 'secondary', 'tertiary', 'error'] as const) {
    const on = `on${family[0].toUpperCase()}${family.slice(1)}` as IrodoriRole;
    const container = `${family}Container` as IrodoriRole;
    const onContainer = `on${family[0].toUpperCase()}${family.slice(1)}Container` as IrodoriRole;
    set(on, onOf(out[family]) ?? undefined, () => onColor(out[family]));
    set(onContainer, sources.onSurface ?? undefined, () => out.onSurface);
    set(container, undefined, () => mixWhileReadable(out[family], out.surface, MIX_START.container[mode], reads(out[onContainer])));
    // A container that had to stay at its accent reads best with the accent's own on-colour.
    if (out[container] === out[family] && overrides[onContainer] === undefined && !reads(out[container])(out[onContainer])) {
      out[onContainer] = out[on];
      sources[onContainer] = sources[on];
    }
  }
  set('outline', undefined, () => mixWhileReadable(out.onSurface, out.surface, MIX_START.outline, reads(out.surface, NON_TEXT_AA)));
  set('outlineVariant', undefined, () => mixOklab(out.onSurface, out.surface, MIX_START.outlineVariant));
  set('inverseSurface', sources.onSurface ?? undefined, () => out.onSurface);
  set('inverseOnSurface', sources.surface ?? undefined, () => out.surface);
  set('inversePrimary', undefined, () => invertedAccent(out.primary, out.inverseSurface));
  return { colors: out as RoleColors, sources: sources as Record<IrodoriRole, number | null> };
}

/** The primary as an accent on the inverse surface: its hue and chroma at the lightness that reads there, as Material's tone 80 (light) or 40 (dark) does. */
function invertedAccent(primary: string, inverseSurface: string): string {
  const [, c, h] = labToLch(oklabOfCode(primary));
  const onDark = lightnessOf(inverseSurface) < 0.5;
  const hue = Number.isNaN(h) ? 0 : h;
  for (let step = 0; step <= 10; step++) {
    const l = onDark ? 0.8 + step * 0.02 : 0.45 - step * 0.03;
    const candidate = oklchToHexInGamut(l, Number.isNaN(h) ? 0 : c, hue);
    if (contrastRatio(candidate, inverseSurface) >= NORMAL_TEXT_AA) return candidate;
  }
  return oklchToHexInGamut(onDark ? 1 : 0, 0, 0);
}

/** Returns both appearances (see `paletteRoles`). */
export function wornPalette(colors: readonly string[], assignment: SeedAssignment, overrides: RoleOverrides): Record<TryOnMode, WornRoles> {
  return { light: paletteRoles(colors, assignment, overrides.light, 'light'), dark: paletteRoles(colors, assignment, overrides.dark, 'dark') };
}

/**
 * Returns each role's colour as the palette has it: a role taken from the palette (`sources`) gets that colour as
 * authored (`authored`, codes and exact texts, index for index with the codes the roles were assigned on; a wide or
 * translucent colour as its exact text, `cssOf`), a derived role its code. Roles are assigned on the codes (the
 * fallbacks), so a wide colour goes to the same role as its fallback would; this is what paints it and is judged.
 * @throws Error (Japanese) on an authored colour that is neither a code nor an exact text.
 */
export function wornAuthored(worn: WornRoles, authored: readonly string[]): RoleColors {
  const out: Record<string, string> = {};
  for (const role of IRODORI_ROLES) {
    const index = worn.sources[role];
    out[role] = index !== null && index >= 0 && index < authored.length ? cssOf(authoredColor(authored[index])) : worn.colors[role];
  }
  return out as RoleColors;
}

/** Every role, in the theme's order: the try-on sets one custom property per role. */
export const WORN_ROLES: readonly IrodoriRole[] = IRODORI_ROLES;
