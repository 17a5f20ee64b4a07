/**
 * Generated RGBA images for the image-palette tests and bench: flat colours in known proportions,
 * checkerboards, and seeded photo-like and illustration-like pictures (gradients, noise, soft blobs; flat
 * shapes with anti-aliased edges). Everything is deterministic for a seed.
 */
import { hexToBytes, mulberry32 } from '../../src/core/index.ts';

/** An RGBA image. */
export type TestImage = { readonly rgba: Uint8ClampedArray; readonly width: number; readonly height: number };

/** Returns an image of horizontal bands: each code gets round(share · height) rows (the last takes the rest). */
export function bandsImage(width: number, height: number, bands: readonly { code: string; share: number; alpha?: number }[]): TestImage {
  const rgba = new Uint8ClampedArray(width * height * 4);
  let row = 0;
  bands.forEach((band, i) => {
    const rows = i === bands.length - 1 ? height - row : Math.round(band.share * height);
    const [r, g, b] = hexToBytes(band.code);
    for (let y = row; y < row + rows; y++) {
      for (let x = 0; x < width; x++) rgba.set([r, g, b, band.alpha ?? 255], 4 * (y * width + x));
    }
    row += rows;
  });
  return { rgba, width, height };
}

/** Returns a checkerboard of two codes in `cell`-pixel squares. */
export function checkerboardImage(width: number, height: number, a: string, b: string, cell = 1): TestImage {
  const rgba = new Uint8ClampedArray(width * height * 4);
  const ca = hexToBytes(a);
  const cb = hexToBytes(b);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, bl] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0 ? ca : cb;
      rgba.set([r, g, bl, 255], 4 * (y * width + x));
    }
  }
  return { rgba, width, height };
}

/** Returns a photo-like image: a two-axis gradient between seeded colours, soft blobs, sensor-like noise. */
export function photoImage(width: number, height: number, seed: number): TestImage {
  const random = mulberry32(seed);
  const corner = () => [random() * 255, random() * 255, random() * 255];
  const [c00, c10, c01, c11] = [corner(), corner(), corner(), corner()];
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.08 + random() * 0.25) * Math.min(width, height),
    color: corner(),
  }));
  const noise = 6 + random() * 10;
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rowRandom = mulberry32(seed ^ 0x9e3779b9);
  for (let y = 0; y < height; y++) {
    const v = y / Math.max(1, height - 1);
    for (let x = 0; x < width; x++) {
      const u = x / Math.max(1, width - 1);
      const at = 4 * (y * width + x);
      for (let ch = 0; ch < 3; ch++) {
        let value = (1 - v) * ((1 - u) * c00[ch] + u * c10[ch]) + v * ((1 - u) * c01[ch] + u * c11[ch]);
        for (const blob of blobs) {
          const dx = x - blob.x;
          const dy = y - blob.y;
          const t = Math.max(0, 1 - (dx * dx + dy * dy) / (blob.radius * blob.radius));
          value += (blob.color[ch] - value) * t * t;
        }
        rgba[at + ch] = value + (rowRandom() - 0.5) * noise;
      }
      rgba[at + 3] = 255;
    }
  }
  return { rgba, width, height };
}

/** Returns an illustration-like image: a flat background and seeded flat rectangles and discs, edges anti-aliased. */
export function illustrationImage(width: number, height: number, seed: number): TestImage {
  const random = mulberry32(seed);
  const palette = Array.from({ length: 5 }, () => [Math.floor(random() * 256), Math.floor(random() * 256), Math.floor(random() * 256)]);
  const shapes = Array.from({ length: 9 }, () => ({
    disc: random() < 0.5,
    x: random() * width,
    y: random() * height,
    size: (0.05 + random() * 0.3) * Math.min(width, height),
    color: palette[1 + Math.floor(random() * 4)],
  }));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b] = palette[0];
      for (const shape of shapes) {
        // Coverage 0–1 with a one-pixel ramp at the edge (anti-aliasing).
        const edge = shape.disc
          ? shape.size - Math.hypot(x - shape.x, y - shape.y)
          : Math.min(shape.size - Math.abs(x - shape.x), shape.size * 0.6 - Math.abs(y - shape.y));
        const cover = Math.min(1, Math.max(0, edge + 0.5));
        if (cover === 0) continue;
        r += (shape.color[0] - r) * cover;
        g += (shape.color[1] - g) * cover;
        b += (shape.color[2] - b) * cover;
      }
      rgba.set([r, g, b, 255], 4 * (y * width + x));
    }
  }
  return { rgba, width, height };
}

/**
 * Returns a textured photo-like image (foliage, rock, fabric): per channel a base plus three seeded plane waves of
 * different directions and frequencies, and strong per-pixel grain, so it fills thousands of histogram bins, as
 * real photographs do.
 */
export function texturedImage(width: number, height: number, seed: number): TestImage {
  const random = mulberry32(seed);
  const channels = [0, 1, 2].map(() => ({
    base: 60 + random() * 135,
    waves: Array.from({ length: 3 }, () => ({ fx: (random() - 0.5) * 0.08, fy: (random() - 0.5) * 0.08, phase: random() * 6.283, amplitude: 15 + random() * 35 })),
  }));
  const grain = mulberry32(seed ^ 0x51ed270b);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 4 * (y * width + x);
      for (let ch = 0; ch < 3; ch++) {
        const { base, waves } = channels[ch];
        let value = base + (grain() - 0.5) * 36;
        for (const w of waves) value += w.amplitude * Math.sin(w.fx * x + w.fy * y + w.phase);
        rgba[at + ch] = value;
      }
      rgba[at + 3] = 255;
    }
  }
  return { rgba, width, height };
}
