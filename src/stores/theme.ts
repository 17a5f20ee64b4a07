import { create } from 'zustand';
import { applyThemeMode, storedThemeValue, themeModeOf, type ThemeMode } from '../config/theme';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

type ThemeState = {
  mode: ThemeMode;
  /** Switches light ↔ dark and stores the choice. */
  toggle: () => void;
};

/** The theme: the stored choice, else the device preference (SPEC §4; the rule is src/config/theme.ts). */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: themeModeOf(readStorage(STORAGE_KEYS.darkMode), globalThis.window),
  toggle: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    writeStorage(STORAGE_KEYS.darkMode, storedThemeValue(mode));
    if (typeof document !== 'undefined') applyThemeMode(document.documentElement, mode);
    set({ mode });
  },
}));
