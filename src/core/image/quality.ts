/**
 * How well a palette represents an image: the mean OKLab ΔE (×100, the unit of the rest of the core) from each
 * pixel to its nearest palette colour, each pixel weighted by its opacity (transparent ones ignored), the same
 * weighting the quantiser uses. Lower is better. Used by the tests and by the bench to compare extractors.
 */
import { byteToLinearTable, linearToOklabInto } from './histogram.ts';
import { hexToBytes } from '../convert/hexToSrgb.ts';
import { validateImagePixels, type RgbaPixels } from './imageRules.ts';
import { packedPixels } from './sampling.ts';

/** Returns OKLab (3 f64 each) of '#rrggbb' codes. */
function oklabOfCodes(codes: readonly string[]): Float64Array {
  const linear = byteToLinearTable();
  const out = new Float64Array(3 * codes.length);
  codes.forEach((code, i) => {
    const [r, g, b] = hexToBytes(code);
    linearToOklabInto(linear[r], linear[g], linear[b], out, 3 * i);
  });
  return out;
}

/**
 * Returns the mean ΔE_OK ×100 from the pixels to their nearest palette colour (see the file comment); every
 * `stride`-th pixel when given (1: all of them). NaN for an empty palette or an image with no opaque pixel.
 */
export function paletteError(rgba: RgbaPixels, width: number, height: number, codes: readonly string[], stride = 1): number {
  validateImagePixels(rgba, width, height);
  const palette = oklabOfCodes(codes);
  const n = codes.length;
  if (n === 0) return NaN;
  const pixels = packedPixels(rgba);
  const linear = byteToLinearTable();
  const lab = new Float64Array(3);
  let sum = 0;
  let weight = 0;
  let lastRgb = -1;
  let lastError = 0;
  for (let p = 0; p < pixels.length; p += stride) {
    const pixel = pixels[p];
    const alpha = pixel >>> 24;
    if (alpha === 0) continue;
    const rgb = pixel & 0xffffff;
    if (rgb !== lastRgb) {
      // Runs of one colour are common (flat regions): remember the last answer.
      linearToOklabInto(linear[rgb & 0xff], linear[(rgb >>> 8) & 0xff], linear[rgb >>> 16], lab, 0);
      let best = Infinity;
      for (let j = 0; j < n; j++) {
        const dl = lab[0] - palette[3 * j];
        const da = lab[1] - palette[3 * j + 1];
        const db = lab[2] - palette[3 * j + 2];
        const d = dl * dl + da * da + db * db;
        if (d < best) best = d;
      }
      lastRgb = rgb;
      lastError = 100 * Math.sqrt(best);
    }
    sum += lastError * alpha;
    weight += alpha;
  }
  return weight > 0 ? sum / weight : NaN;
}
