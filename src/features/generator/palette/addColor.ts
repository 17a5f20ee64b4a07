import { PALETTE_MAX_COLORS, type PaletteHarmony, type PaletteRequest } from '../../../core/generate/palette';

/** The colours and harmony of the palette being built (a step of its history). */
type PaletteSoFar = { readonly slots: readonly { readonly code: string }[]; readonly harmony: PaletteHarmony };

/**
 * Returns the engine request for one more colour at the end of a palette, in harmony with it: every colour of the
 * palette locked, a last slot free (its placeholder code is the last colour, which the generation replaces). The
 * generator keeps the locked colours exactly and draws the free one apart from all of them. Null when the palette is
 * full.
 */
export function addColorRequest(palette: PaletteSoFar, seed: number): PaletteRequest | null {
  const codes = palette.slots.map((slot) => slot.code);
  if (codes.length === 0 || codes.length >= PALETTE_MAX_COLORS) return null;
  return {
    colors: [...codes, codes[codes.length - 1]],
    locked: [...codes.map(() => true), false],
    harmony: palette.harmony,
    seed,
  };
}
