/**
 * Colour history (SPEC §4): newest first, unique codes, at most 100 entries. A wide or translucent colour is an entry
 * of its sRGB fallback code that also keeps its exact text (../exact/authoredColor.ts): the code is what makes entries
 * unique, so a later visit to another colour with the same code (the plain hex, or another wide colour that falls back
 * to it) takes the entry's place.
 */
import { authoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { newUuid } from '../uuid.ts';
import { HISTORY_ENTRY_NOT_FOUND_MESSAGE } from './messages.ts';

/** Maximum history entries (SPEC §9). */
export const MAX_HISTORY = 100;

/** One viewed colour: its code ('#rrggbb') and, for a wide or translucent colour, its exact text. */
export type HistoryEntry = { readonly uuid: string; readonly code: string; readonly exact?: string };
/** The history, newest first. */
export type ColorHistory = readonly HistoryEntry[];

/**
 * Returns the history with the colour (a code, an exact text or an authored colour) first, any older entry with the same
 * code removed, capped at 100. Throws (Japanese message) on an invalid colour.
 */
export function addToHistory(history: ColorHistory, color: string | AuthoredColor, uuid: string = newUuid()): ColorHistory {
  const { code, exact } = authoredColor(color);
  const entry: HistoryEntry = exact === undefined ? { uuid, code } : { uuid, code, exact };
  return [entry, ...history.filter((e) => e.code !== code)].slice(0, MAX_HISTORY);
}

/** Returns the history without the entry; an unknown id logs a Japanese error and changes nothing. */
export function removeFromHistory(history: ColorHistory, uuid: string): ColorHistory {
  if (!history.some((e) => e.uuid === uuid)) {
    console.error(`${HISTORY_ENTRY_NOT_FOUND_MESSAGE}: ${uuid}`);
    return history;
  }
  return history.filter((e) => e.uuid !== uuid);
}

/** Returns an empty history. */
export function clearHistory(): ColorHistory {
  return [];
}
