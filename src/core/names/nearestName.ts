/**
 * Nearest colour name by Euclidean distance in OKLab (brute force; the wasm engine accelerates it).
 * Both the query and each entry go through the same `srgbToOklab(hexToSrgb(code))` (no grey snapping).
 * The comparison uses the SQUARED distance dL² + da² + db² (no sqrt), evaluated in that order;
 * a strictly smaller value replaces the best, so an exact tie keeps the earlier entry.
 */
import type { Vec3 } from '../convert/types.ts';
import { hexToSrgb } from '../convert/hexToSrgb.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { normalizeColorCode } from '../code/colorCode.ts';
import type { ColorNameTable } from './colorNames.ts';

/** The nearest entry's index into the table and its name. */
export type NearestName = { index: number; name: string };

/**
 * Returns the index of the entry of `oklab` nearest to a code (any accepted format; throws on invalid)
 * and its squared distance: the search described above, shared by every named-colour list.
 */
export function nearestOklabEntry(code: string, oklab: readonly Vec3[]): { index: number; squaredDistance: number } {
  const [l, a, b] = srgbToOklab(hexToSrgb(normalizeColorCode(code)));
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < oklab.length; i++) {
    const dl = l - oklab[i][0];
    const da = a - oklab[i][1];
    const db = b - oklab[i][2];
    const d = dl * dl + da * da + db * db;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return { index: best, squaredDistance: bestDistance };
}

/** Returns the nearest named colour of a code (any accepted format; throws on invalid) in `table`. */
export function nearestName(code: string, table: ColorNameTable): NearestName {
  const { index } = nearestOklabEntry(code, table.oklab);
  return { index, name: table.entries[index].name };
}
