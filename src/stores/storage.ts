/**
 * Local-storage access that never throws: storage may be disabled, full or blocked, and the app
 * must keep working in memory. Keys are listed here once (SPEC §7, and those of the bin and the backup status).
 */
export const STORAGE_KEYS = {
  history: 'colorHistory',
  palettes: 'palettes',
  language: 'language',
  darkMode: 'darkMode',
  lastOpenedPaletteId: 'lastOpenedPaletteId',
  /** Deleted palettes for 30 days, apart from the SPEC's palettes array. */
  bin: 'deletedPalettes',
  /** When the library last changed and was last backed up, and the reminder's state. */
  backupStatus: 'backupStatus',
  /** Saved themes, apart from the SPEC's palettes array. */
  themes: 'themes',
  /** Saved gradients (each the gradient tool's text), apart from the SPEC's palettes array. */
  gradients: 'gradients',
  /**
   * The exact texts of the palettes' wide and translucent colours, beside the SPEC's palettes array (which keeps their
   * sRGB fallbacks): core/model/codecs.ts `encodeExactColors`.
   */
  exactColors: 'paletteExactColors',
  /**
   * The exact texts of the history's wide and translucent colours, beside the SPEC's history array (which keeps their
   * sRGB fallbacks): core/model/codecs.ts `encodeHistoryExact`.
   */
  historyExactColors: 'historyExactColors',
  /** The form the copy buttons use ("Copy as"): 'hex' until the user picks another. */
  copyFormat: 'copyFormat',
  /** The user's export templates ("Your template"), apart from the SPEC's palettes array. */
  exportTemplates: 'exportTemplates',
  /** The live link's settings per site: last address, convention, variables mapped by hand (core/live/sites.ts). */
  liveSites: 'liveSites',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Returns the stored string, or null when absent or unreadable. */
export function readStorage(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Returns the bytes that stored keys and values take as browsers count local storage: two per UTF-16 code unit of
 * each key and value, the units browsers measure a site's local-storage quota in.
 */
export function storedBytes(entries: Iterable<readonly [key: string, value: string]>): number {
  let units = 0;
  for (const [key, value] of entries) units += key.length + value.length;
  return 2 * units;
}

/** Returns the bytes the app's own keys take in this browser's local storage (its library, history and settings). */
export function appStorageBytes(): number {
  const keys = Object.values(STORAGE_KEYS);
  return storedBytes(keys.flatMap((key) => {
    const value = readStorage(key);
    return value === null ? [] : [[key, value] as const];
  }));
}

/** Stores a string; returns false (leaving the previous value in place) when the write fails. */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; returns false when storage is unavailable. */
export function removeStorage(key: StorageKey): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
