import { describe, expect, it } from 'vitest';
import { deltaEOK } from '../../../src/core/convert/gamutMap.ts';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab.ts';
import { packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { mulberry32 } from '../../../src/core/random/mulberry32.ts';
import { RECOLOR_LUT_SIZE, applyLut, buildTransferLut } from '../../../src/core/recolor/index.ts';

/** Returns `count` seeded RGBA pixels with every alpha. */
function pixels(count: number): Uint8ClampedArray {
  const random = mulberry32(7);
  return Uint8ClampedArray.from({ length: count * 4 }, () => Math.floor(random() * 256));
}

/** Returns OKLab of pixel p of RGBA bytes. */
const labAt = (rgba: Uint8ClampedArray, p: number) => packedToOklab((rgba[4 * p] << 16) | (rgba[4 * p + 1] << 8) | rgba[4 * p + 2]);

describe('the palette transfer of a photo', () => {
  const identity = buildTransferLut([]);

  it('is a 33³ table of bytes', () => {
    expect(identity.size).toBe(RECOLOR_LUT_SIZE);
    expect(identity.bytes).toHaveLength(33 ** 3 * 3);
    // Grid point (32, 16, 0) is the color 255, 127.5, 0.
    const at = ((32 * 33 + 16) * 33 + 0) * 3;
    expect([...identity.bytes.slice(at, at + 3)]).toEqual([255, 128, 0]);
  });

  it('leaves every color within a byte when no group moves, and alpha as it was', () => {
    const input = pixels(5000);
    const output = applyLut(input, identity);
    for (let i = 0; i < input.length; i++) {
      if (i % 4 === 3) expect(output[i]).toBe(input[i]);
      else expect(Math.abs(output[i] - input[i])).toBeLessThanOrEqual(1);
    }
    expect(applyLut(input, buildTransferLut([{ source: [0.5, 0.1, 0], target: [0.5, 0.1, 0] }]))).toEqual(output);
  });

  it('moves a color at a group’s centroid onto its target, and one far from every group with the nearest', () => {
    const red = oklabOfCode('#d62828');
    const blue = oklabOfCode('#1d4ed8');
    const teal = oklabOfCode('#2a9d8f');
    const lut = buildTransferLut([
      { source: red, target: teal },
      { source: blue, target: blue },
    ]);
    const input = new Uint8ClampedArray([0xd6, 0x28, 0x28, 200, 0x1d, 0x4e, 0xd8, 255, 0xff, 0x20, 0x10, 9]);
    const output = applyLut(input, lut);
    expect(deltaEOK(labAt(output, 0), teal)).toBeLessThan(0.02);
    expect(deltaEOK(labAt(output, 1), blue)).toBeLessThan(0.02);
    // A vivid red-orange, far nearer red than blue, moves most of red's way.
    const moved = labAt(output, 2);
    const before = labAt(input, 2);
    expect(deltaEOK(moved, teal)).toBeLessThan(deltaEOK(before, teal));
    expect([output[3], output[7], output[11]]).toEqual([200, 255, 9]);
  });

  it('lands a centroid on its own target even beside another group', () => {
    // Yellow and orange lie about 0.13 apart: each still lands on the colour chosen for it.
    const yellow = oklabOfCode('#f4d35e');
    const orange = oklabOfCode('#ee964b');
    const lut = buildTransferLut([
      { source: yellow, target: oklabOfCode('#5bc0be') },
      { source: orange, target: oklabOfCode('#3a506b') },
    ]);
    const output = applyLut(new Uint8ClampedArray([0xf4, 0xd3, 0x5e, 255, 0xee, 0x96, 0x4b, 255]), lut);
    expect(deltaEOK(labAt(output, 0), oklabOfCode('#5bc0be'))).toBeLessThan(0.02);
    expect(deltaEOK(labAt(output, 1), oklabOfCode('#3a506b'))).toBeLessThan(0.02);
  });

  it('moves colors smoothly: neighbors in the input stay neighbors', () => {
    const lut = buildTransferLut([
      { source: oklabOfCode('#f4a261'), target: oklabOfCode('#264653') },
      { source: oklabOfCode('#2a9d8f'), target: oklabOfCode('#e9c46a') },
    ]);
    const ramp = new Uint8ClampedArray(256 * 4);
    for (let v = 0; v < 256; v++) ramp.set([v, 160, 255 - v, 255], 4 * v);
    const output = applyLut(ramp, lut);
    for (let v = 1; v < 256; v++) expect(deltaEOK(labAt(output, v), labAt(output, v - 1))).toBeLessThan(0.03);
  });
});
