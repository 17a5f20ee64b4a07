/**
 * The image tool's last image, kept in IndexedDB through idb-keyval (not local storage: an image is
 * megabytes of binary data), so that it survives a reload: the file itself and its name, and apart from them the
 * number of colours asked for and the colours picked by hand. Only the image page imports this module, so idb-keyval
 * stays in its chunk.
 *
 * Like local storage (storage.ts), this never throws: IndexedDB may be missing, blocked or full. A stored record that
 * does not read back as one (an older shape, a damaged value) is deleted and reads as none. A failed write leaves the
 * record before it in place (idb-keyval writes in one transaction).
 */
import { delMany, getMany, set, setMany } from 'idb-keyval';
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { IMAGE_PALETTE_DEFAULT_COLORS } from '../core/image/imageRules';

/**
 * The keys in idb-keyval's default store: the file (written once per image) and the edits (written at every change,
 * small), apart so that a moved marker does not write the image again.
 */
export const LAST_IMAGE_KEY = 'irodori:last-image';
export const LAST_IMAGE_EDITS_KEY = 'irodori:last-image-edits';

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

function isCoordinate(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
}

function isPicked(value: unknown): value is PickedColor {
  if (typeof value !== 'object' || value === null) return false;
  const { code, x, y } = value as Record<string, unknown>;
  // Stored as the app writes it: '#rrggbb', lower case.
  return typeof code === 'string' && tryNormalizeColorCode(code) === code && isCoordinate(x) && isCoordinate(y);
}

/** The edits kept apart from the file. */
export type LastImageEdits = Pick<LastImage, 'k' | 'moved' | 'added'>;

/** Returns the value as the stored file and name, or null when it is not. */
function parseFile(value: unknown): Pick<LastImage, 'file' | 'name'> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { file, name } = value as Record<string, unknown>;
  return file instanceof Blob && typeof name === 'string' ? { file, name } : null;
}

/** Returns the value as stored edits, or null when it is not. */
export function parseLastImageEdits(value: unknown): LastImageEdits | null {
  if (typeof value !== 'object' || value === null) return null;
  const { k, moved, added } = value as Record<string, unknown>;
  if (typeof k !== 'number' || !Number.isInteger(k)) return null;
  if (typeof moved !== 'object' || moved === null || Array.isArray(moved) || !Array.isArray(added)) return null;
  const movedEntries = Object.entries(moved);
  if (!movedEntries.every(([index, picked]) => /^\d+$/.test(index) && isPicked(picked)) || !added.every(isPicked)) return null;
  return { k, moved: moved as Record<number, PickedColor>, added };
}

/** Returns the value as a LastImage (the file's record and the edits' together), or null when it is not one. */
export function parseLastImage(value: unknown): LastImage | null {
  const file = parseFile(value);
  const edits = parseLastImageEdits(value);
  return file && edits ? { ...file, ...edits } : null;
}

/**
 * Returns the last image, or null when there is none, it cannot be read, or IndexedDB is unavailable. A damaged
 * file record is deleted (with its edits); damaged edits alone are dropped and the image comes back unedited.
 */
export async function readLastImage(): Promise<LastImage | null> {
  let stored: unknown;
  let storedEdits: unknown;
  try {
    [stored, storedEdits] = await getMany([LAST_IMAGE_KEY, LAST_IMAGE_EDITS_KEY]);
  } catch {
    return null;
  }
  if (stored === undefined) return null;
  const file = parseFile(stored);
  if (file === null) {
    await forgetLastImage();
    return null;
  }
  const edits = parseLastImageEdits(storedEdits) ?? { k: IMAGE_PALETTE_DEFAULT_COLORS, moved: {}, added: [] };
  return { ...file, ...edits };
}

/**
 * Keeps a new image's file and name with its first edits (the file once per image, the edits of the image before
 * replaced); returns false (the record before kept) when the write fails.
 */
export async function writeLastImageFile(file: Blob, name: string, edits: LastImageEdits): Promise<boolean> {
  try {
    await setMany([
      [LAST_IMAGE_KEY, { file, name }],
      [LAST_IMAGE_EDITS_KEY, edits],
    ]);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the edits of the image kept; returns false (the ones before kept) when the write fails. */
export async function writeLastImageEdits(edits: LastImageEdits): Promise<boolean> {
  try {
    await set(LAST_IMAGE_EDITS_KEY, edits);
    return true;
  } catch {
    return false;
  }
}

/** Deletes the record (quietly, whatever happens). */
export async function forgetLastImage(): Promise<void> {
  try {
    await delMany([LAST_IMAGE_KEY, LAST_IMAGE_EDITS_KEY]);
  } catch {
    // Nothing to do: the record reads as none next time or is replaced by the next image.
  }
}
