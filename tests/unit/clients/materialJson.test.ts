/**
 * material-theme.json (Material Theme Builder's JSON) read role by role against @material/material-color-utilities
 * for the same seed: each scheme role as the library's MaterialDynamicColors resolves it, each tonal palette at its
 * tones as the scheme's palettes give them, and each custom colour's four roles as the library's customColor, for the
 * hostile custom-colour names too. (tests/unit/theme/materialTheme.test.ts checks the theme itself for every variant
 * and contrast; this reads the exported file.)
 */
import { describe, expect, it } from 'vitest';
import {
  Hct,
  MaterialDynamicColors,
  SchemeTonalSpot,
  SchemeVibrant,
  argbFromHex,
  customColor,
  hexFromArgb,
  type DynamicScheme,
} from '@material/material-color-utilities';
import { themeFiles } from '../../../src/core/theme/export/index.ts';
import { extendedNames, extendedRoles } from '../../../src/core/theme/export/names.ts';
import { MATERIAL_ROLES, materialTheme } from '../../../src/features/theme/materialTheme.ts';
import { HOSTILE_THEMES } from './hostileInputs.ts';

type MaterialJson = {
  seed: string;
  coreColors: Record<string, string>;
  extendedColors: { name: string; color: string; harmonized: boolean }[];
  schemes: { light: Record<string, string>; dark: Record<string, string> };
  palettes: Record<string, Record<string, string>>;
};

const upper = (argb: number) => hexFromArgb(argb).toUpperCase();
/** MaterialDynamicColors' snake_case names → the file's camelCase roles. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** The file's palette names → the scheme's palettes. */
const PALETTES = { primary: 'primaryPalette', secondary: 'secondaryPalette', tertiary: 'tertiaryPalette', neutral: 'neutralPalette', 'neutral-variant': 'neutralVariantPalette', error: 'errorPalette' } as const;

/** Returns what in a theme's material-theme.json differs from the library's colours for its seed and variant. */
function differences(json: MaterialJson, seed: string, Scheme: typeof SchemeTonalSpot): string[] {
  const out: string[] = [];
  const colors = new MaterialDynamicColors();
  const source = Hct.fromInt(argbFromHex(seed));
  const light = new Scheme(source, false, 0);
  const dark = new Scheme(source, true, 0);
  for (const [appearance, scheme] of [['light', light], ['dark', dark]] as const) {
    let compared = 0;
    for (const color of colors.allColors) {
      const role = camel(color.name);
      if (!(MATERIAL_ROLES as readonly string[]).includes(role)) continue;
      compared++;
      if (json.schemes[appearance][role] !== upper(color.getArgb(scheme as DynamicScheme))) out.push(`${appearance} ${role}: ${json.schemes[appearance][role]} ≠ ${upper(color.getArgb(scheme as DynamicScheme))}`);
    }
    if (compared < 45) out.push(`only ${compared} roles compared`);
  }
  for (const [name, tones] of Object.entries(json.palettes)) {
    const palette = light[PALETTES[name as keyof typeof PALETTES]];
    if (!palette) out.push(`unknown palette ${name}`);
    else for (const [tone, hex] of Object.entries(tones)) if (hex !== upper(palette.tone(Number(tone)))) out.push(`${name} ${tone}: ${hex} ≠ ${upper(palette.tone(Number(tone)))}`);
  }
  const names = json.extendedColors.map((x) => x.name);
  for (const x of json.extendedColors) {
    const group = customColor(argbFromHex(seed), { name: x.name, value: argbFromHex(x.color), blend: x.harmonized });
    const roles = extendedRoles(x.name, names);
    for (const appearance of ['light', 'dark'] as const) {
      const want = [group[appearance].color, group[appearance].onColor, group[appearance].colorContainer, group[appearance].onColorContainer].map(upper);
      const got = roles.map((role) => json.schemes[appearance][role]);
      if (got.join() !== want.join()) out.push(`${appearance} ${x.name} (${roles.join(', ')}): ${got.join()} ≠ ${want.join()}`);
    }
  }
  if (json.seed !== seed.toUpperCase() || json.coreColors.primary !== seed.toUpperCase()) out.push(`seed ${json.seed}, primary ${json.coreColors.primary}`);
  return out;
}

const read = (theme: (typeof HOSTILE_THEMES)[number]) => JSON.parse(themeFiles('material-json', theme)[0].content as string) as MaterialJson;

describe('material-theme.json against material-color-utilities', () => {
  it.each([
    ['tonalSpot', SchemeTonalSpot],
    ['vibrant', SchemeVibrant],
  ] as const)('every role, palette tone and custom colour of a %s theme', (variant, Scheme) => {
    for (const seed of ['#3a7bd5', '#d4587a', '#808080']) {
      const theme = materialTheme({ name: 'Ocean', seed, variant, contrast: 0, extended: [{ name: 'success', hex: '#2e7d32', harmonize: true }] });
      const json = read(theme);
      expect(Object.keys(json.palettes).length).toBeGreaterThanOrEqual(5);
      expect(differences(json, seed, Scheme)).toEqual([]);
    }
  });

  it.each(HOSTILE_THEMES.map((theme, i) => [i, theme] as const))('custom colours under hostile names keep their four roles each (theme %i)', (_, theme) => {
    const json = read(theme);
    expect(json.extendedColors.map((x) => x.name)).toEqual(extendedNames(theme));
    expect(differences(json, theme.seed, SchemeTonalSpot)).toEqual([]);
  });
});
