/**
 * The image palette's numbers and result types: how many colours, how many pixels are analysed,
 * how the k-means starts and when it stops. Shared by the TypeScript reference and the wasm port.
 */

/** Fewest and most colours the image tool offers (k from 2 to 12), and its default. */
export const IMAGE_PALETTE_MIN_COLORS = 2;
export const IMAGE_PALETTE_MAX_COLORS = 12;
export const IMAGE_PALETTE_DEFAULT_COLORS = 6;
/**
 * The most clusters the quantiser makes: 100, a full palette. The image tool asks for 2–12; import asks
 * for up to 100 when it reduces a long list of colours by clustering them (the list as a one-row image).
 */
export const IMAGE_CLUSTER_MAX_COLORS = 100;

/**
 * The most pixels analysed: 250,000 (0.25 MP). A bigger image is sampled on a jittered grid of at most this many
 * cells, one pixel per cell (stratified sampling, sampling.ts). Why not 1–2 MP: on the bench's pictures at 1 and
 * 12 MP the palette's mean ΔE is the same from 2 MP down to 64,000 pixels (within 0.01), a share's sampling error
 * at 250,000 is under 0.1 % of the image, and the histogram costs about 7 ns a pixel in the wasm engine, so a
 * quarter of the pixels is a quarter of the time. Markers and the eyedropper still read every pixel.
 */
export const IMAGE_SAMPLE_BUDGET = 250_000;

/** Bits kept per channel in the colour histogram: 5, so 2^15 = 32,768 bins of 8 × 8 × 8 byte values. */
export const HISTOGRAM_CHANNEL_BITS = 5;
/** Number of histogram bins (15-bit RGB). */
export const HISTOGRAM_BINS = 1 << (3 * HISTOGRAM_CHANNEL_BITS);

/** Seed of the sampling jitter and of the k-means++ draws (mulberry32): the same image and k give the same palette. */
export const IMAGE_SEED = 0x1d0d0715;

/** Most Lloyd iterations of the k-means; it usually converges (no bin changes cluster) well before. */
export const IMAGE_MAX_ITERATIONS = 64;

/**
 * Lloyd also stops once no centre moved more than this squared OKLab distance in an iteration: 1e-6, a move of
 * 0.001 in OKLab (a tenth of a ΔE_OK ×100 unit, a few bytes at most). On a textured picture of 17,600 bins this ends
 * a tail of 30 iterations of slow drift (41 → 11) that lowered the mean ΔE by 0.12 (8.29 → 8.17, the best peer
 * 9.41); on the smooth pictures the palette is the same within a byte or two.
 */
export const IMAGE_CENTRE_TOLERANCE_SQUARED = 1e-6;

/**
 * ε² of the representative bin's score weight / (d² + ε²), squared OKLab distance to the centroid: among bins about
 * as close as ε (0.01, one ΔE_OK ×100 unit) the heaviest wins, so the marker sits on a common colour, not a stray pixel.
 */
export const REPRESENTATIVE_EPSILON_SQUARED = 0.0001;

/** Largest image decoded at full size (100 MP); bigger ones are decoded downsampled to fit. */
export const IMAGE_MAX_PIXELS = 100_000_000;

/** One colour of an image palette. */
export type ImagePaletteColor = {
  /** '#rrggbb' of the cluster's centroid. */
  readonly code: string;
  /** Its share of the (analysed, opacity-weighted) image, 0–1; the shares of a palette sum to 1. */
  readonly share: number;
  /** A representative pixel in full-resolution coordinates (closest to the centroid, in a flat region). */
  readonly x: number;
  readonly y: number;
};

/** The four roles designers ask for: an index into the palette's colours, or null when none qualifies. */
export type ImageRoles = {
  readonly vibrant: number | null;
  readonly muted: number | null;
  readonly dark: number | null;
  readonly light: number | null;
};

/** An image palette: colours by share, largest first, and the roles derived from them. */
export type ImagePalette = {
  readonly colors: readonly ImagePaletteColor[];
  readonly roles: ImageRoles;
};

/** Returns k as a cluster count: an integer clamped to IMAGE_PALETTE_MIN_COLORS … IMAGE_CLUSTER_MAX_COLORS (NaN → the default). */
export function imagePaletteSize(k: number): number {
  if (!Number.isFinite(k)) return IMAGE_PALETTE_DEFAULT_COLORS;
  return Math.min(IMAGE_CLUSTER_MAX_COLORS, Math.max(IMAGE_PALETTE_MIN_COLORS, Math.floor(k)));
}

/** RGBA bytes as the canvas gives them (getImageData), or any byte array in that order. */
export type RgbaPixels = Uint8ClampedArray | Uint8Array;

/** Throws a RangeError unless `rgba` holds width × height RGBA pixels (integers ≥ 0). */
export function validateImagePixels(rgba: RgbaPixels, width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`image size must be whole pixels, got ${width} × ${height}`);
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`image of ${width} × ${height} needs ${width * height * 4} bytes, got ${rgba.length}`);
  }
}
