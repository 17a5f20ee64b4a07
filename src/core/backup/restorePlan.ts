/**
 * Restoring a backup: what it would change, shown before the user chooses Merge or Replace, and the merged
 * library. Palettes are matched by uuid and by content (name and colours, in order): a backup palette whose content the
 * library already holds is identical whatever its uuid, so merging never adds a second copy of a palette. Replace
 * needs no function: the library becomes the backup's palettes and history as they are.
 */
import type { AuthoredPalette } from '../model/codecs.ts';
import { fallbackOf } from '../exact/authoredColor.ts';
import { MAX_HISTORY } from '../model/history.ts';
import { DEFAULT_PALETTE_NAME } from '../model/palette.ts';
import { mergeThemes, type SavedTheme } from '../model/themes.ts';
import { mergeTemplates, type SavedTemplate } from '../model/exportTemplates.ts';
import { mergeGradients, type SavedGradient } from '../model/gradients.ts';
import { mergeSites, type LiveSites } from '../live/sites.ts';
import { MAX_PALETTE_NAME, type Backup } from './backupFile.ts';

/** What restoring a backup changes, shown before the user chooses. */
export type RestorePlan = {
  /** In the backup, not in the library (by uuid), and no library palette has the same name and codes; backup order. */
  readonly added: readonly AuthoredPalette[];
  /** Same uuid, other name or codes (and no library palette has the backup's name and codes); backup order. */
  readonly conflicting: readonly { readonly current: AuthoredPalette; readonly restored: AuthoredPalette }[];
  /** Backup palettes with the same uuid and contents, or the same name and codes under another uuid; backup order. */
  readonly identical: readonly AuthoredPalette[];
  /** Library palettes whose name and codes no backup palette holds (what Replace takes away); library order. */
  readonly onlyInLibrary: readonly AuthoredPalette[];
  /** Backup history colours whose code is not in the library's history (before the cap of a merge). */
  readonly historyAdded: number;
  /** Backup saved themes that a merge adds: those whose id the library's lack, up to the cap of saved themes. */
  readonly themesAdded: number;
  /** Library saved themes whose id the backup lacks (what Replace deletes: themes have no bin). */
  readonly themesOnlyInLibrary: number;
  /** Backup export templates that a merge adds: those whose id and name the library's lack, up to the cap of templates. */
  readonly templatesAdded: number;
  /** Library export templates whose id the backup lacks (what Replace deletes). */
  readonly templatesOnlyInLibrary: number;
  /** Backup saved gradients that a merge adds: those whose id the library's lack, up to the cap of saved gradients. */
  readonly gradientsAdded: number;
  /** Library saved gradients whose id the backup lacks (what Replace deletes: gradients have no bin). */
  readonly gradientsOnlyInLibrary: number;
  /** Backup live link sites that a merge adds: those whose origin the library's lack. */
  readonly sitesAdded: number;
  /** Library live link sites whose origin the backup lacks (what Replace forgets). */
  readonly sitesOnlyInLibrary: number;
};

/** Options of mergeLibrary: the uuid of a conflict's copy, and its name from the backup palette's name. */
export type MergeOptions = { readonly newUuid: () => string; readonly conflictName: (name: string) => string };

/** Returns a key equal for two palettes exactly when their names and codes are. */
function contentKey(palette: AuthoredPalette): string {
  return JSON.stringify([palette.name, palette.colors]);
}

/**
 * Returns the plan of restoring a backup into a library, history and saved themes (each colour its code or exact text,
 * as the backup keeps them; history colours are one per code; themes, export templates and gradients are one per id,
 * live link sites one per origin).
 */
export function planRestore(
  library: readonly AuthoredPalette[],
  history: readonly string[],
  backup: Backup,
  themes: readonly SavedTheme[] = [],
  templates: readonly SavedTemplate[] = [],
  gradients: readonly SavedGradient[] = [],
  sites: LiveSites = {},
): RestorePlan {
  const byUuid = new Map(library.map((palette) => [palette.uuid, palette]));
  const libraryContents = new Set(library.map(contentKey));
  const added: AuthoredPalette[] = [];
  const conflicting: { current: AuthoredPalette; restored: AuthoredPalette }[] = [];
  const identical: AuthoredPalette[] = [];
  for (const restored of backup.palettes) {
    const current = byUuid.get(restored.uuid);
    if (libraryContents.has(contentKey(restored))) identical.push(restored);
    else if (current !== undefined) conflicting.push({ current, restored });
    else added.push(restored);
  }
  const backupContents = new Set(backup.palettes.map(contentKey));
  const inHistory = new Set(history.map(fallbackOf));
  const backupThemes = new Set(backup.themes.map((theme) => theme.id));
  const backupTemplates = new Set((backup.templates ?? []).map((template) => template.id));
  const backupGradients = new Set((backup.gradients ?? []).map((gradient) => gradient.id));
  return {
    added,
    conflicting,
    identical,
    onlyInLibrary: library.filter((palette) => !backupContents.has(contentKey(palette))),
    historyAdded: backup.history.filter((color) => !inHistory.has(fallbackOf(color))).length,
    themesAdded: mergeThemes(themes, backup.themes).length - themes.length,
    themesOnlyInLibrary: themes.filter((theme) => !backupThemes.has(theme.id)).length,
    templatesAdded: mergeTemplates(templates, backup.templates ?? []).length - templates.length,
    templatesOnlyInLibrary: templates.filter((template) => !backupTemplates.has(template.id)).length,
    gradientsAdded: mergeGradients(gradients, backup.gradients ?? []).length - gradients.length,
    gradientsOnlyInLibrary: gradients.filter((gradient) => !backupGradients.has(gradient.id)).length,
    sitesAdded: Object.keys(mergeSites(sites, backup.liveSites ?? {})).length - Object.keys(sites).length,
    sitesOnlyInLibrary: Object.keys(sites).filter((origin) => !Object.hasOwn(backup.liveSites ?? {}, origin)).length,
  };
}

/** Returns a name cut to MAX_PALETTE_NAME UTF-16 units, never between the halves of a surrogate pair. */
function cutName(name: string): string {
  if (name.length <= MAX_PALETTE_NAME) return name;
  const end = /[\uD800-\uDBFF]/.test(name[MAX_PALETTE_NAME - 1]) ? MAX_PALETTE_NAME - 1 : MAX_PALETTE_NAME;
  return name.slice(0, end);
}

/**
 * Merge: the library first, unchanged and in order; then each added palette and, for each conflict, the backup's
 * version as a new palette (new uuid from `newUuid`, name from `conflictName(name)` cut to MAX_PALETTE_NAME), in
 * backup order. History: the library's, then the backup's colours whose codes it lacks, up to MAX_HISTORY.
 */
export function mergeLibrary(
  library: readonly AuthoredPalette[],
  history: readonly string[],
  backup: Backup,
  plan: RestorePlan,
  options: MergeOptions,
): { palettes: AuthoredPalette[]; history: string[] } {
  const added = new Set(plan.added.map((palette) => palette.uuid));
  const conflicting = new Set(plan.conflicting.map(({ restored }) => restored.uuid));
  const palettes = [...library];
  for (const { uuid, name, colors } of backup.palettes) {
    if (added.has(uuid)) palettes.push({ uuid, name, colors: [...colors] });
    else if (conflicting.has(uuid)) {
      const renamed = cutName(options.conflictName(name));
      palettes.push({ uuid: options.newUuid(), name: renamed.trim() === '' ? DEFAULT_PALETTE_NAME : renamed, colors: [...colors] });
    }
  }
  const inHistory = new Set(history.map(fallbackOf));
  const merged = [...history, ...backup.history.filter((color) => !inHistory.has(fallbackOf(color)))].slice(0, MAX_HISTORY);
  return { palettes, history: merged };
}
