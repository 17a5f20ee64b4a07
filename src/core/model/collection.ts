/**
 * The palette collection (SPEC §3, §4): an ordered list, oldest first (the last added is the newest).
 */
import type { Palette } from './palette.ts';
import { PALETTE_NOT_FOUND_MESSAGE } from './messages.ts';

/** All saved palettes, oldest first. */
export type PaletteCollection = readonly Palette[];

/** Returns the palette with the id, or undefined. */
export function findPalette(list: PaletteCollection, uuid: string): Palette | undefined {
  return list.find((p) => p.uuid === uuid);
}

/** Returns the collection with a palette appended (it becomes the newest). A palette with an existing id replaces nothing: it is ignored. */
export function addPalette(list: PaletteCollection, palette: Palette): PaletteCollection {
  if (findPalette(list, palette.uuid)) return list;
  return [...list, palette];
}

/**
 * Returns the collection with a palette put at `index` (cut to the end of the list): a deleted palette put back
 * where it stood. A palette with an existing id is ignored, as in `addPalette`.
 */
export function insertPalette(list: PaletteCollection, palette: Palette, index: number): PaletteCollection {
  if (findPalette(list, palette.uuid)) return list;
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), palette, ...list.slice(at)];
}

/** Returns the collection without the palette; an unknown id logs a Japanese error and changes nothing. */
export function removePalette(list: PaletteCollection, uuid: string): PaletteCollection {
  if (!findPalette(list, uuid)) {
    console.error(`${PALETTE_NOT_FOUND_MESSAGE}: ${uuid}`);
    return list;
  }
  return list.filter((p) => p.uuid !== uuid);
}

/**
 * Returns the collection with the palette of the id replaced by `next` (a palette or an updater); the id is kept.
 * @throws Error (Japanese) for an unknown id.
 */
export function updatePalette(
  list: PaletteCollection,
  uuid: string,
  next: Palette | ((palette: Palette) => Palette),
): PaletteCollection {
  const index = list.findIndex((p) => p.uuid === uuid);
  if (index < 0) throw new Error(`${PALETTE_NOT_FOUND_MESSAGE}: ${uuid}`);
  const updated = typeof next === 'function' ? next(list[index]) : next;
  const out = [...list];
  out[index] = updated.uuid === uuid ? updated : { ...updated, uuid };
  return out;
}

/** Returns the palettes whose name contains the query (case-insensitive; blank query → all), newest first. */
export function searchPalettes(list: PaletteCollection, query: string): Palette[] {
  const needle = query.trim().toLowerCase();
  return list.filter((p) => p.name.toLowerCase().includes(needle)).reverse();
}

/** Returns all palettes newest first (the select-palette dialog order). */
export function newestFirst(list: PaletteCollection): Palette[] {
  return [...list].reverse();
}
