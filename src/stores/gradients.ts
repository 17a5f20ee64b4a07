/**
 * Saved gradients: a list under the gradients key, newest first, kept in step with other tabs. A failed write
 * keeps what was stored before (persist) and the gradient in memory.
 */
import { create } from 'zustand';
import { MAX_SAVED_GRADIENTS, decodeGradients, encodeGradients, newSavedGradient, type SavedGradient } from '../core/model/gradients';
import { newUuid } from '../core/uuid';
import { noteLibraryChange } from './backupStatus';
import { onOtherTabChange, persist, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.gradients;

type GradientsState = {
  gradients: readonly SavedGradient[];
  /**
   * Saves a gradient's text (core/gradient/address.ts `gradientText`) under a name; returns it (also when the write
   * failed: it stays in memory). Throws on a text with no readable gradient in it, which the tool never writes.
   */
  add: (name: string, text: string) => SavedGradient;
  /** Removes a saved gradient. */
  remove: (id: string) => void;
  /** Puts a removed gradient back where it stood (the toast's Undo). */
  restoreAt: (gradient: SavedGradient, index: number) => void;
};

export const useGradientsStore = create<GradientsState>()((set, get) => {
  const commit = (gradients: readonly SavedGradient[]) => {
    set({ gradients });
    persist(KEY, encodeGradients(gradients));
    // A change to the library: the backup reminder counts it, and a kept backup file is rewritten.
    noteLibraryChange(gradients.length > 0);
  };
  return {
    gradients: restore(KEY, decodeGradients),
    add: (name, text) => {
      const saved = newSavedGradient(newUuid(), Date.now(), name, text);
      if (saved === null) throw new RangeError('Not a gradient text');
      commit([saved, ...get().gradients].slice(0, MAX_SAVED_GRADIENTS));
      return saved;
    },
    remove: (id) => commit(get().gradients.filter((gradient) => gradient.id !== id)),
    restoreAt: (gradient, index) => {
      const list = get().gradients.filter((g) => g.id !== gradient.id);
      commit([...list.slice(0, index), gradient, ...list.slice(index)].slice(0, MAX_SAVED_GRADIENTS));
    },
  };
});

onOtherTabChange(KEY, (raw) => useGradientsStore.setState({ gradients: decodeGradients(raw) }));
