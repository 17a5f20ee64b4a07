/**
 * Colour history (SPEC §4): newest first, unique codes, at most 100 entries.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { newUuid } from '../uuid.ts';
import { HISTORY_ENTRY_NOT_FOUND_MESSAGE } from './messages.ts';

/** Maximum history entries (SPEC §9). */
export const MAX_HISTORY = 100;

/** One viewed colour. */
export type HistoryEntry = { readonly uuid: string; readonly code: string };
/** The history, newest first. */
export type ColorHistory = readonly HistoryEntry[];

/** Returns the history with the code first, any older entry with the same code removed, capped at 100. Throws on an invalid code. */
export function addToHistory(history: ColorHistory, code: string, uuid: string = newUuid()): ColorHistory {
  const normalized = normalizeColorCode(code);
  return [{ uuid, code: normalized }, ...history.filter((e) => e.code !== normalized)].slice(0, MAX_HISTORY);
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
