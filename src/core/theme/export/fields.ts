/**
 * Strict readers of the values a theme file holds (../themeFile.ts, materialJson.ts): each takes `unknown` (parsed
 * JSON), never throws, and returns a fresh value built from the fields it knows — or null when anything is out of
 * shape or range. Objects are built with Object.fromEntries, so a key such as "__proto__" stays a plain key.
 */
import { THEME_TARGETS, type ExtendedColor, type ThemeColors, type TonalPalette } from '../roles.ts';
import {
  MATERIAL_CONTRAST_RANGE,
  MATERIAL_VARIANTS,
  SEED_ROLES,
  THEME_MAX_EXTENDED,
  THEME_MAX_SOURCE_COLORS,
  THEME_METHODS,
  THEME_SOURCE_KINDS,
  type ExtendedInput,
  type SeedAssignment,
  type ThemeSettings,
} from '../settings.ts';
import { extendedRoleTable } from './names.ts';
import { isRecord } from '../../code/json.ts';

/** A role's name: camelCase ASCII, as Material's roles and the extended colours' roles are. */
export const ROLE_NAME = /^[a-z][A-Za-z0-9]{0,63}$/;
/** An extended colour's name: camelCase ASCII, at most 40 characters (the theme tool's rule). */
export const EXTENDED_NAME = /^[a-z][A-Za-z0-9]{0,39}$/;
/** A tonal palette's name ('primary', 'neutral-variant'). */
export const PALETTE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** The most roles, palettes and tones a theme may have (Material has 49 roles and 6 palettes of 18 tones). */
export const THEME_LIMITS = { roles: 200, palettes: 32, tones: 256, name: 1000 } as const;


/** Returns a '#rrggbb' code (either case) in lower case, or null. */
export function readHex(value: unknown): string | null {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
}

const own = (record: Record<string, unknown>, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

/** Returns a text of at most `max` characters, or null. */
const readText = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

/** Returns the items of an array read one by one, or null when it is not an array, is too long, or one item fails. */
function readList<T>(value: unknown, max: number, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const out: T[] = [];
  for (const item of value) {
    const read1 = read(item);
    if (read1 === null) return null;
    out.push(read1);
  }
  return out;
}

const distinct = (names: readonly string[]) => new Set(names).size === names.length;

/** Returns an object of entries when every value is present, or null. */
function entriesObject<T>(entries: readonly (readonly [string, T | null])[]): Record<string, T> | null {
  const present = entries.filter((e): e is readonly [string, T] => e[1] !== null);
  return present.length === entries.length ? Object.fromEntries(present) : null;
}

/** Returns role → code for exactly the given roles, or null when one is missing or invalid, or another key is present. */
export function readRoleColors(value: unknown, roles: readonly string[]): Record<string, string> | null {
  if (!isRecord(value) || Object.keys(value).length !== roles.length) return null;
  return entriesObject(roles.map((role) => [role, readHex(own(value, role))] as const));
}

/** Returns a tonal palette, or null (its tones distinct numbers). */
export function readPalette(value: unknown): TonalPalette | null {
  if (!isRecord(value)) return null;
  const name = own(value, 'name');
  if (typeof name !== 'string' || !PALETTE_NAME.test(name)) return null;
  const tones = readList(own(value, 'tones'), THEME_LIMITS.tones, (item) => {
    if (!isRecord(item)) return null;
    const tone = own(item, 'tone');
    const hex = readHex(own(item, 'hex'));
    return typeof tone === 'number' && Number.isFinite(tone) && hex !== null ? { tone: Object.is(tone, -0) ? 0 : tone, hex } : null;
  });
  if (tones === null || new Set(tones.map((t) => t.tone)).size !== tones.length) return null;
  return { name, tones };
}

/**
 * Returns the reader of an extended colour: its name, its code and the boolean `flag` (in a theme whether it was
 * harmonized, in the settings whether to harmonize it); the reader returns null when one is missing or invalid.
 */
function extendedReader<Flag extends string>(flag: Flag) {
  return (value: unknown): ({ name: string; hex: string } & Record<Flag, boolean>) | null => {
    if (!isRecord(value)) return null;
    const name = own(value, 'name');
    const hex = readHex(own(value, 'hex'));
    const on = own(value, flag);
    if (typeof name !== 'string' || !EXTENDED_NAME.test(name) || hex === null || typeof on !== 'boolean') return null;
    return { name, hex, [flag]: on } as { name: string; hex: string } & Record<Flag, boolean>;
  };
}

/** Returns an extended colour of a theme, or null. */
const readExtendedColor: (value: unknown) => ExtendedColor | null = extendedReader('harmonized');

/**
 * Returns the theme of our file, or null: every field present and valid, roles distinct, each role coloured in both
 * appearances (and nothing else), palettes with distinct names, and each extended colour's four roles among the roles.
 */
export function readThemeColors(value: unknown): ThemeColors | null {
  if (!isRecord(value)) return null;
  const name = readText(own(value, 'name'), THEME_LIMITS.name);
  const seed = readHex(own(value, 'seed'));
  const roles = readList(own(value, 'roles'), THEME_LIMITS.roles, (role) => (typeof role === 'string' && ROLE_NAME.test(role) ? role : null));
  if (name === null || seed === null || roles === null || !distinct(roles)) return null;
  const light = readRoleColors(own(value, 'light'), roles);
  const dark = readRoleColors(own(value, 'dark'), roles);
  const palettes = readList(own(value, 'palettes'), THEME_LIMITS.palettes, readPalette);
  const extended = readList(own(value, 'extended'), THEME_MAX_EXTENDED, readExtendedColor);
  if (light === null || dark === null || palettes === null || extended === null) return null;
  if (!distinct(palettes.map((p) => p.name)) || !distinct(extended.map((x) => x.name))) return null;
  if (!extendedRoleTable(extended.map((x) => x.name)).every((family) => family.every((role) => roles.includes(role)))) return null;
  return { name, seed, roles, light, dark, palettes, extended };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null => (list as readonly unknown[]).includes(value) ? (value as T) : null;

/** Returns role → code edits (any roles), or null. */
function readEdits(value: unknown): Record<string, string> | null {
  if (!isRecord(value) || Object.keys(value).length > THEME_LIMITS.roles) return null;
  return entriesObject(Object.keys(value).map((role) => [role, ROLE_NAME.test(role) ? readHex(value[role]) : null] as const));
}

/** Returns which source colour seeds each family, or null when a family is unknown or an index is out of range. */
function readAssignment(value: unknown, count: number): SeedAssignment | null {
  if (!isRecord(value)) return null;
  return entriesObject(
    Object.keys(value).map((role) => {
      const index = value[role];
      const valid = oneOf(SEED_ROLES, role) !== null && typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count;
      return [role, valid ? index : null] as const;
    }),
  );
}

/** Returns an extended colour of the settings, or null. */
const readExtendedInput: (value: unknown) => ExtendedInput | null = extendedReader('harmonize');

/** Returns the settings of our file, or null when any field is missing, unknown or out of range. */
export function readSettings(value: unknown): ThemeSettings | null {
  if (!isRecord(value)) return null;
  const source = own(value, 'source');
  if (!isRecord(source)) return null;
  const kind = oneOf(THEME_SOURCE_KINDS, own(source, 'kind'));
  const colors = readList(own(source, 'colors'), THEME_MAX_SOURCE_COLORS, readHex);
  if (kind === null || colors === null || colors.length === 0 || (kind === 'color' && colors.length !== 1)) return null;
  const assignment = readAssignment(own(value, 'assignment'), colors.length);
  const method = oneOf(THEME_METHODS, own(value, 'method'));
  const variant = oneOf(MATERIAL_VARIANTS, own(value, 'variant'));
  const contrast = own(value, 'contrast');
  const target = oneOf(THEME_TARGETS, own(value, 'target'));
  const extended = readList(own(value, 'extended'), THEME_MAX_EXTENDED, readExtendedInput);
  const edits = own(value, 'edits');
  const light = isRecord(edits) ? readEdits(own(edits, 'light')) : null;
  const dark = isRecord(edits) ? readEdits(own(edits, 'dark')) : null;
  const [min, max] = MATERIAL_CONTRAST_RANGE;
  const contrastOk = typeof contrast === 'number' && contrast >= min && contrast <= max;
  const complete = assignment !== null && method !== null && variant !== null && target !== null && light !== null && dark !== null;
  if (!complete || !contrastOk || extended === null || !distinct(extended.map((x) => x.name))) {
    return null;
  }
  return {
    source: { kind, colors },
    assignment,
    method,
    variant,
    contrast: Object.is(contrast, -0) ? 0 : contrast,
    target,
    extended,
    edits: { light, dark },
  };
}

/**
 * Returns an extended colour's name as the theme tool keeps it — letters and digits in camelCase, starting with a
 * lower-case letter, at most 40 characters ('Custom Color 1' → 'customColor1') — or null when none is left. The one rule
 * for every name: the theme tool's address (src/core/theme/themeUrl.ts) and the names read from other tools' files.
 */
export function extendedName(name: string): string | null {
  const words = name.normalize('NFKC').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() : w.charAt(0).toUpperCase()) + w.slice(1)).join('');
  const trimmed = joined.replace(/^[^a-z]+/, '').slice(0, 40);
  return EXTENDED_NAME.test(trimmed) ? trimmed : null;
}
