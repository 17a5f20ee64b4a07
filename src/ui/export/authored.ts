/**
 * A palette's colours as the export formats read them: each colour's code (a wide or translucent colour's sRGB
 * fallback) and, where the code cannot say the colour, its exact text (src/core/exact/). What the formats share about
 * such a colour lives here: its CSS, its alpha, its code with that alpha, and its CIELAB for the swatch files.
 */
import type { Vec3 } from '../../core/convert/types';
import { lchToLab } from '../../core/convert/lchToLab';
import { xyz50ToLab } from '../../core/convert/xyz50ToLab';
import { xyz65ToXyz50 } from '../../core/convert/xyz65ToXyz50';
import { readExact, type ExactColor } from '../../core/exact/exactColor';
import { exactGamut, exactToXyz65 } from '../../core/exact/exactConvert';
import { tryAuthoredColor } from '../../core/exact/authoredColor';
import type { ExportColor } from './types';

/**
 * Returns the export colour of a code or an exact text, named by `nameOf` (given the code): `exact` only when the
 * code cannot say the colour. A text that is neither stays as its own code (callers pass codes and exact texts only).
 */
export function exportColor(text: string, nameOf: (code: string) => string): ExportColor {
  const authored = tryAuthoredColor(text) ?? { code: text };
  const name = nameOf(authored.code);
  return authored.exact === undefined ? { code: authored.code, name } : { code: authored.code, name, exact: authored.exact };
}

/** Returns the exact colour of an export colour that has an exact text, else null. */
export function exactOf(color: ExportColor): ExactColor | null {
  return color.exact === undefined ? null : readExact(color.exact);
}

/** Returns a colour's alpha (1 for a code). */
export function alphaOf(color: ExportColor): number {
  return exactOf(color)?.alpha ?? 1;
}

/** Returns alpha as a byte 0–255 (rounded). */
export function alphaToByte(alpha: number): number {
  return Math.round(Math.min(1, Math.max(0, alpha)) * 255);
}

/** Returns a colour's sRGB code with its alpha: '#rrggbb' when it is opaque, '#rrggbbaa' when it is translucent. */
export function codeWithAlpha(color: ExportColor): string {
  const alpha = alphaOf(color);
  return alpha < 1 ? `${color.code}${alphaToByte(alpha).toString(16).padStart(2, '0')}` : color.code;
}

/** Returns whether a colour lies outside sRGB (P3, Rec. 2020 or wider). */
export function isWide(color: ExportColor): boolean {
  const exact = exactOf(color);
  return exact !== null && exactGamut(exact) !== 'srgb';
}

/** Returns CIELAB (D50: L 0–100, a, b) of an exact colour, as swatch files that hold any colour (.ase, .aco) write it. */
export function exactToLab(color: ExactColor): Vec3 {
  if (color.space === 'lab') return color.coords;
  if (color.space === 'lch') return lchToLab(color.coords);
  return xyz50ToLab(xyz65ToXyz50(exactToXyz65(color)));
}
