/**
 * The image tool's last image (issue 15), kept in IndexedDB through idb-keyval (not local storage: an image is
 * megabytes of binary data), so that it survives a reload: the file itself, its name, the number of colours asked
 * for and the colours picked by hand. Only the image page imports this module, so idb-keyval stays in its chunk.
 *
 * Like local storage (storage.ts), this never throws: IndexedDB may be missing, blocked or full. A stored record that
 * does not read back as one (an older shape, a damaged value) is deleted and reads as none. A failed write leaves the
 * record before it in place (idb-keyval writes in one transaction).
 */
import { del, get, set } from 'idb-keyval';

/** The record's key in idb-keyval's default store. */
export const LAST_IMAGE_KEY = 'irodori:last-image';

/** A colour taken from the image by hand: a pixel's code and where (null for a colour picked elsewhere on screen). */
export type PickedColor = { readonly code: string; readonly x: number | null; readonly y: number | null };

/** What the image tool keeps. */
export type LastImage = {
  readonly file: Blob;
  /** The file name as chosen or dropped ('' for a pasted image). */
  readonly name: string;
  /** Colours asked for (2–12). */
  readonly k: number;
  /** Palette colours moved to another pixel, by their index in the palette of k colours. */
  readonly moved: Readonly<Record<number, PickedColor>>;
  /** Colours added with the eyedropper. */
  readonly added: readonly PickedColor[];
};

const CODE = /^#[0-9a-f]{6}$/;

function isCoordinate(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
}

function isPicked(value: unknown): value is PickedColor {
  if (typeof value !== 'object' || value === null) return false;
  const { code, x, y } = value as Record<string, unknown>;
  return typeof code === 'string' && CODE.test(code) && isCoordinate(x) && isCoordinate(y);
}

/** Returns the value as a LastImage, or null when it is not one. */
export function parseLastImage(value: unknown): LastImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { file, name, k, moved, added } = value as Record<string, unknown>;
  if (!(file instanceof Blob) || typeof name !== 'string' || typeof k !== 'number' || !Number.isInteger(k)) return null;
  if (typeof moved !== 'object' || moved === null || Array.isArray(moved) || !Array.isArray(added)) return null;
  const movedEntries = Object.entries(moved);
  if (!movedEntries.every(([index, picked]) => /^\d+$/.test(index) && isPicked(picked)) || !added.every(isPicked)) return null;
  return { file, name, k, moved: moved as Record<number, PickedColor>, added };
}

/** Returns the last image, or null when there is none, it cannot be read, or IndexedDB is unavailable. */
export async function readLastImage(): Promise<LastImage | null> {
  let value: unknown;
  try {
    value = await get(LAST_IMAGE_KEY);
  } catch {
    return null;
  }
  if (value === undefined) return null;
  const record = parseLastImage(value);
  if (record === null) await forgetLastImage();
  return record;
}

/** Keeps the record; returns false (the one before kept) when the write fails. */
export async function writeLastImage(record: LastImage): Promise<boolean> {
  try {
    await set(LAST_IMAGE_KEY, record);
    return true;
  } catch {
    return false;
  }
}

/** Deletes the record (quietly, whatever happens). */
export async function forgetLastImage(): Promise<void> {
  try {
    await del(LAST_IMAGE_KEY);
  } catch {
    // Nothing to do: the record reads as none next time or is replaced by the next image.
  }
}
