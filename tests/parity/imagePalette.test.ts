/**
 * Parity of the image palette: the wasm port gives the TypeScript reference's palette (the same codes and
 * representative pixels, shares equal to the bit, which is stricter than the contract's 0.1 %) for every k on
 * generated photos, textured photos (thousands of bins, dozens of iterations) and illustrations, flat colours, transparency, images within and over the sampling budget,
 * odd sizes, and after another analysis replaced the module's histogram.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32, type ImagePalette } from '../../src/core/index.ts';
import { bandsImage, checkerboardImage, illustrationImage, photoImage, texturedImage, type TestImage } from '../support/images.ts';
import { Mismatches, loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** Returns one line per colour: code, share and pixel. */
function lines(palette: ImagePalette): string[] {
  return palette.colors.map((c) => `${c.code} ${c.share} (${c.x}, ${c.y})`);
}

/** Records any difference between the engines' palettes of `image` for every k. */
function compareAllK(mismatches: Mismatches, label: string, image: TestImage): void {
  const a = wasm.analyseImage(image.rgba, image.width, image.height);
  const b = ts.analyseImage(image.rgba, image.width, image.height);
  if (a.analysedPixels !== b.analysedPixels) mismatches.add(label, `analysed ${a.analysedPixels} ≠ ${b.analysedPixels}`);
  // The image tool's 2–12, and import's reductions up to 100 (and past it, clamped).
  for (const k of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 24, 50, 99, 100, 101]) {
    const pa = a.palette(k);
    const pb = b.palette(k);
    if (lines(pa).join() !== lines(pb).join() || JSON.stringify(pa.roles) !== JSON.stringify(pb.roles)) {
      mismatches.add(`${label} k=${k}`, [`wasm ${lines(pa).join(' | ')}`, `ts   ${lines(pb).join(' | ')}`]);
    }
  }
}

/** Returns an image of seeded random pixels with seeded alpha (0, partial or opaque). */
function noiseImage(width: number, height: number, seed: number): TestImage {
  const random = mulberry32(seed);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) {
    rgba[i] = random() * 256;
    rgba[i + 1] = random() * 256;
    rgba[i + 2] = random() * 256;
    const draw = random();
    rgba[i + 3] = draw < 0.1 ? 0 : draw < 0.3 ? random() * 256 : 255;
  }
  return { rgba, width, height };
}

describe('wasm engine parity: image palette', () => {
  it('gives identical palettes for generated photos and illustrations at every k', () => {
    const mismatches = new Mismatches();
    for (let seed = 1; seed <= 6; seed++) {
      compareAllK(mismatches, `photo ${seed}`, photoImage(160 + seed * 13, 120 + seed * 7, seed));
      compareAllK(mismatches, `illustration ${seed}`, illustrationImage(150 + seed * 11, 100 + seed * 5, seed));
      compareAllK(mismatches, `noise ${seed}`, noiseImage(97, 61, seed));
    }
    // Thousands of bins and dozens of Lloyd iterations: Hamerly's bounds skip most bins, on both sides alike.
    compareAllK(mismatches, 'textured 600 × 400', texturedImage(600, 400, 31));
    compareAllK(mismatches, 'textured 300 × 200', texturedImage(300, 200, 32));
    mismatches.assertNone('image palette, generated pictures');
  });

  it('gives identical palettes for flat colours, checkerboards, transparency and degenerate sizes', () => {
    const mismatches = new Mismatches();
    compareAllK(mismatches, 'one colour', bandsImage(20, 20, [{ code: '#3a7bd5', share: 1 }]));
    compareAllK(mismatches, 'black and white', bandsImage(20, 20, [{ code: '#000000', share: 0.25 }, { code: '#ffffff', share: 0.75 }]));
    compareAllK(mismatches, 'checkerboard', checkerboardImage(31, 17, '#e63946', '#a8dadc'));
    compareAllK(mismatches, 'transparent', bandsImage(8, 8, [{ code: '#123456', share: 1, alpha: 0 }]));
    compareAllK(mismatches, 'half transparent', bandsImage(9, 40, [{ code: '#ff0000', share: 0.5, alpha: 255 }, { code: '#00ff00', share: 0.5, alpha: 100 }]));
    compareAllK(mismatches, '1 × 1', bandsImage(1, 1, [{ code: '#abcdef', share: 1 }]));
    compareAllK(mismatches, '0 × 0', { rgba: new Uint8ClampedArray(0), width: 0, height: 0 });
    compareAllK(mismatches, '0 × 5', { rgba: new Uint8ClampedArray(0), width: 0, height: 5 });
    compareAllK(mismatches, '1 × 3000', photoImage(1, 3000, 3));
    mismatches.assertNone('image palette, edge cases');
  });

  it('gives identical palettes for images over the sampling budget (the sampled rows copied into the module)', () => {
    const mismatches = new Mismatches();
    compareAllK(mismatches, 'photo 1500 × 900', photoImage(1500, 900, 11));
    compareAllK(mismatches, 'noise 1300 × 800', noiseImage(1300, 800, 12));
    compareAllK(mismatches, 'thin 4,000,000 × 1', photoImage(4_000_000, 1, 13));
    // Flat shapes: representatives at the centres of large squares, recomputed from the sample grid in the module.
    compareAllK(mismatches, 'illustration 1400 × 1000', illustrationImage(1400, 1000, 4));
    mismatches.assertNone('image palette, sampled images');
  });

  it('answers for an earlier analysis after another one replaced the histogram, and quantizePixels agrees', () => {
    const first = photoImage(120, 90, 21);
    const second = illustrationImage(100, 80, 22);
    const a = wasm.analyseImage(first.rgba, first.width, first.height);
    const before = a.palette(6);
    const b = wasm.analyseImage(second.rgba, second.width, second.height);
    expect(a.palette(6)).toEqual(before);
    expect(b.palette(5)).toEqual(ts.quantizePixels(second.rgba, second.width, second.height, 5));
    expect(wasm.quantizePixels(first.rgba, first.width, first.height, 6)).toEqual(before);
    expect(a.palette(6)).toEqual(before);
  });

  it('reads pixels at any byte offset and rejects a buffer that does not fit', () => {
    const image = photoImage(40, 30, 5);
    const shifted = new Uint8ClampedArray(image.rgba.length + 3);
    shifted.set(image.rgba, 3);
    const view = shifted.subarray(3);
    expect(wasm.quantizePixels(view, 40, 30, 6)).toEqual(ts.quantizePixels(image.rgba, 40, 30, 6));
    expect(ts.quantizePixels(view, 40, 30, 6)).toEqual(ts.quantizePixels(image.rgba, 40, 30, 6));
    expect(() => wasm.quantizePixels(new Uint8ClampedArray(10), 2, 2, 6)).toThrow(RangeError);
  });
});
