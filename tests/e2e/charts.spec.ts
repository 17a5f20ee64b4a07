import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { text } from './helpers';
import { storedPalettes } from './palettes-support';
import { DEFAULT_CATEGORICAL, categoricalPalette } from '../../src/core/charts/categorical.ts';
import { chartReport } from '../../src/core/charts/report.ts';
import { simulate } from '../../src/core/vision/simulate.ts';

/**
 * The chart-colour tool: a categorical palette from the engine (the wasm in the worker gives the core's
 * answer), its address, a lock through regeneration, the previews under a vision, exports, saving; sequential and
 * diverging scales in Japanese, dark, on a phone; constraints nothing meets.
 */

const ct = (lang: 'en' | 'ja', key: string) => text(lang, key, 'charts');
const strip = (page: Page) => page.getByTestId('chart-palette');
const shown = async (page: Page) => {
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  return strip(page).locator('code').allInnerTexts();
};

test('categorical: the engine’s palette, a lock through regeneration, the address, the previews under a vision, exports and saving', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/charts');
  await expect(page).toHaveURL(/\/tools\/charts\?type=categorical&n=8&seed=1$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.charts') })).toBeVisible();
  const expected = categoricalPalette({ ...DEFAULT_CATEGORICAL, count: 8, seed: 1 }).codes;
  await expect.poll(() => shown(page)).toEqual(expected);
  // The report judges it for everyone, as the core does, with the advice that goes with the verdict.
  const deuteranopia = chartReport(expected, 'categorical', '#ffffff', 1, DEFAULT_CATEGORICAL.minContrast).visions.find((row) => row.vision === 'deuteranopia')!;
  const judged = page.getByRole('listitem').filter({ hasText: 'Closest pair, Deuteranopia' });
  await expect(judged).toContainText(ct('en', `report.${deuteranopia.verdict}`));
  await expect(judged).toContainText(ct('en', `report.advice.${deuteranopia.advice}`).replace('{{clear}}', '10'));

  // Lock the third colour, then generate again: it stays, first; the rest changes.
  const kept = expected[2];
  await page.getByRole('button', { name: `Lock ${kept}` }).click();
  await expect(page).toHaveURL(new RegExp(`lock=${kept.slice(1)}`));
  await page.getByRole('button', { name: ct('en', 'generate') }).click();
  await expect(page).not.toHaveURL(/seed=1(&|$)/);
  // The new seed's palette, as the core gives it: the strip may still show the lock's answer while the address changes.
  const seed = Number(new URL(page.url()).searchParams.get('seed'));
  const regenerated = categoricalPalette({ ...DEFAULT_CATEGORICAL, count: 8, seed, locked: [kept] }).codes;
  await expect.poll(() => shown(page)).toEqual(regenerated);
  expect(regenerated[0]).toBe(kept);
  expect(regenerated).not.toEqual(expected);
  await expect(page.getByRole('button', { name: `Unlock ${kept}` })).toHaveAttribute('aria-pressed', 'true');

  // The address holds it all: a reload shows the same palette.
  await page.reload();
  await expect.poll(() => shown(page)).toEqual(regenerated);

  // Under deuteranopia the bars are drawn in the simulated colours; the address says so.
  // The choice goes through the address: click, then the radio follows.
  await page.getByRole('radio', { name: ct('en', 'visions.deuteranopia') }).click();
  await expect(page.getByRole('radio', { name: ct('en', 'visions.deuteranopia') })).toBeChecked();
  await expect(page).toHaveURL(/vision=deuteranopia/);
  const bars = page.getByRole('img', { name: ct('en', 'previews.label') }).locator('figure').first().locator('rect');
  await expect.poll(() => bars.evaluateAll((rects) => rects.map((r) => r.getAttribute('fill')))).toEqual(regenerated.map((code) => simulate(code, 'deuteranopia', 1)));

  // Export as Tableau preferences and Vega-Lite: files that hold the palette.
  await page.getByRole('button', { name: ct('en', 'actions.export') }).click();
  const dialog = page.getByRole('dialog', { name: ct('en', 'export.title') });
  await dialog.getByRole('radio', { name: ct('en', 'export.formats.tableau') }).check();
  const [tps] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: ct('en', 'export.download') }).click()]);
  expect(tps.suggestedFilename()).toBe('chart-colors.tps');
  const xml = await readFile(await tps.path(), 'utf8');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return { error: doc.querySelector('parsererror') !== null, type: doc.querySelector('color-palette')?.getAttribute('type'), colors: [...doc.querySelectorAll('color')].map((c) => c.textContent) };
  }, xml);
  expect(parsed).toEqual({ error: false, type: 'regular', colors: regenerated });
  await dialog.getByRole('radio', { name: ct('en', 'export.formats.vegaLite') }).check();
  const [vega] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: ct('en', 'export.download') }).click()]);
  expect((JSON.parse(await readFile(await vega.path(), 'utf8')) as { config: { range: { category: string[] } } }).config.range.category).toEqual(regenerated);
  await page.keyboard.press('Escape');

  // The share link is the page's address; saving makes a palette of the colours.
  await page.getByRole('button', { name: ct('en', 'actions.share') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByRole('button', { name: ct('en', 'actions.save') }).click();
  await page.getByRole('dialog').getByRole('button', { name: text('en', 'save.submit', 'palettes') }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors).toEqual(regenerated);

  // Typing a count digit by digit: the "1" on the way to "12" is kept, and twelve colours come, the lock still first.
  const count = page.getByRole('spinbutton', { name: ct('en', 'count') });
  await count.selectText();
  await count.pressSequentially('12');
  await expect(page).toHaveURL(/n=12/);
  await expect(strip(page).locator('li')).toHaveCount(12);
  await expect.poll(async () => (await shown(page))[0]).toBe(kept);
});

test('settings nothing can meet say so, in words', async ({ page }) => {
  await page.goto('/tools/charts?type=categorical&n=8&seed=1&l=95-100');
  await expect(page.getByRole('alert')).toHaveText(ct('en', 'tooFew'));
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ locale: 'ja-JP', colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a sequential scale runs light to dark; the diverging tab balances its arms; the page fits the screen', async ({ page }) => {
    await page.goto('/ja/tools/charts?type=sequential&n=5&anchor=2166ac');
    await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.charts') })).toBeVisible();
    await expect(strip(page).locator('li')).toHaveCount(5);
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.lightness') })).toContainText(ct('ja', 'report.ordered'));
    // Its continuous form: one gradient along the same path.
    await expect(page.getByRole('img', { name: /までの連続した配色$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: ct('ja', 'kinds.diverging') }).click();
    await expect(page).toHaveURL(/type=diverging&n=7&anchor=b2182b-2166ac/);
    await expect(strip(page).locator('li')).toHaveCount(7);
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.lightness') })).toContainText(ct('ja', 'report.balanced'));
    await page.getByRole('radio', { name: ct('ja', 'visions.greyscale') }).click();
    await expect(page.getByRole('radio', { name: ct('ja', 'visions.greyscale') })).toBeChecked();
    await expect(page).toHaveURL(/vision=greyscale/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
