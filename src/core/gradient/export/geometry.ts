/**
 * Where a CSS gradient lies in a box of W × H px, as CSS Images 3 computes it (https://www.w3.org/TR/css-images-3/):
 * the gradient line of a linear gradient (§3.1.1), the ending shape of a radial one (§3.2.2, §3.2.3 for a shape of
 * zero width or height), the centre and start angle of a conic one (§3.3 CSS Images 4).
 */
import { explicitRadii, type GradientLayer } from '../gradient.ts';

/** A linear gradient's line: its start (0 %), its unit direction and its length in px. */
export type GradientLine = { readonly x: number; readonly y: number; readonly dx: number; readonly dy: number; readonly length: number };

/**
 * Returns the gradient line of a linear gradient at `angle` degrees (0deg points up, clockwise): through the centre
 * of the box, long enough that the corners the angle points from and to lie on its 0 % and 100 % perpendiculars,
 * |W sin a| + |H cos a|.
 */
export function gradientLine(angle: number, width: number, height: number): GradientLine {
  const radians = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(radians), -Math.cos(radians)];
  const length = Math.abs(width * dx) + Math.abs(height * dy);
  return { x: width / 2 - (dx * length) / 2, y: height / 2 - (dy * length) / 2, dx, dy, length };
}

/** A radial gradient's ending shape: its centre and its two radii in px (equal for a circle). */
export type EndingShape = { readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number };

/** How CSS Images 3 §3.2.3 sizes an ending shape of zero width or height: "an arbitrary very small number" and "very large number". */
const TINY = 1e-3;
const HUGE = 1e6;

/**
 * Returns the ending shape of a radial layer in a W × H box. A circle's radius reaches the closest or farthest side,
 * or corner; an ellipse's radii reach the closest or farthest sides each way, and for a corner keyword the ellipse
 * that passes through that corner with the aspect ratio the same side keyword gives (closest-corner: closest-side's,
 * farthest-corner: farthest-side's; as CSS Images 3 says and Chromium paints, tests/e2e/gradientSvg.spec.ts). A shape
 * of zero width or height is made a very thin, very long one, as §3.2.3 says.
 */
export function endingShape(layer: Pick<GradientLayer, 'center' | 'shape' | 'size' | 'radii'>, width: number, height: number): EndingShape {
  const cx = (width * layer.center[0]) / 100;
  const cy = (height * layer.center[1]) / 100;
  const [left, right, top, bottom] = [Math.abs(cx), Math.abs(width - cx), Math.abs(cy), Math.abs(height - cy)];
  const closest = [Math.min(left, right), Math.min(top, bottom)] as const;
  const farthest = [Math.max(left, right), Math.max(top, bottom)] as const;
  const radii = (): readonly [number, number] => {
    const explicit = explicitRadii(layer);
    if (explicit) return [(width * explicit[0]) / 100, (height * explicit[1]) / 100];
    if (layer.shape === 'circle') {
      const r = {
        'closest-side': Math.min(...closest),
        'farthest-side': Math.max(...farthest),
        'closest-corner': Math.hypot(...closest),
        'farthest-corner': Math.hypot(...farthest),
      }[layer.size];
      return [r, r];
    }
    if (layer.size === 'closest-side') return closest;
    if (layer.size === 'farthest-side') return farthest;
    // Through the corner (x, y) with the side keyword's ratio x / y: (x / rx)² + (y / ry)² = 1, so both radii are √2 times the sides.
    const [x, y] = layer.size === 'closest-corner' ? closest : farthest;
    return [x * Math.SQRT2, y * Math.SQRT2];
  };
  const [rx, ry] = radii();
  if (rx === 0 && ry === 0) return { cx, cy, rx: TINY, ry: TINY };
  if (rx === 0) return { cx, cy, rx: TINY, ry: HUGE };
  if (ry === 0) return { cx, cy, rx: HUGE, ry: TINY };
  return { cx, cy, rx, ry };
}

/** Returns the distance from a point to the farthest corner of the box: what a shape about the point must reach to cover it. */
export function reachFrom(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}
