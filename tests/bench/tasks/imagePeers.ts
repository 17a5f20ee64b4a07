/**
 * The image-palette peers of the `image` bench task, each called on the same decoded RGBA buffer at k colours
 * and returning '#rrggbb' codes. Where a library's top-level API wants a file, an element or an image object, its
 * quantiser core is called on the buffer directly, as said per peer below.
 */
import { MmcqQuantizer, extractPalette, validateOptions } from 'colorthief/internals';
import { MMCQ } from '@vibrant/quantizer-mmcq';
import { DefaultGenerator } from '@vibrant/generator-default';
import { extractColorsFromImageData } from 'extract-colors';
import { buildPaletteSync, utils as imageQUtils } from 'image-q';
import quantize from 'quantize';
import { bytesToHex } from '../../../src/core/index.ts';
import type { TestImage } from '../../support/images.ts';

/** A peer: its name, what is called, and the call. */
export type ImagePeer = { readonly name: string; readonly how: string; readonly palette: (image: TestImage, k: number) => Promise<string[]> | string[] };

const mmcq = new MmcqQuantizer();

/** colorthief's sampling (quality 10: every 10th pixel, alpha ≥ 125), reused for `quantize`, which takes a pixel list. */
function everyTenthPixel(rgba: Uint8ClampedArray): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < rgba.length; i += 40) if (rgba[i + 3] >= 125) out.push([rgba[i], rgba[i + 1], rgba[i + 2]]);
  return out;
}

export const IMAGE_PEERS: readonly ImagePeer[] = [
  {
    name: 'colorthief',
    how: 'colorthief 3 `extractPalette` (colorthief/internals) with its MMCQ quantizer and default options (quality 10, OKLCH, white ignored): getPalette minus the image loading',
    async palette(image, k) {
      await mmcq.init();
      const colors = extractPalette(image.rgba, image.width, image.height, validateOptions({ colorCount: k }), mmcq) ?? [];
      return colors.map((color) => color.hex());
    },
  },
  {
    name: 'node-vibrant',
    how: 'node-vibrant 4: its MMCQ quantizer (@vibrant/quantizer-mmcq, 64 colours, every pixel) and DefaultGenerator, i.e. Vibrant.from(…).getPalette() without the image pipeline, which would first scale the image down (quality 5) with jimp; the 6 swatches are its k = 6 colours',
    async palette(image) {
      const swatches = MMCQ(image.rgba, { colorCount: 64 });
      const palette = await DefaultGenerator(swatches, {});
      return Object.values(palette).flatMap((swatch) => (swatch ? [swatch.hex] : []));
    },
  },
  {
    name: 'extract-colors',
    how: 'extract-colors 4 `extractColorsFromImageData` with its defaults (64,000 pixels sampled); it takes no k: its largest k colours by area',
    palette(image, k) {
      const colors = extractColorsFromImageData({ data: image.rgba, width: image.width, height: image.height } as unknown as ImageData);
      return [...colors].sort((a, b) => b.area - a.area).slice(0, k).map((color) => color.hex);
    },
  },
  {
    name: 'image-q',
    how: 'image-q 4 `buildPaletteSync` on every pixel (PointContainer.fromUint8Array), its default Wu quantiser and distance',
    palette(image, k) {
      const container = imageQUtils.PointContainer.fromUint8Array(image.rgba, image.width, image.height);
      const palette = buildPaletteSync([container], { colors: k });
      return palette.getPointContainer().getPointArray().map((p) => bytesToHex(p.r, p.g, p.b));
    },
  },
  {
    name: 'quantize',
    how: 'quantize 1 (MMCQ, what colorthief 2 used) on every 10th pixel with alpha ≥ 125 (colorthief’s sampling: it takes a pixel list, not an image)',
    palette(image, k) {
      const map = quantize(everyTenthPixel(image.rgba), k);
      return map ? map.palette().map(([r, g, b]) => bytesToHex(r, g, b)) : [];
    },
  },
];
