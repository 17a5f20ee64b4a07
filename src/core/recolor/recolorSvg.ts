/**
 * An SVG written back with new colors: every paint of a group given a target takes the target moved by the
 * paint's own offset from its group's centroid in OKLab, so the shading inside a group survives (a highlight
 * lighter than its base stays lighter than the new base, a shadow darker), then CSS Color 4 gamut mapping brings
 * it into sRGB (../convert/gamutMap.ts: lightness and hue kept, chroma reduced). A paint is written as '#rrggbb',
 * or '#rrggbbaa' with its own alpha when it had less than 1. A group without a target keeps its paints as written.
 *
 * The text is cut at the paints' offsets and put together again in one pass: every character that is not a
 * rewritten color value comes out as it went in.
 */
import { normalizeColorCode } from '../code/colorCode.ts';
import { oklchToHexInGamut } from '../convert/gamutMap.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklabOfCode } from '../convert/srgbToOklab.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import type { Vec3 } from '../convert/types.ts';
import { packedToOklab } from '../generate/paletteWork.ts';
import type { PaintCluster } from './clusterPaints.ts';
import { svgPaintColors, type SvgPaint } from './svgPaints.ts';

/** Returns '#rrggbb' of the color at `rgb` moved with its group from the centroid onto the target (see the file comment). */
export function shiftedColor(rgb: number, centroid: Vec3, target: Vec3): string {
  const lab = packedToOklab(rgb);
  const [l, c, h] = labToLch([target[0] + lab[0] - centroid[0], target[1] + lab[1] - centroid[1], target[2] + lab[2] - centroid[2]]);
  return oklchToHexInGamut(l, c, h);
}

/** Returns the two hex digits of an alpha 0–1, as the core rounds a channel to a byte. */
function alphaDigits(alpha: number): string {
  return channelToByte(alpha).toString(16).padStart(2, '0');
}

/**
 * Returns `text` with each paint of group k recolored towards targets[k] ('#rrggbb'; null or missing: the group
 * keeps its colors byte for byte). `paints` are the scan of `text` (scanSvgPaints) and `clusters` were made from
 * svgPaintColors of those paints. Throws a RangeError for a target that is not a color code.
 */
export function recolorSvg(text: string, paints: readonly SvgPaint[], clusters: readonly PaintCluster[], targets: readonly (string | null)[]): string {
  const colors = svgPaintColors(paints);
  const targetLab: (Vec3 | null)[] = clusters.map((_, k) => {
    const target = targets[k];
    if (target === null || target === undefined) return null;
    try {
      return oklabOfCode(normalizeColorCode(target));
    } catch {
      throw new RangeError(`recolor target ${k} is not a color code: ${target}`);
    }
  });
  const groupOf = new Map<number, number>();
  clusters.forEach((cluster, k) => {
    if (targetLab[k] !== null) for (const member of cluster.members) groupOf.set(colors[member].rgb, k);
  });
  if (groupOf.size === 0) return text;
  // Each distinct color and alpha is shifted and mapped once: key = rgb · 257 + (alpha byte, or 256 when opaque).
  const written = new Map<number, string>();
  const parts: string[] = [];
  let at = 0;
  for (const paint of paints) {
    const k = groupOf.get(paint.rgb);
    if (k === undefined) continue;
    const translucent = paint.alpha < 1;
    const key = paint.rgb * 257 + (translucent ? channelToByte(paint.alpha) : 256);
    let code = written.get(key);
    if (code === undefined) {
      code = shiftedColor(paint.rgb, clusters[k].oklab, targetLab[k] as Vec3);
      if (translucent) code += alphaDigits(paint.alpha);
      written.set(key, code);
    }
    parts.push(text.slice(at, paint.start), code);
    at = paint.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
