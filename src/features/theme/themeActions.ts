/**
 * What the theme tool does with a theme beyond showing it: the state an imported file opens as, and the colours
 * "Save as palette" keeps.
 */
import { materialRequestOf, withEdits } from '../../core/theme/buildTheme';
import { materialTheme } from './materialTheme';
import type { RoleColors, ThemeColors } from '../../core/theme/roles';
import { DEFAULT_THEME_SETTINGS, THEME_MAX_EXTENDED, type ThemeSettings } from '../../core/theme/settings';
import { MAX_PALETTE_COLORS } from '../../core/model/palette';
import { cleanExtendedName, type ThemeState } from '../../core/theme/themeUrl';

/** The roles "Save as palette" keeps, in order, from the light appearance and then the dark. */
export const PALETTE_ROLES = [
  'primary',
  'secondary',
  'tertiary',
  'error',
  'primaryContainer',
  'secondaryContainer',
  'tertiaryContainer',
  'background',
  'surface',
  'surfaceContainer',
  'onSurface',
  'onSurfaceVariant',
  'outline',
] as const;

/** The roles a gradient from the theme runs through (light appearance): its brand's three accents. */
export const GRADIENT_ROLES = ['primary', 'secondary', 'tertiary'] as const;

/** Returns the theme's main role colours as a palette's codes: light then dark, each once, extended colours after. */
export function paletteCodesOf(theme: ThemeColors): string[] {
  const extended = theme.extended.map((x) => x.name);
  const codes = [theme.light, theme.dark].flatMap((colors) => [...PALETTE_ROLES, ...extended].map((role) => colors[role]).filter(Boolean));
  return [...new Set(codes)].slice(0, MAX_PALETTE_COLORS);
}

function differences(generated: RoleColors, wanted: RoleColors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [role, hex] of Object.entries(wanted)) if (generated[role] !== undefined && generated[role] !== hex) out[role] = hex;
  return out;
}

/**
 * Returns the state an imported theme opens as. A file with our settings opens with them; a Material Theme Builder
 * file (no settings) opens as a Material theme of its seed with its custom colours. A Material theme's colours are
 * then compared with the file's, and every role that differs becomes an edit, so the tool shows the file's colours
 * exactly (Irodori's method is deterministic: its settings give its colours).
 */
export function importedState(parsed: { name: string; settings: ThemeSettings | null; theme: ThemeColors }, fallbackColor: string): ThemeState {
  const base: ThemeSettings = parsed.settings ?? {
    ...DEFAULT_THEME_SETTINGS,
    source: { kind: 'color', colors: [parsed.theme.seed || fallbackColor] },
    assignment: { primary: 0 },
    extended: parsed.theme.extended
      .map((x) => ({ name: cleanExtendedName(x.name), hex: x.hex, harmonize: x.harmonized }))
      .filter((x): x is { name: string; hex: string; harmonize: boolean } => x.name !== null)
      .slice(0, THEME_MAX_EXTENDED),
    edits: { light: {}, dark: {} },
  };
  if (base.method !== 'material') return { name: parsed.name, settings: base };
  const generated = withEdits(materialTheme(materialRequestOf(base, parsed.name)), base.edits);
  const light = { ...base.edits.light, ...differences(generated.light, parsed.theme.light) };
  const dark = { ...base.edits.dark, ...differences(generated.dark, parsed.theme.dark) };
  return { name: parsed.name, settings: { ...base, edits: { light, dark } } };
}
