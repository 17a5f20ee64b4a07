import { expect, test, type Page } from './fixtures';
import { DEFAULT_CATEGORICAL, categoricalPalette } from '../../src/core/charts/categorical.ts';
import { OKABE_ITO, curatedSet } from '../../src/core/charts/curated.ts';
import { saferChartColors } from '../../src/core/charts/safer.ts';
import { contrastRatio } from '../../src/core/contrast/wcag.ts';
import { text } from './helpers';

/**
 * The chart tool's starting points and its one background. Curated sets (Okabe–Ito, viridis…) shown as published,
 * and in their safer form from the engine (the wasm in the worker gives the core's answer). The background: the same control sets what the search keeps its contrast against and what the
 * previews are drawn on (white, dark or the user's own colour), an older link's dark ground opens on the dark one.
 */

const ct = (lang: 'en' | 'ja', key: string) => text(lang, key, 'charts');
const strip = (page: Page) => page.getByTestId('chart-palette');
const shown = async (page: Page) => {
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  return strip(page).locator('li > code').allInnerTexts();
};
/** The background colours the previews are drawn on. */
const previewGrounds = (page: Page) =>
  page
    .getByRole('img', { name: ct('en', 'previews.label') })
    .locator('figure > svg')
    .evaluateAll((svgs) => [...new Set(svgs.map((svg) => getComputedStyle(svg).backgroundColor))]);

test('one background: dark gives a set made for it and dark previews; a colour of ones own; the older dark link', async ({ page }) => {
  await page.goto('/tools/charts?type=categorical&n=8&seed=1');
  const background = page.getByRole('radiogroup', { name: ct('en', 'background') });
  await expect(background.getByRole('radio', { name: ct('en', 'backgrounds.light') })).toBeChecked();
  await expect.poll(() => previewGrounds(page)).toEqual(['rgb(255, 255, 255)']);

  await background.getByRole('radio', { name: ct('en', 'backgrounds.dark') }).click();
  await expect(page).toHaveURL(/bg=111827/);
  const dark = categoricalPalette({ ...DEFAULT_CATEGORICAL, background: '#111827', count: 8, seed: 1 }).codes;
  await expect.poll(() => shown(page)).toEqual(dark);
  for (const code of dark) expect(contrastRatio(code, '#111827')).toBeGreaterThanOrEqual(3);
  await expect.poll(() => previewGrounds(page)).toEqual(['rgb(17, 24, 39)']);
  // The report judges contrast against the same background.
  await expect(page.getByRole('listitem').filter({ hasText: ct('en', 'contrast.label') })).toContainText(ct('en', 'report.good'));

  // A colour of one's own: the field appears with a starting colour; what is typed is the background everywhere.
  await background.getByRole('radio', { name: ct('en', 'backgrounds.custom') }).click();
  const field = page.getByRole('textbox', { name: ct('en', 'backgroundColor') });
  await expect(field).toBeVisible();
  await field.fill('#203040');
  await field.press('Enter');
  await expect(page).toHaveURL(/bg=203040/);
  await expect.poll(() => previewGrounds(page)).toEqual(['rgb(32, 48, 64)']);
  for (const code of await shown(page)) expect(contrastRatio(code, '#203040')).toBeGreaterThanOrEqual(3);

  // The sliders say their scale.
  await expect(page.getByText('OKLCH lightness 40%–85%')).toBeVisible();
  await expect(page.getByText('OKLCH chroma 0.06–0.28')).toBeVisible();

  // A link from before the single control, with its dark ground, opens on the dark background.
  await page.goto('/tools/charts?type=categorical&n=8&seed=1&ground=dark');
  await expect(page.getByRole('radiogroup', { name: ct('en', 'background') }).getByRole('radio', { name: ct('en', 'backgrounds.dark') })).toBeChecked();
  await expect.poll(() => shown(page)).toEqual(dark);
});

test('a curated set as the start: its colours and credit, made safer with what moved in words, and back', async ({ page }) => {
  await page.goto('/tools/charts?type=categorical&n=8&seed=1');
  await page.getByRole('combobox', { name: ct('en', 'start.label') }).selectOption('okabe-ito');
  await expect(page).toHaveURL(/set=okabe-ito/);
  await expect(page).not.toHaveURL(/seed=/);
  await expect.poll(() => shown(page)).toEqual([...OKABE_ITO]);
  await expect(page.getByText(/^Okabe–Ito: Masataka Okabe and Kei Ito/)).toBeVisible();
  // The search's own settings give way to the set; its count is the set's.
  await expect(page.getByRole('button', { name: ct('en', 'generate') })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: ct('en', 'count') })).toHaveAttribute('max', '8');
  // As published, its yellow fades into white and its closest pair is close for someone: the report says so.
  await expect(page.getByRole('listitem').filter({ hasText: ct('en', 'contrast.label') })).not.toContainText(ct('en', 'report.good'));

  await page.getByRole('button', { name: ct('en', 'safer.make') }).click();
  await expect(page).toHaveURL(/safer=1/);
  const expected = saferChartColors({ kind: 'categorical', colors: OKABE_ITO, background: '#ffffff', minContrast: 3, severity: 1 });
  expect(expected.changed.length).toBeGreaterThan(0);
  await expect.poll(() => shown(page)).toEqual(expected.codes);
  for (const code of expected.codes) expect(contrastRatio(code, '#ffffff')).toBeGreaterThanOrEqual(3);
  // Each moved colour says what it was; the summary says how many moved.
  const was = strip(page).getByTestId('was');
  await expect(was).toHaveCount(expected.changed.length);
  await expect(was.first()).toHaveText(`was${OKABE_ITO[expected.changed[0]]}`);
  await expect(page.getByRole('status').filter({ hasText: `Moved ${expected.changed.length} of 8 colors` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: ct('en', 'contrast.label') })).toContainText(ct('en', 'report.good'));
  // The address holds it: a reload shows the same safer set.
  await page.reload();
  await expect.poll(() => shown(page)).toEqual(expected.codes);

  await page.getByRole('button', { name: ct('en', 'safer.original') }).click();
  await expect(page).not.toHaveURL(/safer=1/);
  await expect.poll(() => shown(page)).toEqual([...OKABE_ITO]);
  // Back to the search.
  await page.getByRole('combobox', { name: ct('en', 'start.label') }).selectOption('');
  await expect(page).not.toHaveURL(/set=/);
  await expect(page.getByRole('button', { name: ct('en', 'generate') })).toBeVisible();

  // Settings the search cannot meet say so; a curated set chosen from there shows, with no leftover refusal.
  await page.goto('/tools/charts?type=categorical&n=8&seed=1&l=95-100');
  await expect(page.getByRole('alert')).toHaveText(ct('en', 'tooFew'));
  await page.getByRole('combobox', { name: ct('en', 'start.label') }).selectOption('okabe-ito');
  await expect.poll(() => shown(page)).toEqual([...OKABE_ITO]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('viridis as a sequential start: sampled at the count, already safe, said so', async ({ page }) => {
    await page.goto('/ja/tools/charts?type=sequential&n=7&anchor=2166ac');
    // A ramp is sampled at the tab's class count: its option names it without a size; a categorical set's has one.
    const start = page.getByRole('combobox', { name: ct('ja', 'start.label') });
    await expect(start.locator('option[value="viridis"]')).toHaveText('viridis');
    await start.selectOption('viridis');
    await expect(page).toHaveURL(/set=viridis/);
    const viridis = curatedSet('viridis')!.colors(7);
    await expect.poll(() => shown(page)).toEqual(viridis);
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.lightness') })).toContainText(ct('ja', 'report.ordered'));
    // Its neighbours are a fair distance apart under protanopia, as far as a scale's fix asks: the report offers no fix
    // that would change nothing.
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.worst').replace('{{vision}}', ct('ja', 'visions.protanopia')) })).toContainText(ct('ja', 'report.fair'));
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.tryAction').replace('{{action}}', ct('ja', 'safer.make')) })).toHaveCount(0);
    await page.getByRole('button', { name: ct('ja', 'safer.make') }).click();
    await expect(page.getByRole('status').filter({ hasText: /変更は不要です。viridis/ })).toBeVisible();
    await expect.poll(() => shown(page)).toEqual(viridis);
    // On the dark background it is the dark end that comes near the background, and the report says so.
    await page.getByRole('radio', { name: ct('ja', 'backgrounds.dark') }).click();
    await expect(page.getByRole('listitem').filter({ hasText: ct('ja', 'report.contrast') })).toContainText(ct('ja', 'report.advice.noTargetDark'));
  });

  test('the ranges say their scale; the background is named as the other settings are', async ({ page }) => {
    await page.goto('/ja/tools/charts?type=categorical&n=8&seed=1');
    await expect(page.getByText('OKLCHの明度40〜85%')).toBeVisible();
    await expect(page.getByText('OKLCHの彩度0.06〜0.28')).toBeVisible();
    await expect(page.locator('label', { hasText: ct('ja', 'severity') }).locator('output')).toHaveText('100%');
    await expect(page.getByRole('spinbutton', { name: `${ct('ja', 'lightness')} ${ct('ja', 'min')}` })).toHaveValue('40');
    await expect(page.getByRole('spinbutton', { name: `${ct('ja', 'chroma')} ${ct('ja', 'max')}` })).toHaveValue('28');
    // The background's name stands above its choices in the settings' label type, as the count's does.
    const styleOf = (text: string) =>
      page.getByText(text, { exact: true }).evaluate((element) => {
        const style = getComputedStyle(element);
        return { weight: style.fontWeight, color: style.color, left: Math.round(element.getBoundingClientRect().left) };
      });
    expect(await styleOf(ct('ja', 'background'))).toEqual(await styleOf(ct('ja', 'count')));
    const name = await page.getByText(ct('ja', 'background'), { exact: true }).boundingBox();
    const white = await page.getByRole('radio', { name: ct('ja', 'backgrounds.light') }).locator('..').boundingBox();
    expect(white!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
  });

});
