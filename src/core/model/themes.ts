/**
 * Saved themes, kept under a key of their own beside the SPEC's palettes array (never touching its shape):
 * a list, newest first, each entry the theme file of `themeFile.ts` (name, settings, colours) with an id and the time
 * it was saved. Decoding never throws: an unreadable list is empty, an unreadable entry is left out.
 */
import { storedObjects } from './codecs.ts';
import type { ThemeColors } from '../theme/roles.ts';
import type { ThemeSettings } from '../theme/settings.ts';
// The theme file's own writer, not the export list: that list holds every platform's and library's format, which the
// pages that keep themes (the theme tool, My Palettes) would otherwise load on their first visit.
import { parseThemeFile, themeJson } from '../theme/themeFile.ts';

export type SavedTheme = {
  readonly id: string;
  readonly savedAt: number;
  readonly name: string;
  readonly settings: ThemeSettings;
  readonly theme: ThemeColors;
};

/** The most themes kept; saving one more drops the oldest. */
export const MAX_SAVED_THEMES = 200;

/** Returns the list as plain data, the form kept in storage and in a backup: each theme's id, time and theme file. */
export function themeEntries(themes: readonly SavedTheme[]): unknown[] {
  return themes.map((saved) => ({ id: saved.id, savedAt: saved.savedAt, file: JSON.parse(themeJson({ ...saved.theme, name: saved.name }, saved.settings)[0].content as string) as unknown }));
}

/** Returns the stored text of the list. */
export function encodeThemes(themes: readonly SavedTheme[]): string {
  return JSON.stringify(themeEntries(themes));
}

/** Returns the library's themes with a backup's added: those whose id the library has not, after the library's, in order. */
export function mergeThemes(library: readonly SavedTheme[], backup: readonly SavedTheme[]): SavedTheme[] {
  const ids = new Set(library.map((theme) => theme.id));
  return [...library, ...backup.filter((theme) => !ids.has(theme.id))].slice(0, MAX_SAVED_THEMES);
}

/** Returns the list of the stored text: [] when absent or unreadable; entries that are not valid themes are left out. */
export function decodeThemes(raw: string | null): SavedTheme[] {
  const out: SavedTheme[] = [];
  const ids = new Set<string>();
  for (const { id, savedAt, file } of storedObjects(raw)) {
    if (typeof id !== 'string' || id === '' || ids.has(id) || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) continue;
    const parsed = parseThemeFile(JSON.stringify(file));
    if (!parsed.ok || parsed.settings === null) continue;
    ids.add(id);
    out.push({ id, savedAt, name: parsed.name, settings: parsed.settings, theme: parsed.theme });
  }
  return out.slice(0, MAX_SAVED_THEMES);
}
