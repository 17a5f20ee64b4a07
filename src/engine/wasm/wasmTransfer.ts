/**
 * The palette transfer over the wasm module (assembly/recolor/transferLut.ts): the groups' moves and the lookup table
 * at the start of the scratch block, then the image copied in bands of pixels after them, recoloured in place and
 * copied out, one module call a band, so a 12-megapixel image needs a few megabytes of module memory.
 */
import { RECOLOR_LUT_SIZE, validateShifts, type ColorShift } from '../../core/recolor/transferLut.ts';
import type { IrodoriExports } from './exports.ts';

/** Pixel bytes copied into the module per call. */
export const TRANSFER_BAND_BYTES = 4 << 20;

/** f64 per group handed to the module: source OKLab, then target OKLab. */
const SHIFT_STRIDE = 6;

/** Returns RGBA pixels recoloured by the groups' moves in the module (bit-identical to the core's `transferPalette`). */
export function wasmTransferPalette(wasm: IrodoriExports, rgba: Uint8ClampedArray, shifts: readonly ColorShift[]): Uint8ClampedArray {
  validateShifts(shifts);
  const shiftBytes = shifts.length * SHIFT_STRIDE * 8;
  const lutBytes = (RECOLOR_LUT_SIZE ** 3 * 3 + 7) & ~7;
  const bandBytes = Math.min(TRANSFER_BAND_BYTES, rgba.length & ~3);
  // One reservation for the whole call: a later, larger one could move the block and the table with it.
  const base = wasm.reserve(shiftBytes + lutBytes + bandBytes);
  const lut = base + shiftBytes;
  const pixels = lut + lutBytes;
  new Float64Array(wasm.memory.buffer, base, shifts.length * SHIFT_STRIDE).set(shifts.flatMap(({ source, target }) => [...source, ...target]));
  wasm.transferLut(base, shifts.length, lut);
  const out = new Uint8ClampedArray(rgba.length);
  // Plain byte views on both sides: a copy between Uint8ClampedArray and Uint8Array goes element by element, ten times slower.
  const input = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.length);
  const output = new Uint8Array(out.buffer);
  const whole = rgba.length & ~3;
  for (let start = 0; start < whole; start += bandBytes) {
    const end = Math.min(whole, start + bandBytes);
    const band = new Uint8Array(wasm.memory.buffer, pixels, end - start);
    band.set(input.subarray(start, end));
    wasm.applyLutPixels(pixels, (end - start) >> 2, lut);
    output.set(band, start);
  }
  return out;
}
