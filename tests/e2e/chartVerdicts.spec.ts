import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolations, text } from './helpers';
import { DEFAULT_CATEGORICAL, categoricalPalette } from '../../src/core/charts/categorical.ts';
import { CLEAR_DELTA_E, chartReport, paletteChartReport } from '../../src/core/charts/report.ts';

/**
 * The chart verdicts: each line of the chart tool's report says why it is good or what to do, naming the colours it
 * is about; the palette check shows the same lines, in the same words, for a palette used as chart colours.
 */

const ct = (lang: 'en' | 'ja', key: string) => text(lang, key, 'charts');
/** The report's line (in `scope`, the page or a part of it) whose label is `label`. */
const line = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
};

test('a categorical set that lightness does not carry asks for markers in grayscale, and names the closest pair under a vision', async ({ page }) => {
  await page.goto('/tools/charts?type=categorical&n=8&seed=1');
  const codes = categoricalPalette({ ...DEFAULT_CATEGORICAL, count: 8, seed: 1 }).codes;
  const report = chartReport(codes, 'categorical', '#ffffff', 1, DEFAULT_CATEGORICAL.minContrast);
  // The set the address names is poor in greyscale: the advice says what to do.
  expect(report.greyscale.advice).toBe('addMarkers');
  const greyscale = line(page, ct('en', 'report.greyscale'));
  await expect(greyscale).toContainText(ct('en', 'report.poor'));
  await expect(greyscale).toContainText(ct('en', 'report.advice.addMarkers'));

  // Each vision's line: a good one says why, one with a close pair names the two by swatch and code.
  for (const row of report.visions) {
    const shown = line(page, ct('en', 'report.worst').replace('{{vision}}', ct('en', `visions.${row.vision}`)));
    await expect(shown).toContainText(`ΔE ${row.deltaE.toFixed(1)}`);
    await expect(shown).toContainText(ct('en', `report.advice.${row.advice}`).replace('{{clear}}', String(CLEAR_DELTA_E)));
    if (row.pair) for (const i of row.pair) await expect(shown.getByText(codes[i], { exact: true })).toBeVisible();
    else await expect(shown.locator('code')).toHaveCount(0);
  }
  expect(report.visions.some((row) => row.pair !== null)).toBe(true);
  expect(await axeViolations(page, undefined, '[aria-labelledby="chart-report"]')).toEqual([]);
});

test('a curated set with a close pair offers Make it safer, and no longer once it is safer', async ({ page }) => {
  await page.goto('/tools/charts?type=categorical&n=8&set=okabe-ito');
  const offer = ct('en', 'report.tryAction').replace('{{action}}', ct('en', 'safer.make'));
  const deuteranopia = line(page, ct('en', 'report.worst').replace('{{vision}}', ct('en', 'visions.deuteranopia')));
  await expect(deuteranopia).toContainText(ct('en', 'report.advice.close'));
  await expect(deuteranopia).toContainText(offer);
  // A line whose pairs are all clearly apart offers nothing.
  await expect(line(page, ct('en', 'report.worst').replace('{{vision}}', ct('en', 'visions.normal')))).not.toContainText(offer);
  await page.goto('/tools/charts?type=categorical&n=8&set=okabe-ito&safer=1');
  await expect(page.getByTestId('chart-palette')).toHaveAttribute('aria-busy', 'false');
  await expect(deuteranopia).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: offer })).toHaveCount(0);
});

test('in Japanese, the offer follows the advice as one run of sentences, and each line names its vision once', async ({ page }) => {
  await page.goto('/ja/tools/charts?type=categorical&n=8&set=okabe-ito');
  const deuteranopia = line(page, ct('ja', 'report.worst').replace('{{vision}}', ct('ja', 'visions.deuteranopia')));
  const advice = ct('ja', 'report.advice.close');
  const offer = ct('ja', 'report.tryAction').replace('{{action}}', ct('ja', 'safer.make'));
  // Japanese sentences run on with no space after 。, and a vision's own （P型） is not nested in another pair.
  await expect(deuteranopia.locator('p')).toContainText(`${advice}${offer}`);
  await expect(deuteranopia).not.toContainText('））');
});

test('a sequential scale says its lightness runs one way, and why that is good', async ({ page }) => {
  await page.goto('/ja/tools/charts?type=sequential&n=5&anchor=2166ac');
  const lightness = line(page, ct('ja', 'report.lightness'));
  await expect(lightness).toContainText(ct('ja', 'report.good'));
  await expect(lightness).toContainText(ct('ja', 'report.advice.runsOneWay'));
});

test.describe('the palette check', () => {
  /** White, a grey, near-black, and a red and a green of one lightness: one colour to a deuteranope, one grey in print. */
  const CODES = ['#ffffff', '#777777', '#1a1a1a', '#ca5551', '#3a9742'];

  for (const { lang, colorScheme } of [
    { lang: 'en', colorScheme: 'light' },
    { lang: 'ja', colorScheme: 'dark' },
  ] as const) {
    test(`shows the chart tool's verdicts for the palette as chart colors (${lang}, ${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${lang === 'ja' ? '/ja' : ''}/palettes/preview?colors=${CODES.map((c) => c.slice(1)).join('-')}&view=check`);
      const check = page.getByTestId('palette-check');
      await expect(check.getByRole('heading', { name: text(lang, 'vision.chart', 'check') })).toBeVisible();
      const report = paletteChartReport(CODES, 1);
      const deuteranopia = report.visions.find((row) => row.vision === 'deuteranopia')!;
      expect(deuteranopia).toMatchObject({ advice: 'alike', pair: [3, 4] });
      const shown = line(check, ct(lang, 'report.worst').replace('{{vision}}', ct(lang, 'visions.deuteranopia')));
      await expect(shown).toContainText(ct(lang, 'report.poor'));
      await expect(shown).toContainText(ct(lang, 'report.advice.alike'));
      await expect(shown.getByText('#ca5551', { exact: true })).toBeVisible();
      await expect(shown.getByText('#3a9742', { exact: true })).toBeVisible();
      // The same greyscale verdict as the chart tool gives such a set, and no contrast or lightness-order line.
      expect(report.greyscale.advice).toBe('addMarkers');
      await expect(line(check, ct(lang, 'report.greyscale'))).toContainText(ct(lang, 'report.advice.addMarkers'));
      await expect(line(check, ct(lang, 'report.contrast'))).toHaveCount(0);
      expect(await axeViolations(page, undefined, '[data-testid="palette-check"]')).toEqual([]);
    });
  }

  test('the verdicts follow the severity', async ({ page }) => {
    await page.goto(`/palettes/preview?colors=${CODES.map((c) => c.slice(1)).join('-')}&view=check`);
    const check = page.getByTestId('palette-check');
    const severity = check.getByRole('slider', { name: text('en', 'vision.severity', 'check') });
    await severity.fill('0.3');
    const report = paletteChartReport(CODES, 0.3);
    const deuteranopia = report.visions.find((row) => row.vision === 'deuteranopia')!;
    await expect(line(check, ct('en', 'report.worst').replace('{{vision}}', ct('en', 'visions.deuteranopia')))).toContainText(`ΔE ${deuteranopia.deltaE.toFixed(1)}`);
  });
});
