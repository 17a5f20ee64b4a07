import { create } from 'zustand';
import { decodeHistory, encodeHistory } from '../core/model/codecs';
import { addToHistory, clearHistory, removeFromHistory, type ColorHistory } from '../core/model/history';
import { onOtherTabChange, persistedCommit, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

type HistoryState = {
  /** Viewed colours, newest first, unique, at most 100 (SPEC §4). */
  entries: ColorHistory;
  /** Records a visit to a colour (moves it to the front). */
  add: (code: string) => void;
  /** Removes one entry by its uuid (unknown ids are logged and ignored). */
  remove: (uuid: string) => void;
  clear: () => void;
};

const KEY = STORAGE_KEYS.history;

/** The colour history, read from local storage at start-up and written on every change. */
export const useHistoryStore = create<HistoryState>()((set, get) => {
  const commit = persistedCommit(KEY, () => get().entries, (entries: ColorHistory) => set({ entries }), encodeHistory);
  return {
    entries: restore(KEY, decodeHistory),
    add: (code) => commit(addToHistory(get().entries, code)),
    remove: (uuid) => commit(removeFromHistory(get().entries, uuid)),
    clear: () => commit(clearHistory()),
  };
});

// Another tab's change replaces ours: each tab writes only after its own user's action.
onOtherTabChange(KEY, (raw) => useHistoryStore.setState({ entries: decodeHistory(raw) }));
