/**
 * Material Theme Builder's JSON (`material-theme.json`, its "Material Theme (JSON)" export), both ways. The shape, as
 * MTB writes it (e.g. fnc314/material-theme-viewer's material-theme.json):
 * `{ description: "TYPE: CUSTOM\n…", seed: "#1D5BEE", coreColors: { primary, secondary?, tertiary?, error?, neutral?,
 * neutralVariant? }, extendedColors: [{ name, color, description, harmonized }], schemes: { light, light-medium-contrast,
 * light-high-contrast, dark, dark-medium-contrast, dark-high-contrast } (role → '#RRGGBB', camelCase roles in
 * MaterialDynamicColors' order), palettes: { primary, secondary, tertiary, neutral, neutral-variant } (tone → code) }`.
 * MTB leaves the extended colours' roles and the error palette out (material-theme-builder issues 293, 316, 321); we
 * write them in (the extended roles in each scheme after the others, every palette of the theme), and one scheme per
 * appearance, a theme having one contrast level. The description's second line names the theme and the variant.
 */
import { DEFAULT_THEME_TARGET, type ExtendedColor, type ThemeColors, type TonalPalette } from '../roles.ts';
import { MATERIAL_VARIANTS, THEME_MAX_EXTENDED, type MaterialVariant, type SeedRole, type ThemeSettings } from '../settings.ts';
import { extendedName, readHex, ROLE_NAME, THEME_LIMITS } from './fields.ts';
import { isRecord } from '../../code/json.ts';
import { hexDigits, type ThemeFile } from './names.ts';

const upper = (code: string) => `#${hexDigits(code).toUpperCase()}`;

/** The core colours MTB names, each with the family of our settings it seeds. */
const CORE_COLORS: readonly (readonly [string, SeedRole])[] = [
  ['secondary', 'secondary'],
  ['tertiary', 'tertiary'],
  ['error', 'error'],
  ['neutral', 'neutral'],
];

/** Returns the description: MTB's "TYPE: CUSTOM" line, then the theme's name and, for a Material theme, its variant. */
function description(theme: ThemeColors, settings?: ThemeSettings): string {
  const variant = settings?.method === 'material' ? `\nVariant: ${settings.variant}` : '';
  return `TYPE: CUSTOM\nIrodori export: ${theme.name.replace(/[\r\n\u2028\u2029]+/g, ' ')}${variant}`;
}

/** Returns the core colours: the seed as primary, and the source colours a Material theme's settings assign to the other families. */
function coreColors(theme: ThemeColors, settings?: ThemeSettings): Record<string, string> {
  const core: [string, string][] = [['primary', upper(theme.seed)]];
  if (settings?.method === 'material') {
    for (const [key, family] of CORE_COLORS) {
      const index = settings.assignment[family];
      const code = index === undefined ? undefined : settings.source.colors[index];
      if (code !== undefined) core.push([key, upper(code)]);
    }
  }
  return Object.fromEntries(core);
}

/** Returns material-theme.json. */
export function materialJson(theme: ThemeColors, settings?: ThemeSettings): ThemeFile[] {
  const scheme = (appearance: 'light' | 'dark') => Object.fromEntries(theme.roles.map((role) => [role, upper(theme[appearance][role])]));
  const file = {
    description: description(theme, settings),
    seed: upper(theme.seed),
    coreColors: coreColors(theme, settings),
    extendedColors: theme.extended.map((x) => ({ name: x.name, color: upper(x.hex), description: '', harmonized: x.harmonized })),
    schemes: { light: scheme('light'), dark: scheme('dark') },
    palettes: Object.fromEntries(theme.palettes.map((p) => [p.name, Object.fromEntries(p.tones.map(({ tone, hex }) => [String(tone), upper(hex)]))])),
  };
  return [{ path: 'material-theme.json', content: `${JSON.stringify(file, null, 4)}\n`, mime: 'application/json' }];
}

/** Returns the variant a description names ("Variant: vibrant", "TONAL_SPOT", "fruit salad"), or tonalSpot. */
export function descriptionVariant(text: string): MaterialVariant {
  const line = /^Variant: (\w+)$/m.exec(text)?.[1];
  if (line !== undefined && (MATERIAL_VARIANTS as readonly string[]).includes(line)) return line as MaterialVariant;
  // Our own description says it in that line or not at all (the theme's name could hold any word).
  if (/^Irodori export: /m.test(text)) return 'tonalSpot';
  const words = (variant: string) => new RegExp(`\\b${variant.replace(/([a-z])([A-Z])/g, '$1[\\s_-]?$2')}\\b`, 'i');
  return MATERIAL_VARIANTS.find((variant) => words(variant).test(text)) ?? 'tonalSpot';
}

/** What reading a Material Theme Builder file gives: the theme and settings, or why it was refused. */
export type MaterialRead = { readonly name: string; readonly theme: ThemeColors; readonly settings: ThemeSettings } | 'shape' | 'empty';

/** Returns a palette of MTB's tone → code object, tones in ascending order, or null. */
function readTones(name: string, value: unknown): TonalPalette | null {
  if (!isRecord(value) || Object.keys(value).length > THEME_LIMITS.tones) return null;
  const tones = Object.keys(value).map((key) => ({ tone: /^\d+(\.\d+)?$/.test(key) ? Number(key) : Number.NaN, hex: readHex(value[key]) }));
  if (!tones.every((t): t is { tone: number; hex: string } => Number.isFinite(t.tone) && t.hex !== null)) return null;
  return { name, tones: tones.sort((a, b) => a.tone - b.tone) };
}

/**
 * Reads a Material Theme Builder file (any of its versions: `seed`, or `source` before it): the `light` and `dark`
 * schemes (the roles both have, in the light scheme's order), the palettes, the extended colours (names made
 * identifiers, at most THEME_MAX_EXTENDED) and the seed. The settings are a Material theme of the seed and the core
 * colours, in the variant the description names.
 */
export function readMaterialFile(file: Record<string, unknown>): MaterialRead {
  const schemes = file.schemes;
  if (!isRecord(schemes) || !isRecord(schemes.light) || !isRecord(schemes.dark)) return 'shape';
  const light = schemes.light;
  const dark = schemes.dark;
  const roles = Object.keys(light).filter((role) => ROLE_NAME.test(role) && Object.hasOwn(dark, role)).slice(0, THEME_LIMITS.roles);
  const lightColors = Object.fromEntries(roles.map((role) => [role, readHex(light[role])]));
  const darkColors = Object.fromEntries(roles.map((role) => [role, readHex(dark[role])]));
  if ([...Object.values(lightColors), ...Object.values(darkColors)].some((code) => code === null)) return 'shape';
  if (roles.length === 0) return 'empty';
  const core = isRecord(file.coreColors) ? file.coreColors : {};
  const seed = readHex(file.seed) ?? readHex(file.source) ?? readHex(core.primary) ?? (lightColors.primary as string | undefined) ?? null;
  if (seed === null) return 'shape';
  const palettesIn = file.palettes === undefined ? {} : file.palettes;
  if (!isRecord(palettesIn)) return 'shape';
  const palettes = Object.keys(palettesIn).map((name) => readTones(name, palettesIn[name]));
  if (palettes.some((p) => p === null)) return 'shape';
  const extendedIn = file.extendedColors === undefined ? [] : file.extendedColors;
  if (!Array.isArray(extendedIn) || palettes.length > THEME_LIMITS.palettes) return 'shape';
  const extended = new Map<string, ExtendedColor>();
  for (const x of extendedIn) {
    const name = isRecord(x) && typeof x.name === 'string' ? extendedName(x.name) : null;
    const hex = isRecord(x) ? readHex(x.color) : null;
    if (name !== null && hex !== null && !extended.has(name)) extended.set(name, { name, hex, harmonized: isRecord(x) && x.harmonized !== false });
  }
  const text = typeof file.description === 'string' ? file.description : '';
  const name = /^Irodori export: (.*)$/m.exec(text)?.[1] ?? '';
  const theme: ThemeColors = {
    name,
    seed,
    roles,
    light: lightColors as Record<string, string>,
    dark: darkColors as Record<string, string>,
    palettes: palettes as TonalPalette[],
    extended: [...extended.values()].slice(0, THEME_MAX_EXTENDED),
  };
  const cores = CORE_COLORS.flatMap(([key, family]) => {
    const code = readHex(core[key]);
    return code === null ? [] : [{ code, family }];
  });
  const settings: ThemeSettings = {
    source: { kind: cores.length > 0 ? 'palette' : 'color', colors: [seed, ...cores.map((c) => c.code)] },
    assignment: Object.fromEntries([['primary', 0], ...cores.map((c, i) => [c.family, i + 1])]),
    method: 'material',
    variant: descriptionVariant(text),
    contrast: 0,
    target: DEFAULT_THEME_TARGET,
    extended: theme.extended.map((x) => ({ name: x.name, hex: x.hex, harmonize: x.harmonized })),
    edits: { light: {}, dark: {} },
  };
  return { name, theme, settings };
}
