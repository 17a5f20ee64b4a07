import type { ImagePixelsSource } from '../../engine/client';

/** The longest side an SVG is drawn at: enough for its colours' shares, small enough to draw at once. */
export const SVG_RASTER_SIDE = 1600;

/** The size an SVG without its own (no width and height, only a viewBox, or none) is drawn at, before scaling. */
const FALLBACK_SIDE = 1024;

/**
 * Draws an SVG file on a canvas on this page (a worker has no way to draw vector images) and returns its RGBA
 * pixels, its longest side scaled to SVG_RASTER_SIDE; null when it does not load as an image (not well-formed,
 * empty, or drawn as nothing). The SVG is loaded as an <img>, where scripts and external resources never run or
 * load, so nothing leaves the browser.
 */
export async function rasteriseSvg(file: Blob): Promise<{ rgba: Uint8ClampedArray; width: number; height: number; source: ImagePixelsSource } | null> {
  const svg = file.type === 'image/svg+xml' ? file : new Blob([file], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(svg);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const naturalWidth = img.naturalWidth || FALLBACK_SIDE;
    const naturalHeight = img.naturalHeight || (img.naturalWidth ? naturalWidth : FALLBACK_SIDE);
    const scale = SVG_RASTER_SIDE / Math.max(naturalWidth, naturalHeight);
    const width = Math.max(1, Math.round(naturalWidth * scale));
    const height = Math.max(1, Math.round(naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) return null;
    context.drawImage(img, 0, 0, width, height);
    const rgba = context.getImageData(0, 0, width, height).data;
    return { rgba, width, height, source: { sourceWidth: naturalWidth, sourceHeight: naturalHeight, downsampled: false } };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
