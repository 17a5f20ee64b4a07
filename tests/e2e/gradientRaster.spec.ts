import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { axeViolations, text } from './helpers';
import { gradientQuery } from '../../src/core/gradient/address.ts';
import { authoredColor } from '../../src/core/exact/authoredColor.ts';
import { layerOf, type Gradient } from '../../src/core/gradient/gradient.ts';
import { renderGradient } from '../../src/core/gradient/raster.ts';
import { idealGradient, longestRun, worstBoxError } from '../../src/core/gradient/rasterMetrics.ts';

/**
 * PNG and WebP export of the gradient tool, in Chromium, against the product's goal: "PNG and lossless WebP export at
 * any size, dithered, so that the image averaged over small boxes stays within 0.5/255 of the ideal gradient while no
 * run of identical pixels is longer than 1 % of the length on a 1920-px render where the undithered render bands."
 * A slate gradient that bands when rounded, downloaded from the dialog as a 1920 × 1080 PNG (decoded by pngjs): its
 * size, no run of identical pixels longer than 19 px along any row, every 8 × 8 box's mean within 0.5/255 of the model
 * on bands of rows. The WebP download is lossless WebP (a VP8L bitstream) and decodes in the page to the PNG's pixels.
 * A big image (4096 × 4096) shows its progress while the engine renders it, and the dialog passes axe. A translucent
 * image says that the canvas encoding it does not keep nearly transparent colours exactly (Chromium's premultiplied
 * canvas); an opaque one does not.
 */

const gt = (key: string) => text('en', key, 'gradient');

const WIDTH = 1920;
const HEIGHT = 1080;
const SLATE: Gradient = { layers: [layerOf([{ color: authoredColor('#1e293b'), position: 0 }, { color: authoredColor('#334155'), position: 100 }])] };

/** Returns a 32-bit FNV-1a hash of bytes, the same in the page (see below). */
function fnv(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

test('PNG and lossless WebP at 1920 × 1080: dithered, no band, the same pixels', async ({ page }) => {
  test.setTimeout(120_000);
  // The gradient bands when rounded: the dither is what the test checks.
  expect(longestRun(renderGradient(SLATE, WIDTH, HEIGHT, { dither: false }), WIDTH)).toBeGreaterThan(WIDTH / 100);

  await page.goto(`/tools/gradient?${new URLSearchParams(gradientQuery(SLATE) as Record<string, string>)}`);
  await page.getByRole('button', { name: gt('code.export') }).click();
  const dialog = page.getByRole('dialog', { name: gt('export.title') });
  await dialog.getByRole('radio', { name: gt('export.formats.png') }).check();
  await dialog.getByLabel(gt('export.width')).fill(String(WIDTH));
  await dialog.getByLabel(gt('export.height')).fill(String(HEIGHT));
  // The preview stands where the code would: no code box, no Copy.
  await expect(dialog.getByRole('img', { name: /1920 × 1080 px/ })).toBeVisible();
  await expect(dialog.getByText(gt('export.translucent'))).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: gt('export.copy') })).toHaveCount(0);

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: gt('export.download') }).click()]);
  expect(pngDownload.suggestedFilename()).toMatch(/\.png$/);
  const pngBytes = await readFile(await pngDownload.path());
  const png = PNG.sync.read(pngBytes);
  expect([png.width, png.height]).toEqual([WIDTH, HEIGHT]);
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);
  expect(longestRun(pixels, WIDTH)).toBeLessThanOrEqual(Math.floor(WIDTH / 100));
  let worst = 0;
  for (const top of [0, 320, 640, 1072]) {
    const band = pixels.subarray(top * WIDTH * 4, (top + 8) * WIDTH * 4);
    worst = Math.max(worst, worstBoxError(band, idealGradient(SLATE, WIDTH, HEIGHT, [top, top + 8]), WIDTH));
  }
  expect(worst).toBeLessThanOrEqual(0.5);

  await dialog.getByRole('radio', { name: gt('export.formats.webp') }).check();
  const [webpDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: gt('export.download') }).click()]);
  expect(webpDownload.suggestedFilename()).toMatch(/\.webp$/);
  const webpBytes = await readFile(await webpDownload.path());
  expect(webpBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(webpBytes.includes(Buffer.from('VP8L'))).toBe(true);

  // Both files decoded by the page's own decoder: the WebP's pixels are the PNG's, and the PNG's are pngjs's.
  const decoded = await page.evaluate(
    async ({ png64, webp64 }) => {
      const pixelsOf = async (base64: string, type: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type }), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [fromPng, fromWebp] = await Promise.all([pixelsOf(png64, 'image/png'), pixelsOf(webp64, 'image/webp')]);
      let differing = 0;
      for (let i = 0; i < fromPng.length; i++) if (fromPng[i] !== fromWebp[i]) differing++;
      let hash = 0x811c9dc5;
      for (const byte of fromPng) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
      return { length: fromWebp.length, differing, hash };
    },
    { png64: pngBytes.toString('base64'), webp64: webpBytes.toString('base64') },
  );
  expect(decoded.length).toBe(WIDTH * HEIGHT * 4);
  expect(decoded.differing).toBe(0);
  expect(decoded.hash).toBe(fnv(png.data));
});

test('a big image shows its progress, then downloads at its size; the dialog passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/tools/gradient?${new URLSearchParams(gradientQuery(SLATE) as Record<string, string>)}`);
  await page.getByRole('button', { name: gt('code.export') }).click();
  const dialog = page.getByRole('dialog', { name: gt('export.title') });
  await dialog.getByRole('radio', { name: gt('export.formats.webp') }).check();
  await dialog.getByLabel(gt('export.width')).fill('4096');
  await dialog.getByLabel(gt('export.height')).fill('99999');
  // A side is held to 8192 px.
  await expect(dialog.getByLabel(gt('export.height'))).toHaveValue('8192');
  await dialog.getByLabel(gt('export.height')).fill('4096');
  await expect(dialog.getByRole('img', { name: /4096 × 4096 px/ })).toBeVisible();
  expect(await axeViolations(page, undefined, 'dialog[open]')).toEqual([]);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: gt('export.download') }).click();
  await expect(dialog.getByRole('progressbar', { name: gt('export.rendering') })).toBeVisible();
  await expect(dialog.getByRole('button', { name: gt('export.download') })).toBeDisabled();
  const webp = await readFile(await (await downloading).path());
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  // The lossless bitstream's header: 14 bits of width − 1, then of height − 1 (after the 0x2f signature).
  const at = webp.indexOf(Buffer.from('VP8L')) + 8;
  expect(webp[at]).toBe(0x2f);
  const bits = webp.readUInt32LE(at + 1);
  expect([(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]).toEqual([4096, 4096]);
});

test('a translucent image: the PNG keeps every pixel exactly; the WebP says its canvas may move nearly transparent colours', async ({ page }) => {
  const translucent: Gradient = { layers: [layerOf([{ color: authoredColor('#1e293b'), position: 0 }, { color: authoredColor('rgb(51 65 85 / 0.1)'), position: 100 }])] };
  await page.goto(`/tools/gradient?${new URLSearchParams(gradientQuery(translucent) as Record<string, string>)}`);
  await expect(page.getByTestId('gradient-css')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: gt('code.export') }).click();
  const dialog = page.getByRole('dialog', { name: gt('export.title') });
  await dialog.getByRole('radio', { name: gt('export.formats.png') }).check();
  await dialog.getByRole('spinbutton', { name: gt('export.width') }).fill('300');
  await dialog.getByRole('spinbutton', { name: gt('export.height') }).fill('20');
  await expect(dialog.getByText(gt('export.translucent'))).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: gt('export.download') }).click()]);
  const png = PNG.sync.read(await readFile(await download.path()));
  expect([png.width, png.height]).toEqual([300, 20]);
  // The PNG holds the engine's pixels, straight alpha, to the byte.
  expect(Buffer.from(png.data).equals(Buffer.from(renderGradient(translucent, 300, 20, { dither: true })))).toBe(true);
  await dialog.getByRole('radio', { name: gt('export.formats.webp') }).check();
  await expect(dialog.getByText(gt('export.translucent'))).toBeVisible();
});
