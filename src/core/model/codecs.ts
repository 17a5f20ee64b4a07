/**
 * Storage codecs (SPEC §7, §8). Stored shapes: palettes `[{ uuid, name, colors: ['#rrggbb', …] }, …]` and history
 * `['#rrggbb', …]`, both JSON. Decoders never throw: not JSON or not an array → []; invalid entries are dropped
 * and valid ones kept; codes normalised.
 */
import { tryNormalizeColorCode } from '../code/colorCode.ts';
import { newUuid } from '../uuid.ts';
import { DEFAULT_PALETTE_NAME, MAX_PALETTE_COLORS, type Palette } from './palette.ts';
import { MAX_HISTORY, type ColorHistory } from './history.ts';

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

/**
 * Returns the palettes of a stored JSON string. An entry needs an object with a non-empty string `uuid`, else it
 * is dropped; a later entry with an already seen uuid is dropped; a missing, non-string or blank name becomes
 * 'Untitled'; `colors` keeps its valid codes (a non-array gives none) up to 100; colour uuids are generated.
 */
export function decodePalettes(raw: string | null, makeId: () => string = newUuid): Palette[] {
  const seen = new Set<string>();
  const out: Palette[] = [];
  for (const { uuid, name, colors } of storedObjects(raw)) {
    if (typeof uuid !== 'string' || uuid === '' || seen.has(uuid)) continue;
    seen.add(uuid);
    out.push({
      uuid,
      name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_PALETTE_NAME,
      colors: validCodes(colors)
        .slice(0, MAX_PALETTE_COLORS)
        .map((code) => ({ uuid: makeId(), code })),
    });
  }
  return out;
}

/** Returns the stored form of a palette (uuid, name, codes). */
export function toStoredPalette(palette: Palette): StoredPalette {
  return { uuid: palette.uuid, name: palette.name, colors: palette.colors.map((c) => c.code) };
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
  const seen = new Set<string>();
  const out: { uuid: string; code: string }[] = [];
  for (const code of validCodes(parseJson(raw))) {
    if (seen.has(code)) continue;
    seen.add(code);
    out.push({ uuid: makeId(), code });
    if (out.length >= MAX_HISTORY) break;
  }
  return out;
}

/** Returns the stored JSON of the history (codes, newest first). */
export function encodeHistory(history: ColorHistory): string {
  return JSON.stringify(history.map((e) => e.code));
}
