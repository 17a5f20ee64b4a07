/**
 * Saved themes: a list under the themes key, newest first, kept in step with other tabs. A failed write
 * keeps what was stored before (persist) and the theme in memory.
 */
import { create } from 'zustand';
import { MAX_SAVED_THEMES, decodeThemes, encodeThemes, type SavedTheme } from '../core/model/themes';
import type { ThemeColors } from '../core/theme/roles';
import type { ThemeSettings } from '../core/theme/settings';
import { newUuid } from '../core/uuid';
import { noteLibraryChange } from './backupStatus';
import { onOtherTabChange, persist, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.themes;

type ThemesState = {
  themes: readonly SavedTheme[];
  /** Saves a theme under a name; returns it (also when the write failed: it stays in memory). */
  add: (name: string, settings: ThemeSettings, theme: ThemeColors) => SavedTheme;
  /** Removes a saved theme. */
  remove: (id: string) => void;
  /** Puts a removed theme back where it stood (the toast's Undo). */
  restoreAt: (theme: SavedTheme, index: number) => void;
};

export const useThemesStore = create<ThemesState>()((set, get) => {
  const commit = (themes: readonly SavedTheme[]) => {
    set({ themes });
    persist(KEY, encodeThemes(themes));
    // A change to the library: the backup reminder counts it, and a kept backup file is rewritten.
    noteLibraryChange(themes.length > 0);
  };
  return {
    themes: restore(KEY, decodeThemes),
    add: (name, settings, theme) => {
      const saved: SavedTheme = { id: newUuid(), savedAt: Date.now(), name, settings, theme: { ...theme, name } };
      commit([saved, ...get().themes].slice(0, MAX_SAVED_THEMES));
      return saved;
    },
    remove: (id) => commit(get().themes.filter((theme) => theme.id !== id)),
    restoreAt: (theme, index) => {
      const list = get().themes.filter((t) => t.id !== theme.id);
      commit([...list.slice(0, index), theme, ...list.slice(index)]);
    },
  };
});

onOtherTabChange(KEY, (raw) => useThemesStore.setState({ themes: decodeThemes(raw) }));
