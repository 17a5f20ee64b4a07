/**
 * The palette model (SPEC §3, §4): pure functions over immutable data. Every function returns a new palette
 * (or the same object when the change is ignored) and never mutates its input.
 */
import { authoredColor, type AuthoredColor } from '../exact/authoredColor.ts';
import { newUuid } from '../uuid.ts';
import { COLOR_NOT_FOUND_MESSAGE, INDEX_OUT_OF_RANGE_MESSAGE } from './messages.ts';

/** Maximum colours in a palette (SPEC §9). */
export const MAX_PALETTE_COLORS = 100;
/** Name of a palette created without one (SPEC §9). */
export const DEFAULT_PALETTE_NAME = 'Untitled';
/** Colour added by the 'Add colour' button (SPEC §9). */
export const DEFAULT_NEW_COLOR = '#ffffff';

/**
 * One colour of a palette: its own id (stable across replace), '#rrggbb', and for a wide or translucent colour its
 * exact text (../exact/authoredColor.ts; `code` is then its sRGB fallback).
 */
export type PaletteColor = AuthoredColor & { readonly uuid: string };

/** What a palette takes as a colour: a hex code, an exact text, or an authored colour. */
export type PaletteColorInput = string | AuthoredColor;

/** Returns a palette colour of an input with an id. @throws Error (Japanese) for an invalid colour. */
function paletteColor(uuid: string, input: PaletteColorInput): PaletteColor {
  const { code, exact } = authoredColor(input);
  return exact === undefined ? { uuid, code } : { uuid, code, exact };
}
/** A palette. */
export type Palette = { readonly uuid: string; readonly name: string; readonly colors: readonly PaletteColor[] };

/** Options of `createPalette`. */
export type CreatePaletteOptions = { uuid?: string; colors?: readonly PaletteColorInput[] };

/**
 * Returns a new palette. An empty or blank name becomes 'Untitled'; colours are normalised (throws on an invalid
 * one) and only the first 100 are kept; each colour gets a fresh uuid.
 */
export function createPalette(name?: string, options: CreatePaletteOptions = {}): Palette {
  return {
    uuid: options.uuid ?? newUuid(),
    name: name !== undefined && name.trim() !== '' ? name : DEFAULT_PALETTE_NAME,
    colors: (options.colors ?? [])
      .slice(0, MAX_PALETTE_COLORS)
      .map((input) => paletteColor(newUuid(), input)),
  };
}

/** Returns true when the palette holds 100 colours (adds and duplicates are then ignored). */
export function isFull(palette: Palette): boolean {
  return palette.colors.length >= MAX_PALETTE_COLORS;
}

/** Returns the palette renamed; an empty or blank name is ignored (same palette returned). */
export function renamePalette(palette: Palette, name: string): Palette {
  if (name.trim() === '') return palette;
  return { ...palette, name };
}

/** Returns the index of a colour id, or throws the Japanese not-found error. */
function indexOfColor(palette: Palette, colorId: string): number {
  const index = palette.colors.findIndex((c) => c.uuid === colorId);
  if (index < 0) throw new Error(`${COLOR_NOT_FOUND_MESSAGE}: ${colorId}`);
  return index;
}

/** Throws a RangeError (Japanese message) unless 0 ≤ index < length and index is an integer. */
function checkIndex(palette: Palette, index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= palette.colors.length) {
    throw new RangeError(`${INDEX_OUT_OF_RANGE_MESSAGE}: ${index}`);
  }
}

/** Returns the palette with a colour appended (default #ffffff); ignored when full. Throws on an invalid colour. */
export function addColor(palette: Palette, code: PaletteColorInput = DEFAULT_NEW_COLOR, uuid: string = newUuid()): Palette {
  const color = paletteColor(uuid, code);
  if (isFull(palette)) return palette;
  return { ...palette, colors: [...palette.colors, color] };
}

/**
 * Returns the palette with colours appended in order, as many as fit under MAX_PALETTE_COLORS (the rest are left
 * out; compare the lengths to tell). Throws on an invalid code, before changing anything.
 */
export function appendColors(palette: Palette, codes: readonly PaletteColorInput[], makeUuid: () => string = newUuid): Palette {
  const normalized = codes.map((input) => authoredColor(input));
  const room = Math.max(0, MAX_PALETTE_COLORS - palette.colors.length);
  if (room === 0 || normalized.length === 0) return palette;
  return { ...palette, colors: [...palette.colors, ...normalized.slice(0, room).map((color) => paletteColor(makeUuid(), color))] };
}

/**
 * Returns the palette with a copy (new uuid) of a colour inserted just before the original; ignored when full.
 * @throws Error (Japanese) for an unknown colour id.
 */
export function duplicateColor(palette: Palette, colorId: string, uuid: string = newUuid()): Palette {
  const index = indexOfColor(palette, colorId);
  if (isFull(palette)) return palette;
  const colors = [...palette.colors];
  colors.splice(index, 0, paletteColor(uuid, palette.colors[index]));
  return { ...palette, colors };
}

/**
 * Returns the palette with a colour replaced (a code, an exact text or an authored colour), keeping its uuid.
 * @throws Error (Japanese) for an unknown colour id or an invalid code.
 */
export function replaceColor(palette: Palette, colorId: string, code: PaletteColorInput): Palette {
  const index = indexOfColor(palette, colorId);
  const color = paletteColor(colorId, code);
  const colors = [...palette.colors];
  colors[index] = color;
  return { ...palette, colors };
}

/** Returns the palette with the colours at two positions exchanged. @throws RangeError when out of range. */
export function swapColors(palette: Palette, i: number, j: number): Palette {
  checkIndex(palette, i);
  checkIndex(palette, j);
  const colors = [...palette.colors];
  [colors[i], colors[j]] = [colors[j], colors[i]];
  return { ...palette, colors };
}

/**
 * Returns the palette with the colour at `from` moved to `to` (dnd-kit `arrayMove` semantics).
 * @throws RangeError when either index is out of range.
 */
export function moveColor(palette: Palette, from: number, to: number): Palette {
  checkIndex(palette, from);
  checkIndex(palette, to);
  const colors = [...palette.colors];
  const [moved] = colors.splice(from, 1);
  colors.splice(to, 0, moved);
  return { ...palette, colors };
}

/** Returns the palette without a colour. @throws Error (Japanese) for an unknown colour id. */
export function removeColor(palette: Palette, colorId: string): Palette {
  const index = indexOfColor(palette, colorId);
  return { ...palette, colors: palette.colors.filter((_, i) => i !== index) };
}

/** Returns the palette with no colours. */
export function clearColors(palette: Palette): Palette {
  return { ...palette, colors: [] };
}

/** Returns the hyphenated hex list for a share link, e.g. 'ff0000-00ff00' ('' for an empty palette). */
export function shareList(palette: Palette): string {
  return palette.colors.map((c) => c.code.slice(1)).join('-');
}
