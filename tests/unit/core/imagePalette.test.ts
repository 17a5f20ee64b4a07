/**
 * The image palette's reference (src/core/image): exact answers on flat-colour images, determinism, the
 * sampling budget, transparency, roles, the quality measure, pixel reads and file sniffing.
 */
import { describe, expect, it } from 'vitest';
import {
  IMAGE_SAMPLE_BUDGET,
  paletteError,
  paletteRoles,
  pixelCode,
  pixelsAround,
  quantizePixels,
  sampleGrid,
  sampleImage,
  sniffImage,
} from '../../../src/core/index.ts';
import { bandsImage, checkerboardImage, illustrationImage, photoImage } from '../../support/images.ts';

describe('quantizePixels on flat colours', () => {
  it('gives the one colour of a flat image, share 1', () => {
    const { rgba, width, height } = bandsImage(40, 30, [{ code: '#3a7bd5', share: 1 }]);
    const palette = quantizePixels(rgba, width, height, 6);
    expect(palette.colors.map((c) => [c.code, c.share])).toEqual([['#3a7bd5', 1]]);
  });

  it('gives two colours split 25/75 exactly, largest first, with pixels inside each band', () => {
    const { rgba, width, height } = bandsImage(64, 100, [
      { code: '#ff0000', share: 0.25 },
      { code: '#0d2b45', share: 0.75 },
    ]);
    const palette = quantizePixels(rgba, width, height, 2);
    expect(palette.colors.map((c) => [c.code, c.share])).toEqual([
      ['#0d2b45', 0.75],
      ['#ff0000', 0.25],
    ]);
    expect(palette.colors[0].y).toBeGreaterThanOrEqual(25);
    expect(palette.colors[1].y).toBeLessThan(25);
  });

  it('gives four flat colours in known proportions exactly', () => {
    const bands = [
      { code: '#f4d35e', share: 0.4 },
      { code: '#ee964b', share: 0.3 },
      { code: '#0d3b66', share: 0.2 },
      { code: '#faf0ca', share: 0.1 },
    ];
    const { rgba, width, height } = bandsImage(50, 200, bands);
    const palette = quantizePixels(rgba, width, height, 4);
    expect(palette.colors.map((c) => c.code)).toEqual(bands.map((b) => b.code));
    palette.colors.forEach((c, i) => expect(c.share).toBeCloseTo(bands[i].share, 12));
  });

  it('puts each representative pixel in the middle of its colour’s largest flat square, not in a corner', () => {
    // 400 × 300: bands of 120, 90, 60 and 30 rows; the largest squares are 120, 90, 60 and 30 pixels wide.
    const bands = [
      { code: '#d62828', share: 0.4 },
      { code: '#f4a261', share: 0.3 },
      { code: '#2a9d8f', share: 0.2 },
      { code: '#1d3557', share: 0.1 },
    ];
    const palette = quantizePixels(bandsImage(400, 300, bands).rgba, 400, 300, 4);
    expect(palette.colors.map(({ x, y }) => [x, y])).toEqual([
      [60, 60],
      [45, 165],
      [30, 240],
      [15, 285],
    ]);
    // A flat image sampled on a grid (over the budget): the middle of the image.
    const { rgba } = bandsImage(1000, 600, [{ code: '#3a7bd5', share: 1 }]);
    const [only] = quantizePixels(rgba, 1000, 600, 2).colors;
    expect(Math.abs(only.x - 300)).toBeLessThanOrEqual(3);
    expect(Math.abs(only.y - 300)).toBeLessThanOrEqual(3);
  });

  it('gives only the distinct colours when k is larger', () => {
    const { rgba, width, height } = bandsImage(10, 10, [
      { code: '#000000', share: 0.5 },
      { code: '#ffffff', share: 0.5 },
    ]);
    const palette = quantizePixels(rgba, width, height, 12);
    expect(palette.colors.map((c) => c.code).sort()).toEqual(['#000000', '#ffffff']);
    expect(palette.colors.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 12);
  });

  it('gives an empty palette for a fully transparent image and a 0 × 0 one', () => {
    const { rgba, width, height } = bandsImage(8, 8, [{ code: '#123456', share: 1, alpha: 0 }]);
    expect(quantizePixels(rgba, width, height, 6)).toEqual({ colors: [], roles: { vibrant: null, muted: null, dark: null, light: null } });
    expect(quantizePixels(new Uint8ClampedArray(0), 0, 0, 6).colors).toEqual([]);
  });

  it('counts a semi-transparent pixel by its opacity and ignores transparent ones', () => {
    const { rgba, width, height } = bandsImage(10, 40, [
      { code: '#ff0000', share: 0.25, alpha: 255 },
      { code: '#00ff00', share: 0.25, alpha: 85 },
      { code: '#0000ff', share: 0.5, alpha: 0 },
    ]);
    const palette = quantizePixels(rgba, width, height, 4);
    expect(palette.colors.map((c) => [c.code, c.share])).toEqual([
      ['#ff0000', 0.75],
      ['#00ff00', 0.25],
    ]);
  });

  it('splits a one-pixel checkerboard into its two colours, half each, and k = 1 is raised to 2', () => {
    const { rgba, width, height } = checkerboardImage(33, 17, '#e63946', '#a8dadc');
    const palette = quantizePixels(rgba, width, height, 1);
    expect(palette.colors.map((c) => c.code).sort()).toEqual(['#a8dadc', '#e63946']);
    expect(palette.colors[0].share).toBeCloseTo(281 / 561, 12);
  });

  it('rejects a buffer that does not fit the size', () => {
    expect(() => quantizePixels(new Uint8ClampedArray(12), 2, 2, 6)).toThrow(RangeError);
  });
});

describe('quantizePixels on pictures', () => {
  const photo = photoImage(320, 240, 7);

  it('is deterministic: the same pixels and k give the same palette', () => {
    const a = quantizePixels(photo.rgba, photo.width, photo.height, 6);
    const b = quantizePixels(photo.rgba.slice(), photo.width, photo.height, 6);
    expect(b).toEqual(a);
    expect(a.colors).toHaveLength(6);
  });

  it('gives k colours whose shares sum to 1, largest first, with pixels inside the image', () => {
    for (let k = 2; k <= 12; k++) {
      const { colors } = quantizePixels(photo.rgba, photo.width, photo.height, k);
      expect(colors).toHaveLength(k);
      expect(colors.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 9);
      for (let i = 1; i < colors.length; i++) expect(colors[i].share).toBeLessThanOrEqual(colors[i - 1].share);
      for (const c of colors) {
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.x).toBeLessThan(photo.width);
        expect(c.y).toBeLessThan(photo.height);
      }
    }
  });

  it('represents the picture better with more colours', () => {
    const error = (k: number) => paletteError(photo.rgba, photo.width, photo.height, quantizePixels(photo.rgba, photo.width, photo.height, k).colors.map((c) => c.code));
    expect(error(12)).toBeLessThan(error(6));
    expect(error(6)).toBeLessThan(error(2));
  });

  it('puts each representative pixel on a colour close to its palette colour in an illustration', () => {
    const art = illustrationImage(200, 150, 3);
    const { colors } = quantizePixels(art.rgba, art.width, art.height, 5);
    for (const c of colors) {
      const code = pixelCode(art.rgba, art.width, art.height, c.x, c.y);
      expect(code).not.toBeNull();
      expect(paletteError(bandsImage(1, 1, [{ code: code!, share: 1 }]).rgba, 1, 1, [c.code])).toBeLessThan(8);
    }
  });
});

describe('stratified sampling', () => {
  it('analyses every pixel within the budget and at most the budget above it', () => {
    expect(sampleGrid(500, 500)).toEqual({ columns: 500, rows: 500 });
    for (const [w, h] of [[4000, 3000], [12000, 9000], [1, 5_000_000], [5_000_000, 1], [1001, 1000]]) {
      const { columns, rows } = sampleGrid(w, h);
      expect(columns * rows).toBeLessThanOrEqual(IMAGE_SAMPLE_BUDGET);
      expect(columns * rows).toBeGreaterThan(IMAGE_SAMPLE_BUDGET * 0.95);
      expect(columns).toBeLessThanOrEqual(w);
      expect(rows).toBeLessThanOrEqual(h);
    }
  });

  it('draws one pixel in each cell, the same ones every time', () => {
    const { rgba, width, height } = photoImage(300, 200, 1);
    const sample = sampleImage(rgba, width, height, 1000);
    expect(sample.colors.length).toBe(sample.columns * sample.rows);
    const positions = sample.positions!;
    for (let s = 0; s < positions.length; s++) {
      const x = positions[s] % width;
      const y = Math.floor(positions[s] / width);
      const column = s % sample.columns;
      const row = Math.floor(s / sample.columns);
      expect(x).toBeGreaterThanOrEqual(Math.floor((column * width) / sample.columns));
      expect(x).toBeLessThan(Math.floor(((column + 1) * width) / sample.columns));
      expect(y).toBeGreaterThanOrEqual(Math.floor((row * height) / sample.rows));
      expect(y).toBeLessThan(Math.floor(((row + 1) * height) / sample.rows));
    }
    expect(sampleImage(rgba, width, height, 1000).positions).toEqual(positions);
  });

  it('keeps shares of a big two-colour image within a percent of the truth', () => {
    const { rgba, width, height } = bandsImage(1500, 1000, [
      { code: '#204060', share: 0.3 },
      { code: '#e0c080', share: 0.7 },
    ]);
    const { colors } = quantizePixels(rgba, width, height, 6);
    expect(colors.map((c) => c.code)).toEqual(['#e0c080', '#204060']);
    expect(colors[0].share).toBeCloseTo(0.7, 2);
  });
});

describe('paletteRoles', () => {
  it('picks a vivid mid colour, a greyish one, a dark and a light one', () => {
    const colors = ['#1b1b1e', '#e4572e', '#8a8d91', '#f3f1ea', '#3d5a80'].map((code) => ({ code, share: 0.2 }));
    expect(paletteRoles(colors)).toEqual({ vibrant: 1, muted: 2, dark: 0, light: 3 });
  });

  it('leaves a role null when no colour qualifies', () => {
    expect(paletteRoles([{ code: '#808080', share: 1 }])).toEqual({ vibrant: null, muted: 0, dark: null, light: null });
    expect(paletteRoles([])).toEqual({ vibrant: null, muted: null, dark: null, light: null });
  });
});

describe('paletteError', () => {
  it('is 0 for a palette that holds every colour, and ΔE_OK ×100 to the nearest otherwise', () => {
    const { rgba, width, height } = checkerboardImage(10, 10, '#000000', '#ffffff');
    expect(paletteError(rgba, width, height, ['#000000', '#ffffff'])).toBe(0);
    expect(paletteError(rgba, width, height, ['#000000'])).toBeCloseTo(50, 6);
    expect(paletteError(rgba, width, height, [])).toBeNaN();
  });
});

describe('pixel reads', () => {
  const { rgba, width, height } = bandsImage(4, 4, [
    { code: '#112233', share: 0.5 },
    { code: '#445566', share: 0.5, alpha: 0 },
  ]);

  it('reads a pixel, null outside or where transparent', () => {
    expect(pixelCode(rgba, width, height, 3.7, 1.2)).toBe('#112233');
    expect(pixelCode(rgba, width, height, 0, 3)).toBeNull();
    expect(pixelCode(rgba, width, height, -1, 0)).toBeNull();
    expect(pixelCode(rgba, width, height, 4, 0)).toBeNull();
  });

  it('gives the neighbourhood, transparent outside the image', () => {
    const around = pixelsAround(rgba, width, height, 0, 0, 1);
    expect(around).toHaveLength(36);
    expect(Array.from(around.subarray(0, 4))).toEqual([0, 0, 0, 0]);
    expect(Array.from(around.subarray(16, 20))).toEqual([0x11, 0x22, 0x33, 255]);
  });
});

describe('sniffImage', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

  it('reads the format and size from the header', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 1, 0, 0, 0, 0, 200]);
    expect(sniffImage(png)).toEqual({ format: 'png', width: 256, height: 200 });
    expect(sniffImage(bytes('GIF89a', [10, 0, 20, 0]))).toEqual({ format: 'gif', width: 10, height: 20 });
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0x00, 0x02, 0x00]);
    expect(sniffImage(jpeg)).toEqual({ format: 'jpeg', width: 512, height: 256 });
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 49, 0, 0]))).toEqual({ format: 'webp', width: 100, height: 50 });
  });

  it('says SVG for SVG text, and null for anything else', () => {
    expect(sniffImage(bytes([0xef, 0xbb, 0xbf], ' <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'))?.format).toBe('svg');
    expect(sniffImage(bytes('hello, world'))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });

  it('gives no size for a truncated header', () => {
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0]))).toEqual({ format: 'png', width: null, height: null });
  });
});

describe('clusters beyond the image tool’s 12 (import reduces lists to up to 100)', () => {
  it('reduces a one-row image of 150 distinct colours to 100, and clamps k at 100', () => {
    const rgba = new Uint8ClampedArray(150 * 4);
    for (let i = 0; i < 150; i++) rgba.set([(i * 37) % 256, (i * 91) % 256, (i * 53) % 256, 255], i * 4);
    const palette = quantizePixels(rgba, 150, 1, 100);
    expect(palette.colors).toHaveLength(100);
    expect(new Set(palette.colors.map((c) => c.code)).size).toBe(100);
    expect(palette.colors.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 12);
    expect(quantizePixels(rgba, 150, 1, 500).colors).toHaveLength(100);
  });
});
