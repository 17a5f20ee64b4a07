import { readFileSync } from 'node:fs';
import { decode } from 'fast-png';
import { expect, test, type Page } from './fixtures';
import { axeViolations, text } from './helpers';
import { bytesToHex } from '../../src/core/convert/srgbToHex.ts';
import { scanSvgPaints } from '../../src/core/recolor/index.ts';
import { SAMPLE_ARTWORK } from '../../src/features/recolor/sampleArtwork.ts';
import { bandsImage, photoImage } from '../support/images.ts';
import { encodePng, truncatedPng } from '../support/imageFiles.ts';

/**
 * The artwork recolouring tool: the sample and a chosen file recoloured with the link's palette, a group given another
 * colour by hand and the automatic match back, the download and the copy holding what the preview shows, the colour
 * vision views, a photo recoloured in the worker and downloaded as PNG, refused files that lose nothing, Japanese, and axe.
 */

/** A recolor text with its {{placeholders}} filled. */
const rt = (lang: 'en' | 'ja', key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, key, 'recolor'));
const PALETTE = ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#fcefe2'];
const LINK = `/tools/recolor?colors=${PALETTE.map((code) => code.slice(1)).join('-')}`;

/** An icon set painted every way artwork paints: attributes, a style block, style attributes, a comment to skip. */
const ICONS = `<?xml version="1.0" encoding="UTF-8"?>
<!-- fill="#ff00ff" is a comment, not a paint -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32">
  <style>.b { fill: #e63946 } .c { stroke: rgb(29, 53, 87) }</style>
  <rect width="32" height="32" fill="#F1FAEE"/>
  <circle cx="48" cy="16" r="12" class="b"/>
  <path d="M70 4 L90 28" class="c" stroke-width="4"/>
  <rect x="66" y="20" width="8" height="8" style="fill:#a8dadc;stroke:none"/>
</svg>`;

/** The codes of the paints of an SVG text, as the tool reads them. */
const paintCodes = (svg: string) => new Set(scanSvgPaints(svg).paints.map((paint) => bytesToHex(paint.rgb >> 16, (paint.rgb >> 8) & 255, paint.rgb & 255)));

/** The recoloured SVG as the page gives it: the file "Download SVG" saves (the previews are images of the same text). */
async function recoloredText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download SVG|SVGをダウンロード/ }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

test('the sample is recolored with the link’s palette; a group chosen by hand, matched back, downloaded and copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(LINK);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.recolor') })).toBeVisible();
  await page.getByRole('button', { name: rt('en', 'drop.sample') }).click();
  await expect(page.getByRole('img', { name: rt('en', 'preview.originalAlt', { name: rt('en', 'sampleName') }) })).toBeVisible();
  await expect(page.getByLabel(rt('en', 'palette.label'))).toHaveValue('link');

  const groups = page.getByRole('region', { name: rt('en', 'groups.title') });
  const selects = groups.getByRole('combobox');
  const count = await selects.count();
  expect(count).toBeGreaterThan(3);
  await expect(groups).toContainText(/paints in \d+ groups, from \d+ colors/);

  // Every recoloured paint comes from a palette colour (shifted within its group), never an original colour kept.
  const auto = await recoloredText(page);
  const original = SAMPLE_ARTWORK;
  expect(auto).not.toEqual(original);
  expect(auto.length).toBe(original.length);
  expect([...paintCodes(auto)].some((code) => PALETTE.includes(code))).toBe(true);

  // The first group takes the palette's last colour by hand: its exact colour is now in the artwork.
  await selects.first().selectOption('4');
  await expect.poll(async () => paintCodes(await recoloredText(page)).has(PALETTE[4])).toBe(true);
  const chosen = await recoloredText(page);
  // "Keep as is" on the second group gives it back its original colours.
  await selects.nth(1).selectOption({ label: rt('en', 'groups.keep') });
  await expect.poll(() => recoloredText(page)).not.toEqual(chosen);
  const kept = await recoloredText(page);
  expect([...paintCodes(kept)].filter((code) => paintCodes(original).has(code)).length).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: rt('en', 'export.download') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${rt('en', 'sampleName')}-recolored.svg`);
  const downloaded = readFileSync((await file.path())!, 'utf8');
  // The preview shows that text: its image is the text's blob.
  const shown = await page.getByRole('img', { name: rt('en', 'preview.recoloredAlt', { name: rt('en', 'sampleName') }) }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
  expect(shown).toBe(480);

  await page.getByRole('button', { name: rt('en', 'export.copy') }).click();
  await expect(page.getByText(rt('en', 'export.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toEqual(downloaded);

  // Back to the automatic match: what the page first made.
  await groups.getByRole('button', { name: rt('en', 'groups.auto') }).click();
  await expect.poll(() => recoloredText(page)).toEqual(auto);
});

test('a chosen SVG is read wherever it paints; a file that is not an SVG is refused in words and the artwork stays', async ({ page }) => {
  await page.goto(LINK);
  const chooser = page.locator('input[type="file"]');
  await chooser.setInputFiles({ name: 'icons.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(ICONS) });
  const groups = page.getByRole('region', { name: rt('en', 'groups.title') });
  await expect(groups).toContainText('4 paints');
  const recolored = await recoloredText(page);
  // The comment is left as it was; the four paints took palette colours.
  expect(recolored).toContain('<!-- fill="#ff00ff" is a comment, not a paint -->');
  expect(recolored).not.toContain('#F1FAEE');
  expect(recolored).not.toContain('#e63946');

  await chooser.setInputFiles({ name: 'notes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('Shopping list: milk, eggs') });
  await expect(page.getByRole('alert')).toHaveText(rt('en', 'errors.notArtwork', { name: 'notes.svg' }));
  // An image that does not decode is refused in words too, and the SVG stays.
  await chooser.setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: truncatedPng(photoImage(200, 150, 3)) });
  await expect(page.getByRole('alert')).toHaveText(rt('en', 'errors.corrupt', { name: 'cut.png' }));
  await expect(groups).toContainText('4 paints');
  expect(await recoloredText(page)).toEqual(recolored);
});

/** The bytes of pixel (x, y) of a decoded PNG. */
const pixelOf = (png: ReturnType<typeof decode>, x: number, y: number) => Array.from(png.data.subarray(4 * (y * png.width + x), 4 * (y * png.width + x) + 4));
/** Whether two byte lists differ by at most `tolerance` in every place. */
const near = (a: readonly number[], b: readonly number[], tolerance = 2) => a.every((value, i) => Math.abs(value - b[i]) <= tolerance);
const bytesOf = (code: string) => [1, 3, 5].map((at) => parseInt(code.slice(at, at + 2), 16));

test('a photo is recolored in the worker: its main colors are the groups, a group moved onto the palette in the preview and the PNG', async ({ page }) => {
  await page.goto(LINK);
  // Three flat bands, so each group is one colour and where it lands can be read back exactly.
  const bands = [{ code: '#f4d35e', share: 0.5 }, { code: '#0d3b66', share: 0.3 }, { code: '#ee964b', share: 0.2 }];
  await page.locator('input[type="file"]').setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: encodePng(bandsImage(300, 200, bands)) });
  const groups = page.getByRole('region', { name: rt('en', 'groups.title') });
  await groups.getByLabel(rt('en', 'groups.count')).selectOption('3');
  const rows = groups.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // Most of the image first: the yellow band.
  await expect(rows.first()).toContainText('#f4d35e');
  await expect(rows.first()).toContainText('50%');
  const preview = page.getByRole('img', { name: rt('en', 'preview.recoloredAlt', { name: 'bands' }) });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([300, 200]);

  // The yellow band takes the palette's teal by hand; the navy band keeps its colour.
  await rows.first().getByRole('combobox').selectOption('3');
  await rows.nth(1).getByRole('combobox').selectOption({ label: rt('en', 'groups.keep') });
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
  const shown = await preview.evaluate((canvas: HTMLCanvasElement) => Array.from(canvas.getContext('2d')!.getImageData(150, 50, 1, 1).data));
  expect(near(shown, [...bytesOf(PALETTE[3]), 255]), `${shown}`).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: rt('en', 'export.downloadPng') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bands-recolored.png');
  const png = decode(readFileSync((await file.path())!));
  expect([png.width, png.height]).toEqual([300, 200]);
  expect(near(pixelOf(png, 10, 10), [...bytesOf(PALETTE[3]), 255]), `${pixelOf(png, 10, 10)}`).toBe(true);
  expect(near(pixelOf(png, 10, 130), [...bytesOf('#0d3b66'), 255]), `${pixelOf(png, 10, 130)}`).toBe(true);
  expect(pixelOf(png, 10, 190)).not.toEqual([...bytesOf('#ee964b'), 255]);

  // The colour-vision views draw the recolored photo through the app's filters.
  const views = page.getByRole('region', { name: rt('en', 'preview.vision') });
  const vision = views.getByRole('img', { name: rt('en', 'preview.visionAlt', { name: 'bands', vision: rt('en', 'preview.visions.deuteranopia') }) });
  await expect(vision).toHaveCSS('filter', /url\(.*deuteranopia.*\)/);
  expect(await axeViolations(page)).toEqual([]);
});

test('the recolored artwork is shown under each colour vision through the app’s simulation', async ({ page }) => {
  await page.goto('/tools/recolor');
  await page.getByRole('button', { name: rt('en', 'drop.sample') }).click();
  const views = page.getByRole('region', { name: rt('en', 'preview.vision') });
  for (const type of ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia']) {
    const vision = rt('en', `preview.visions.${type}`);
    const image = views.getByRole('img', { name: rt('en', 'preview.visionAlt', { name: rt('en', 'sampleName'), vision }) });
    await expect(image).toHaveCSS('filter', new RegExp(`url\\(.*${type}.*\\)`));
    // The filter exists in the page, as the app's matrix.
    const id = /#([^")]+)/.exec(await image.evaluate((element) => getComputedStyle(element).filter))![1];
    await expect(page.locator(`filter[id="${id}"] feColorMatrix`)).toHaveCount(1);
  }
});

test('in Japanese, with saved palettes, in the dark theme: every text is Japanese and axe finds nothing', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('palettes', JSON.stringify([{ uuid: 'p1', name: '朝焼け', colors: ['#f08a5d', '#b83b5e', '#6a2c70', '#f9ed69'] }]));
    localStorage.setItem('darkMode', 'true');
  });
  await page.goto('/ja/tools/recolor');
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.recolor') })).toBeVisible();
  await page.getByRole('button', { name: rt('ja', 'drop.sample') }).click();
  await expect(page.getByLabel(rt('ja', 'palette.label'))).toHaveValue('saved:p1');
  await expect(page.getByRole('region', { name: rt('ja', 'groups.title') })).toContainText('グループにまとめました');
  expect(await axeViolations(page)).toEqual([]);
});

test('a palette’s menu opens the tool with its colours', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('palettes')) localStorage.setItem('palettes', JSON.stringify([{ uuid: 'p1', name: 'Dusk', colors: ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'] }]));
  });
  await page.goto('/palettes/p1');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Recolor artwork' }).click();
  await expect(page).toHaveURL(/\/tools\/recolor\?colors=22223b-4a4e69-9a8c98-c9ada7-f2e9e4$/);
  await expect(page.getByLabel(rt('en', 'palette.label'))).toHaveValue('link');
  await page.getByRole('button', { name: rt('en', 'drop.sample') }).click();
  const groups = page.getByRole('region', { name: rt('en', 'groups.title') });
  // Every group's choices are the palette's five colours and "Keep as is".
  await expect(groups.getByRole('combobox').first().getByRole('option')).toHaveCount(6);
});
