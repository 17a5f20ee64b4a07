/**
 * Irodori's own theme method: the IRODORI_ROLES of a light and a dark appearance, and the four roles of each custom
 * colour, built in OKLCH on role families taken from the seeds and the custom colours, where every THEME_PAIRS pair and
 * every custom colour's pair (report.ts's `extendedPairs`) meets the target the user picks (its text level on the
 * text pairs, its component level on the component pairs: `targetLevel`), with the family's hue kept. Like the
 * contrast scales (scale/contrastScale.ts) every colour is `encodeOklch` of an OKLCH plan (CSS Color 4 chroma
 * reduction, bytes by `linearToByte`) and every contrast is judged on the bytes the user gets. A pure function of the
 * request, the same in the TypeScript core and in the wasm port (assembly/theme/irodoriTheme.ts;
 * tests/parity/theme.test.ts); the tonal palettes beside the roles are TypeScript only (`themeOf`).
 *
 * The method, step for step (ported by assembly/theme/irodoriTheme.ts):
 *  1. Families: OKLCH [L, C, h] of each seed's bytes (`packedToOklch`; a grey, hue NaN, becomes hue 0 and chroma 0,
 *     so no search ever sees a NaN hue). primary: the seed's C and h. secondary: its seed's, else the primary's hue
 *     with chroma min(Cp, max(Cp · THEME_SECONDARY_CHROMA_RATIO, THEME_SECONDARY_MIN_CHROMA)). tertiary: its seed's,
 *     else hue hp + THEME_TERTIARY_HUE_SHIFT (wrapped by `normalizeHue`) with chroma Cp · THEME_TERTIARY_CHROMA_RATIO.
 *     neutral: its seed's hue with chroma min(C, THEME_NEUTRAL_SEED_MAX_CHROMA), else the primary's hue with chroma
 *     min(THEME_NEUTRAL_CHROMA, Cp · THEME_NEUTRAL_CHROMA_RATIO). error: its seed's, else THEME_ERROR_CHROMA at
 *     THEME_ERROR_HUE. The light appearance's background and text seeds are families of their own.
 *  2. A role is either fixed, the bytes of its plan `encodeOklch(L, C, h)` (L from THEME_LIGHTNESS of the
 *     appearance), or fitted: from a start (its plan; or a seed's own bytes, with L the seed's L) toward an extreme
 *     (L 0 or 1, away from its partners) against constraints on roles already found. A constraint is a THEME_PAIRS
 *     pair with its level: the contrast of the text on the background (`sideContrast`: the WCAG ratio of the two
 *     luminances, or |APCA Lc| with the pair's fg as the text, so a fitted background is still measured as the
 *     background), −1 when the text is not on the side the fit moves it to (darker when the fitted text goes to 0 or
 *     the fitted background goes to 1). The start is kept when it meets every constraint; otherwise, when the
 *     extreme's bytes (black or white) fail one the fit is infeasible (only the on-colours of step 4 can be, and
 *     they have their fallback); otherwise lo = the extreme's L, hi = the start's L, THEME_SEARCH_STEPS times:
 *     mid = (lo + hi) / 2, lo = mid when the mid's bytes meet every constraint, else hi = mid. The answer is the
 *     bytes of the last passing lo (the extreme if none), the passing colour of the family nearest the start.
 *     "Text" goes to 0 in the light appearance and to 1 in the dark one; backgrounds the other way.
 *  3. Surfaces. Light: the background seed's bytes, when it is given, its L is at least THEME_BACKGROUND_SEED_MIN_L
 *     and black meets the text level on its container (below); else the neutral at `surface`. surfaceContainer: the
 *     surface's family at the surface's L + `containerShift`. Dark: the neutral at `surface`, the container likewise.
 *     background = surface. onSurface: the light appearance's text seed's bytes when given (on its family), else the
 *     neutral at `text`, fitted toward the text extreme against surface and surfaceContainer; onBackground =
 *     onSurface. onSurfaceVariant: the neutral at `textVariant`, fitted the same way.
 *  4. Pairs (B, F): a background B and its on-colour F, which moves the other way. B is fitted from its start against
 *     its own constraints, then F from its plan against B; when even F's extreme fails, F is that extreme (black or
 *     white) and B is fitted again from its start against its own constraints and F (black and white meet every
 *     level, so this always succeeds). In order, for X = primary, secondary, tertiary, error: (X, onX), X moving as
 *     text does (primary and error are text on the surface, their own constraint; secondary and tertiary have none),
 *     starting in the light appearance at the family's seed bytes when seeded, else at `accent`, in the dark one at
 *     max(the seed's L, `accent`) (`accent` when not seeded), onX at `onAccent`; then (X container, on-X container),
 *     the container at `container` with chroma min(C, THEME_CONTAINER_MAX_CHROMA) moving as backgrounds do, with no
 *     constraint of its own, its on-colour at `onContainer`. On-colours take chroma min(C, THEME_ON_COLOR_MAX_CHROMA).
 *     Last (inverseSurface, inverseOnSurface), the neutral at `inverseSurface` and `inverseOnSurface`, inverseSurface
 *     moving as text does (it is dark in the light appearance).
 *  5. outline: the neutral at `outline`, fitted as text against the surface at the component level. outlineVariant:
 *     the neutral at `outlineVariant`, fixed. inversePrimary: the primary family at `inversePrimary`, fitted as text
 *     on inverseSurface, away from it (toward L 1 in the light appearance, 0 in the dark one).
 *  6. Custom colours (`request.extended`, in order; irodoriExtended.ts): each is a seeded accent of its own family,
 *     OKLCH [L, C, h] of its bytes (a grey as in step 1). Harmonised, its hue turns toward the primary family's by
 *     min(half their difference, THEME_HARMONIZE_MAX_ROTATION) the shorter way round: Material's harmonize rule, applied
 *     to OKLCH hues instead of HCT's (a grey on either side keeps its hue), and its light start is then `encodeOklch`
 *     of its L and C at the turned hue instead of its bytes. Its roles X, onX, X container and on-X container (named
 *     by export/names.ts's `extendedRoleTable`) are fitted exactly as primary's in step 4: X is text on the surface (a
 *     status colour is read as text and icons on the page). They follow IRODORI_ROLES in `themeRoles`' answer.
 * Every extreme that must pass does (the surfaces are chosen so black, or white in the dark appearance, meets the
 * text level on both; an on-colour passing on a background implies its extreme does, the contrasts growing as the
 * text moves away), so no theme fails a pair: tests/unit/core/irodoriTheme.test.ts sweeps every target.
 */
import { sideContrast } from '../scale/contrastScale.ts';
import { PACKED_BLACK, encodeOklch, packedApcaLuminance, packedLuminance, packedToHex } from '../scale/scaleColor.ts';
import { extendedRoleTable } from './export/names.ts';
import { extendedColorsOf, extendedStart } from './irodoriExtended.ts';
import { IRODORI_ROLES, type IrodoriRole, type RoleColors, type TonalPalette } from './roles.ts';
import type { SeedRole } from './settings.ts';
import {
  THEME_BACKGROUND_SEED_MIN_L,
  THEME_CONTAINER_MAX_CHROMA,
  THEME_LIGHTNESS,
  THEME_ON_COLOR_MAX_CHROMA,
  THEME_PALETTE_FAMILIES,
  THEME_PALETTE_TONES,
  THEME_SEARCH_STEPS,
  roleIndex,
  seedIndex,
  seedOklch,
  themeFamilies,
  validateThemeRequest,
  type IrodoriTheme,
  type ThemeFamily,
  type ThemeRequest,
  type ValidThemeRequest,
} from './irodoriFamilies.ts';

export * from './irodoriFamilies.ts';
export * from './irodoriExtended.ts';

/** One constraint of a fit: a role already found, whether it is the pair's text (the fitted role then the background), the level. */
type Constraint = {
  readonly partner: number;
  readonly partnerIsText: boolean;
  readonly level: number;
  /** The partner as a background (`sideContrast`'s measure), when the fitted role is the text. */
  readonly measure: { readonly apca: boolean; readonly luminance: number; readonly apcaY: number };
};

/** The measure of packed bytes as a background. */
function measureOf(rgb: number, apca: boolean): Constraint['measure'] {
  return { apca, luminance: packedLuminance(rgb), apcaY: packedApcaLuminance(rgb) };
}

/** Returns true when `rgb`, moving toward L 1 (`up`) or 0, meets every constraint (step 2 of the file comment). */
function meets(rgb: number, up: boolean, constraints: readonly Constraint[], apca: boolean): boolean {
  let own: Constraint['measure'] | null = null;
  for (const constraint of constraints) {
    let contrast: number;
    if (constraint.partnerIsText) {
      own ??= measureOf(rgb, apca);
      contrast = sideContrast(constraint.partner, up, own);
    } else contrast = sideContrast(rgb, !up, constraint.measure);
    if (!(contrast >= constraint.level)) return false;
  }
  return true;
}

/** Where a fit starts: its bytes and its OKLCH L, on a family. */
type Start = { readonly rgb: number; readonly l: number; readonly family: ThemeFamily };

/** No colour: an infeasible fit. */
const NO_COLOR = -1;

/**
 * Returns the bytes of a fit from `start` toward L 1 (`up`) or 0 against `constraints` (step 2 of the file comment),
 * or NO_COLOR when even the extreme fails.
 */
function fit(start: Start, up: boolean, constraints: readonly Constraint[], apca: boolean): number {
  if (meets(start.rgb, up, constraints, apca)) return start.rgb;
  const { c, h } = start.family;
  let lo = up ? 1 : 0;
  let hi = start.l;
  let best = encodeOklch(lo, c, h);
  if (!meets(best, up, constraints, apca)) return NO_COLOR;
  for (let k = 0; k < THEME_SEARCH_STEPS; k++) {
    const mid = (lo + hi) / 2;
    const rgb = encodeOklch(mid, c, h);
    if (meets(rgb, up, constraints, apca)) {
      lo = mid;
      best = rgb;
    } else hi = mid;
  }
  return best;
}

/** Returns the start of a plan: `encodeOklch(l, c, h)` at L `l`. */
function plan(l: number, family: ThemeFamily): Start {
  return { rgb: encodeOklch(l, family.c, family.h), l, family };
}

/**
 * Returns the packed colour of every IRODORI_ROLES role (in that order) of one appearance of a valid request, then the
 * four roles (X, onX, X container, on-X container) of each custom colour in order.
 */
export function themeRoles(request: ValidThemeRequest, dark: boolean): number[] {
  const { apca, text: textLevel, component: componentLevel } = request;
  const families = themeFamilies(request);
  const lightness = dark ? THEME_LIGHTNESS.dark : THEME_LIGHTNESS.light;
  const neutral = families.neutral;
  const seed = (role: SeedRole) => request.seeds[seedIndex(role)];
  /** Text moves toward L 0 in the light appearance and toward 1 in the dark one; backgrounds the other way. */
  const textUp = dark;
  const roles: number[] = new Array(IRODORI_ROLES.length).fill(PACKED_BLACK);
  const set = (role: IrodoriRole, rgb: number) => {
    roles[roleIndex(role)] = rgb;
  };
  const asBackground = (partner: number, level: number): Constraint => ({ partner, partnerIsText: false, level, measure: measureOf(partner, apca) });
  const asText = (partner: number, level: number): Constraint => ({ partner, partnerIsText: true, level, measure: measureOf(partner, apca) });

  // 3. Surfaces.
  let surfaceStart = plan(lightness.surface, neutral);
  if (!dark && seed('background') >= 0) {
    const l = families.seedL.background;
    const container = encodeOklch(l + lightness.containerShift, families.background.c, families.background.h);
    if (l >= THEME_BACKGROUND_SEED_MIN_L && sideContrast(PACKED_BLACK, true, measureOf(container, apca)) >= textLevel) {
      surfaceStart = { rgb: seed('background'), l, family: families.background };
    }
  }
  const surface = surfaceStart.rgb;
  const surfaceContainer = encodeOklch(surfaceStart.l + lightness.containerShift, surfaceStart.family.c, surfaceStart.family.h);
  set('background', surface);
  set('surface', surface);
  set('surfaceContainer', surfaceContainer);
  const onSurfaces = [asBackground(surface, textLevel), asBackground(surfaceContainer, textLevel)];
  const textStart: Start =
    !dark && seed('text') >= 0 ? { rgb: seed('text'), l: families.seedL.text, family: families.text } : plan(lightness.text, neutral);
  const onSurface = fit(textStart, textUp, onSurfaces, apca);
  set('onSurface', onSurface);
  set('onBackground', onSurface);
  set('onSurfaceVariant', fit(plan(lightness.textVariant, neutral), textUp, onSurfaces, apca));

  /**
   * Fits background B (toward `backgroundUp`, against `others`) and its on-colour F (the other way, against B), with
   * F at its extreme and B fitted again when F's extreme fails (step 4). Returns [B, F].
   */
  const pair = (background: Start, backgroundUp: boolean, others: readonly Constraint[], onColor: Start): [number, number] => {
    let b = fit(background, backgroundUp, others, apca);
    let f = fit(onColor, !backgroundUp, [asBackground(b, textLevel)], apca);
    if (f === NO_COLOR) {
      f = backgroundUp ? PACKED_BLACK : 0xffffff;
      b = fit(background, backgroundUp, [...others, asText(f, textLevel)], apca);
    }
    return [b, f];
  };

  // 4. Accents and their containers, then the inverse surface.
  const onSurfaceOnly = [asBackground(surface, textLevel)];
  /** Returns [X, onX, X container, on-X container] of an accent family, seeded by `own` at L `l` or not (own < 0). */
  const accentRoles = (f: ThemeFamily, own: number, l: number, onSurfaceToo: boolean): number[] => {
    const accentStart: Start = own < 0 ? plan(lightness.accent, f) : dark ? plan(Math.max(l, lightness.accent), f) : { rgb: own, l, family: f };
    const onFamily = { c: Math.min(f.c, THEME_ON_COLOR_MAX_CHROMA), h: f.h };
    const [accent, onAccent] = pair(accentStart, textUp, onSurfaceToo ? onSurfaceOnly : [], plan(lightness.onAccent, onFamily));
    const containerFamily = { c: Math.min(f.c, THEME_CONTAINER_MAX_CHROMA), h: f.h };
    return [accent, onAccent, ...pair(plan(lightness.container, containerFamily), !textUp, [], plan(lightness.onContainer, onFamily))];
  };
  for (const [family, onRole, containerRole, onContainerRole, onSurfaceToo] of [
    ['primary', 'onPrimary', 'primaryContainer', 'onPrimaryContainer', true],
    ['secondary', 'onSecondary', 'secondaryContainer', 'onSecondaryContainer', false],
    ['tertiary', 'onTertiary', 'tertiaryContainer', 'onTertiaryContainer', false],
    ['error', 'onError', 'errorContainer', 'onErrorContainer', true],
  ] as const) {
    const colors = accentRoles(families[family], seed(family), families.seedL[family], onSurfaceToo);
    [family, onRole, containerRole, onContainerRole].forEach((role, i) => set(role, colors[i]));
  }
  const [inverseSurface, inverseOnSurface] = pair(plan(lightness.inverseSurface, neutral), textUp, [], plan(lightness.inverseOnSurface, neutral));
  set('inverseSurface', inverseSurface);
  set('inverseOnSurface', inverseOnSurface);

  // 5. Outlines and the inverse primary.
  set('outline', fit(plan(lightness.outline, neutral), textUp, [asBackground(surface, componentLevel)], apca));
  set('outlineVariant', plan(lightness.outlineVariant, neutral).rgb);
  set('inversePrimary', fit(plan(lightness.inversePrimary, families.primary), !textUp, [asBackground(inverseSurface, textLevel)], apca));

  // 6. Custom colours.
  for (const x of request.extended) {
    const start = extendedStart(x, seedOklch(x.rgb), families.primary);
    roles.push(...accentRoles(start.family, start.rgb, start.l, true));
  }
  return roles;
}

/** Returns the tonal palettes of a valid request: THEME_PALETTE_TONES of each of THEME_PALETTE_FAMILIES. */
export function themePalettes(request: ValidThemeRequest): TonalPalette[] {
  const families = themeFamilies(request);
  return THEME_PALETTE_FAMILIES.map((name) => ({
    name,
    tones: THEME_PALETTE_TONES.map((tone) => ({ tone, hex: packedToHex(encodeOklch(tone / 100, families[name].c, families[name].h)) })),
  }));
}

/** Returns role name → '#rrggbb' of packed colours in the order of `roles`. */
function roleColors(roles: readonly string[], packed: ArrayLike<number>): RoleColors {
  return Object.fromEntries(roles.map((role, i) => [role, packedToHex(packed[i])]));
}

/**
 * Returns the theme of a valid request from the packed roles of each appearance (the core's or the wasm engine's,
 * so both assemble the same object: IRODORI_ROLES, then each custom colour's four roles), with the tonal palettes.
 */
export function themeOf(request: ValidThemeRequest, light: ArrayLike<number>, dark: ArrayLike<number>): IrodoriTheme {
  const roles = [...IRODORI_ROLES, ...extendedRoleTable(request.extended.map((x) => x.name)).flat()];
  return { light: roleColors(roles, light), dark: roleColors(roles, dark), palettes: themePalettes(request), extended: extendedColorsOf(request.extended) };
}

/** Returns the Irodori theme of a request (see the file comment). @throws Error on an invalid code or target. */
export function irodoriTheme(request: ThemeRequest): IrodoriTheme {
  const valid = validateThemeRequest(request);
  return themeOf(valid, themeRoles(valid, false), themeRoles(valid, true));
}
