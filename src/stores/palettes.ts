/**
 * The saved palettes (SPEC §2 My Palettes, §3, §7): read from local storage at start-up and written on
 * every change. Actions apply the pure models of src/core; this module adds only persistence, the
 * two-tab merge, and a report of each change to the backup status (backupStatus.ts: the reminder, and
 * persistent storage asked after the first save).
 *
 * Two tabs: a write never overwrites palettes this tab did not touch. Before writing, the tab re-reads
 * storage and replaces only the palettes it changed, added or removed since its last successful write
 * (`pending`), keeping the other tab's versions of the rest. A failed write keeps the ids pending, so
 * nothing changed in memory is dropped by a later write.
 *
 * Wide and translucent colours: the palettes array keeps their sRGB fallbacks (so a tab of an earlier version reads
 * and rewrites it as ever) and their exact texts live under a key of their own (codecs.ts `withExactColors`), written
 * after the array; a colour an earlier version moved or replaced stays at its fallback.
 */
import { create } from 'zustand';
// Deep imports: the shell (dialogs, drawer) uses this store, and the core's barrel holds the name table.
import { decodePalettes, encodeExactColors, encodePalettes, withExactColors } from '../core/model/codecs';
import { sameAuthored } from '../core/exact/authoredColor';
import { addPalette, findPalette, insertPalette, removePalette, updatePalette, type PaletteCollection } from '../core/model/collection';
import { addColor, createPalette, isFull, renamePalette, type Palette, type PaletteColorInput } from '../core/model/palette';
import { noteLibraryChange, noteLibraryLoaded } from './backupStatus';
import { onOtherTabChange, persist } from './persistence';
import { readStorage, STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.palettes;
const EXACT_KEY = STORAGE_KEYS.exactColors;

/** Returns the palettes of the stored array, with their exact texts from their own key. */
export function decodeStoredPalettes(raw: string | null, exactRaw: string | null): Palette[] {
  return withExactColors(decodePalettes(raw), exactRaw);
}

/** Returns the palettes as they are in storage now. */
function storedPalettes(): Palette[] {
  return decodeStoredPalettes(readStorage(KEY), readStorage(EXACT_KEY));
}

/** Writes the palettes array and then their exact texts; returns whether both were written. */
function persistPalettes(palettes: PaletteCollection): boolean {
  return persist(KEY, encodePalettes(palettes)) && persist(EXACT_KEY, encodeExactColors(palettes));
}

/** Returns true when two palettes hold the same id, name and colours (codes and exact texts) in the same order. */
export function samePalette(a: Palette, b: Palette): boolean {
  return (
    a.uuid === b.uuid &&
    a.name === b.name &&
    a.colors.length === b.colors.length &&
    a.colors.every((color, i) => sameAuthored(color, b.colors[i]))
  );
}

/**
 * Returns the stored collection with this tab's pending changes applied: a pending id that this tab
 * still holds takes this tab's palette (in place; when storage lacks it, before the palette that follows it in this
 * tab, or appended as the newest); a pending id this tab no longer holds is removed. Every other palette keeps its
 * stored version.
 */
export function mergePalettes(
  stored: PaletteCollection,
  local: PaletteCollection,
  pending: ReadonlySet<string>,
): Palette[] {
  const out: Palette[] = [];
  for (const palette of stored) {
    if (!pending.has(palette.uuid)) out.push(palette);
    else {
      const mine = findPalette(local, palette.uuid);
      if (mine) out.push(mine);
    }
  }
  local.forEach((palette, i) => {
    if (!pending.has(palette.uuid) || findPalette(stored, palette.uuid)) return;
    // Before the first palette that follows it here and is kept (a palette put back where it stood), else last.
    const at = local
      .slice(i + 1)
      .map((later) => out.findIndex((kept) => kept.uuid === later.uuid))
      .find((index) => index >= 0);
    out.splice(at ?? out.length, 0, palette);
  });
  return out;
}

/**
 * Returns `next` with every palette equal in content to one of `previous` replaced by that object, so
 * that an unchanged palette keeps its colour ids and its identity (the palette page's undo history
 * compares by reference). Returns `previous` itself when nothing differs.
 */
export function keepUnchanged(next: PaletteCollection, previous: PaletteCollection): PaletteCollection {
  const kept = next.map((palette) => {
    const old = findPalette(previous, palette.uuid);
    return old && samePalette(old, palette) ? old : palette;
  });
  const identical = kept.length === previous.length && kept.every((palette, i) => palette === previous[i]);
  return identical ? previous : kept;
}

/** What `addColor` did: added, ignored because the palette is full, or no such palette. */
export type AddColorResult = 'added' | 'full' | 'missing';

type PalettesState = {
  /** Every saved palette, oldest first (the last is the newest). */
  palettes: PaletteCollection;
  /** Creates a palette (a blank name becomes 'Untitled'), stores it and returns it. Throws on an invalid code. */
  create: (name: string, codes?: readonly PaletteColorInput[]) => Palette;
  /** Renames a palette; a blank name is ignored. */
  rename: (uuid: string, name: string) => void;
  /** Deletes a palette (an unknown id is logged and ignored). */
  remove: (uuid: string) => void;
  /** Replaces a palette by the result of a core model function (e.g. `p => duplicateColor(p, id)`). */
  update: (uuid: string, change: (palette: Palette) => Palette) => void;
  /** Replaces a palette with a given version of it (undo and redo). */
  replace: (palette: Palette) => void;
  /** Appends a colour (a code, an exact text or an authored colour) to a palette; ignored when the palette is full. */
  addColor: (uuid: string, code: PaletteColorInput) => AddColorResult;
  /** Puts a palette back at a position (a deleted one restored from the bin); an existing id is ignored. */
  insert: (palette: Palette, index: number) => void;
  /**
   * Takes a whole collection that is already in storage (a restored backup, written by the caller in one go with
   * the other keys): no write, and this tab's unsaved changes are dropped with the collection they applied to.
   */
  load: (palettes: PaletteCollection) => void;
};

/** Ids changed in this tab since its last successful write. */
const pending = new Set<string>();

/** The saved palettes, persisted under the palettes key and kept in step with other tabs. */
export const usePalettesStore = create<PalettesState>()((set, get) => {
  /** Stores `next` (this tab's collection after a change touching `touched`), merged with storage. */
  const commit = (next: PaletteCollection, touched: string) => {
    const local = get().palettes;
    if (next === local) return;
    pending.add(touched);
    const merged = keepUnchanged(mergePalettes(storedPalettes(), next, pending), next);
    set({ palettes: merged });
    if (persistPalettes(merged)) pending.clear();
    noteLibraryChange(merged.length > 0);
  };
  const has = (uuid: string) => findPalette(get().palettes, uuid) !== undefined;

  return {
    palettes: storedPalettes(),
    create: (name, codes = []) => {
      const palette = createPalette(name, { colors: codes });
      commit(addPalette(get().palettes, palette), palette.uuid);
      return palette;
    },
    rename: (uuid, name) => {
      if (!has(uuid)) return;
      commit(updatePalette(get().palettes, uuid, (p) => renamePalette(p, name)), uuid);
    },
    remove: (uuid) => commit(removePalette(get().palettes, uuid), uuid),
    update: (uuid, change) => {
      if (!has(uuid)) return;
      const list = get().palettes;
      const before = findPalette(list, uuid);
      const after = change(before as Palette);
      if (after === before) return;
      commit(updatePalette(list, uuid, after), uuid);
    },
    replace: (palette) => {
      const before = findPalette(get().palettes, palette.uuid);
      if (!before || before === palette) return;
      commit(updatePalette(get().palettes, palette.uuid, palette), palette.uuid);
    },
    addColor: (uuid, code) => {
      const palette = findPalette(get().palettes, uuid);
      if (!palette) return 'missing';
      if (isFull(palette)) return 'full';
      commit(updatePalette(get().palettes, uuid, addColor(palette, code)), uuid);
      return 'added';
    },
    insert: (palette, index) => commit(insertPalette(get().palettes, palette, index), palette.uuid),
    load: (palettes) => {
      pending.clear();
      set({ palettes: keepUnchanged(palettes, get().palettes) });
      noteLibraryChange(palettes.length > 0);
    },
  };
});

/** Returns the palette with the id from the store, or undefined. */
export function usePalette(uuid: string | null | undefined): Palette | undefined {
  return usePalettesStore((state) => (uuid ? findPalette(state.palettes, uuid) : undefined));
}

noteLibraryLoaded(usePalettesStore.getState().palettes.length > 0);

// Another tab's write (of the array or of the exact texts): take its versions of every palette, keeping this tab's
// unsaved changes on top.
const takeOtherTabs = () => {
  const local = usePalettesStore.getState().palettes;
  usePalettesStore.setState({ palettes: keepUnchanged(mergePalettes(storedPalettes(), local, pending), local) });
};
onOtherTabChange(KEY, takeOtherTabs);
onOtherTabChange(EXACT_KEY, takeOtherTabs);
