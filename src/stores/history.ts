/**
 * The colour history (SPEC §2, §4, §7): read from local storage at start-up and written on every change.
 *
 * Wide and translucent colours: the SPEC's history array keeps their sRGB fallbacks (so a tab of an earlier version
 * reads and rewrites it as ever) and their exact texts live under a key of their own (codecs.ts `withHistoryExact`),
 * written after the array; a colour an earlier version visited again as the plain hex stays at its fallback.
 */
import { create } from 'zustand';
import { decodeHistory, encodeHistory, encodeHistoryExact, withHistoryExact } from '../core/model/codecs';
import type { AuthoredColor } from '../core/exact/authoredColor';
import { addToHistory, clearHistory, removeFromHistory, type ColorHistory } from '../core/model/history';
import { onOtherTabChange, persist } from './persistence';
import { readStorage, STORAGE_KEYS } from './storage';

type HistoryState = {
  /** Viewed colours, newest first, unique by code, at most 100 (SPEC §4). */
  entries: ColorHistory;
  /** Records a visit to a colour (a code, an exact text or an authored colour): moves it to the front. */
  add: (color: string | AuthoredColor) => void;
  /** Removes one entry by its uuid (unknown ids are logged and ignored). */
  remove: (uuid: string) => void;
  clear: () => void;
};

const KEY = STORAGE_KEYS.history;
const EXACT_KEY = STORAGE_KEYS.historyExactColors;

/** Returns the history of the stored array, with its exact texts from their own key. */
export function decodeStoredHistory(raw: string | null, exactRaw: string | null): ColorHistory {
  return withHistoryExact(decodeHistory(raw), exactRaw);
}

/** Returns the history as it is in storage now. */
function storedHistory(): ColorHistory {
  return decodeStoredHistory(readStorage(KEY), readStorage(EXACT_KEY));
}

/**
 * Writes the history array and then its exact texts; returns whether both were written. A failed write of the array
 * leaves both keys as they were; a failed write of the texts leaves the earlier texts, which apply only where they
 * still match (`withHistoryExact`).
 */
function persistHistory(entries: ColorHistory): boolean {
  return persist(KEY, encodeHistory(entries)) && persist(EXACT_KEY, encodeHistoryExact(entries));
}

/** The colour history, persisted under the history key and its exact texts' key. */
export const useHistoryStore = create<HistoryState>()((set, get) => {
  const commit = (entries: ColorHistory) => {
    if (entries === get().entries) return;
    set({ entries });
    persistHistory(entries);
  };
  return {
    entries: storedHistory(),
    add: (color) => commit(addToHistory(get().entries, color)),
    remove: (uuid) => commit(removeFromHistory(get().entries, uuid)),
    clear: () => commit(clearHistory()),
  };
});

// Another tab's change (of the array or of the exact texts) replaces ours: each tab writes only after its own user's
// action.
const takeOtherTabs = () => useHistoryStore.setState({ entries: storedHistory() });
onOtherTabChange(KEY, takeOtherTabs);
onOtherTabChange(EXACT_KEY, takeOtherTabs);
