/**
 * The image tool's result, as plain data (no React, no engine): the number of colours, the colours shown (the
 * palette's, with the user's edits), and a palette name from a file name.
 */
import { IMAGE_PALETTE_DEFAULT_COLORS, IMAGE_PALETTE_MAX_COLORS, IMAGE_PALETTE_MIN_COLORS, type ImagePalette } from '../../core/image/imageRules';
import type { PickedColor } from '../../stores/lastImage';

/** The user's edits of an image's palette: k, colours moved to another pixel (by palette index), colours added. */
export type Edits = { readonly k: number; readonly moved: Readonly<Record<number, PickedColor>>; readonly added: readonly PickedColor[] };

/** Returns k as the tool takes it: an integer in 2–12 (anything else: the default). */
export function toolColorCount(k: unknown): number {
  if (typeof k !== 'number' || !Number.isFinite(k)) return IMAGE_PALETTE_DEFAULT_COLORS;
  return Math.min(IMAGE_PALETTE_MAX_COLORS, Math.max(IMAGE_PALETTE_MIN_COLORS, Math.round(k)));
}

/** One colour of the result: from the palette (moved or not) or added by hand. */
export type ResultColor = {
  /** Stable within a result: 'c3' (the palette's fourth colour) or 'a0' (the first added). */
  readonly key: string;
  readonly code: string;
  /** Share of the image (palette colours not moved), else null. */
  readonly share: number | null;
  /** Its pixel in the engine's image coordinates, null for a colour picked off the image. */
  readonly x: number | null;
  readonly y: number | null;
  readonly kind: 'palette' | 'moved' | 'added';
  /** Index in the palette (palette, moved) or among the added colours. */
  readonly index: number;
};

/** Returns the colours of the result: the palette's, with the moved ones at their new pixel, then the added ones. */
export function resultColors(palette: ImagePalette | null, edits: Edits): ResultColor[] {
  const colors: ResultColor[] = (palette?.colors ?? []).map((color, index) => {
    const moved = edits.moved[index];
    return moved
      ? { key: `c${index}`, code: moved.code, share: null, x: moved.x, y: moved.y, kind: 'moved', index }
      : { key: `c${index}`, code: color.code, share: color.share, x: color.x, y: color.y, kind: 'palette', index };
  });
  edits.added.forEach((picked, index) => colors.push({ key: `a${index}`, code: picked.code, share: null, x: picked.x, y: picked.y, kind: 'added', index }));
  return colors;
}

/** Returns a palette name from a file name: without its extension, underscores as spaces, trimmed ('' when nothing is left). */
export function nameFromFile(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/_+/g, ' ').trim();
}
