import { expect, test, type Page } from './fixtures';
import { apcaContrast, contrastRatio, nearestName, scheme, type SchemeId } from '../../src/core/index.ts';
import { expectHead, text, trackPageErrors } from './helpers';
import { NAMES } from '../support/colorNames';

/** The generator's tabs in order: id (also the URL value), label, scheme and its options, and how many cards. */
const TABS: Array<{ id: string; label: string; scheme: SchemeId; options?: { count?: number; radius?: number }; pairs?: boolean }> = [
  { id: 'alternative', label: 'Alternative', scheme: 'alternative' },
  { id: 'shade', label: 'Shade', scheme: 'shade', options: { count: 10 } },
  { id: 'tint', label: 'Tint', scheme: 'tint', options: { count: 10 } },
  { id: 'gray', label: 'Gray', scheme: 'gray' },
  { id: 'hue', label: 'Hue', scheme: 'hue' },
  { id: 'ui', label: 'UI', scheme: 'ui' },
  { id: 'fgbg', label: 'FG / BG', scheme: 'fgbg', pairs: true },
  { id: 'same-lightness', label: 'Same Lightness', scheme: 'same-lightness', options: { radius: 40 } },
];

/** The colour links of the selected tab's panel (each card links to its colour page). */
const panelLinks = (page: Page) => page.getByRole('tabpanel').getByRole('link', { name: /#[0-9a-f]{6}\b/ });

/** Returns the URL's color and tab parameters. */
function params(page: Page) {
  const url = new URL(page.url());
  return { color: url.searchParams.get('color'), tab: url.searchParams.get('tab') };
}

test('without parameters it picks a random colour and the Alternative tab, rewriting the URL in place', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/about');
  await page.goto('/tools/generator');
  await expect(page).toHaveURL(/\/tools\/generator\?color=[0-9a-f]{6}&tab=alternative$/);
  const { color } = params(page);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.generator') })).toBeVisible();
  await expectHead(page, { title: text('en', 'titles.generator'), path: '/tools/generator', lang: 'en' });
  await expect(page.getByRole('tab', { name: 'Alternative' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('base-name')).toHaveText(nearestName(`#${color}`, NAMES).name);
  await expect(panelLinks(page)).toHaveCount(10);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test('invalid colours become random, unknown tabs the default, and codes are normalised', async ({ page }) => {
  await page.goto('/tools/generator?color=zzzzzz&tab=shade');
  await expect(page).toHaveURL(/\?color=[0-9a-f]{6}&tab=shade$/);
  await page.goto('/tools/generator?color=F80&tab=nope');
  await expect(page).toHaveURL(/\?color=ff8800&tab=alternative$/);
  await expect(page.getByTestId('base-name')).toHaveText(nearestName('#ff8800', NAMES).name);
  await page.goto('/ja/tools/generator?tab=hue');
  await expect(page).toHaveURL(/\/ja\/tools\/generator\?color=[0-9a-f]{6}&tab=hue$/);
  await expect(page.getByRole('tab', { name: text('ja', 'generator.tabs.hue', 'tools') })).toHaveAttribute('aria-selected', 'true');
});

test('each tab shows the core scheme of the base colour, linking to each colour', async ({ page }) => {
  const base = '#3a7bd5';
  await page.goto('/tools/generator?color=3a7bd5&tab=alternative');
  await expect(page.getByRole('navigation', { name: 'Generator mode' }).getByRole('link', { name: 'Rule Based' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tablist', { name: 'Rule Based' }).getByRole('tab')).toHaveText(TABS.map((tab) => tab.label));
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?color=3a7bd5&tab=${tab.id}$`));
    await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
    const codes = scheme(tab.scheme, base, tab.options);
    const links = panelLinks(page);
    await expect(links, tab.id).toHaveCount(codes.length);
    for (const i of [0, codes.length - 1]) {
      await expect(links.nth(i)).toHaveAttribute('href', `/colors/${codes[i].slice(1)}`);
      // Named by what the card shows: its caption, code and name (a pair's chips: name and code).
      const name = nearestName(codes[i], NAMES).name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`^(?=.*${codes[i]})(?=.*${name})`));
    }
    if (tab.pairs) await expect(page.getByRole('tabpanel').getByRole('img', { name: `${codes[0]} text on ${codes[1]}` })).toBeVisible();
    else await expect(page.getByRole('tabpanel').getByText(codes[0], { exact: true }).first()).toBeVisible();
  }
});

test('tabs follow the arrow, Home and End keys', async ({ page }) => {
  await page.goto('/tools/generator?color=3a7bd5&tab=alternative');
  await page.getByRole('tab', { name: 'Alternative' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Shade' })).toBeFocused();
  await expect(page).toHaveURL(/tab=shade$/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Same Lightness' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Alternative' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/tab=same-lightness$/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/tab=alternative$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('aria-labelledby', (await page.getByRole('tab', { name: 'Alternative' }).getAttribute('id')) ?? '');
});

test('the colour input changes the base and the URL follows without new history entries', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/tools/generator?color=3a7bd5&tab=tint');
  const field = page.getByRole('textbox', { name: 'Base color', exact: true });
  await expect(field).toHaveValue('#3a7bd5');
  await field.fill('ff0000');
  await field.press('Enter');
  await expect(page).toHaveURL(/\?color=ff0000&tab=tint$/);
  await expect(page.getByTestId('base-name')).toHaveText(nearestName('#ff0000', NAMES).name);
  await expect(panelLinks(page).first()).toHaveAttribute('href', `/colors/${scheme('tint', '#ff0000')[0].slice(1)}`);
  // Invalid text is ignored silently.
  await field.fill('xyz');
  await field.press('Enter');
  await expect(page).toHaveURL(/\?color=ff0000&tab=tint$/);
  await page.getByRole('button', { name: 'Random color' }).click();
  await expect(page).not.toHaveURL(/color=ff0000/);
  await expect(page).toHaveURL(/\?color=[0-9a-f]{6}&tab=tint$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("a grey has 'No colors' on hue-based tabs", async ({ page }) => {
  await page.goto('/tools/generator?color=808080&tab=hue');
  await expect(page.getByRole('tabpanel').getByText('No colors', { exact: true })).toBeVisible();
  await expect(panelLinks(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Shade' }).click();
  await expect(panelLinks(page)).toHaveCount(10);
});

test('codes can be opened as a shared palette', async ({ page }) => {
  await page.goto('/tools/generator?color=3a7bd5&tab=shade');
  const codes = scheme('shade', '#3a7bd5');
  await expect(page.getByRole('link', { name: 'Open as palette' })).toHaveAttribute(
    'href',
    `/palettes/preview?colors=${codes.map((c) => c.slice(1)).join('-')}`,
  );
});

/** The WCAG verdict of a ratio per SPEC §5, deciding on the ratio truncated (not rounded) to 2 decimals. */
function expectedVerdict(ratio: number): { score: string; level: string } {
  const truncated = Math.floor(ratio * 100 + 1e-9) / 100;
  const level = truncated >= 7 ? 'AAA' : truncated >= 4.5 ? 'AA' : truncated >= 3 ? 'AA Large' : 'Fail';
  return { score: truncated.toFixed(2), level };
}

test('truncation decides the verdict: 4.478 is 4.47 and only AA Large', () => {
  expect(expectedVerdict(4.478)).toEqual({ score: '4.47', level: 'AA Large' });
  expect(expectedVerdict(4.5)).toEqual({ score: '4.50', level: 'AA' });
  expect(expectedVerdict(2.999)).toEqual({ score: '2.99', level: 'Fail' });
});

test('each FG/BG pair shows its ratio, its WCAG verdict and its APCA Lc', async ({ page }) => {
  await page.goto('/tools/generator?color=3a7bd5&tab=fgbg');
  const codes = scheme('fgbg', '#3a7bd5');
  const cards = page.getByRole('tabpanel').getByTestId('color-pair');
  await expect(cards).toHaveCount(codes.length / 2);
  const levels: string[] = [];
  for (let i = 0; i < codes.length / 2; i++) {
    const [fg, bg] = [codes[2 * i], codes[2 * i + 1]];
    const card = cards.nth(i);
    await expect(card.getByRole('img', { name: `${fg} text on ${bg}` })).toBeVisible();
    const { score, level } = expectedVerdict(contrastRatio(fg, bg));
    await expect(card.getByTestId('contrast-ratio')).toHaveText(`${score}:1`);
    await expect(card.getByTestId('wcag-level')).toHaveText(level);
    await expect(card.getByTestId('apca-lc')).toHaveText(`Lc ${Math.abs(apcaContrast(fg, bg)).toFixed(1)}`);
    levels.push(level);
  }
  // The pairs the issue names (3.74, 4.22, 4.22) are not AA for body text, and the page says so in words.
  expect(levels.filter((level) => level === 'AA Large' || level === 'Fail').length).toBeGreaterThan(0);
});

test('FG/BG verdicts are translated in Japanese', async ({ page }) => {
  await page.goto('/ja/tools/generator?color=3a7bd5&tab=fgbg');
  const codes = scheme('fgbg', '#3a7bd5');
  const levels = page.getByRole('tabpanel').getByTestId('wcag-level');
  await expect(levels).toHaveCount(codes.length / 2);
  const expected = [];
  for (let i = 0; i < codes.length; i += 2) {
    const { level } = expectedVerdict(contrastRatio(codes[i], codes[i + 1]));
    const key = { AAA: 'aaa', AA: 'aa', 'AA Large': 'aaLarge', Fail: 'fail' }[level]!;
    expected.push(text('ja', `rating.levels.${key}`, 'tools'));
  }
  await expect(levels).toHaveText(expected);
});
