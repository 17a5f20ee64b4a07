/**
 * The gradient raster's pixel loop (mirror of `rasterPixels` in src/core/gradient/raster.ts; the geometry, the table
 * lookup, the compositing and the R2 dither are documented there): the JavaScript side writes the layers' records, the
 * pieces and the premultiplied tables (src/core/gradient/rasterTable.ts), this writes RGBA bytes. Bit-identical to the
 * core (tests/parity/gradientRaster.test.ts): the same operations in the same order, with floor, sqrt, the f64
 * remainder (exact IEEE operations) and AssemblyScript's atan2 (the same as V8's, host.ts).
 *
 * Memory, all in the caller's scratch block: `layers` RASTER_LAYER_STRIDE f64 a layer (the top one first), `pieces`
 * RASTER_PIECE_STRIDE f64 a piece, `table` RASTER_ENTRY_STRIDE f64 an entry, `out` 4 bytes a pixel.
 */
import {
  R2_ALPHA_OFFSET, R2_X, R2_Y, RASTER_ENTRY_STRIDE, RASTER_KIND_CONIC, RASTER_KIND_LINEAR, RASTER_LAYER_STRIDE, RASTER_PIECE_STRIDE,
  RASTER_FIELD_KIND, RASTER_FIELD_REPEATING, RASTER_FIELD_FIRST, RASTER_FIELD_LAST, RASTER_FIELD_PIECE_START, RASTER_FIELD_PIECE_COUNT,
  RASTER_FIELD_G0, RASTER_FIELD_G1, RASTER_FIELD_G2, RASTER_FIELD_G3, RASTER_FIELD_G4,
  RASTER_PIECE_START, RASTER_PIECE_END, RASTER_PIECE_OFFSET, RASTER_PIECE_COUNT,
} from "../generated/constants";

// The call's inputs.
let layers: usize = 0;
let pieces: usize = 0;
let table: usize = 0;

// @ts-ignore: decorator
@inline
function layerAt(l: i32, field: i32): f64 {
  return load<f64>(layers + (<usize>(l * RASTER_LAYER_STRIDE + field) << 3));
}

// @ts-ignore: decorator
@inline
function pieceAt(p: i32, field: i32): f64 {
  return load<f64>(pieces + (<usize>(p * RASTER_PIECE_STRIDE + field) << 3));
}

// @ts-ignore: decorator
@inline
function tableAt(e: i32, channel: i32): f64 {
  return load<f64>(table + (<usize>(e * RASTER_ENTRY_STRIDE + channel) << 3));
}

/** Returns the position (%) of a pixel centre on layer `l` (the core's `positionAt`). */
function positionAt(l: i32, px: f64, py: f64): f64 {
  const kind = <i32>layerAt(l, RASTER_FIELD_KIND);
  let t: f64;
  if (kind == RASTER_KIND_LINEAR) {
    t = ((px - layerAt(l, RASTER_FIELD_G0)) * layerAt(l, RASTER_FIELD_G2) + (py - layerAt(l, RASTER_FIELD_G1)) * layerAt(l, RASTER_FIELD_G3)) * layerAt(l, RASTER_FIELD_G4);
  } else if (kind == RASTER_KIND_CONIC) {
    const degrees = (Math.atan2(px - layerAt(l, RASTER_FIELD_G0), layerAt(l, RASTER_FIELD_G1) - py) * 180) / Math.PI - layerAt(l, RASTER_FIELD_G2);
    t = (degrees / 360) * 100;
    t -= Math.floor(t / 100) * 100;
  } else {
    const u = (px - layerAt(l, RASTER_FIELD_G0)) / layerAt(l, RASTER_FIELD_G2);
    const v = (py - layerAt(l, RASTER_FIELD_G1)) / layerAt(l, RASTER_FIELD_G3);
    t = Math.sqrt(u * u + v * v) * 100;
  }
  const first = layerAt(l, RASTER_FIELD_FIRST);
  const period = layerAt(l, RASTER_FIELD_LAST) - first;
  if (layerAt(l, RASTER_FIELD_REPEATING) != 0 && period > 0) {
    t = first + ((((t - first) % period) + period) % period);
  }
  return t;
}

/** Returns the fractional table entry for position t on layer `l` (the core's `entryAt`). */
function entryAt(l: i32, t: f64): f64 {
  const pieceStart = <i32>layerAt(l, RASTER_FIELD_PIECE_START);
  const pieceCount = <i32>layerAt(l, RASTER_FIELD_PIECE_COUNT);
  let p = 0;
  while (p + 1 < pieceCount && pieceAt(pieceStart + p + 1, RASTER_PIECE_START) <= t) p++;
  const k = pieceStart + p;
  const start = pieceAt(k, RASTER_PIECE_START);
  const end = pieceAt(k, RASTER_PIECE_END);
  const offset = pieceAt(k, RASTER_PIECE_OFFSET);
  const count = pieceAt(k, RASTER_PIECE_COUNT);
  if (t <= start) return offset;
  if (t >= end || count == 1) return offset + count - 1;
  return offset + ((t - start) / (end - start)) * (count - 1);
}

/** Returns the triangular noise of threshold u (the core's `triangularNoise`). */
// @ts-ignore: decorator
@inline
export function triangularNoise(u: f64): f64 {
  return u < 0.5 ? Math.sqrt(2 * u) - 1 : 1 - Math.sqrt(2 - 2 * u);
}

/** Returns the byte of a channel x (0–255) dithered by threshold u and its noise (the core's `ditherByte`). */
// @ts-ignore: decorator
@inline
export function ditherByte(x: f64, u: f64, noise: f64): u8 {
  if (x >= 0.5 && x <= 254.5) return <u8>(<i32>Math.floor(x + noise + 0.5));
  const q = Math.floor(x + u);
  return q < 0 ? 0 : q > 255 ? 255 : <u8>(<i32>q);
}

/** Returns the R2 threshold of pixel (x, y) shifted by `offset` (the core's `r2Threshold`). */
export function r2Threshold(x: f64, y: f64, offset: f64): f64 {
  const v = 0.5 + offset + x * R2_X + y * R2_Y;
  return v - Math.floor(v);
}

/** Returns a channel x (0–255) rounded to a byte. */
export function roundByte(x: f64): u8 {
  const q = Math.floor(x + 0.5);
  return q < 0 ? 0 : q > 255 ? 255 : <u8>(<i32>q);
}

/**
 * Writes pixel (x, y) of channels cr, cg, cb, ca (0–255, straight alpha) as RGBA bytes at `o`: dithered by its R2
 * threshold when `dither` is 1 (an opaque or clear alpha kept exact), else rounded. The gradient raster's and the mesh's.
 */
// @ts-ignore: decorator
@inline
export function writePixel(o: usize, x: i32, y: i32, cr: f64, cg: f64, cb: f64, ca: f64, dither: i32): void {
  if (dither != 0) {
    const u = r2Threshold(<f64>x, <f64>y, 0);
    const noise = triangularNoise(u);
    store<u8>(o, ditherByte(cr, u, noise));
    store<u8>(o, ditherByte(cg, u, noise), 1);
    store<u8>(o, ditherByte(cb, u, noise), 2);
    if (ca == 255 || ca == 0) store<u8>(o, <u8>(<i32>ca), 3);
    else {
      const ua = r2Threshold(<f64>x, <f64>y, R2_ALPHA_OFFSET);
      store<u8>(o, ditherByte(ca, ua, triangularNoise(ua)), 3);
    }
  } else {
    store<u8>(o, roundByte(cr));
    store<u8>(o, roundByte(cg), 1);
    store<u8>(o, roundByte(cb), 2);
    store<u8>(o, roundByte(ca), 3);
  }
}

/**
 * Writes rows [start, end) of a gradient image `width` px wide as RGBA bytes at `out` (from row `start`), dithered
 * when `dither` is 1: `layerCount` layer records at `layerPtr`, pieces at `piecePtr`, the table at `tablePtr`.
 */
export function renderGradientRows(layerPtr: usize, layerCount: i32, piecePtr: usize, tablePtr: usize, width: i32, start: i32, end: i32, dither: i32, out: usize): void {
  layers = layerPtr;
  pieces = piecePtr;
  table = tablePtr;
  let o = out;
  for (let y = start; y < end; y++) {
    const py = <f64>y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = <f64>x + 0.5;
      let r: f64 = 0;
      let g: f64 = 0;
      let b: f64 = 0;
      let a: f64 = 0;
      for (let l = layerCount - 1; l >= 0; l--) {
        const f = entryAt(l, positionAt(l, px, py));
        const i = Math.floor(f);
        const w = f - i;
        const e0 = <i32>i;
        const e1 = w > 0 ? e0 + 1 : e0;
        const sr = tableAt(e0, 0) + (tableAt(e1, 0) - tableAt(e0, 0)) * w;
        const sg = tableAt(e0, 1) + (tableAt(e1, 1) - tableAt(e0, 1)) * w;
        const sb = tableAt(e0, 2) + (tableAt(e1, 2) - tableAt(e0, 2)) * w;
        const sa = tableAt(e0, 3) + (tableAt(e1, 3) - tableAt(e0, 3)) * w;
        const keep = 1 - sa;
        r = sr + r * keep;
        g = sg + g * keep;
        b = sb + b * keep;
        a = sa + a * keep;
      }
      const scale: f64 = a > 0 ? 255 / a : 0;
      const cr = Math.min(255, r * scale);
      const cg = Math.min(255, g * scale);
      const cb = Math.min(255, b * scale);
      const ca = Math.min(255, a * 255);
      writePixel(o, x, y, cr, cg, cb, ca, dither);
      o += 4;
    }
  }
}
