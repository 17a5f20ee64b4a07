/**
 * The field readers of a backup file, kept apart from the file's encoder and decoder (backupFile.ts): each
 * field is checked and rebuilt from its known keys, and the first problem throws InvalidField with its path and reason,
 * which decodeBackup turns into an `invalid` error. Nothing is repaired, but for a blank palette name, which becomes
 * 'Untitled' as in the store (../model/codecs.ts).
 */
import { MAX_SAVED_THEMES, decodeThemes, type SavedTheme } from '../model/themes.ts';
import { MAX_TEMPLATES, nameProblem, readTemplate, sameName, textProblem, type SavedTemplate } from '../model/exportTemplates.ts';
import { MAX_SAVED_GRADIENTS, isSavedGradient, readSavedGradient, type SavedGradient } from '../model/gradients.ts';
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import { IMAGE_PALETTE_MAX_COLORS, IMAGE_PALETTE_MIN_COLORS } from '../image/imageRules.ts';
import type { AuthoredPalette } from '../model/codecs.ts';
import { cssOf, tryAuthoredColor } from '../exact/authoredColor.ts';
import { MAX_HISTORY } from '../model/history.ts';
import { DEFAULT_PALETTE_NAME, MAX_PALETTE_COLORS } from '../model/palette.ts';
import type { Backup, BackupImage, BackupPicked, BackupSettings, InvalidReason } from './backupFile.ts';
import { isRecord } from '../code/json.ts';
import { readBackupSites } from '../live/sites.ts';

/** Longest palette name: the name field's maxLength in the app. */
export const MAX_PALETTE_NAME = 100;
/** Most palettes in a file. */
export const MAX_BACKUP_PALETTES = 10_000;
/** Longest palette uuid and image file name accepted. */
const MAX_UUID = 100;
const MAX_IMAGE_NAME = 255;

/** A refused field: its path (`palettes[3].colors[7]`) and why. Thrown by the readers, caught by decodeBackup only. */
export class InvalidField {
  constructor(
    readonly path: string,
    readonly reason: InvalidReason,
  ) {}
}

/** Throws the InvalidField of a path and reason. */
export function fail(path: string, reason: InvalidReason): never {
  throw new InvalidField(path, reason);
}

/** Returns an own property (never one inherited from a prototype). */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Throws forbiddenKey, at the key's own path (`__proto__`, `palettes[2].constructor`), for a prototype name as a key
 * anywhere in a parsed value (JSON.parse keeps `__proto__` as an own key). Recursive: call after the depth check.
 */
export function checkKeys(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (typeof value[i] === 'object') checkKeys(value[i], `${path}[${i}]`);
  } else if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      const keyPath = path === '' ? key : `${path}.${key}`;
      if (FORBIDDEN_KEYS.has(key)) fail(keyPath, 'forbiddenKey');
      if (typeof value[key] === 'object') checkKeys(value[key], keyPath);
    }
  }
}

/** An ISO 8601 date-time with a zone, as Date.prototype.toISOString writes it (seconds and fraction optional). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Returns the Backup of a current-version file (exportedAt may be '' when migrated), or throws InvalidField. */
export function readBackup(data: unknown, migrated: boolean): Backup {
  const file = data as Record<string, unknown>;
  const exportedAt = own(file, 'exportedAt');
  const dated = typeof exportedAt === 'string' && ISO_DATE_TIME.test(exportedAt) && !Number.isNaN(Date.parse(exportedAt));
  if (!dated && !(migrated && exportedAt === '')) fail('exportedAt', 'type');
  const history = own(file, 'history');
  const image = own(file, 'image');
  return {
    exportedAt: exportedAt as string,
    palettes: readPalettes(own(file, 'palettes')),
    history: readHistory(history, own(file, 'historyExact')),
    settings: readSettings(own(file, 'settings')),
    image: image === undefined || image === null ? null : readImage(image),
    themes: readThemes(own(file, 'themes')),
    // Absent in files written before templates (or gradients) existed: left out here too (none).
    ...(own(file, 'templates') === undefined ? {} : { templates: readTemplates(own(file, 'templates')) }),
    ...(own(file, 'gradients') === undefined ? {} : { gradients: readGradients(own(file, 'gradients')) }),
    ...(own(file, 'liveSites') === undefined ? {} : { liveSites: readBackupSites(own(file, 'liveSites'), fail) }),
  };
}

/**
 * Returns the history: the `history` field's codes (missing: none; a repeated code kept once, the first), each replaced
 * by its exact text where the optional `historyExact` field (`[['#fallback', text], …]`) gives one. Refuses an entry
 * whose text is not a wide or translucent colour falling back to its code, or whose code the history does not hold or
 * another entry already gave.
 */
function readHistory(value: unknown, exactValue: unknown): string[] {
  const codes = value === undefined ? [] : [...new Set(readCodes(value, 'history', MAX_HISTORY))];
  if (exactValue === undefined) return codes;
  const out = [...codes];
  const given = new Set<string>();
  readArray(exactValue, 'historyExact', MAX_HISTORY).forEach((entry, i) => {
    const path = `historyExact[${i}]`;
    if (!Array.isArray(entry) || entry.length !== 2) fail(path, 'type');
    const [code, text] = entry as unknown[];
    const color = typeof text === 'string' ? tryAuthoredColor(text) : null;
    if (color?.exact === undefined || tryNormalizeColorCode(code) !== color.code) fail(`${path}[1]`, 'color');
    const index = codes.indexOf(color.code);
    if (index === -1) fail(`${path}[0]`, 'color');
    if (given.has(color.code)) fail(`${path}[0]`, 'duplicate');
    given.add(color.code);
    out[index] = color.exact;
  });
  return out;
}

/** Returns the saved themes of the optional `themes` field, each read as the themes store reads it; refuses one it cannot. */
function readThemes(value: unknown): SavedTheme[] {
  if (value === undefined) return [];
  const entries = readArray(value, 'themes', MAX_SAVED_THEMES);
  const themes = entries.map((entry, i) => {
    const [theme] = decodeThemes(JSON.stringify([entry]));
    if (theme === undefined) fail(`themes[${i}]`, 'type');
    return theme;
  });
  themes.forEach((theme, i) => {
    if (themes.findIndex((other) => other.id === theme.id) !== i) fail(`themes[${i}].id`, 'duplicate');
  });
  return themes;
}

/**
 * Returns the saved export templates of the optional `templates` field, each checked as the templates store checks it
 * (../model/exportTemplates.ts `readTemplate`); refuses the first that is not one (a name or text past its limit is
 * tooLong, a control character in either is markup), and a repeated id or name (of the same kind).
 */
function readTemplates(value: unknown): SavedTemplate[] {
  const entries = readArray(value, 'templates', MAX_TEMPLATES);
  const templates = entries.map((entry, i) => {
    const path = `templates[${i}]`;
    const template = readTemplate(readRecord(entry, path));
    if (typeof template !== 'string') return template;
    const field = own(entry as Record<string, unknown>, template);
    const problem = typeof field !== 'string' ? null : template === 'name' ? nameProblem(field) : template === 'text' ? textProblem(field) : null;
    fail(`${path}.${template}`, problem === 'nameTooLong' || problem === 'tooLong' ? 'tooLong' : problem === 'nameInvalid' || problem === 'textInvalid' ? 'markup' : 'type');
  });
  templates.forEach((template, i) => {
    if (templates.findIndex((other) => other.id === template.id) !== i) fail(`templates[${i}].id`, 'duplicate');
    if (templates.findIndex((other) => other.kind === template.kind && sameName(other.name, template.name)) !== i) fail(`templates[${i}].name`, 'duplicate');
  });
  return templates;
}

/** Returns the saved gradients of the optional `gradients` field, each read as the store reads it (its text made canonical); refuses one it cannot, and a repeated id. */
function readGradients(value: unknown): SavedGradient[] {
  const gradients = readArray(value, 'gradients', MAX_SAVED_GRADIENTS).map((entry, i) => {
    const gradient = readSavedGradient(readRecord(entry, `gradients[${i}]`));
    return isSavedGradient(gradient) ? gradient : fail(`gradients[${i}].${gradient.field}`, gradient.reason);
  });
  const ids = gradients.map((gradient) => gradient.id);
  ids.forEach((id, i) => ids.indexOf(id) !== i && fail(`gradients[${i}].id`, 'duplicate'));
  return gradients;
}

/** Returns the value as an object (not an array), or refuses it as the wrong type. */
function readRecord(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) fail(path, 'type');
  return value;
}

/** Returns the value as an array of at most `max` items, or refuses it (type, tooMany). */
function readArray(value: unknown, path: string, max: number): readonly unknown[] {
  if (!Array.isArray(value)) fail(path, 'type');
  if (value.length > max) fail(path, 'tooMany');
  return value;
}

/** Returns a list of at most `max` colour codes, normalised; refuses a list holding anything else (color). */
function readCodes(value: unknown, path: string, max: number): string[] {
  const list = readArray(value, path, max);
  const codes: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const code = tryNormalizeColorCode(list[i]);
    if (code === null) fail(`${path}[${i}]`, 'color');
    codes.push(code);
  }
  return codes;
}

/**
 * Returns a palette's colours (at most `max`): each a code, normalised, or an exact text (a wide or translucent colour,
 * ../exact/exactColor.ts), normalised; refuses a list holding anything else (color).
 */
function readPaletteColors(value: unknown, path: string, max: number): string[] {
  const list = readArray(value, path, max);
  return list.map((item, i) => {
    const color = typeof item === 'string' ? tryAuthoredColor(item) : null;
    if (color === null) fail(`${path}[${i}]`, 'color');
    return cssOf(color);
  });
}

/** A palette uuid's characters (the app's are RFC 4122 uuids). */
const UUID = /^[A-Za-z0-9_-]+$/;
/** A control character (U+0000–U+001F, U+007F). */
const CONTROL = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex
/** An HTML tag's start (`<script`, `</b`, `<!--`) or a control character. */
const MARKUP = /<[A-Za-z/!]|[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex

/** Returns the palettes, refusing a uuid that is malformed, too long or repeated. */
function readPalettes(value: unknown): AuthoredPalette[] {
  const list = readArray(value, 'palettes', MAX_BACKUP_PALETTES);
  const seen = new Set<string>();
  return list.map((entry, i) => {
    const path = `palettes[${i}]`;
    const palette = readRecord(entry, path);
    const uuid = own(palette, 'uuid');
    if (typeof uuid !== 'string' || !UUID.test(uuid)) fail(`${path}.uuid`, 'type');
    if (uuid.length > MAX_UUID) fail(`${path}.uuid`, 'tooLong');
    if (seen.has(uuid)) fail(`${path}.uuid`, 'duplicate');
    seen.add(uuid);
    return { uuid, name: readName(own(palette, 'name'), `${path}.name`), colors: readPaletteColors(own(palette, 'colors'), `${path}.colors`, MAX_PALETTE_COLORS) };
  });
}

/** Returns a palette name as it is (a blank one becomes 'Untitled', as in the store); refuses a long name or markup. */
function readName(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, 'type');
  const trimmed = value.trim();
  if (trimmed === '') return DEFAULT_PALETTE_NAME;
  if (trimmed.length > MAX_PALETTE_NAME) fail(path, 'tooLong');
  if (MARKUP.test(value)) fail(path, 'markup');
  return value;
}

/** Returns one of the choices, null when missing or null, or refuses anything else. */
function readChoice<T extends string>(value: unknown, path: string, choices: readonly T[]): T | null {
  if (value === undefined || value === null) return null;
  if (!choices.includes(value as T)) fail(path, 'type');
  return value as T;
}

/** Returns the settings; missing ones are null (follow the system). */
function readSettings(value: unknown): BackupSettings {
  if (value === undefined) return { theme: null, language: null };
  const settings = readRecord(value, 'settings');
  return {
    theme: readChoice(own(settings, 'theme'), 'settings.theme', ['light', 'dark'] as const),
    language: readChoice(own(settings, 'language'), 'settings.language', ['en', 'ja'] as const),
  };
}

/** An image MIME type, lower case, without parameters. */
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/;
/**
 * Returns true for non-empty standard base64 (RFC 4648 §4): a multiple of 4 characters of A–Z a–z 0–9 + /, the last
 * one or two '=' padding. One search for a character outside the alphabet and one for the first '=': 20 ms on 18 MB,
 * where an anchored /^[A-Za-z0-9+/]+={0,2}$/ (or the search on a slice) takes 130 ms in V8.
 */
function isBase64(data: string): boolean {
  if (data.length === 0 || data.length % 4 !== 0 || /[^A-Za-z0-9+/=]/.test(data)) return false;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const firstPad = data.indexOf('=');
  return firstPad === -1 || firstPad === data.length - padding;
}

/** Returns the last image, checked as src/stores/lastImage.ts checks its edits, with k in 2–12. */
function readImage(value: unknown): BackupImage {
  const image = readRecord(value, 'image');
  const [name, type, data, k] = [own(image, 'name'), own(image, 'type'), own(image, 'data'), own(image, 'k')];
  if (typeof name !== 'string') fail('image.name', 'type');
  if (name.length > MAX_IMAGE_NAME) fail('image.name', 'tooLong');
  if (CONTROL.test(name)) fail('image.name', 'markup');
  if (typeof type !== 'string' || !IMAGE_TYPE.test(type)) fail('image.type', 'type');
  if (typeof data !== 'string' || !isBase64(data)) fail('image.data', 'type');
  if (typeof k !== 'number' || !Number.isInteger(k) || k < IMAGE_PALETTE_MIN_COLORS || k > IMAGE_PALETTE_MAX_COLORS) fail('image.k', 'type');
  const movedValue = readRecord(own(image, 'moved'), 'image.moved');
  const moved: Record<string, BackupPicked> = {};
  for (const index of Object.keys(movedValue)) {
    if (!/^\d+$/.test(index)) fail('image.moved', 'type');
    moved[index] = readPicked(movedValue[index], `image.moved.${index}`);
  }
  const added = readArray(own(image, 'added'), 'image.added', Infinity).map((p, i) => readPicked(p, `image.added[${i}]`));
  return { name, type, data, k, moved, added };
}

/** Returns a colour picked in the image. */
function readPicked(value: unknown, path: string): BackupPicked {
  const picked = readRecord(value, path);
  const code = own(picked, 'code');
  // As the app writes it: '#rrggbb', lower case.
  if (typeof code !== 'string' || tryNormalizeColorCode(code) !== code) fail(`${path}.code`, 'color');
  return { code, x: readCoordinate(own(picked, 'x'), `${path}.x`), y: readCoordinate(own(picked, 'y'), `${path}.y`) };
}

/** Returns a pixel coordinate: a non-negative integer, or null. */
function readCoordinate(value: unknown, path: string): number | null {
  if (value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)) return value;
  fail(path, 'type');
}
