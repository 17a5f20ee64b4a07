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

/**
 * Returns a copy of the image at most `maxPixels` in area, shrunk by a whole factor (the smallest that fits), each pixel
 * the mean of its factor × factor block (the blocks of the last row and column cut at the image's edge) (a box filter: every source pixel counts once, so fine detail averages rather
 * than aliases). The colours are averaged weighted by their opacity, as a browser composites them; an image that
 * already fits is returned as it is.
 */
export function shrinkPixels(rgba: RgbaPixels, width: number, height: number, maxPixels: number): { rgba: Uint8ClampedArray; width: number; height: number } {
  const factor = Math.ceil(Math.sqrt((width * height) / maxPixels));
  if (factor <= 1) return { rgba: rgba as Uint8ClampedArray, width, height };
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const out = new Uint8ClampedArray(w * h * 4);
  const sums = new Float64Array(w * 4);
  for (let y = 0; y < h; y++) {
    sums.fill(0);
    const rows = Math.min(height, (y + 1) * factor) - y * factor;
    for (let sy = y * factor; sy < y * factor + rows; sy++) {
      for (let x = 0; x < w; x++) {
        const end = Math.min(width, (x + 1) * factor);
        for (let sx = x * factor, at = 4 * (sy * width + sx); sx < end; sx++, at += 4) {
          const a = rgba[at + 3];
          sums[4 * x] += rgba[at] * a;
          sums[4 * x + 1] += rgba[at + 1] * a;
          sums[4 * x + 2] += rgba[at + 2] * a;
          sums[4 * x + 3] += a;
        }
      }
    }
    for (let x = 0; x < w; x++) {
      const alpha = sums[4 * x + 3];
      const at = 4 * (y * w + x);
      if (alpha > 0) for (let c = 0; c < 3; c++) out[at + c] = sums[4 * x + c] / alpha;
      out[at + 3] = alpha / (rows * (Math.min(width, (x + 1) * factor) - x * factor));
    }
  }
  return { rgba: out, width: w, height: h };
}
