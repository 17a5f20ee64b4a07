/**
 * The theme tool's state in the address:
 * `/tools/theme?from=color|palette|image&colors=3a7bd5-…&name=…&method=material|irodori&variant=tonalSpot`
 * `&contrast=0.5&target=wcag-4.5&assign=primary.0,background.2&x=brand.ff8800.1&light=primary.405f90&dark=…`.
 * `assign` is written only where it differs from the palette's default assignment (core assignSeeds); `x` is one
 * extended colour (name, hex, harmonise 1/0); `light` and `dark` are the role edits. Anything invalid falls back to
 * its default (an invalid item of a list is left out); the page then rewrites the address (replace).
 */
import { parseSharedColors, parseSharedName } from '../model/share.ts';
import { extendedName as cleanExtendedName } from './export/fields.ts';
import { THEME_TARGETS, type ThemeTarget } from './roles.ts';
import {
  DEFAULT_THEME_SETTINGS,
  MATERIAL_VARIANTS,
  SEED_ROLES,
  THEME_MAX_EXTENDED,
  THEME_METHODS,
  THEME_SOURCE_KINDS,
  type ExtendedInput,
  type MaterialVariant,
  type SeedAssignment,
  type SeedRole,
  type ThemeMethod,
  type ThemeSettings,
  type ThemeSourceKind,
} from './settings.ts';

/** The tool's state: the settings and the theme's name (null: the page's default name). */
export type ThemeState = { readonly settings: ThemeSettings; readonly name: string | null };

export { cleanExtendedName };

const ROLE_NAME = /^[a-z][A-Za-z0-9]{0,39}$/;
const HEX6 = /^[0-9a-f]{6}$/i;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

function parseEdits(value: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of (value ?? '').split(',')) {
    const [role, hex] = item.split('.');
    if (role && hex && ROLE_NAME.test(role) && HEX6.test(hex)) out[role] = `#${hex.toLowerCase()}`;
  }
  return out;
}

function parseAssignment(value: string | null, count: number): SeedAssignment | null {
  if (value === null) return null;
  const out: Partial<Record<SeedRole, number>> = {};
  for (const item of value.split(',')) {
    const [role, index] = item.split('.');
    const n = Number(index);
    if ((SEED_ROLES as readonly string[]).includes(role) && /^\d{1,3}$/.test(index ?? '') && n < count) out[role as SeedRole] = n;
  }
  return out;
}

function parseExtended(values: readonly string[]): ExtendedInput[] {
  const out: ExtendedInput[] = [];
  for (const value of values) {
    const [rawName, hex, harmonize] = value.split('.');
    const name = cleanExtendedName(rawName ?? '');
    if (name === null || !HEX6.test(hex ?? '') || out.some((x) => x.name === name)) continue;
    out.push({ name, hex: `#${hex.toLowerCase()}`, harmonize: harmonize !== '0' });
    if (out.length === THEME_MAX_EXTENDED) break;
  }
  return out;
}

/**
 * Returns the state of the address's parameters. `fallbackColor` is the colour when there is none; `defaultAssignment`
 * gives a palette's default assignment (the page scores an image's colours for it).
 */
export function parseThemeParams(params: URLSearchParams, fallbackColor: string, defaultAssignment: (kind: ThemeSourceKind, colors: readonly string[]) => SeedAssignment): ThemeState {
  let kind = oneOf<ThemeSourceKind>(THEME_SOURCE_KINDS, params.get('from'), 'color');
  let colors = parseSharedColors(params.get('colors'));
  if (colors.length === 0) {
    colors = [fallbackColor];
    kind = 'color';
  }
  if (kind === 'color') colors = colors.slice(0, 1);
  const assignment = kind === 'color' ? { primary: 0 } : (parseAssignment(params.get('assign'), colors.length) ?? defaultAssignment(kind, colors));
  const contrastParam = params.get('contrast');
  const contrast = contrastParam !== null && /^-?\d(\.\d{1,2})?$/.test(contrastParam) ? Number(contrastParam) : DEFAULT_THEME_SETTINGS.contrast;
  return {
    name: parseSharedName(params.get('name')),
    settings: {
      source: { kind, colors },
      assignment: { ...assignment, primary: assignment.primary ?? 0 },
      method: oneOf<ThemeMethod>(THEME_METHODS, params.get('method'), DEFAULT_THEME_SETTINGS.method),
      variant: oneOf<MaterialVariant>(MATERIAL_VARIANTS, params.get('variant'), DEFAULT_THEME_SETTINGS.variant),
      contrast: contrast >= -1 && contrast <= 1 ? contrast : DEFAULT_THEME_SETTINGS.contrast,
      target: oneOf<ThemeTarget>(THEME_TARGETS, params.get('target'), DEFAULT_THEME_SETTINGS.target),
      extended: parseExtended(params.getAll('x')),
      edits: { light: parseEdits(params.get('light')), dark: parseEdits(params.get('dark')) },
    },
  };
}

function assignmentText(assignment: SeedAssignment): string {
  return SEED_ROLES.filter((role) => assignment[role] !== undefined)
    .map((role) => `${role}.${assignment[role]}`)
    .join(',');
}

function editsText(edits: Readonly<Record<string, string>>): string {
  return Object.keys(edits)
    .sort()
    .map((role) => `${role}.${edits[role].slice(1)}`)
    .join(',');
}

/** Returns the canonical query of a state (without '?'): every parameter that is not its default. */
export function themeQuery(state: ThemeState, defaultAssignment: (kind: ThemeSourceKind, colors: readonly string[]) => SeedAssignment): string {
  const { settings } = state;
  const params = new URLSearchParams();
  params.set('from', settings.source.kind);
  params.set('colors', settings.source.colors.map((code) => code.slice(1)).join('-'));
  if (state.name) params.set('name', state.name);
  params.set('method', settings.method);
  params.set('variant', settings.variant);
  params.set('contrast', String(Math.round(settings.contrast * 100) / 100));
  params.set('target', settings.target);
  if (settings.source.kind !== 'color') {
    const assign = assignmentText(settings.assignment);
    if (assign !== assignmentText(defaultAssignment(settings.source.kind, settings.source.colors))) params.set('assign', assign);
  }
  for (const x of settings.extended) params.append('x', `${x.name}.${x.hex.slice(1)}.${x.harmonize ? 1 : 0}`);
  const light = editsText(settings.edits.light);
  const dark = editsText(settings.edits.dark);
  if (light) params.set('light', light);
  if (dark) params.set('dark', dark);
  return params.toString();
}
