/**
 * Parity of the image grid: the wasm pass (assembly/gradient/imageGrid.ts, fed in bands of rows) adds the same f64
 * sums as the TypeScript reference (src/core/gradient/image/imageGrid.ts), to the bit, for seeded random images of odd
 * sizes, translucent and fully transparent pixels included, one pixel high or wide, and an image taller than one band.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/core/random/mulberry32.ts';
import { IMAGE_GRID_BAND_BYTES } from '../../src/engine/wasm/wasmImageGrid.ts';
import { loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

/** A seeded random image: smooth colour with noise, some pixels translucent or transparent. */
function randomImage(seed: number, width: number, height: number): Uint8ClampedArray {
  const random = mulberry32(seed);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const x = (i % width) / width;
    rgba[i * 4] = x * 255 + random() * 40;
    rgba[i * 4 + 1] = random() * 255;
    rgba[i * 4 + 2] = (1 - x) * 200 + random() * 50;
    const r = random();
    rgba[i * 4 + 3] = r < 0.1 ? 0 : r < 0.3 ? Math.floor(random() * 256) : 255;
  }
  return rgba;
}

describe('image grid parity', () => {
  const sizes: [number, number][] = [[1, 1], [1, 97], [301, 1], [128, 128], [257, 131], [640, 427], [129, 1000]];
  for (const [width, height] of sizes) {
    it(`${width} × ${height}`, () => {
      const rgba = randomImage(width * 7919 + height, width, height);
      const a = wasm.imageGrid(rgba, width, height);
      const b = ts.imageGrid(rgba, width, height);
      expect([a.columns, a.rows]).toEqual([b.columns, b.rows]);
      expect(Array.from(a.cells)).toEqual(Array.from(b.cells));
    });
  }

  it('an image taller than one band', () => {
    const width = 2048;
    const height = Math.ceil(IMAGE_GRID_BAND_BYTES / (width * 4)) * 2 + 3;
    const rgba = randomImage(99, width, height);
    expect(Array.from(wasm.imageGrid(rgba, width, height).cells)).toEqual(Array.from(ts.imageGrid(rgba, width, height).cells));
  });

  it('refuses pixels that do not fit the size', () => {
    expect(() => wasm.imageGrid(new Uint8ClampedArray(12), 2, 2)).toThrow(RangeError);
  });
});
