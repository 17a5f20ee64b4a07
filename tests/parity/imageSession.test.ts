/**
 * The image half of the engine's contract outside a browser: the loaded image (ImageSession) over both engines,
 * and the error codes `decodeImageBlob` gives before it needs a decoder (Node has no createImageBitmap, so a real
 * image answers 'unsupported', which the client turns into decoding on the page).
 */
import { describe, expect, it } from 'vitest';
import { decodeImageBlob, fitPixels } from '../../src/engine/image/decode.ts';
import { createImageHost } from '../../src/engine/image/imageHost.ts';
import { openImageSession } from '../../src/engine/image/imageSession.ts';
import { decode } from 'fast-png';
import { oklabOfCode } from '../../src/core/convert/srgbToOklab.ts';
import { RECOLOR_PREVIEW_PIXELS } from '../../src/core/recolor/transferLut.ts';
import { IMAGE_MAX_PIXELS } from '../../src/core/index.ts';
import { bandsImage, photoImage } from '../support/images.ts';
import { loadEngines } from './engines.ts';

const { wasm, ts } = await loadEngines();

describe('ImageSession', () => {
  it('gives the same facts and palettes from both engines, and reads full-resolution pixels', () => {
    const image = photoImage(700, 500, 9);
    const a = openImageSession(wasm, image.rgba, 700, 500, { sourceWidth: 1400, sourceHeight: 1000, format: 'jpeg' });
    const b = openImageSession(ts, image.rgba, 700, 500, { sourceWidth: 1400, sourceHeight: 1000, format: 'jpeg' });
    expect(a.result).toEqual({
      ok: true,
      image: { width: 700, height: 500, sourceWidth: 1400, sourceHeight: 1000, downsampled: true, megapixels: 1.4, analysedPixels: 249_993, format: 'jpeg' },
    });
    expect(b.result).toEqual(a.result);
    for (const k of [2, 6, 12]) expect(a.session!.palette(k)).toEqual(b.session!.palette(k));
    const [r, g, bl] = image.rgba.subarray(4 * (123 * 700 + 456));
    expect(a.session!.pixelAt(456.9, 123.2)).toBe(`#${[r, g, bl].map((v) => v.toString(16).padStart(2, '0')).join('')}`);
    expect(a.session!.pixelsAround(0, 0, 2)).toHaveLength(100);
  });

  it('answers "empty" for a zero-size image and keeps palettes of an earlier session right', () => {
    expect(openImageSession(wasm, new Uint8ClampedArray(0), 0, 10).result).toEqual({ ok: false, error: 'empty' });
    const first = bandsImage(30, 40, [{ code: '#102030', share: 0.25 }, { code: '#f0e0d0', share: 0.75 }]);
    const one = openImageSession(wasm, first.rgba, 30, 40).session!;
    openImageSession(wasm, photoImage(50, 50, 1).rgba, 50, 50);
    expect(one.palette(4).colors.map((c) => [c.code, c.share])).toEqual([['#f0e0d0', 0.75], ['#102030', 0.25]]);
    expect(one.info.downsampled).toBe(false);
  });
});

/** Whether two byte arrays hold the same bytes. */
function sameBytes(a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): boolean {
  return Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.length), Buffer.from(b.buffer, b.byteOffset, b.length)) === 0;
}

describe('recoloring the loaded image', () => {
  const shifts = [{ source: oklabOfCode('#5a8ad0'), target: oklabOfCode('#e76f51') }];

  it('recolors a preview copy under the preview size, and every pixel when asked, the same in both engines', () => {
    const image = photoImage(2000, 1500, 4);
    const a = openImageSession(wasm, image.rgba, 2000, 1500).session!;
    const b = openImageSession(ts, image.rgba, 2000, 1500).session!;
    const preview = a.recolor(shifts, false);
    expect([preview.width, preview.height]).toEqual([1000, 750]);
    expect(preview.width * preview.height).toBeLessThanOrEqual(RECOLOR_PREVIEW_PIXELS);
    // Large byte arrays compared as buffers: a deep equality walks them element by element, for minutes.
    expect(sameBytes(b.recolor(shifts, false).rgba, preview.rgba)).toBe(true);
    const full = a.recolor(shifts, true);
    expect([full.width, full.height]).toEqual([2000, 1500]);
    expect(sameBytes(full.rgba, wasm.transferPalette(image.rgba, shifts))).toBe(true);
    // The original stays as it was: another mapping starts from it.
    expect(sameBytes(image.rgba, photoImage(2000, 1500, 4).rgba)).toBe(true);
  });

  it('writes the full recoloring as a PNG whose pixels are those bytes, and answers null with no image', async () => {
    const host = createImageHost(async () => wasm);
    expect(await host.recolorImagePng(shifts)).toBeNull();
    expect(await host.recolorImage(shifts, false)).toBeNull();
    const image = photoImage(300, 200, 8);
    await host.loadImagePixels(image.rgba.slice(), 300, 200);
    const png = decode((await host.recolorImagePng(shifts))!);
    expect([png.width, png.height, png.channels, png.depth]).toEqual([300, 200, 4, 8]);
    expect(sameBytes(png.data as Uint8Array, wasm.transferPalette(image.rgba, shifts))).toBe(true);
  });
});

describe('decodeImageBlob error codes', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4]);

  it('tells empty files, SVG, non-images and zero-size headers apart before decoding', async () => {
    expect(await decodeImageBlob(new Blob([]))).toEqual({ ok: false, error: 'empty' });
    expect(await decodeImageBlob(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }))).toEqual({ ok: false, error: 'svg' });
    expect(await decodeImageBlob(new Blob(['<?xml version="1.0"?><svg viewBox="0 0 1 1"></svg>']))).toEqual({ ok: false, error: 'svg' });
    expect(await decodeImageBlob(new Blob(['just text'], { type: 'text/plain' }))).toEqual({ ok: false, error: 'not-image' });
    const zero = png.slice();
    zero[19] = 0;
    expect(await decodeImageBlob(new Blob([zero]))).toEqual({ ok: false, error: 'empty' });
  });

  it('says "unsupported" where there is no decoder, and fits huge sizes under the pixel limit', async () => {
    expect(await decodeImageBlob(new Blob([png], { type: 'image/png' }))).toEqual({ ok: false, error: 'unsupported' });
    const fitted = fitPixels(20_000, 15_000);
    expect(fitted.width * fitted.height).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
    expect(fitted.width / fitted.height).toBeCloseTo(4 / 3, 3);
    expect(fitPixels(100, 100)).toEqual({ width: 100, height: 100 });
  });
});
