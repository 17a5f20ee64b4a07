import { PNG } from 'pngjs';
import { expect, test, type Page } from './fixtures';
import { text } from './helpers';
import { parseGradient } from '../../src/core/gradient/address.ts';
import { hexToBytes } from '../../src/core/convert/hexToSrgb.ts';

/**
 * A gradient from an image: a real PNG chosen in the dialog is decoded and read in the engine's worker; the direction
 * found automatically, then a path drawn with the pointer, each give a linear gradient whose stops take the image's
 * colours; "Use this gradient" is one step that undo takes back; a file that is not an image gets a translated
 * message, in English and Japanese.
 */

const gt = (lang: 'en' | 'ja', key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text(lang, key, 'gradient'));

/** A PNG whose colours run from red on the left to blue on the right, with a yellow band along the bottom if `band`. */
function testImage(width: number, height: number, band = false): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = [x / (width - 1), y / (height - 1)];
      const i = (y * width + x) * 4;
      // Left to right: red to blue; a thin band at the bottom is yellow, so the strongest change is across.
      const yellow = band && v > 0.94;
      png.data[i] = yellow ? 250 : Math.round(230 * (1 - u) + 20 * u);
      png.data[i + 1] = yellow ? 210 : Math.round(30 * (1 - u) + 60 * u);
      png.data[i + 2] = yellow ? 30 : Math.round(40 * (1 - u) + 230 * u);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const dialog = (page: Page) => page.getByRole('dialog');
const distance = (hex: string, bytes: readonly number[]) => Math.max(...hexToBytes(hex).map((v, i) => Math.abs(v - bytes[i])));

async function openDialog(page: Page, lang: 'en' | 'ja') {
  await page.goto(lang === 'ja' ? '/ja/tools/gradient' : '/tools/gradient');
  await page.getByRole('button', { name: gt(lang, 'fromImage.open'), exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: gt(lang, 'fromImage.title') })).toBeVisible();
}

test('an image gives a gradient along the direction found, then along a drawn path; undo takes it back', async ({ page }) => {
  await openDialog(page, 'en');
  const before = new URL(page.url()).search;
  await dialog(page).locator('input[type=file]').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: testImage(640, 400) });
  await expect(dialog(page).getByRole('img', { name: /sunset\.png/ })).toBeVisible();
  const summary = dialog(page).getByTestId('image-gradient-summary');
  await expect(summary).toContainText(gt('en', 'fromImage.foundAuto', { angle: 90 }));

  // A path drawn from the bottom edge to the top.
  const surface = dialog(page).getByTestId('image-gradient-surface');
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.97);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * (0.97 - (0.94 * step) / 12));
  await page.mouse.up();
  await expect(summary).toContainText(gt('en', 'fromImage.foundPath'));
  await dialog(page).getByRole('button', { name: gt('en', 'fromImage.auto') }).click();
  await expect(summary).toContainText(gt('en', 'fromImage.foundAuto', { angle: 90 }));

  await dialog(page).getByRole('button', { name: gt('en', 'fromImage.use') }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => parseGradient(new URL(page.url()).searchParams).layers[0].space).toBe('srgb');
  const layer = parseGradient(new URL(page.url()).searchParams).layers[0];
  expect(layer.kind).toBe('linear');
  expect(layer.angle).toBeCloseTo(90, 0);
  expect(layer.stops.length).toBeLessThanOrEqual(6);
  expect(distance(layer.stops[0].color.code, [230, 30, 40])).toBeLessThan(10);
  expect(distance(layer.stops[layer.stops.length - 1].color.code, [20, 60, 230])).toBeLessThan(10);

  await page.getByRole('button', { name: text('en', 'history.undo') }).click();
  await expect.poll(() => new URL(page.url()).search).toBe(before);
});

test('a path drawn up through a band of yellow: its ends give the angle, the number of stops is the user’s', async ({ page }) => {
  await openDialog(page, 'en');
  await dialog(page).locator('input[type=file]').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: testImage(640, 400, true) });
  const surface = dialog(page).getByTestId('image-gradient-surface');
  await expect(dialog(page).getByTestId('image-gradient-summary')).toBeVisible();
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.98);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * (0.98 - (0.96 * step) / 10));
  await page.mouse.up();
  await expect(dialog(page).getByTestId('image-gradient-summary')).toContainText(gt('en', 'fromImage.foundPath'));
  await dialog(page).getByRole('slider', { name: gt('en', 'fromImage.maxStops') }).fill('2');
  await expect(dialog(page).getByTestId('image-gradient-summary')).toContainText('2 stops');
  await dialog(page).getByRole('button', { name: gt('en', 'fromImage.use') }).click();
  await expect.poll(() => parseGradient(new URL(page.url()).searchParams).layers[0].stops.length).toBe(2);
  const layer = parseGradient(new URL(page.url()).searchParams).layers[0];
  expect(layer.angle).toBeCloseTo(0, 0);
  expect(distance(layer.stops[0].color.code, [250, 210, 30])).toBeLessThan(12);
});

for (const lang of ['en', 'ja'] as const) {
  test(`a file that is not an image is named in words (${lang})`, async ({ page }) => {
    await openDialog(page, lang);
    await dialog(page).locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(dialog(page).getByRole('alert')).toHaveText(gt(lang, 'fromImage.problems.not-image', { name: 'notes.txt' }));
    await expect(dialog(page).getByRole('button', { name: gt(lang, 'fromImage.use') })).toBeDisabled();
  });
}
