/**
 * Material 3 themes from the official library, `@material/material-color-utilities` (Apache-2.0, the library
 * Material Theme Builder uses), used as it is: the scheme classes of the nine variants at a contrast level, their
 * roles read from the scheme's getters, the tonal palettes at Material Theme Builder's tones, and custom colours by
 * the library's `customColor` (harmonised to the source when asked). A palette's further colours replace the
 * variant's palettes, as Material Theme Builder's custom core colours do. Imported only by the theme tool's chunk (the library is not ported: it is the reference itself).
 */
import {
  DynamicScheme,
  Hct,
  SchemeContent,
  SchemeExpressive,
  SchemeFidelity,
  SchemeFruitSalad,
  SchemeMonochrome,
  SchemeNeutral,
  SchemeRainbow,
  SchemeTonalSpot,
  SchemeVibrant,
  Score,
  TonalPalette as MaterialTonalPalette,
  argbFromHex,
  customColor,
  hexFromArgb,
} from '@material/material-color-utilities';
import type { MaterialRequest } from '../../core/theme/buildTheme';
import { extendedRoleTable } from '../../core/theme/export/names';
import { MATERIAL_ROLES, MATERIAL_TONES, type RoleColors, type ThemeColors, type TonalPalette } from '../../core/theme/roles';

export { MATERIAL_ROLES, MATERIAL_TONES };
import type { MaterialVariant } from '../../core/theme/settings';

/** Every role the library's schemes have a getter for (checked here, where the library is). */
MATERIAL_ROLES satisfies readonly (keyof DynamicScheme)[];

/** Each variant's scheme class in the library. */
export const MATERIAL_SCHEMES: Record<MaterialVariant, new (source: Hct, isDark: boolean, contrastLevel: number) => DynamicScheme> = {
  tonalSpot: SchemeTonalSpot,
  neutral: SchemeNeutral,
  vibrant: SchemeVibrant,
  expressive: SchemeExpressive,
  fidelity: SchemeFidelity,
  content: SchemeContent,
  rainbow: SchemeRainbow,
  fruitSalad: SchemeFruitSalad,
  monochrome: SchemeMonochrome,
};

/**
 * Returns the library's schemes for the request, light and dark. The light one is the variant's own class; the dark
 * one is a DynamicScheme of the same variant over the light one's palettes (the 2021 colour spec's palettes do not
 * depend on the appearance, and tests/unit/theme/materialTheme.test.ts holds every role to the variant class's own dark
 * scheme), so the palettes and their key colours, the costly part, are made once. A palette's further colours replace
 * the variant's palettes, as Material Theme Builder's custom core colours do (the neutral colour sets the neutral
 * variant palette too, at its own chroma).
 */
export function materialSchemes(request: MaterialRequest): { readonly light: DynamicScheme; readonly dark: DynamicScheme } {
  const source = Hct.fromInt(argbFromHex(request.seed));
  const base = new MATERIAL_SCHEMES[request.variant](source, false, request.contrast);
  const custom = (hex: string | null | undefined) => (hex ? MaterialTonalPalette.fromInt(argbFromHex(hex)) : undefined);
  const secondary = custom(request.secondary);
  const tertiary = custom(request.tertiary);
  const neutral = custom(request.neutral);
  const error = custom(request.error);
  const customised = Boolean(secondary || tertiary || neutral || error);
  const scheme = (isDark: boolean) =>
    new DynamicScheme({
      sourceColorHct: source,
      variant: base.variant,
      contrastLevel: request.contrast,
      isDark,
      primaryPalette: base.primaryPalette,
      secondaryPalette: secondary ?? base.secondaryPalette,
      tertiaryPalette: tertiary ?? base.tertiaryPalette,
      neutralPalette: neutral ?? base.neutralPalette,
      neutralVariantPalette: neutral ?? base.neutralVariantPalette,
      errorPalette: error ?? base.errorPalette,
    });
  return { light: customised ? scheme(false) : base, dark: scheme(true) };
}

function tonal(name: string, palette: MaterialTonalPalette): TonalPalette {
  return { name, tones: MATERIAL_TONES.map((tone) => ({ tone, hex: hexFromArgb(palette.tone(tone)) })) };
}

/** Returns the Material theme of a request: every role in light and dark, the five tonal palettes and the extended colours. */
export function materialTheme(request: MaterialRequest): ThemeColors {
  const { light, dark } = materialSchemes(request);
  const roles: string[] = [...MATERIAL_ROLES];
  const lightColors: Record<string, string> = {};
  const darkColors: Record<string, string> = {};
  for (const role of MATERIAL_ROLES) {
    lightColors[role] = hexFromArgb(light[role]);
    darkColors[role] = hexFromArgb(dark[role]);
  }
  const sourceArgb = argbFromHex(request.seed);
  const table = extendedRoleTable(request.extended.map((x) => x.name));
  for (const [i, input] of request.extended.entries()) {
    const group = customColor(sourceArgb, { name: input.name, value: argbFromHex(input.hex), blend: input.harmonize });
    const names = table[i];
    roles.push(...names);
    for (const [scheme, out] of [
      [group.light, lightColors],
      [group.dark, darkColors],
    ] as const) {
      out[names[0]] = hexFromArgb(scheme.color);
      out[names[1]] = hexFromArgb(scheme.onColor);
      out[names[2]] = hexFromArgb(scheme.colorContainer);
      out[names[3]] = hexFromArgb(scheme.onColorContainer);
    }
  }
  return {
    name: request.name,
    seed: hexFromArgb(sourceArgb),
    roles,
    light: lightColors as RoleColors,
    dark: darkColors as RoleColors,
    palettes: [
      tonal('primary', light.primaryPalette),
      tonal('secondary', light.secondaryPalette),
      tonal('tertiary', light.tertiaryPalette),
      tonal('neutral', light.neutralPalette),
      tonal('neutral-variant', light.neutralVariantPalette),
      tonal('error', light.errorPalette),
    ],
    extended: request.extended.map((input) => ({ name: input.name, hex: input.hex, harmonized: input.harmonize })),
  };
}

/**
 * Returns the indices of colours in Material's order of suitability as a theme's source (the library's `Score`, as
 * Material's image themes use it): `colors` in order of their share of an image, weighted by rank. Colours Material
 * finds unsuitable (too grey) come after, in their order.
 */
export function rankForTheme(colors: readonly string[]): number[] {
  const population = new Map<number, number>();
  colors.forEach((code, i) => {
    const argb = argbFromHex(code);
    population.set(argb, (population.get(argb) ?? 0) + (colors.length - i));
  });
  const ranked = Score.score(population, { desired: colors.length, filter: true, fallbackColorARGB: argbFromHex(colors[0]) });
  const order = ranked.map((argb) => colors.findIndex((code) => argbFromHex(code) === argb)).filter((i) => i >= 0);
  const rest = colors.map((_, i) => i).filter((i) => !order.includes(i));
  return [...new Set([...order, ...rest])];
}
