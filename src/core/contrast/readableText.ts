/**
 * Readable text on a colour fill: the product's tinted foreground (SPEC §9) can fall below WCAG AA
 * on some fills (e.g. #ff0fff gives 2.68:1), so text drawn on swatches uses this instead.
 */
import { contrastRatio } from './wcag.ts';

/** WCAG 2 AA minimum for normal text (SPEC §5). */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2 AA minimum for large text (24 px, or 18.66 px bold). */
export const AA_LARGE_TEXT = 3;

/**
 * Returns the colour to write text in on `fill`: `preferred` when it reaches `minRatio` against the
 * fill, else black or white, whichever contrasts more (one of them always reaches 4.5:1).
 */
export function readableTextOn(fill: string, preferred?: string, minRatio = AA_NORMAL_TEXT): string {
  if (preferred && contrastRatio(preferred, fill) >= minRatio) return preferred;
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}
