/**
 * Parity of the palette transfer: the wasm table and pixel pass (assembly/recolor/transferLut.ts, fed in bands) give
 * the same bytes as the TypeScript reference (src/core/recolor/transferLut.ts), for every byte value on each axis,
 * seeded random images with every alpha, one to twelve groups (a group kept: no move), the identity, and an image
 * larger than one band.
 */
import { describe, expect, it } from 'vitest';
import { oklabOfCode } from '../../src/core/convert/srgbToOklab.ts';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';
import { RECOLOR_MAX_SHIFTS, type ColorShift } from '../../src/core/recolor/transferLut.ts';
import { TRANSFER_BAND_BYTES } from '../../src/engine/wasm/wasmTransfer.ts';
import { loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Returns `count` seeded RGBA pixels, every byte random. */
function randomPixels(seed: number, count: number): Uint8ClampedArray {
  const random = mulberry32(seed);
  return Uint8ClampedArray.from({ length: count * 4 }, () => Math.floor(random() * 256));
}

/** Returns `count` seeded groups' moves between random colours, every third one kept (source = target). */
function randomShifts(seed: number, count: number): ColorShift[] {
  const random = mulberry32(seed);
  const code = () => `#${Math.floor(random() * 0x1000000).toString(16).padStart(6, '0')}`;
  return Array.from({ length: count }, (_, i) => {
    const source = oklabOfCode(code());
    return { source, target: i % 3 === 2 ? source : oklabOfCode(code()) };
  });
}

/** Returns the index of the first byte where two arrays differ, or -1. */
function firstDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

describe('palette transfer parity', () => {
  // Every byte value on each axis, so every cell and fraction of the table is read.
  const axes = new Uint8ClampedArray(256 * 3 * 4);
  for (let v = 0; v < 256; v++) {
    axes.set([v, 0, 0, 255], v * 4);
    axes.set([0, v, 255 - v, v], (256 + v) * 4);
    axes.set([v, v, v, 128], (512 + v) * 4);
  }

  for (const count of [0, 1, 2, 3, 5, 8, RECOLOR_MAX_SHIFTS]) {
    it(`${count} groups`, () => {
      const shifts = randomShifts(count * 31 + 7, count);
      for (const rgba of [axes, randomPixels(count + 1, 20_000)]) {
        const a = wasm.transferPalette(rgba, shifts);
        const b = ts.transferPalette(rgba, shifts);
        const at = firstDifference(a, b);
        expect(at, at < 0 ? '' : `byte ${at}: wasm ${a[at]}, ts ${b[at]} (pixel ${Array.from(rgba.subarray(at & ~3, (at & ~3) + 4))})`).toBe(-1);
      }
    });
  }

  it('an image larger than one band, and a length that is not whole pixels', () => {
    const shifts = randomShifts(5, 4);
    const rgba = randomPixels(9, TRANSFER_BAND_BYTES / 4 + 1001);
    expect(firstDifference(wasm.transferPalette(rgba, shifts), ts.transferPalette(rgba, shifts))).toBe(-1);
    const ragged = randomPixels(10, 3).subarray(0, 10);
    expect(Array.from(wasm.transferPalette(ragged, shifts))).toEqual(Array.from(ts.transferPalette(ragged, shifts)));
  });

  it('refuses more groups than a transfer takes, in both engines', () => {
    const shifts = randomShifts(3, RECOLOR_MAX_SHIFTS + 1);
    expect(() => wasm.transferPalette(new Uint8ClampedArray(4), shifts)).toThrow(RangeError);
    expect(() => ts.transferPalette(new Uint8ClampedArray(4), shifts)).toThrow(RangeError);
  });
});
