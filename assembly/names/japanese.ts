/**
 * Nearest Japanese traditional colour, by brute force over the 228 entries of JP_RGB (the list of
 * src/engine/generated/japanese-colors.json, compiled in). The core's rule (src/core/names/japaneseColors.ts):
 * squared OKLab distance dL² + da² + db² in that order, strict `<` so an exact tie keeps the earlier entry,
 * and ΔE = 100 × its square root (IEEE sqrt, the same as the host's).
 */
import { JP_COUNT, JP_RGB } from "../generated/tables";
import { Vec3 } from "../vec3";
import { packedToOklab } from "./oklab";

/** OKLab of every traditional colour in list order: L, a, b as f64 (24 bytes each), computed at start-up. */
const japaneseLab: usize = heap.alloc(<usize>JP_COUNT * 24);

const QUERY = changetype<Vec3>(memory.data(24, 8));

function buildJapaneseTable(): void {
  for (let i = 0; i < JP_COUNT; i++) {
    packedToOklab(load<u32>(JP_RGB + (<usize>i << 2)), QUERY);
    const p = japaneseLab + <usize>i * 24;
    store<f64>(p, QUERY.x, 0);
    store<f64>(p, QUERY.y, 8);
    store<f64>(p, QUERY.z, 16);
  }
}

buildJapaneseTable();

/**
 * Writes, for each of `count` packed colours at `input`, the index of the nearest traditional colour
 * (i32, at `indices`) and its ΔE_OK ×100 (f64, at `deltaEs`).
 */
export function nearestJapaneseBatch(input: usize, count: i32, indices: usize, deltaEs: usize): void {
  for (let k = 0; k < count; k++) {
    packedToOklab(load<u32>(input + (<usize>k << 2)), QUERY);
    const l = QUERY.x;
    const a = QUERY.y;
    const b = QUERY.z;
    let best: i32 = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < JP_COUNT; i++) {
      const p = japaneseLab + <usize>i * 24;
      const dl = l - load<f64>(p, 0);
      const da = a - load<f64>(p, 8);
      const db = b - load<f64>(p, 16);
      const d = dl * dl + da * da + db * db;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    store<i32>(indices + (<usize>k << 2), best);
    store<f64>(deltaEs + (<usize>k << 3), 100 * Math.sqrt(bestDistance));
  }
}
