/**
 * The whole library as one backup: gathered from the stores (palettes, history, theme and language, the saved
 * themes, export templates and gradients, and
 * on request the image tool's last image), and restored into them all or nothing.
 *
 * A restore writes every local-storage key it changes, one after the other; when one write fails (the quota), the
 * keys already written get their previous values back and nothing in memory changes. The image, in IndexedDB, is
 * written first and put back the same way. Other tabs hear the local-storage writes and update themselves.
 */
import type { Backup, BackupImage, BackupSettings } from '../core/backup/backupFile';
import { encodeBin, putInBin, withoutExpired } from '../core/model/bin';
import {
  decodeAuthoredHistory,
  decodeAuthoredPalettes,
  encodeExactColors,
  encodeHistory,
  encodeHistoryExact,
  encodePalettes,
  toAuthoredPalette,
  type AuthoredPalette,
} from '../core/model/codecs';
import { cssOf } from '../core/exact/authoredColor';
import { encodeThemes, type SavedTheme } from '../core/model/themes';
import { encodeTemplates, type SavedTemplate } from '../core/model/exportTemplates';
import { encodeGradients, type SavedGradient } from '../core/model/gradients';
import { isLanguage } from '../config/language';
import { applyThemeMode, storedThemeValue, themeModeOf } from '../config/theme';
import { useBinStore } from './bin';
import { useHistoryStore } from './history';
import { forgetLastImage, readLastImage, writeLastImageFile, type LastImage } from './lastImage';
import { usePalettesStore } from './palettes';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage, type StorageKey } from './storage';
import { useThemeStore } from './theme';
import { useThemesStore } from './themes';
import { useTemplatesStore } from './exportTemplates';
import { useGradientsStore } from './gradients';
import { useLiveLinkStore } from './liveLink';
import { encodeSites, type LiveSites } from '../core/live/sites';

/** Returns the settings as the backup keeps them: the stored theme choice and language, or null where none is stored. */
function currentSettings(): BackupSettings {
  const dark = readStorage(STORAGE_KEYS.darkMode);
  const language = readStorage(STORAGE_KEYS.language);
  return {
    theme: dark === 'true' ? 'dark' : dark === 'false' ? 'light' : null,
    language: isLanguage(language) ? language : null,
  };
}

/** Returns the bytes of a blob as base64 (in slices: a spread of megabytes would overflow the call stack). */
async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Returns the blob of a backup's base64 image. */
function fromBase64(image: BackupImage): Blob {
  const binary = atob(image.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: image.type });
}

/** Returns the image tool's last image as a backup keeps it, or null when there is none. */
async function imageOf(last: LastImage | null): Promise<BackupImage | null> {
  if (!last) return null;
  return {
    name: last.name,
    type: last.file.type || 'image/png',
    data: await toBase64(last.file),
    k: last.k,
    moved: last.moved,
    added: last.added,
  };
}

/** The image tool's last image, if any: its size in bytes (to offer it in a backup). */
export async function lastImageSize(): Promise<number | null> {
  const last = await readLastImage();
  return last ? last.file.size : null;
}

/** Returns the whole library as a backup taken now; the image only when asked for and present. */
export async function collectBackup(withImage: boolean): Promise<Backup> {
  return {
    exportedAt: new Date().toISOString(),
    palettes: usePalettesStore.getState().palettes.map(toAuthoredPalette),
    history: useHistoryStore.getState().entries.map(cssOf),
    settings: currentSettings(),
    image: withImage ? await imageOf(await readLastImage()) : null,
    themes: useThemesStore.getState().themes,
    templates: useTemplatesStore.getState().templates,
    gradients: useGradientsStore.getState().gradients,
    liveSites: useLiveLinkStore.getState().sites,
  };
}

/** What a restore writes. */
export type LibraryContents = {
  readonly palettes: readonly AuthoredPalette[];
  /** Newest first, each colour its code or exact text. */
  readonly history: readonly string[];
  /** Replace: the settings to take (a null field removes the stored choice); merge: undefined, the settings stay. */
  readonly settings?: BackupSettings;
  /** The image to take; undefined leaves the image tool's last image as it is. */
  readonly image?: BackupImage;
  /** Palettes of the library that the restore takes away, to keep in the bin. */
  readonly toBin?: readonly AuthoredPalette[];
  /** The saved themes to keep; undefined leaves them as they are. */
  readonly themes?: readonly SavedTheme[];
  /** The export templates to keep; undefined leaves them as they are. */
  readonly templates?: readonly SavedTemplate[];
  /** The saved gradients to keep; undefined leaves them as they are. */
  readonly gradients?: readonly SavedGradient[];
  /** The live link's sites to keep; undefined leaves them as they are. */
  readonly liveSites?: LiveSites;
};

/** Writes the keys in order; on a failure puts back every key written and returns false. */
function writeAll(values: ReadonlyArray<readonly [StorageKey, string | null]>): boolean {
  const before = values.map(([key]) => [key, readStorage(key)] as const);
  for (let i = 0; i < values.length; i++) {
    const [key, value] = values[i];
    const ok = value === null ? removeStorage(key) : writeStorage(key, value);
    if (!ok) {
      for (const [earlier, previous] of before.slice(0, i + 1)) {
        if (previous === null) removeStorage(earlier);
        else writeStorage(earlier, previous);
      }
      return false;
    }
  }
  return true;
}

/**
 * Restores the library: returns false, having changed nothing, when storage refuses a write. The stores then show
 * what storage holds, the theme is applied, and other tabs update from the storage events.
 */
export async function restoreLibrary(contents: LibraryContents): Promise<boolean> {
  const now = Date.now();
  const palettes = decodeAuthoredPalettes(JSON.stringify(contents.palettes));
  const history = decodeAuthoredHistory(JSON.stringify(contents.history));
  const library = usePalettesStore.getState().palettes;
  let bin = withoutExpired(useBinStore.getState().entries, now);
  for (const palette of decodeAuthoredPalettes(JSON.stringify(contents.toBin ?? []))) {
    bin = putInBin(bin, palette, Math.max(0, library.findIndex((p) => p.uuid === palette.uuid)), now);
  }

  const writes: [StorageKey, string | null][] = [
    [STORAGE_KEYS.palettes, encodePalettes(palettes)],
    [STORAGE_KEYS.exactColors, encodeExactColors(palettes)],
    [STORAGE_KEYS.history, encodeHistory(history)],
    [STORAGE_KEYS.historyExactColors, encodeHistoryExact(history)],
    [STORAGE_KEYS.bin, encodeBin(bin)],
  ];
  if (contents.themes) writes.push([STORAGE_KEYS.themes, encodeThemes(contents.themes)]);
  if (contents.templates) writes.push([STORAGE_KEYS.exportTemplates, encodeTemplates(contents.templates)]);
  if (contents.gradients) writes.push([STORAGE_KEYS.gradients, encodeGradients(contents.gradients)]);
  if (contents.liveSites) writes.push([STORAGE_KEYS.liveSites, encodeSites(contents.liveSites)]);
  const { settings } = contents;
  if (settings) {
    writes.push([STORAGE_KEYS.darkMode, settings.theme === null ? null : storedThemeValue(settings.theme)]);
    writes.push([STORAGE_KEYS.language, settings.language]);
  }

  // The image first (IndexedDB): put back if local storage then refuses.
  let imageBefore: LastImage | null = null;
  if (contents.image) {
    imageBefore = await readLastImage();
    const { k, moved, added, name } = contents.image;
    if (!(await writeLastImageFile(fromBase64(contents.image), name, { k, moved, added }))) return false;
  }
  if (!writeAll(writes)) {
    if (contents.image) {
      if (imageBefore) await writeLastImageFile(imageBefore.file, imageBefore.name, imageBefore);
      else await forgetLastImage();
    }
    return false;
  }

  usePalettesStore.getState().load(palettes);
  useHistoryStore.setState({ entries: history });
  useBinStore.setState({ entries: bin });
  if (contents.themes) useThemesStore.setState({ themes: contents.themes });
  if (contents.templates) useTemplatesStore.setState({ templates: contents.templates });
  if (contents.gradients) useGradientsStore.setState({ gradients: contents.gradients });
  if (contents.liveSites) useLiveLinkStore.setState({ sites: contents.liveSites });
  if (settings) {
    // No theme in the backup: the device's preference, as on a first visit.
    const mode = settings.theme ?? themeModeOf(null, window);
    applyThemeMode(document.documentElement, mode);
    useThemeStore.setState({ mode });
  }
  return true;
}
