/**
 * Names and text colours of swatches in palette lists. Importing this module loads the colour-name
 * table (src/ui/colorNames.ts), so only lazily loaded screens (palette pages, the drawer panel) use it.
 */
import { foregroundOf } from '../../core/color/foreground';
import { readableTextOn } from '../../core/contrast/readableText';

export { colorName, useColorName } from '../colorNames';

/**
 * Returns the colour for text on a swatch: the product's tinted foreground (SPEC §9) when it reaches
 * 4.5:1, else plain black or white, whichever contrasts more.
 */
export function textColorOn(code: string): string {
  return readableTextOn(code, foregroundOf(code));
}
