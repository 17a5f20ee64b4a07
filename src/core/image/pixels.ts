/**
 * Reading single pixels of a full-resolution image: the eyedropper's colour and the loupe's neighbourhood.
 */
import { bytesToHex } from '../convert/srgbToHex.ts';
import type { RgbaPixels } from './imageRules.ts';

/** Returns '#rrggbb' of pixel (x, y) (coordinates floored), or null outside the image or where it is fully transparent. */
export function pixelCode(rgba: RgbaPixels, width: number, height: number, x: number, y: number): string | null {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (!(px >= 0 && py >= 0 && px < width && py < height)) return null;
  const at = 4 * (py * width + px);
  if (rgba[at + 3] === 0) return null;
  return bytesToHex(rgba[at], rgba[at + 1], rgba[at + 2]);
}

/**
 * Returns the (2·radius + 1)² RGBA pixels centred on (x, y), row by row, for a magnifier; pixels outside the image
 * are transparent black. `radius` is floored and clamped to 0–64.
 */
export function pixelsAround(rgba: RgbaPixels, width: number, height: number, x: number, y: number, radius: number): Uint8ClampedArray {
  const r = Math.min(64, Math.max(0, Math.floor(radius) || 0));
  const side = 2 * r + 1;
  const out = new Uint8ClampedArray(side * side * 4);
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  for (let dy = 0; dy < side; dy++) {
    const py = cy - r + dy;
    if (!(py >= 0 && py < height)) continue;
    const x0 = Math.max(0, cx - r);
    const x1 = Math.min(width, cx + r + 1);
    if (x1 <= x0) continue;
    out.set(rgba.subarray(4 * (py * width + x0), 4 * (py * width + x1)), 4 * (dy * side + (x0 - (cx - r))));
  }
  return out;
}
