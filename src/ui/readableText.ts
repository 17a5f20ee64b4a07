// Deep import: shared UI must not load the core's barrel (it holds the colour-name table).
import { contrastRatio } from '../core/contrast/wcag';

/** WCAG AA ratio for normal text (SPEC §5); text drawn on a colour fill must reach it. */
const AA_NORMAL_TEXT = 4.5;

/** WCAG AA ratio for large text (24 px, or 18.66 px bold). */
export const AA_LARGE_TEXT = 3;

/**
 * Returns the colour to write text in on a colour fill: `preferred` (e.g. a Colour's tinted `foreground`) when it
 * reaches `minRatio` against the fill (4.5:1, or 3:1 for large text), else black or white, whichever contrasts
 * more (one of them always reaches 4.5:1).
 */
export function readableTextOn(fill: string, preferred?: string, minRatio = AA_NORMAL_TEXT): string {
  if (preferred && contrastRatio(preferred, fill) >= minRatio) return preferred;
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}
