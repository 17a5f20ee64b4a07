/**
 * Nearest colour name by Euclidean distance in OKLab (brute force; the wasm engine accelerates it).
 * Both the query and each entry go through the same `srgbToOklab(hexToSrgb(code))` (no grey snapping).
 * The comparison uses the SQUARED distance dL² + da² + db² (no sqrt), evaluated in that order;
 * a strictly smaller value replaces the best, so an exact tie keeps the earlier entry.
 */
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import { COLOR_NAMES, colorNameOklabTable } from './colorNames.ts';

/** The nearest entry's index into `COLOR_NAMES` and its name. */
export type NearestName = { index: number; name: string };

/** Returns the nearest named colour of a code (any accepted format; throws on invalid). */
export function nearestName(code: string): NearestName {
  const [l, a, b] = srgbToOklab(hexToSrgb(normalizeColorCode(code)));
  const table = colorNameOklabTable();
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < table.length; i++) {
    const dl = l - table[i][0];
    const da = a - table[i][1];
    const db = b - table[i][2];
    const d = dl * dl + da * da + db * db;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return { index: best, name: COLOR_NAMES[best].name };
}
