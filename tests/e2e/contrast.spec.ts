import { expect, test, type Page } from './fixtures';
import { apcaContrast, contrast, contrastRatio } from '../../src/core/index.ts';
import { contrastScore } from '../../src/core/contrast/contrast.ts';
import { pairContrast } from '../../src/core/contrast/screenContrast.ts';
import { exactInfo } from '../../src/core/exact/authoredColor.ts';
import { axeViolations, expectHead, text, trackPageErrors } from './helpers';

/** The verdict cells of one criterion row: [AA, AAA]. */
const row = (page: Page, criterion: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${criterion}`) }) });

async function expectVerdicts(page: Page, criterion: string, aa: string, aaa: string) {
  const cells = row(page, criterion).getByRole('cell');
  await expect(cells.nth(0)).toHaveText(aa);
  await expect(cells.nth(1)).toHaveText(aaa);
}

const score = (page: Page) => page.getByTestId('contrast-score');

test('defaults: white text on a random background, written into the URL in place', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/about');
  await page.goto('/tools/contrast-checker');
  await expect(page).toHaveURL(/\/tools\/contrast-checker\?fg=ffffff&bg=[0-9a-f]{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.contrastChecker') })).toBeVisible();
  await expectHead(page, { title: text('en', 'titles.contrastChecker'), path: '/tools/contrast-checker', lang: 'en' });
  const bg = `#${new URL(page.url()).searchParams.get('bg')}`;
  await expect(page.getByRole('textbox', { name: 'Text color', exact: true })).toHaveValue('#ffffff');
  await expect(page.getByRole('textbox', { name: 'Background color', exact: true })).toHaveValue(bg);
  await expect(score(page)).toHaveText(`${contrast('#ffffff', bg).score.toFixed(2)}:1`);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test('invalid colours fall back: fg to white, bg to a random colour', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=nothex&bg=000000');
  await expect(page).toHaveURL(/\?fg=ffffff&bg=000000$/);
  await expect(score(page)).toHaveText('21.00:1');
  await page.goto('/tools/contrast-checker?fg=000&bg=12');
  await expect(page).toHaveURL(/\?fg=000000&bg=[0-9a-f]{6}$/);
});

test('#777777 on #ffffff is 4.47: AA passes for large text and fails for small text', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=777777&bg=ffffff');
  await expect(score(page)).toHaveText('4.47:1');
  await expect(page.getByText(text('en', 'contrast.truncation', 'tools'))).toBeVisible(); // truncated, not rounded
  await expectVerdicts(page, 'Large text', 'Pass', 'Fail');
  await expectVerdicts(page, 'Small text', 'Fail', 'Fail');
  await expectVerdicts(page, 'UI components', 'Pass', 'Not defined');
  await expect(page.getByTestId('apca-lc')).toHaveText(`Lc ${Math.abs(apcaContrast('#777777', '#ffffff')).toFixed(1)}`);
  const preview = page.getByTestId('contrast-preview');
  await expect(preview).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(preview).toHaveCSS('color', 'rgb(119, 119, 119)');
  await expect(preview.getByRole('img', { name: /Large Text|Color brings/ }).first()).toBeVisible();
  await expect(preview.getByRole('img', { name: 'A button and an icon in #777777 on #ffffff' })).toBeVisible();
});

test('white on orange: WCAG 2 fails it and APCA passes it, so a line says the verdicts follow WCAG 2; an agreeing pair has none', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=ffffff&bg=ef6c00');
  await expect(score(page)).toHaveText('3.08:1');
  await expect(page.getByTestId('verdict-disagreement')).toHaveText(text('en', 'apca.disagree.wcagFails', 'tools'));
  await page.goto('/tools/contrast-checker?fg=000000&bg=ffffff');
  await expect(score(page)).toHaveText('21.00:1');
  await expect(page.getByTestId('verdict-disagreement')).toHaveCount(0);
});

test('known pairs get their ratings', async ({ page }) => {
  const cases: Array<[string, string, string, [string, string], [string, string], string]> = [
    ['000000', 'ffffff', '21.00:1', ['Pass', 'Pass'], ['Pass', 'Pass'], 'Pass'],
    ['ffffff', 'ffffff', '1.00:1', ['Fail', 'Fail'], ['Fail', 'Fail'], 'Fail'],
    ['595959', 'ffffff', `${contrast('#595959', '#ffffff').score.toFixed(2)}:1`, ['Pass', 'Pass'], ['Pass', 'Pass'], 'Pass'],
    ['949494', 'ffffff', `${contrast('#949494', '#ffffff').score.toFixed(2)}:1`, ['Pass', 'Fail'], ['Fail', 'Fail'], 'Pass'],
  ];
  for (const [fg, bg, expected, large, small, ui] of cases) {
    await page.goto(`/tools/contrast-checker?fg=${fg}&bg=${bg}`);
    await expect(score(page)).toHaveText(expected);
    await expectVerdicts(page, 'Large text', ...large);
    await expectVerdicts(page, 'Small text', ...small);
    await expect(row(page, 'UI components').getByRole('cell').first()).toHaveText(ui);
  }
});

test('swap exchanges the colours and the URL follows', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=3a7bd5&bg=fafafa');
  await page.getByRole('button', { name: 'Swap colors' }).click();
  await expect(page).toHaveURL(/\?fg=fafafa&bg=3a7bd5$/);
  await expect(page.getByRole('textbox', { name: 'Text color', exact: true })).toHaveValue('#fafafa');
  await expect(page.getByRole('textbox', { name: 'Background color', exact: true })).toHaveValue('#3a7bd5');
  await expect(score(page)).toHaveText(`${contrast('#fafafa', '#3a7bd5').score.toFixed(2)}:1`);
});

test('typing a colour updates the result and the URL', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=ffffff&bg=000000');
  const bg = page.getByRole('textbox', { name: 'Background color', exact: true });
  await bg.fill('#3a7bd5');
  await bg.press('Enter');
  await expect(page).toHaveURL(/\?fg=ffffff&bg=3a7bd5$/);
  await expect(score(page)).toHaveText(`${contrast('#ffffff', '#3a7bd5').score.toFixed(2)}:1`);
  await page.getByRole('button', { name: 'Clear' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Text color', exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\?fg=ffffff&bg=3a7bd5$/);
});

test('a failing grey offers the nearest passing grey text and a passing background', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=777777&bg=ffffff');
  const suggestions = page.getByRole('region', { name: 'Suggestion' });
  await expect(suggestions).toBeVisible();
  const text = suggestions.getByRole('region', { name: 'Text color that passes' });
  await expect(text).toContainText('The nearest darker gray that passes AA for small text');
  const code = (await text.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^#([0-9a-f]{2})\1\1$/); // a grey stays grey
  expect(contrastRatio(code, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  // A white background behind grey text has no lighter option: it says so and offers a darker one.
  const background = suggestions.getByRole('region', { name: 'Background that passes' });
  await expect(background.getByTestId('suggestion-no-side')).toHaveText(/No lighter background passes/);
  await text.getByRole('button', { name: 'Use this text color' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?fg=${code.slice(1)}&bg=ffffff$`));
  await expect(page.getByRole('textbox', { name: 'Text color', exact: true })).toHaveValue(code);
  await expectVerdicts(page, 'Small text', 'Pass', 'Fail');
  await expect(page.getByRole('region', { name: 'Suggestion' })).toHaveCount(0);
});

test('white text on #3a7bd5: no light text passes, so it says so and offers a dark grey, and a darker blue background', async ({ page }) => {
  await page.goto('/tools/contrast-checker?fg=ffffff&bg=3a7bd5');
  const suggestions = page.getByRole('region', { name: 'Suggestion' });
  const text = suggestions.getByRole('region', { name: 'Text color that passes' });
  await expect(text.getByTestId('suggestion-no-side')).toHaveText('No lighter text color passes AA for small text on this background, so this one is dark.');
  await expect(text).toContainText('The nearest darker gray that passes AA for small text');
  await expect(text).not.toContainText('same hue');
  const fg = (await text.locator('code').textContent()) ?? '';
  expect(fg).toMatch(/^#([0-9a-f]{2})\1\1$/);
  expect(contrastRatio(fg, '#3a7bd5')).toBeGreaterThanOrEqual(4.5);

  const background = suggestions.getByRole('region', { name: 'Background that passes' });
  await expect(background).toContainText('The nearest darker color of the same hue that passes AA for small text');
  await expect(background.getByTestId('suggestion-no-side')).toHaveCount(0);
  const bg = (await background.locator('code').textContent()) ?? '';
  expect(contrastRatio('#ffffff', bg)).toBeGreaterThanOrEqual(4.5);
  await expect(background).toContainText(`${contrast('#ffffff', bg).score.toFixed(2)}:1`);
  await background.getByRole('button', { name: 'Use this background' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?fg=ffffff&bg=${bg.slice(1)}$`));
  await expect(page.getByRole('textbox', { name: 'Background color', exact: true })).toHaveValue(bg);
  await expectVerdicts(page, 'Small text', 'Pass', contrast('#ffffff', bg).normalText === 'AAA' ? 'Pass' : 'Fail');
  await expect(page.getByRole('region', { name: 'Suggestion' })).toHaveCount(0);
});

test('Japanese page', async ({ page }) => {
  await page.goto('/ja/tools/contrast-checker?fg=777777&bg=ffffff');
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.contrastChecker') })).toBeVisible();
  await expect(score(page)).toHaveText('4.47:1');
  await expect(page.getByText(text('ja', 'contrast.truncation', 'tools'))).toBeVisible();
  const large = row(page, text('ja', 'contrast.largeCriterion', 'tools')).getByRole('cell');
  await expect(large.first()).toHaveText(text('ja', 'rating.pass', 'tools'));
  const suggestions = page.getByRole('region', { name: text('ja', 'contrast.suggestion', 'tools') });
  await expect(suggestions.getByRole('region', { name: text('ja', 'contrast.suggestions.fg.title', 'tools') })).toBeVisible();
  await expect(suggestions.getByRole('button', { name: text('ja', 'contrast.suggestions.bg.apply', 'tools') })).toBeVisible();
});

test('a Display P3 text colour is kept as authored, judged on both screens and swapped whole; a plain address opens as ever', async ({ page }) => {
  const errors = trackPageErrors(page);
  const p3Red = 'color(display-p3 1 0 0)';
  const info = exactInfo(p3Red)!;
  const { result, screens } = pairContrast(p3Red, '#ffffff');
  const tools = (key: string) => text('en', key, 'tools');
  const screenName = (screen: 'srgb' | 'p3') => text('en', `screens.names.${screen}`, 'check');
  await page.goto(`/tools/contrast-checker?fg=${info.code.slice(1)}&bg=ffffff&fgExact=color(display-p3_1_0_0)`);
  await expect(page).toHaveURL(/\?fg=ff0b0c&bg=ffffff&fgExact=color\(display-p3_1_0_0\)$/);
  await expect(page.getByRole('textbox', { name: 'Text color', exact: true })).toHaveValue(p3Red);
  // The mark and the fallback with its distance, as a palette row shows them; the preview paints the colour itself.
  await expect(page.getByRole('img', { name: `${text('en', 'exact.gamutLabel.p3')} ${text('en', 'exact.fallbackLabel').replace('{{code}}', info.code).replace('{{distance}}', info.distance.toFixed(1))}` })).toHaveText('P3');
  await expect(page.getByText(`sRGB ${info.code} · ΔE ${info.distance.toFixed(1)}`)).toBeVisible();
  await expect(page.getByTestId('contrast-preview')).toHaveCSS('color', p3Red);
  // The worse screen's figures, named, with the other screen's beside them.
  expect(screens).toMatchObject({ ratioFrom: 'p3', apcaFrom: 'p3' });
  await expect(score(page)).toHaveText(`${result.score.toFixed(2)}:1`);
  const worse = (value: string) => tools('contrast.screens.worse').replace('{{screen}}', screenName('p3')).replace('{{other}}', screenName('srgb')).replace('{{value}}', value);
  await expect(page.getByTestId('contrast-screens')).toContainText(worse(`${contrastScore(screens!.screens.srgb.ratio).toFixed(2)}:1`));
  await expect(page.getByTestId('contrast-screens').getByRole('img', { name: 'From Display P3 screens, where this pair is worse' })).toHaveText('P3');
  await expect(page.getByTestId('apca-lc')).toHaveText(`Lc ${Math.abs(result.apca).toFixed(1)}`);
  await expect(page.getByTestId('apca-screens')).toContainText(worse(`Lc ${Math.abs(screens!.screens.srgb.apca).toFixed(1)}`));
  await expect(page.getByText(tools('contrast.screens.judged'))).toBeVisible();
  await expectVerdicts(page, 'Small text', 'Fail', 'Fail');
  // A suggested text colour is a code: it says it leaves the wide gamut.
  await expect(page.getByTestId('suggestion-fg').getByTestId('suggestion-leaves')).toHaveText(tools('contrast.suggestions.leaves.gamut'));
  expect(await axeViolations(page)).toEqual([]);

  // Swap moves the exact text with its code.
  await page.getByRole('button', { name: 'Swap colors' }).click();
  await expect(page).toHaveURL(/\?fg=ffffff&bg=ff0b0c&bgExact=color\(display-p3_1_0_0\)$/);
  await expect(page.getByRole('textbox', { name: 'Background color', exact: true })).toHaveValue(p3Red);
  await expect(score(page)).toHaveText(`${pairContrast('#ffffff', p3Red).result.score.toFixed(2)}:1`);

  // A wide colour typed in a field is kept; typing a code drops it.
  const bgField = page.getByRole('textbox', { name: 'Background color', exact: true });
  await bgField.fill('oklch(70% 0.2 150)');
  await bgField.press('Enter');
  await expect(page).toHaveURL(/\?fg=ffffff&bg=00bf54&bgExact=oklch\(70%25_0\.2_150\)$/);
  await bgField.fill('#3a7bd5');
  await bgField.press('Enter');
  await expect(page).toHaveURL(/\?fg=ffffff&bg=3a7bd5$/);
  await expect(page.getByTestId('contrast-screens')).toHaveCount(0);

  // An exact text whose fallback is not the code beside it is dropped; a plain address is as it always was.
  await page.goto('/tools/contrast-checker?fg=000000&bg=ffffff&fgExact=color(display-p3_1_0_0)');
  await expect(page).toHaveURL(/\?fg=000000&bg=ffffff$/);
  await expect(score(page)).toHaveText('21.00:1');
  await page.goto('/tools/contrast-checker?fg=777777&bg=ffffff');
  await expect(page).toHaveURL(/\?fg=777777&bg=ffffff$/);
  await expect(score(page)).toHaveText('4.47:1');
  await expect(page.getByTestId('contrast-screens')).toHaveCount(0);
  await expect(page.getByTestId('apca-screens')).toHaveCount(0);
  await expect(page.getByText(tools('contrast.screens.judged'))).toHaveCount(0);
  expect(errors).toEqual([]);
});
