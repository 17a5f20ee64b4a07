import { describe, expect, it } from 'vitest';
import { shrinkPixels } from '../../../src/core/image/pixels.ts';

describe('shrinkPixels', () => {
  it('returns an image that fits as it is', () => {
    const rgba = new Uint8ClampedArray(4 * 6);
    expect(shrinkPixels(rgba, 3, 2, 6)).toEqual({ rgba, width: 3, height: 2 });
  });

  it('shrinks by the smallest whole factor that fits, each pixel the mean of its block', () => {
    // 4 × 2 pixels into at most 2: factor 2, two pixels, each the mean of a 2 × 2 block.
    const rgba = new Uint8ClampedArray([
      0, 0, 0, 255, 100, 100, 100, 255, 10, 20, 30, 255, 10, 20, 30, 255,
      100, 100, 100, 255, 0, 0, 0, 255, 10, 20, 30, 255, 10, 20, 30, 255,
    ]);
    const small = shrinkPixels(rgba, 4, 2, 2);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect(Array.from(small.rgba)).toEqual([50, 50, 50, 255, 10, 20, 30, 255]);
  });

  it('weighs colours by their opacity, as a browser composites them', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0, 255, 0, 0, 255, 0]);
    const small = shrinkPixels(rgba, 2, 2, 1);
    // The transparent blue adds nothing to the colour, and half to the coverage.
    expect(Array.from(small.rgba)).toEqual([255, 0, 0, 128]);
  });

  it('keeps at least one pixel, its block cut at the edge of an image thinner than the factor', () => {
    // 3 × 1 into 1 pixel: factor 2, one block of two columns and the one row there is (the third column left over).
    const rgba = new Uint8ClampedArray([10, 10, 10, 255, 20, 20, 20, 255, 30, 30, 30, 255]);
    const small = shrinkPixels(rgba, 3, 1, 1);
    expect([small.width, small.height]).toEqual([1, 1]);
    expect(Array.from(small.rgba)).toEqual([15, 15, 15, 255]);
  });
});
