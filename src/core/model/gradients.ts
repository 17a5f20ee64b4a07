/**
 * Saved gradients, kept under a key of their own beside the SPEC's palettes array (never touching its shape): a list,
 * newest first, each the gradient tool's text of a gradient (../gradient/address.ts, the same text as the tool's
 * address parameter `g`) with an id, a name and the time it was saved. The text is kept in its canonical form, as
 * `gradientText` writes what `readGradientText` reads, so one gradient has one text whoever wrote it. Decoding never
 * throws: an unreadable list is empty, an entry that is not a saved gradient (its text unreadable) is left out. The
 * backup reads the same entries strictly (../backup/backupFields.ts).
 */
import { gradientText, readGradientText } from '../gradient/address.ts';
import { storedObjects } from './codecs.ts';
import { DEFAULT_PALETTE_NAME } from './palette.ts';

export type SavedGradient = {
  readonly id: string;
  readonly savedAt: number;
  readonly name: string;
  /** The gradient's text, canonical (../gradient/address.ts `gradientText`). */
  readonly text: string;
};

/** The most gradients kept; saving one more drops the oldest. */
export const MAX_SAVED_GRADIENTS = 200;
/** The longest name, as a palette's. */
export const MAX_GRADIENT_NAME = 100;
/**
 * The longest text read, in characters: the largest gradient the tool makes (4 layers of 16 stops, each stop an exact
 * colour text with a hint and a Bézier easing) takes about 6,000.
 */
export const MAX_GRADIENT_TEXT = 16_000;
/** The longest id kept (the app's are uuids). */
const MAX_ID = 100;
/** A name's or id's forbidden characters: control characters and line breaks. */
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/; // eslint-disable-line no-control-regex
const CONTROL_ALL = /[\u0000-\u001f\u007f\u2028\u2029]/g; // eslint-disable-line no-control-regex

/** Why a field of an entry is not a saved gradient's (the backup's reasons for a refused field). */
export type GradientFieldProblem = { readonly field: keyof SavedGradient; readonly reason: 'type' | 'tooLong' | 'markup' };

/** Returns the canonical text of a gradient's text, or null where nothing in it is readable (or it is too long). */
export function canonicalGradientText(text: string): string | null {
  if (text.length > MAX_GRADIENT_TEXT) return null;
  const gradient = readGradientText(text);
  return gradient === null ? null : gradientText(gradient);
}

/**
 * Returns a name as a saved gradient keeps it: control characters and line breaks as spaces, trimmed, at most
 * MAX_GRADIENT_NAME characters (never cutting a surrogate pair), 'Untitled' when blank.
 */
export function gradientName(name: string): string {
  let clean = name.replace(CONTROL_ALL, ' ').trim();
  if (clean.length > MAX_GRADIENT_NAME) {
    const end = /[\uD800-\uDBFF]/.test(clean[MAX_GRADIENT_NAME - 1]) ? MAX_GRADIENT_NAME - 1 : MAX_GRADIENT_NAME;
    clean = clean.slice(0, end).trimEnd();
  }
  return clean === '' ? DEFAULT_PALETTE_NAME : clean;
}

/**
 * Returns the saved gradient of an unknown value (a stored or backed-up entry), its text made canonical, or its first
 * invalid field and why: an id, a finite time, a name as `gradientName` leaves one, a readable text.
 */
export function readSavedGradient(entry: Record<string, unknown>): SavedGradient | GradientFieldProblem {
  const { id, savedAt, name, text } = entry;
  if (typeof id !== 'string' || id === '' || CONTROL.test(id)) return { field: 'id', reason: 'type' };
  if (id.length > MAX_ID) return { field: 'id', reason: 'tooLong' };
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt < 0) return { field: 'savedAt', reason: 'type' };
  if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) return { field: 'name', reason: 'type' };
  if (name.length > MAX_GRADIENT_NAME) return { field: 'name', reason: 'tooLong' };
  if (CONTROL.test(name)) return { field: 'name', reason: 'markup' };
  if (typeof text !== 'string') return { field: 'text', reason: 'type' };
  if (text.length > MAX_GRADIENT_TEXT) return { field: 'text', reason: 'tooLong' };
  const canonical = canonicalGradientText(text);
  if (canonical === null) return { field: 'text', reason: 'type' };
  return { id, savedAt, name, text: canonical };
}

/** Returns whether `readSavedGradient` read a saved gradient (not a problem). */
export function isSavedGradient(value: SavedGradient | GradientFieldProblem): value is SavedGradient {
  return !('field' in value);
}

/**
 * Returns a new saved gradient: the name as `gradientName` makes it, the text canonical; null when the text is not a
 * readable gradient.
 */
export function newSavedGradient(id: string, savedAt: number, name: string, text: string): SavedGradient | null {
  const canonical = canonicalGradientText(text);
  return canonical === null ? null : { id, savedAt, name: gradientName(name), text: canonical };
}

/** Returns the list as plain data, the form kept in storage and in a backup. */
export function gradientEntries(gradients: readonly SavedGradient[]): SavedGradient[] {
  return gradients.map(({ id, savedAt, name, text }) => ({ id, savedAt, name, text }));
}

/** Returns the stored text of the list. */
export function encodeGradients(gradients: readonly SavedGradient[]): string {
  return JSON.stringify(gradientEntries(gradients));
}

/** Returns the list of the stored text: [] when absent or unreadable; entries that are not saved gradients, or repeat an id, are left out. */
export function decodeGradients(raw: string | null): SavedGradient[] {
  const out: SavedGradient[] = [];
  const ids = new Set<string>();
  for (const entry of storedObjects(raw)) {
    const gradient = readSavedGradient(entry);
    if (!isSavedGradient(gradient) || ids.has(gradient.id)) continue;
    ids.add(gradient.id);
    out.push(gradient);
    if (out.length === MAX_SAVED_GRADIENTS) break;
  }
  return out;
}

/** Returns the library's gradients with a backup's added: those whose id the library has not, after the library's, in order, up to the cap. */
export function mergeGradients(library: readonly SavedGradient[], backup: readonly SavedGradient[]): SavedGradient[] {
  const ids = new Set(library.map((gradient) => gradient.id));
  return [...library, ...backup.filter((gradient) => !ids.has(gradient.id))].slice(0, MAX_SAVED_GRADIENTS);
}
