/**
 * What a format keeps of a colour its sRGB code cannot say, as data on each format (formats.ts), and the colours a
 * format writes otherwise than they are: the export dialog lists them under the format's choice (FallbackNote.tsx).
 */
import { formatNumber } from '../../core/code/colorValues';
import { platformColor } from '../../core/code/colorAs';
import { exactGamut, exactToOklab, fallbackDistance, needsExact, type ExactGamut } from '../../core/exact/exactConvert';
import { xyz65ToOklab } from '../../core/convert/xyz65ToOklab';
import { displayP3ToXyz65 } from '../../core/convert/wideGamut';
import { exactOf } from './authored';
import type { ExportColor } from './types';

/**
 * What a format keeps. `color`: 'exact' holds any colour (its exact text, or numbers that hold it: CIELAB, unrounded
 * Display P3), 'p3' holds colours up to Display P3 (a wider one is clipped into it), 'srgb' writes the sRGB fallback
 * code. `alpha`: whether a translucent colour keeps its opacity.
 */
export type Carries = { readonly color: 'exact' | 'p3' | 'srgb'; readonly alpha: boolean };

/** A colour that a format writes otherwise than it is. */
export type Fallback = {
  /** The colour's place in the palette. */
  readonly index: number;
  readonly name: string;
  /** The colour as authored. */
  readonly exact: string;
  /** What the format writes instead, as CSS ('#9ae600', 'color(display-p3 1 0 0)'); the exact text when only its opacity goes. */
  readonly written: string;
  /** ΔE_OK ×100 between the colour and what is written (alpha aside; 0 when only the opacity goes). */
  readonly distance: number;
  /** The opacity the format drops (the colour is written opaque), when it does. */
  readonly droppedAlpha?: number;
};

/** The gamuts a format that holds Display P3 clips. */
const BEYOND_P3: ReadonlySet<ExactGamut> = new Set(['rec2020', 'beyond']);

/** Returns the colours a format with `carries` writes otherwise than they are, in palette order; [] when it keeps them all. */
export function fallbacksOf(colors: readonly ExportColor[], carries: Carries): Fallback[] {
  const out: Fallback[] = [];
  colors.forEach((color, index) => {
    const exact = exactOf(color);
    if (exact === null || color.exact === undefined) return;
    let written = color.exact;
    let distance = 0;
    if (carries.color === 'srgb' && needsExact({ ...exact, alpha: 1 })) {
      written = color.code;
      distance = fallbackDistance(exact, color.code);
    } else if (carries.color === 'p3' && BEYOND_P3.has(exactGamut(exact))) {
      const { channels } = platformColor(color);
      written = `color(display-p3 ${channels.map((x) => formatNumber(x, 4)).join(' ')})`;
      const [l1, a1, b1] = exactToOklab(exact);
      const [l2, a2, b2] = xyz65ToOklab(displayP3ToXyz65(channels));
      distance = 100 * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
    }
    const droppedAlpha = !carries.alpha && exact.alpha < 1 ? exact.alpha : undefined;
    if (written === color.exact && droppedAlpha === undefined) return;
    out.push({ index, name: color.name, exact: color.exact, written, distance, ...(droppedAlpha === undefined ? {} : { droppedAlpha }) });
  });
  return out;
}
