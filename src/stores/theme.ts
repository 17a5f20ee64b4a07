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

/**
 * While the visitor has not chosen a theme, the page follows the device's preference as it changes (a system that
 * turns dark at sunset turns the open page dark too); a choice made with the toggle is stored and wins from then on.
 */
function followDevicePreference() {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  if (typeof query.addEventListener !== 'function') return;
  query.addEventListener('change', () => {
    const mode = themeModeOf(readStorage(STORAGE_KEYS.darkMode), window);
    if (mode === useThemeStore.getState().mode) return;
    applyThemeMode(document.documentElement, mode);
    useThemeStore.setState({ mode });
  });
}
followDevicePreference();
