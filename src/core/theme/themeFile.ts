/**
 * A theme's own file: `{ "format": "irodori-theme", "version": 1, "name", "settings", "theme" }` — the
 * settings it was made from (or null) and its colours (export/index.ts's `irodori-json`) — and the reading of such a
 * file or of Material Theme Builder's JSON (export/materialJson.ts). Reading never throws: it gives the name, the
 * settings (null when absent or invalid: the colours still open) and the colours, or why the file was refused.
 * Our file round-trips exactly: reading what `themeJson` wrote gives the same theme and settings.
 */
import type { ThemeColors } from './roles.ts';
import type { ThemeSettings } from './settings.ts';
import { readSettings, readThemeColors, THEME_LIMITS } from './export/fields.ts';
import { isRecord } from '../code/json.ts';
import { readMaterialFile } from './export/materialJson.ts';
import { fileName } from '../code/identifiers.ts';
import type { ThemeFile } from './export/names.ts';

/** The `format` field of our theme file. */
export const THEME_FILE_FORMAT = 'irodori-theme';
/** The version of our theme file this code writes and reads. */
export const THEME_FILE_VERSION = 1;

/** Why a file was refused: 'json' not JSON, 'empty' nothing in it (no text, or no role), 'shape' neither of the two formats or a field out of range. */
export type ThemeFileError = 'json' | 'shape' | 'empty';

/** What reading a theme file gives. */
export type ThemeFileRead =
  | { readonly ok: true; readonly name: string; readonly settings: ThemeSettings | null; readonly theme: ThemeColors }
  | { readonly ok: false; readonly reason: ThemeFileError };

/** Returns the download name of a theme's file ('Ocean blue' → 'ocean-blue.irodori-theme.json'; 'theme…' for a name with no letter or digit). */
export function themeFileName(name: string): string {
  const file = fileName(name, 'irodori-theme.json');
  // fileName's fallback is for palettes.
  return file === 'palette.irodori-theme.json' && !/palette/i.test(name) ? 'theme.irodori-theme.json' : file;
}

/** Returns our theme file: the format, version, name, settings (null when not given) and colours, as indented JSON. */
export function themeJson(theme: ThemeColors, settings?: ThemeSettings): ThemeFile[] {
  const file = { format: THEME_FILE_FORMAT, version: THEME_FILE_VERSION, name: theme.name, settings: settings ?? null, theme };
  return [{ path: themeFileName(theme.name), content: `${JSON.stringify(file, null, 2)}\n`, mime: 'application/json' }];
}

const refuse = (reason: ThemeFileError): ThemeFileRead => ({ ok: false, reason });

/** Reads our file's fields: every one strict, the settings alone allowed to fail (then null). */
function readOurs(file: Record<string, unknown>): ThemeFileRead {
  if (file.version !== THEME_FILE_VERSION || typeof file.name !== 'string' || file.name.length > THEME_LIMITS.name) return refuse('shape');
  const theme = readThemeColors(file.theme);
  if (theme === null) return refuse('shape');
  if (theme.roles.length === 0) return refuse('empty');
  return { ok: true, name: file.name, settings: file.settings === null ? null : readSettings(file.settings), theme };
}

/**
 * Reads a theme file: ours (`format: "irodori-theme"`, version 1) or Material Theme Builder's (an object with
 * `schemes`; its settings a Material theme of its seed). Never throws.
 */
export function parseThemeFile(text: string): ThemeFileRead {
  if (text.trim() === '') return refuse('empty');
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return refuse('json');
  }
  if (!isRecord(file)) return refuse('shape');
  if (Object.hasOwn(file, 'format')) return file.format === THEME_FILE_FORMAT ? readOurs(file) : refuse('shape');
  if (!Object.hasOwn(file, 'schemes')) return refuse('shape');
  const read = readMaterialFile(file);
  if (read === 'shape' || read === 'empty') return refuse(read);
  return { ok: true, name: read.name, settings: read.settings, theme: read.theme };
}
