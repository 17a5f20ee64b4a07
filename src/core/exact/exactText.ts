/**
 * An exact colour written in another space, as CSS: its OKLCH, its Display P3 and Rec. 2020 coordinates (unclamped:
 * a colour past a gamut shows it in channels outside 0–1), alpha kept. A colour already written in the space comes
 * back as written. Precision as the colour page's detail strip writes a code's values (../code/colorValues.ts): OKLCH
 * lightness in % to 2 decimals, chroma to 5, hue to 2; RGB spaces to 4 decimals; alpha to 4. Finer than a 10-bit display
 * step everywhere.
 */
import type { Vec3 } from '../convert/types.ts';
import type { ExactColor } from './exactColor.ts';
import { formatHue, formatNumber } from '../code/colorValues.ts';
import { exactToDisplayP3, exactToOklch, exactToRec2020 } from './exactConvert.ts';

/** Returns ' / a' for a translucent colour, '' for an opaque one. */
export function alphaPart(alpha: number): string {
  return alpha < 1 ? ` / ${formatNumber(alpha, 4)}` : '';
}

/** Returns `oklch(L% C H)` of an exact colour (its own text when it is written in OKLCH). */
export function oklchText(color: ExactColor): string {
  if (color.space === 'oklch') return color.text;
  const [l, c, h] = exactToOklch(color);
  return `oklch(${formatNumber(l * 100, 2)}% ${formatNumber(c, 5)} ${formatHue(h, 2)}${alphaPart(color.alpha)})`;
}

/** Returns `color(<space> r g b)` of RGB coordinates, 4 decimals. */
function rgbText(space: string, rgb: Vec3, alpha: number): string {
  return `color(${space} ${rgb.map((c) => formatNumber(c, 4)).join(' ')}${alphaPart(alpha)})`;
}

/** Returns `color(display-p3 r g b)` of an exact colour (its own text when it is written in Display P3). */
export function displayP3Text(color: ExactColor): string {
  return color.space === 'display-p3' ? color.text : rgbText('display-p3', exactToDisplayP3(color), color.alpha);
}

/** Returns `color(rec2020 r g b)` of an exact colour (its own text when it is written in Rec. 2020). */
export function rec2020Text(color: ExactColor): string {
  return color.space === 'rec2020' ? color.text : rgbText('rec2020', exactToRec2020(color), color.alpha);
}
