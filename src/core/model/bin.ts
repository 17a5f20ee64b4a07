/**
 * The bin for deleted palettes: a deleted palette waits here 30 days, from which it can be put back
 * where it was or removed for good. Kept apart from the SPEC's palettes array (a key of its own), newest first.
 * Stored shape: `[{ palette: { uuid, name, colors: ['#rrggbb', …] }, deletedAt: epoch ms, index, exact? }, …]`, where
 * `exact` lists the palette's exact texts as the palettes' own key does (`[[index, '#fallback', text], …]`, see
 * codecs.ts `withExactEntries`: an entry whose fallback no longer matches is ignored).
 */
import { decodePalettes, exactEntries, storedObjects, toStoredPalette, withExactEntries } from './codecs.ts';
import type { Palette } from './palette.ts';

/** Days a deleted palette is kept. */
export const BIN_DAYS = 30;
/** The most palettes the bin keeps; the oldest deleted give way. */
export const MAX_BIN_ENTRIES = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A deleted palette, when it was deleted and where it stood in the collection. */
export type BinEntry = { readonly palette: Palette; readonly deletedAt: number; readonly index: number };

/** Deleted palettes, newest first. */
export type Bin = readonly BinEntry[];

/** Returns true while an entry deleted at `deletedAt` is kept at `now`. */
export function isKept(deletedAt: number, now: number): boolean {
  return now - deletedAt < BIN_DAYS * DAY_MS;
}

/** Returns the whole days an entry has left at `now` (at least 1 while kept). */
export function daysLeft(entry: BinEntry, now: number): number {
  return Math.max(1, Math.ceil((entry.deletedAt + BIN_DAYS * DAY_MS - now) / DAY_MS));
}

/** Returns the bin without the entries past 30 days (the bin itself when none is). */
export function withoutExpired(bin: Bin, now: number): Bin {
  return bin.every((entry) => isKept(entry.deletedAt, now)) ? bin : bin.filter((entry) => isKept(entry.deletedAt, now));
}

/** Returns the bin with a palette deleted at `now` from position `index` put first (an older entry of the same id is replaced). */
export function putInBin(bin: Bin, palette: Palette, index: number, now: number): Bin {
  const rest = bin.filter((entry) => entry.palette.uuid !== palette.uuid);
  return withoutExpired([{ palette, deletedAt: now, index }, ...rest].slice(0, MAX_BIN_ENTRIES), now);
}

/** Returns the bin without the entry of the id. */
export function takeFromBin(bin: Bin, uuid: string): Bin {
  return bin.filter((entry) => entry.palette.uuid !== uuid);
}

/** Returns the entry of the id, or undefined. */
export function findInBin(bin: Bin, uuid: string): BinEntry | undefined {
  return bin.find((entry) => entry.palette.uuid === uuid);
}

/**
 * Returns the bin of a stored JSON string, never throwing: not JSON or not an array → empty; an entry without a
 * valid palette (as the palettes codec reads it), a finite `deletedAt` not in the future or a non-negative integer
 * `index` is dropped; expired entries and later duplicates of an id are dropped.
 */
export function decodeBin(raw: string | null, now: number): Bin {
  const out: BinEntry[] = [];
  const seen = new Set<string>();
  for (const { palette, deletedAt, index, exact } of storedObjects(raw)) {
    if (typeof deletedAt !== 'number' || !Number.isFinite(deletedAt) || deletedAt > now || !isKept(deletedAt, now)) continue;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) continue;
    const [plain] = decodePalettes(JSON.stringify([palette]));
    if (!plain || seen.has(plain.uuid)) continue;
    const decoded = withExactEntries(plain, exact);
    seen.add(decoded.uuid);
    out.push({ palette: decoded, deletedAt, index });
    if (out.length >= MAX_BIN_ENTRIES) break;
  }
  return out;
}

/** Returns the stored JSON of the bin. */
export function encodeBin(bin: Bin): string {
  return JSON.stringify(
    bin.map((entry) => {
      const stored = { palette: toStoredPalette(entry.palette), deletedAt: entry.deletedAt, index: entry.index };
      const exact = exactEntries(entry.palette);
      return exact.length === 0 ? stored : { ...stored, exact };
    }),
  );
}
