/**
 * The backup file: the whole library (palettes, history, settings, saved themes and the image tool's last image) as one
 * JSON file, and its reader. Unlike the storage codecs (../model/codecs.ts), which repair what they read, the reader is
 * all or nothing: a file with any problem is refused with the first problem's kind and path, and nothing is repaired.
 * A file is size-checked and depth-scanned before JSON.parse, every object key is checked for the prototype names, and
 * values are rebuilt from their known fields by backupFields.ts (other keys are ignored: a later version may add
 * optional ones). Older forms are migrated step by step (BACKUP_MIGRATIONS); version 0 is the bare palettes array of
 * local storage (SPEC §7). Version 2 lets a palette's colour be an exact text (a wide or translucent colour,
 * ../exact/exactColor.ts) where version 1 held codes only; an app that knows version 1 refuses it as newer. The history
 * stays a list of codes (a wide colour's is its fallback) and its exact texts are an optional field beside it,
 * `historyExact: [["#fallback", "exact text"], …]`, which a version 2 app that knows only codes ignores. The saved
 * export templates are the optional field `templates` (absent in older files: none), which an app that does not know
 * them ignores, as it ignores any unknown field; so are the saved gradients, the optional field `gradients`, and the
 * live link's settings per site, `liveSites`.
 */
import type { AuthoredPalette } from '../model/codecs.ts';
import { themeEntries, type SavedTheme } from '../model/themes.ts';
import { templateEntries, type SavedTemplate } from '../model/exportTemplates.ts';
import { gradientEntries, type SavedGradient } from '../model/gradients.ts';
import type { LiveSites } from '../live/sites.ts';
import { checkKeys, fail, InvalidField, own, readBackup } from './backupFields.ts';
import { fallbackOf, tryAuthoredColor } from '../exact/authoredColor.ts';
import { isRecord } from '../code/json.ts';
import { BACKUP_FORMAT } from './backupFormat.ts';

export { MAX_BACKUP_PALETTES, MAX_PALETTE_NAME } from './backupFields.ts';

/** The `format` field of every backup file (kept in ./backupFormat.ts, which loads without the reader). */
export { BACKUP_FORMAT };
/** The version written; a lower one is migrated, a higher one refused. */
export const BACKUP_VERSION = 2;
/** Largest file read, 20 MB (most of it the last image, as base64); a larger one is refused before reading. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;
/**
 * Deepest nesting of arrays and objects. Version 1 needs 9 with themes (file → themes → a theme → its file → colours →
 * palettes → a palette → tones → a tone), 4 without (file → image → moved → a colour); the rest is room.
 */
export const MAX_BACKUP_DEPTH = 12;

/** The app's settings: the chosen theme and language (null: none chosen). */
export type BackupSettings = { readonly theme: 'light' | 'dark' | null; readonly language: 'en' | 'ja' | null };
/** A colour picked by hand in the image: '#rrggbb' lower case and the pixel (null for a colour picked off the image). */
export type BackupPicked = { readonly code: string; readonly x: number | null; readonly y: number | null };
/**
 * The image tool's last image: the file as base64, its MIME type and name, and the edits (see src/stores/lastImage.ts
 * for their meaning and validation rules: k integer 2–12, moved keyed by digit strings, added array; codes '#rrggbb'
 * lower case; x,y non-negative integers or null).
 */
export type BackupImage = {
  readonly name: string;
  readonly type: string;
  readonly data: string;
  readonly k: number;
  readonly moved: Readonly<Record<string, BackupPicked>>;
  readonly added: readonly BackupPicked[];
};
/** The content of a backup file. */
export type Backup = {
  /** ISO 8601 date-time of the export ('' when unknown: a file migrated from version 0). */
  readonly exportedAt: string;
  /** Each colour its code, or its exact text where it has one. */
  readonly palettes: readonly AuthoredPalette[];
  /** Newest first: each colour its code ('#rrggbb'), or its exact text where it has one (one colour per code). */
  readonly history: readonly string[];
  readonly settings: BackupSettings;
  readonly image: BackupImage | null;
  /** The saved themes, newest first: an optional field of version 1 (absent in older files: none). */
  readonly themes: readonly SavedTheme[];
  /**
   * The saved export templates, newest first: an optional field of version 2 (absent in older files, and here when the
   * file has none: none).
   */
  readonly templates?: readonly SavedTemplate[];
  /**
   * The saved gradients, newest first, each its gradient's text: an optional field of version 2 (absent in older files,
   * and here when the file has none: none).
   */
  readonly gradients?: readonly SavedGradient[];
  /**
   * The live link's settings per site (its address, convention and variables mapped by hand), by origin: an optional
   * field of version 2 (absent in older files, and here when there are none).
   */
  readonly liveSites?: LiveSites;
};

/** Why a field is refused. */
export type InvalidReason = 'type' | 'forbiddenKey' | 'markup' | 'tooLong' | 'tooMany' | 'duplicate' | 'color';
/**
 * Why a file is refused. `path` names the field as in `palettes[3].colors[7]`, `settings.theme`, `image.data` (for
 * forbiddenKey, the key itself: `__proto__`, `palettes[2].constructor`).
 */
export type BackupError =
  | { readonly kind: 'tooLarge'; readonly bytes: number }
  | { readonly kind: 'notJson' }
  | { readonly kind: 'tooDeep' }
  | { readonly kind: 'notBackup' }
  | { readonly kind: 'newerVersion'; readonly version: number }
  | { readonly kind: 'invalid'; readonly path: string; readonly reason: InvalidReason };
/** The outcome of reading a file: the backup and the version it was migrated from (null: current), or the error. */
export type DecodeResult =
  | { readonly ok: true; readonly backup: Backup; readonly migratedFrom: number | null }
  | { readonly ok: false; readonly error: BackupError };

/** Returns the file's text: 2-space indented JSON with each palette's colours and the history on one line each. */
export function encodeBackup(backup: Backup): string {
  const { theme, language } = backup.settings;
  const fields = [
    `"format": ${JSON.stringify(BACKUP_FORMAT)}`,
    `"version": ${BACKUP_VERSION}`,
    `"exportedAt": ${JSON.stringify(backup.exportedAt)}`,
    `"palettes": ${backup.palettes.length === 0 ? '[]' : `[\n${backup.palettes.map(paletteJson).join(',\n')}\n  ]`}`,
    `"history": ${inlineList(backup.history.map(fallbackOf))}`,
  ];
  const historyExact = historyExactEntries(backup.history);
  if (historyExact.length > 0) fields.push(`"historyExact": [${historyExact.map((entry) => inlineList(entry)).join(', ')}]`);
  fields.push(`"settings": ${indented({ theme, language })}`);
  if (backup.themes.length > 0) fields.push(`"themes": [\n${themeEntries(backup.themes).map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`);
  if (backup.templates && backup.templates.length > 0) fields.push(`"templates": [\n${templateEntries(backup.templates).map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`);
  if (backup.gradients && backup.gradients.length > 0) fields.push(`"gradients": [\n${gradientEntries(backup.gradients).map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`);
  if (backup.liveSites && Object.keys(backup.liveSites).length > 0) fields.push(`"liveSites": ${indented(backup.liveSites)}`);
  if (backup.image !== null) fields.push(`"image": ${indented(imageFields(backup.image))}`);
  return `{\n${fields.map((field) => `  ${field}`).join(',\n')}\n}\n`;
}

/** Returns a list of strings as JSON on one line, items separated by ', '. */
function inlineList(items: readonly string[]): string {
  // '","' only occurs between items: a quote inside a string is escaped.
  return JSON.stringify(items).replaceAll('","', '", "');
}

/** Returns the exact texts of a history's wide and translucent colours as the file keeps them: `['#fallback', text]` each. */
function historyExactEntries(history: readonly string[]): [string, string][] {
  return history.flatMap((text): [string, string][] => {
    const color = tryAuthoredColor(text);
    return color?.exact === undefined ? [] : [[color.code, color.exact]];
  });
}

/** Returns a value as 2-space indented JSON, nested one level (its lines after the first indented by 2). */
function indented(value: unknown): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
}

/** Returns one palette's JSON, as an item of the palettes array. */
function paletteJson(palette: AuthoredPalette): string {
  const lines = [`"uuid": ${JSON.stringify(palette.uuid)}`, `"name": ${JSON.stringify(palette.name)}`, `"colors": ${inlineList(palette.colors)}`];
  return `    {\n${lines.map((line) => `      ${line}`).join(',\n')}\n    }`;
}

/** Returns the image's known fields, the data last (it is most of the file). */
function imageFields(image: BackupImage): BackupImage {
  const picked = ({ code, x, y }: BackupPicked): BackupPicked => ({ code, x, y });
  const moved = Object.fromEntries(Object.entries(image.moved).map(([index, p]) => [index, picked(p)]));
  return { name: image.name, type: image.type, k: image.k, moved, added: image.added.map(picked), data: image.data };
}

/** Returns the file name of a backup downloaded on a date: `irodori-backup-YYYY-MM-DD.json` (local date). */
export function backupFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `irodori-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Returns the tooLarge error for a file of more than MAX_BACKUP_BYTES, else null (call with File.size before reading). */
export function checkBackupSize(bytes: number): BackupError | null {
  return bytes > MAX_BACKUP_BYTES ? { kind: 'tooLarge', bytes } : null;
}

/** A step from one version's data to the next version's. */
export type BackupMigration = (data: unknown) => unknown;

/** The steps from each older version to the next, applied in order. */
export const BACKUP_MIGRATIONS: Readonly<Record<number, BackupMigration>> = {
  0: (palettes) => ({ format: BACKUP_FORMAT, version: 1, exportedAt: '', palettes, history: [], settings: {}, image: null }),
  // Version 2 only widens what a palette's colour may be: every version 1 file is a version 2 file.
  1: (data) => ({ ...(data as Record<string, unknown>), version: 2 }),
};

/** Returns the data of version `from` migrated to version `to` by the table's steps, in order. @throws on a missing step. */
export function migrateBackup(data: unknown, from: number, to: number = BACKUP_VERSION, migrations = BACKUP_MIGRATIONS): unknown {
  let out = data;
  for (let version = from; version < to; version++) {
    if (!Object.hasOwn(migrations, version)) throw new Error(`No backup migration from version ${version}`);
    out = migrations[version](out);
  }
  return out;
}

/** Reads a backup file's text (its length in UTF-16 units stands for the size); never throws. */
export function decodeBackup(text: string): DecodeResult {
  if (typeof text !== 'string') return { ok: false, error: { kind: 'notJson' } };
  const tooLarge = checkBackupSize(text.length);
  if (tooLarge !== null) return { ok: false, error: tooLarge };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Only text opening with a bracket can nest (anything else fails JSON.parse at once).
  if (/^\s*[[{]/.test(body) && nestsDeeperThan(body, MAX_BACKUP_DEPTH)) return { ok: false, error: { kind: 'tooDeep' } };
  let data: unknown;
  try {
    data = JSON.parse(body) as unknown;
  } catch {
    return { ok: false, error: { kind: 'notJson' } };
  }
  try {
    checkKeys(data, '');
    const version = versionOf(data);
    if (typeof version !== 'number') return { ok: false, error: version };
    const migratedFrom = version < BACKUP_VERSION ? version : null;
    const backup = readBackup(migrateBackup(data, version), migratedFrom !== null);
    return { ok: true, backup, migratedFrom };
  } catch (error) {
    if (error instanceof InvalidField) return { ok: false, error: { kind: 'invalid', path: error.path, reason: error.reason } };
    throw error;
  }
}

/** Returns true when arrays and objects nest deeper than `limit`, in one pass that skips strings (no recursion). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = closingQuote(text, i);
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Returns the index of the quote closing the string opened at `open` (past escaped quotes), or the text's length. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** Returns the file's version (0 for a bare palettes array), or the error that refuses it. */
function versionOf(data: unknown): number | BackupError {
  if (Array.isArray(data)) return 0;
  if (!isRecord(data) || own(data, 'format') !== BACKUP_FORMAT) return { kind: 'notBackup' };
  const version = own(data, 'version');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) fail('version', 'type');
  return version > BACKUP_VERSION ? { kind: 'newerVersion', version } : version;
}

