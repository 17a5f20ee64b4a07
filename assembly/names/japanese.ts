/**
 * Nearest Japanese traditional colour, by brute force over the entries of JP_RGB (the list of
 * src/engine/generated/japanese-colors.json, compiled in). The core's rule (src/core/names/japaneseColors.ts):
 * squared OKLab distance dL² + da² + db² in that order, strict `<` so an exact tie keeps the earlier entry,
 * and ΔE = 100 × its square root (IEEE sqrt, the same as the host's).
 *
 * Two colours are matched at once, one per SIMD lane: each lane runs the scalar search's exact sequence
 * of IEEE operations and comparisons over the entries in order, so each answer is the core's to the bit.
 */
import { JP_COUNT, JP_RGB } from "../generated/tables";
import { Vec3 } from "../vec3";
import { packedToOklab } from "./oklab";
import { packedPairToOklab } from "../simd/oklab2";

/** OKLab of every traditional colour in list order: L, a, b as f64 (24 bytes each), computed at start-up. */
const japaneseLab: usize = heap.alloc(<usize>JP_COUNT * 24);

const QUERY = changetype<Vec3>(memory.data(24, 8));
/** OKLab of the two colours of a step (L, a, b each), as `packedPairToOklab` writes them. */
const PAIR_LAB: usize = memory.data(48, 16);

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

/** Writes OKLab of `rgb` at `at` (24 bytes) through the scalar path. */
function oklabAt(rgb: u32, at: usize): void {
  packedToOklab(rgb, QUERY);
  store<f64>(at, QUERY.x, 0);
  store<f64>(at, QUERY.y, 8);
  store<f64>(at, QUERY.z, 16);
}

/**
 * Writes, for each of `count` packed colours at `input`, the index of the nearest traditional colour
 * (i32, at `indices`) and its ΔE_OK ×100 (f64, at `deltaEs`).
 */
export function nearestJapaneseBatch(input: usize, count: i32, indices: usize, deltaEs: usize): void {
  for (let k = 0; k < count; k += 2) {
    // A lone last colour fills both lanes; only its first is written.
    const rgb0 = load<u32>(input + (<usize>k << 2));
    const rgb1 = k + 1 < count ? load<u32>(input + (<usize>(k + 1) << 2)) : rgb0;
    if (!packedPairToOklab(rgb0, rgb1, PAIR_LAB, PAIR_LAB + 24)) {
      oklabAt(rgb0, PAIR_LAB);
      oklabAt(rgb1, PAIR_LAB + 24);
    }
    const l = f64x2(load<f64>(PAIR_LAB, 0), load<f64>(PAIR_LAB, 24));
    const a = f64x2(load<f64>(PAIR_LAB, 8), load<f64>(PAIR_LAB, 32));
    const b = f64x2(load<f64>(PAIR_LAB, 16), load<f64>(PAIR_LAB, 40));
    let bestDistance = f64x2.splat(Infinity);
    let best = i64x2.splat(0);
    for (let i = 0; i < JP_COUNT; i++) {
      const p = japaneseLab + <usize>i * 24;
      const dl = f64x2.sub(l, v128.load64_splat(p, 0));
      const da = f64x2.sub(a, v128.load64_splat(p, 8));
      const db = f64x2.sub(b, v128.load64_splat(p, 16));
      const d = f64x2.add(f64x2.add(f64x2.mul(dl, dl), f64x2.mul(da, da)), f64x2.mul(db, db));
      const nearer = f64x2.lt(d, bestDistance);
      bestDistance = v128.bitselect(d, bestDistance, nearer);
      best = v128.bitselect(i64x2.splat(i), best, nearer);
    }
    const root = f64x2.mul(f64x2.splat(100), f64x2.sqrt(bestDistance));
    store<i32>(indices + (<usize>k << 2), <i32>i64x2.extract_lane(best, 0));
    store<f64>(deltaEs + (<usize>k << 3), f64x2.extract_lane(root, 0));
    if (k + 1 < count) {
      store<i32>(indices + (<usize>(k + 1) << 2), <i32>i64x2.extract_lane(best, 1));
      store<f64>(deltaEs + (<usize>(k + 1) << 3), f64x2.extract_lane(root, 1));
    }
  }
}
