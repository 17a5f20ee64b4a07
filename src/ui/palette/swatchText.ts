/**
 * Names and text colours of swatches in palette lists. Importing this module loads the colour-name
 * table, so only lazily loaded screens (palette pages, the drawer panel) use it.
 */
import { foregroundOf } from '../../core/color/foreground';
import { readableTextOn } from '../../core/contrast/readableText';
import { nearestName } from '../../core/names/nearestName';

const names = new Map<string, string>();

/** Returns the nearest colour name of a '#rrggbb' code (memoised: palette lists re-render often). */
export function colorName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nearestName(code).name;
    names.set(code, name);
  }
  return name;
}

/**
 * Returns the colour for text on a swatch: the product's tinted foreground (SPEC §9) when it reaches
 * 4.5:1, else plain black or white, whichever contrasts more.
 */
export function textColorOn(code: string): string {
  return readableTextOn(code, foregroundOf(code));
}
