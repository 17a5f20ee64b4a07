/**
 * Storage codecs (SPEC §7, §8). Stored shapes: palettes `[{ uuid, name, colors: ['#rrggbb', …] }, …]` and history
 * `['#rrggbb', …]`, both JSON, and beside each the exact texts of its wide and translucent colours. Decoders never throw: not JSON or not an array → []; invalid entries are dropped
 * and valid ones kept; codes normalised.
 */
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import { newUuid } from '../uuid.ts';
import { cssOf, tryAuthoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { DEFAULT_PALETTE_NAME, MAX_PALETTE_COLORS, type Palette, type PaletteColor } from './palette.ts';
import { MAX_HISTORY, type ColorHistory, type HistoryEntry } from './history.ts';

/** The stored form of one palette. */
export type StoredPalette = { uuid: string; name: string; colors: string[] };

/** Returns the parsed JSON, or undefined when it is not JSON. */
function parseJson(raw: string | null | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Returns the entries of a stored JSON list that are objects (a record to read fields from), in order: none when the
 * text is absent, not JSON or not a list.
 */
export function storedObjects(raw: string | null): Record<string, unknown>[] {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return [];
  return data.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && !Array.isArray(entry));
}

/** Returns the valid codes of an unknown value (an array), normalised, in order; anything else → []. */
function validCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const code = tryNormalizeColorCode(item);
    if (code !== null) out.push(code);
  }
  return out;
}

/** Returns the valid colours (codes or exact texts) of an unknown value (an array), in order; anything else → []. */
function validAuthored(value: unknown): AuthoredColor[] {
  if (!Array.isArray(value)) return [];
  const out: AuthoredColor[] = [];
  for (const item of value) {
    const color = typeof item === 'string' ? tryAuthoredColor(item) : null;
    if (color !== null) out.push(color);
  }
  return out;
}

/**
 * Returns the palettes of a stored JSON string. An entry needs an object with a non-empty string `uuid`, else it
 * is dropped; a later entry with an already seen uuid is dropped; a missing, non-string or blank name becomes
 * 'Untitled'; `colors` keeps its valid codes (a non-array gives none) up to 100; colour uuids are generated.
 */
export function decodePalettes(raw: string | null, makeId: () => string = newUuid): Palette[] {
  return decodeWith(raw, makeId, (colors) => validCodes(colors).map((code) => ({ code })));
}

/**
 * Returns the palettes of a JSON list in the authored form (`toAuthoredPalette`: each colour a code or an exact text),
 * by the rules of `decodePalettes`.
 */
export function decodeAuthoredPalettes(raw: string | null, makeId: () => string = newUuid): Palette[] {
  return decodeWith(raw, makeId, validAuthored);
}

/** Returns the palettes of a stored JSON list, reading each palette's colours with `readColors`. */
function decodeWith(raw: string | null, makeId: () => string, readColors: (colors: unknown) => AuthoredColor[]): Palette[] {
  const seen = new Set<string>();
  const out: Palette[] = [];
  for (const { uuid, name, colors } of storedObjects(raw)) {
    if (typeof uuid !== 'string' || uuid === '' || seen.has(uuid)) continue;
    seen.add(uuid);
    out.push({
      uuid,
      name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_PALETTE_NAME,
      colors: readColors(colors)
        .slice(0, MAX_PALETTE_COLORS)
        .map((color) => ({ uuid: makeId(), ...color })),
    });
  }
  return out;
}

/** Returns the stored form of a palette (uuid, name, codes). */
export function toStoredPalette(palette: Palette): StoredPalette {
  return { uuid: palette.uuid, name: palette.name, colors: palette.colors.map((c) => c.code) };
}

/**
 * A palette in the authored form, as the backup file keeps it: each colour its exact text where it has one, else its
 * code. (Local storage keeps the codes in the SPEC's array and the exact texts apart: `encodeExactColors`.)
 */
export type AuthoredPalette = StoredPalette;

/** Returns the authored form of a palette (uuid, name, each colour's exact text or code). */
export function toAuthoredPalette(palette: Palette): AuthoredPalette {
  return { uuid: palette.uuid, name: palette.name, colors: palette.colors.map(cssOf) };
}

/** Returns the stored JSON of the palettes (uuid, name, codes). */
export function encodePalettes(palettes: readonly Palette[]): string {
  return JSON.stringify(palettes.map(toStoredPalette));
}

/**
 * Returns the history of a stored JSON string: valid codes normalised, later duplicates dropped (the list is
 * newest first), truncated to 100; entry uuids are generated.
 */
export function decodeHistory(raw: string | null, makeId: () => string = newUuid): ColorHistory {
  return historyOf(validCodes(parseJson(raw)).map((code) => ({ code })), makeId);
}

/**
 * Returns the history of a JSON list in the authored form (each colour a code or an exact text, as a backup keeps it),
 * by the rules of `decodeHistory`: a later colour with the code of an earlier one is dropped.
 */
export function decodeAuthoredHistory(raw: string | null, makeId: () => string = newUuid): ColorHistory {
  return historyOf(validAuthored(parseJson(raw)), makeId);
}

/** Returns the history of colours in order, newest first: one entry per code (the first), at most 100. */
function historyOf(colors: readonly AuthoredColor[], makeId: () => string): ColorHistory {
  const seen = new Set<string>();
  const out: HistoryEntry[] = [];
  for (const { code, exact } of colors) {
    if (seen.has(code)) continue;
    seen.add(code);
    out.push(exact === undefined ? { uuid: makeId(), code } : { uuid: makeId(), code, exact });
    if (out.length >= MAX_HISTORY) break;
  }
  return out;
}

/** Returns the stored JSON of the history (codes, newest first; a wide colour's is its fallback). */
export function encodeHistory(history: ColorHistory): string {
  return JSON.stringify(history.map((e) => e.code));
}

/**
 * The exact texts of the history's wide and translucent colours, kept under a key of their own beside the SPEC's
 * history array (which keeps each such colour's sRGB fallback, so a version of the app that knows only codes reads and
 * rewrites it as before), newest first: `[["#fallback", "exact text", "#newer" | null], …]`, where `#newer` is the code
 * of the entry just before it in the history when it was written (null: it was the newest).
 */
export type StoredHistoryExact = [string, string, string | null][];

/** Returns the stored JSON of the history's exact texts ('[]' when it holds none). */
export function encodeHistoryExact(history: ColorHistory): string {
  const out: StoredHistoryExact = [];
  history.forEach((entry, i) => {
    if (entry.exact !== undefined) out.push([entry.code, entry.exact, i === 0 ? null : history[i - 1].code]);
  });
  return JSON.stringify(out);
}

/**
 * Returns the history with its stored exact texts put back. An entry applies only while its fallback is in the history
 * and the entry that was just before it (`#newer`) still is, still before it; its text must read as a wide or
 * translucent colour whose fallback is that code.
 *
 * Why the neighbour: an entry is the colour's latest visit, and a version of the app that knows only codes records a
 * visit to the plain hex by moving the code to the front, ahead of its neighbour; keyed by the code alone, the exact
 * text would then paint a visit to the hex as the wide colour. Visits to other colours put codes in front of both and
 * leave the pair in order. (This version replaces the entry itself: a visit to the plain hex leaves no exact text.) A
 * neighbour removed by such a version drops the text too, leaving the colour at its fallback, the most that version
 * can do to it. What no rule can see: a visit to the hex that was already the newest writes the same array. Never
 * throws; corrupt data leaves the codes alone.
 */
export function withHistoryExact(history: ColorHistory, raw: string | null): ColorHistory {
  const data = parseJson(raw);
  if (!Array.isArray(data)) return history;
  const indexOf = new Map(history.map((entry, i) => [entry.code, i]));
  let out: HistoryEntry[] | null = null;
  for (const item of data) {
    if (!Array.isArray(item) || item.length !== 3) continue;
    const [code, exact, newer] = item as unknown[];
    if (typeof code !== 'string' || typeof exact !== 'string' || (newer !== null && typeof newer !== 'string')) continue;
    const index = indexOf.get(code);
    if (index === undefined) continue;
    if (newer !== null && !((indexOf.get(newer) ?? Infinity) < index)) continue;
    const entry = (out ?? history)[index];
    if (entry.exact !== undefined) continue;
    const authored = tryAuthoredColor(exact);
    if (!authored?.exact || authored.code !== code) continue;
    out ??= [...history];
    out[index] = { uuid: entry.uuid, code, exact: authored.exact };
  }
  return out ?? history;
}

/**
 * The exact texts of the palettes' wide and translucent colours, kept under a key of their own beside the SPEC's
 * palettes array (which keeps each such colour's sRGB fallback, so a version of the app that knows only codes reads
 * and rewrites the palettes as before): `{ "<palette uuid>": [[index, "#fallback", "exact text"], …], … }`.
 */
export type StoredExactColors = Record<string, [number, string, string][]>;

/** Returns the stored entries of a palette's exact texts: `[index, '#fallback', text]` per colour that has one. */
export function exactEntries(palette: Palette): [number, string, string][] {
  const entries: [number, string, string][] = [];
  palette.colors.forEach((color, i) => {
    if (color.exact !== undefined) entries.push([i, color.code, color.exact]);
  });
  return entries;
}

/** Returns the stored JSON of the palettes' exact texts (only palettes that hold one; '{}' when none do). */
export function encodeExactColors(palettes: readonly Palette[]): string {
  const out: StoredExactColors = {};
  for (const palette of palettes) {
    const entries = exactEntries(palette);
    if (entries.length > 0) out[palette.uuid] = entries;
  }
  return JSON.stringify(out);
}

/**
 * Returns the palettes with their stored exact texts put back. An entry applies only while the palette still holds
 * its fallback code at its index and its text reads as an exact colour: when a version of the app that knows only
 * codes edited the palette (moved, replaced or removed colours), a colour whose place no longer matches stays at
 * its fallback, which is the most that version can do to it. Never throws; corrupt data leaves codes alone.
 */
export function withExactColors(palettes: readonly Palette[], raw: string | null): Palette[] {
  const data = parseJson(raw);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [...palettes];
  const stored = data as Record<string, unknown>;
  return palettes.map((palette) => (Object.prototype.hasOwnProperty.call(stored, palette.uuid) ? withExactEntries(palette, stored[palette.uuid]) : palette));
}

/** Returns a palette with stored exact entries (`[[index, '#fallback', text], …]`, unknown until checked) put back, by the rule of `withExactColors`. */
export function withExactEntries(palette: Palette, entries: unknown): Palette {
  if (!Array.isArray(entries)) return palette;
  let colors: PaletteColor[] | null = null;
  for (const entry of entries) {
    if (!Array.isArray(entry) || entry.length !== 3) continue;
    const [index, fallback, exact] = entry as unknown[];
    if (typeof index !== 'number' || typeof fallback !== 'string' || typeof exact !== 'string') continue;
    const color = palette.colors[index];
    if (!color || color.code !== fallback || color.exact !== undefined) continue;
    const authored = tryAuthoredColor(exact);
    if (!authored?.exact) continue;
    colors ??= [...palette.colors];
    colors[index] = { uuid: color.uuid, code: color.code, exact: authored.exact };
  }
  return colors ? { ...palette, colors } : palette;
}
