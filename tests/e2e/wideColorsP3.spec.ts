import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../support/browser';
import { expect, test, type Page } from './fixtures';
import { colorList, openPalette, seedPalettes } from './palettes-support';
import { tryAuthoredColor } from '../../src/core/exact/authoredColor';

/**
 * A Display P3 screen (Chromium told its display has the Display P3 profile): a palette's P3 colour is painted as the P3
 * colour, which its sRGB fallback cannot show. (A file of its own: the launch option needs its own browser.)
 */
test.use({ launchOptions: { ...chromiumLaunchOptions(), args: [...CHROMIUM_ARGS, '--force-color-profile=display-p3-d65'] } });

const fallback = (text: string) => tryAuthoredColor(text)!.code;
const row = (page: Page, index: number) => colorList(page, 'en').getByRole('listitem').nth(index);

test('a P3 swatch paints the P3 colour, which its sRGB fallback cannot', async ({ page }) => {
  const green = 'color(display-p3 0 1 0)';
  await seedPalettes(page, [{ uuid: 'p3', name: 'P3', colors: [fallback(green)] }], { paletteExactColors: JSON.stringify({ p3: [[0, fallback(green), green]] }) });
  await openPalette(page, 'en', 'p3');
  await expect(row(page, 0)).toContainText(green);
  // The swatch's painted colour, read back from a Display P3 canvas (a headless screenshot is clipped to sRGB).
  const pixels = await row(page, 0).evaluate((node, code) => {
    const read = (fill: string) => {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { colorSpace: 'display-p3' })!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1, { colorSpace: 'display-p3' }).data];
    };
    return { gamut: matchMedia('(color-gamut: p3)').matches, swatch: read(getComputedStyle(node).backgroundColor), fallback: read(code) };
  }, fallback(green));
  expect(pixels.gamut).toBe(true);
  expect(pixels.swatch).toEqual([0, 255, 0, 255]);
  expect(pixels.fallback[0]).toBeGreaterThan(100); // sRGB's green is P3 (117, 251, 76): far from the P3 primary
});
