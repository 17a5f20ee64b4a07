import { create } from 'zustand';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export type ThemeMode = 'light' | 'dark';

/** Returns the stored theme ('true'/'false' under the dark-mode key), ignoring any other value. */
export function storedThemeMode(): ThemeMode | undefined {
  const value = readStorage(STORAGE_KEYS.darkMode);
  if (value === 'true') return 'dark';
  if (value === 'false') return 'light';
  return undefined;
}

function deviceThemeMode(): ThemeMode {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyToDocument(mode: ThemeMode) {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

type ThemeState = {
  mode: ThemeMode;
  /** Switches light ↔ dark and stores the choice. */
  toggle: () => void;
};

/** The theme: the stored choice, else the device preference (SPEC §4). */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: storedThemeMode() ?? deviceThemeMode(),
  toggle: () => {
    const mode: ThemeMode = get().mode === 'dark' ? 'light' : 'dark';
    writeStorage(STORAGE_KEYS.darkMode, String(mode === 'dark'));
    applyToDocument(mode);
    set({ mode });
  },
}));
