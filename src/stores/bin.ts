/**
 * The bin: deleting a palette moves it here for 30 days, under a key of its own; from here it goes back
 * where it stood or is removed for good. The palettes store keeps the SPEC's array exactly; this store only moves
 * palettes in and out of it.
 *
 * The deleted palette is written to the bin before it leaves the palettes array, so a failed write never loses it:
 * at worst it is in both until the next successful write. Another tab's change to the bin replaces this tab's copy.
 */
import { create } from 'zustand';
import { decodeBin, encodeBin, findInBin, putInBin, takeFromBin, withoutExpired, type Bin } from '../core/model/bin';
import { findPalette } from '../core/model/collection';
import { newUuid } from '../core/uuid';
import { samePalette, usePalettesStore } from './palettes';
import { onOtherTabChange, persist, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.bin;

type BinState = {
  /** Deleted palettes, newest first, none older than 30 days. */
  entries: Bin;
  /** Moves a palette to the bin; returns false when there is no such palette. */
  deletePalette: (uuid: string) => boolean;
  /** Puts a deleted palette back where it stood (under a new id if another palette took its id meanwhile). */
  putBack: (uuid: string) => void;
  /** Removes a deleted palette for good. */
  forget: (uuid: string) => void;
  /** Removes every deleted palette for good. */
  empty: () => void;
};

/** Deleted palettes, persisted under the bin key and kept in step with other tabs. */
export const useBinStore = create<BinState>()((set, get) => {
  const commit = (entries: Bin) => {
    const next = withoutExpired(entries, Date.now());
    set({ entries: next });
    persist(KEY, encodeBin(next));
  };
  return {
    entries: restore(KEY, (raw) => decodeBin(raw, Date.now())),
    deletePalette: (uuid) => {
      const palettes = usePalettesStore.getState();
      const index = palettes.palettes.findIndex((p) => p.uuid === uuid);
      if (index < 0) return false;
      commit(putInBin(get().entries, palettes.palettes[index], index, Date.now()));
      palettes.remove(uuid);
      return true;
    },
    putBack: (uuid) => {
      const entry = findInBin(get().entries, uuid);
      if (!entry) return;
      const palettes = usePalettesStore.getState();
      const present = findPalette(palettes.palettes, uuid);
      if (!present) palettes.insert(entry.palette, entry.index);
      else if (!samePalette(present, entry.palette)) palettes.insert({ ...entry.palette, uuid: newUuid() }, entry.index);
      commit(takeFromBin(get().entries, uuid));
    },
    forget: (uuid) => commit(takeFromBin(get().entries, uuid)),
    empty: () => commit([]),
  };
});

onOtherTabChange(KEY, (raw) => useBinStore.setState({ entries: decodeBin(raw, Date.now()) }));
