import { readFileSync } from 'node:fs';
import { expect, readyPage, test, type Page } from './fixtures';
import { axeViolations, text, trackPageErrors } from './helpers';
import { colorList, openPalette, seedPalettes, storedPalettes, type StoredPalette } from './palettes-support';
import { tryAuthoredColor } from '../../src/core/exact/authoredColor';

/**
 * Wide and translucent colours in palettes: painted as they are and marked, with their sRGB fallback; kept through
 * edits, another tab of the version before (which knows only the SPEC's array of codes), share links, Import and a
 * Display P3 screen.
 */

const LIME = 'oklch(84.1% 0.238 128.85)'; // Tailwind v4 lime-400: outside sRGB, inside Display P3
const GLASS = 'color(display-p3 0 0 1 / 0.5)'; // translucent P3 blue
const NEUTRAL = 'oklch(98.5% 0 0)'; // Tailwind v4 neutral-50: inside sRGB, between two 8-bit steps
const fallback = (text: string) => tryAuthoredColor(text)!.code;

/** The stored exact texts of a palette, as the app writes them beside the array (see core/model/codecs.ts). */
async function storedExact(page: Page): Promise<Record<string, [number, string, string][]>> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('paletteExactColors'))) ?? '{}') as Record<string, [number, string, string][]>;
}

/** Seeds one palette holding a plain colour and three exact ones, stored as the app stores them. */
async function seedWide(page: Page) {
  const palette: StoredPalette = { uuid: 'wide', name: 'Wide', colors: ['#ff0000', fallback(LIME), fallback(GLASS), fallback(NEUTRAL)] };
  const exact = { wide: [[1, fallback(LIME), LIME], [2, fallback(GLASS), GLASS], [3, fallback(NEUTRAL), NEUTRAL]] };
  await seedPalettes(page, [palette], { paletteExactColors: JSON.stringify(exact) });
}

/** The palette page's row of a colour, by its position. */
const row = (page: Page, index: number) => colorList(page, 'en').getByRole('listitem').nth(index);

test('a palette shows wide and translucent colours as they are, marked, with their fallback, and keeps them through edits', async ({ page }) => {
  const errors = trackPageErrors(page);
  await seedWide(page);
  await openPalette(page, 'en', 'wide');
  await expect(row(page, 1)).toContainText(LIME);
  await expect(row(page, 1).getByRole('img', { name: /Display P3/ })).toHaveText('P3');
  await expect(row(page, 1)).toContainText(`sRGB ${fallback(LIME)}`);
  await expect(row(page, 2).getByRole('img', { name: /50% opaque/ })).toContainText('α 50%');
  // In sRGB but between two hex codes: its exact text, no mark.
  await expect(row(page, 3)).toContainText(NEUTRAL);
  await expect(row(page, 3).getByRole('img')).toHaveCount(0);
  // Painted as it is (the browser's own colour), not as its fallback.
  expect(await row(page, 1).evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('oklch(0.841 0.238 128.85)');
  expect(await row(page, 2).evaluate((node) => getComputedStyle(node).backgroundImage)).toContain('color(display-p3 0 0 1 / 0.5)');

  // Duplicate the lime: the copy is exact too, and storage keeps both, each at its place.
  await row(page, 1).getByRole('button', { name: /^Duplicate/ }).click();
  await expect(colorList(page, 'en').getByRole('listitem')).toHaveCount(5);
  await expect.poll(async () => (await storedExact(page)).wide).toEqual([
    [1, fallback(LIME), LIME],
    [2, fallback(LIME), LIME],
    [3, fallback(GLASS), GLASS],
    [4, fallback(NEUTRAL), NEUTRAL],
  ]);
  expect((await storedPalettes(page))[0].colors).toEqual(['#ff0000', fallback(LIME), fallback(LIME), fallback(GLASS), fallback(NEUTRAL)]);
  // Undo takes it back, exact texts and all.
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes') }).click();
  await expect.poll(async () => (await storedExact(page)).wide).toHaveLength(3);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a tab of the version before edits the palette: the moved colour falls back to its code, the rest stay exact', async ({ context, page }) => {
  await seedWide(page);
  await openPalette(page, 'en', 'wide');
  await expect(row(page, 1)).toContainText(LIME);
  // The old version's store: it reads the array, moves the first colour to the end and writes the array back,
  // leaving every other key alone (it never knew the exact texts' key).
  const old = await readyPage(context);
  await old.goto('/404');
  await old.evaluate(() => {
    const [palette] = JSON.parse(localStorage.getItem('palettes') ?? '[]') as { colors: string[] }[];
    palette.colors = [...palette.colors.slice(1), palette.colors[0]];
    localStorage.setItem('palettes', JSON.stringify([palette]));
  });
  // This tab follows: the lime, the glass and the neutral moved up one place and no longer match where their exact
  // texts were kept, so they show their codes; nothing shows a wrong colour.
  await expect(row(page, 0)).toContainText(fallback(LIME));
  await expect(row(page, 0)).not.toContainText('oklch');
  await expect(row(page, 3)).toContainText('#ff0000');
  // This tab's next change writes exact texts only for what it still holds exactly.
  await page.getByRole('button', { name: 'Add color' }).click();
  await expect.poll(async () => (await storedExact(page)).wide ?? []).toEqual([]);
  expect((await storedPalettes(page))[0].colors).toEqual([fallback(LIME), fallback(GLASS), fallback(NEUTRAL), '#ff0000', '#ffffff']);
});

test.describe('share links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('carry wide colours: the shared page shows them and Add keeps them', async ({ page }) => {
    await seedWide(page);
    await openPalette(page, 'en', 'wide');
    await page.getByRole('button', { name: text('en', 'editor.share', 'palettes'), exact: true }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('colors')).toBe(['ff0000', fallback(LIME), fallback(GLASS), fallback(NEUTRAL)].map((c) => c.replace('#', '')).join('-'));
    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main).toContainText(LIME);
    await expect(main).toContainText(GLASS);
    await expect(main.getByRole('img', { name: /Display P3/ }).first()).toBeVisible();
    await main.getByRole('button', { name: text('en', 'shared.add', 'palettes') }).click();
    await page.getByRole('dialog').getByRole('button', { name: text('en', 'save.submit', 'palettes') }).click();
    await expect(page).toHaveURL(/\/palettes$/);
    const stored = await storedPalettes(page);
    const added = stored.find((p) => p.uuid !== 'wide')!;
    expect((await storedExact(page))[added.uuid]).toEqual([
      [1, fallback(LIME), LIME],
      [2, fallback(GLASS), GLASS],
      [3, fallback(NEUTRAL), NEUTRAL],
    ]);
  });

  test('an old link (colors only) opens as before', async ({ page }) => {
    await page.goto(`/palettes/preview?colors=ff0000-${fallback(LIME).slice(1)}`);
    await expect(page.getByRole('main')).toContainText(fallback(LIME));
    await expect(page.getByRole('main')).not.toContainText('oklch');
  });
});

test('Import keeps a Tailwind v4 palette to the digit', async ({ page }) => {
  await seedPalettes(page, []);
  await page.goto('/palettes');
  await page.getByRole('button', { name: text('en', 'list.import', 'palettes'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill(`@theme {\n  --color-lime-400: ${LIME};\n  --color-neutral-50: ${NEUTRAL};\n  --color-glass: ${GLASS};\n}`);
  await expect(dialog).toContainText(LIME);
  await dialog.getByRole('button', { name: /^Create/ }).click();
  await expect(page).toHaveURL(/\/palettes\/[0-9a-f-]{36}$/);
  await expect(colorList(page, 'en').getByRole('listitem')).toHaveCount(3);
  await expect(row(page, 0)).toContainText(LIME);
  await expect(row(page, 2)).toContainText(GLASS);
});

test('a backup keeps wide colours (version 2) and a restore into a cleared browser gives them back', async ({ page }) => {
  await seedWide(page);
  await page.goto('/palettes');
  await page.getByRole('button', { name: text('en', 'section.backUp', 'data') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'backup.title', 'data') });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: text('en', 'backup.download', 'data') }).click()]);
  const file = readFileSync(await download.path(), 'utf8');
  expect(JSON.parse(file)).toMatchObject({ version: 2, palettes: [{ uuid: 'wide', colors: ['#ff0000', LIME, GLASS, NEUTRAL] }] });

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: text('en', 'section.restore', 'data'), exact: true }).click();
  const restore = page.getByRole('dialog', { name: text('en', 'restore.title', 'data') });
  await restore.getByTestId('restore-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(file) });
  await restore.getByRole('radio', { name: text('en', 'restore.replace', 'data') }).check();
  page.once('dialog', (confirm) => void confirm.accept());
  await restore.getByRole('button', { name: text('en', 'restore.replaceSubmit', 'data') }).click();
  await expect(restore).toBeHidden();
  expect((await storedExact(page)).wide).toEqual([
    [1, fallback(LIME), LIME],
    [2, fallback(GLASS), GLASS],
    [3, fallback(NEUTRAL), NEUTRAL],
  ]);
  await openPalette(page, 'en', 'wide');
  await expect(row(page, 1)).toContainText(LIME);
});
