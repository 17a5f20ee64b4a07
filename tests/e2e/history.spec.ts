import { expect, test, type Page } from './fixtures';
import { axeViolations, localized, text, trackPageErrors } from './helpers';
import { tryAuthoredColor } from '../../src/core/exact/authoredColor';

/** Stores a raw history value before the app starts (as a returning visitor would have it). */
async function seedHistory(page: Page, raw: string) {
  await page.addInitScript((value) => {
    // Only on the first load of the test, so a reload shows what the app itself stored.
    if (sessionStorage.getItem('history-seeded')) return;
    sessionStorage.setItem('history-seeded', '1');
    localStorage.setItem('colorHistory', value);
  }, raw);
}

const rows = (page: Page) => page.getByRole('main').getByRole('list', { name: 'History' }).getByRole('listitem');
const storedHistory = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('colorHistory') ?? 'null'));

test('an empty history says so and points to Explore (en and ja)', async ({ page }) => {
  for (const lang of ['en', 'ja'] as const) {
    await page.goto(localized('/history', lang));
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'titles.history') })).toBeVisible();
    await expect(page.getByText(text(lang, 'history.empty', 'explore'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'history.clear', 'explore') })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: text(lang, 'history.explore', 'explore') })).toHaveAttribute(
      'href',
      localized('/', lang),
    );
  }
});

test('lists the stored colours newest first with name, code and a link to each page', async ({ page }) => {
  const errors = trackPageErrors(page);
  await seedHistory(page, JSON.stringify(['#ff8800', '#3a7bd5', '#000000']));
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('3 colors, newest first')).toBeVisible();
  const links = rows(page).getByRole('link');
  await expect(links.nth(0)).toHaveAttribute('href', '/colors/ff8800');
  await expect(links.nth(1)).toHaveAttribute('href', '/colors/3a7bd5');
  await expect(links.nth(2)).toHaveAttribute('href', '/colors/000000');
  // Names come from the engine: '{name} {code}' as the link's name, both shown.
  await expect(links.nth(2)).toHaveAccessibleName('Black #000000');
  await expect(links.nth(2)).toContainText('Black');
  await expect(links.nth(2)).toContainText('#000000');
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/colors\/3a7bd5$/);
  expect(errors).toEqual([]);
});

test('duplicates are dropped and at most 100 colours are kept', async ({ page }) => {
  const codes = Array.from({ length: 130 }, (_, i) => `#${(i * 0x020406).toString(16).padStart(6, '0').slice(-6)}`);
  const withDuplicates = [codes[0], codes[1], codes[0], ...codes.slice(1), codes[5]];
  await seedHistory(page, JSON.stringify(withDuplicates));
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(100);
  const hrefs = await rows(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(100);
  expect(hrefs.slice(0, 3)).toEqual(codes.slice(0, 3).map((code) => `/colors/${code.slice(1)}`));
  expect(hrefs.at(-1)).toBe(`/colors/${codes[99].slice(1)}`);
});

test('remove one entry; the change is stored and focus moves to the next entry', async ({ page }) => {
  await seedHistory(page, JSON.stringify(['#111111', '#222222', '#333333']));
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
  const remove = rows(page).nth(1).getByRole('button', { name: /#222222 from history$/ });
  await expect(remove).toHaveAccessibleName(/^Remove .+ #222222 from history$/);
  await remove.click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).getByRole('link', { name: /#222222$/ })).toHaveCount(0);
  await expect(rows(page).nth(1).getByRole('button')).toBeFocused();
  expect(await storedHistory(page)).toEqual(['#111111', '#333333']);
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  // Removing from the keyboard.
  await rows(page).nth(1).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('button')).toBeFocused();
});

test('clear all asks first, then empties the history', async ({ page }) => {
  await seedHistory(page, JSON.stringify(['#111111', '#222222']));
  await page.goto('/history');
  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear history?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('All 2 colors in your history will be removed.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  expect(await storedHistory(page)).toEqual(['#111111', '#222222']);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('button', { name: 'Clear history' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No history yet', { exact: true })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('History cleared');
  expect(await storedHistory(page)).toEqual([]);
  await page.reload();
  await expect(page.getByText('No history yet', { exact: true })).toBeVisible();
});

test('corrupt stored history recovers', async ({ page }) => {
  const errors = trackPageErrors(page);
  for (const raw of ['not json', '{"a":1}', '42', 'null']) {
    await page.evaluate((value) => localStorage.setItem('colorHistory', value), raw).catch(async () => {
      await page.goto('/about');
      await page.evaluate((value) => localStorage.setItem('colorHistory', value), raw);
    });
    await page.goto('/history');
    await expect(page.getByText('No history yet', { exact: true })).toBeVisible();
  }
  // Junk among valid codes: the valid ones are kept (normalised), the rest dropped.
  await page.evaluate(() => localStorage.setItem('colorHistory', JSON.stringify(['#ABC', 12, 'zzz', null, '00ff00', { code: '#fff' }])));
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).getByRole('link').first()).toHaveAttribute('href', '/colors/aabbcc');
  await expect(rows(page).getByRole('link').nth(1)).toHaveAttribute('href', '/colors/00ff00');
  expect(errors).toEqual([]);
});

test('visiting colour pages records them newest first, each colour once', async ({ page }) => {
  for (const hex of ['ff0000', '00ff00', '0000ff', 'ff0000']) {
    await page.goto(`/colors/${hex}`);
    await expect(page).toHaveTitle(`#${hex} - Irodori`);
  }
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
  const hrefs = await rows(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/colors/ff0000', '/colors/0000ff', '/colors/00ff00']);
  // An invalid colour address is not recorded.
  await page.goto('/colors/xyz');
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
});

test('a visit to a 101st colour drops the oldest one', async ({ page }) => {
  const codes = Array.from({ length: 100 }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`);
  await seedHistory(page, JSON.stringify(codes));
  await page.goto('/colors/abcdef');
  await expect(page).toHaveTitle('#abcdef - Irodori');
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(100);
  await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', '/colors/abcdef');
  await expect(rows(page).last().getByRole('link')).toHaveAttribute('href', `/colors/${codes[98].slice(1)}`);
  await expect(page.getByText('100 colors, newest first')).toBeVisible();
});

test('a P3 colour enters the history as it is: painted, marked and linking to its own page, beside codes an earlier version stored', async ({ page }) => {
  const errors = trackPageErrors(page);
  const green = 'color(display-p3 0 1 0)';
  const fallback = tryAuthoredColor(green)!.code;
  const widePage = `/colors/${fallback.slice(1)}?exact=color(display-p3_0_1_0)`;
  // A history as the version before left it: codes only, no exact texts.
  await seedHistory(page, JSON.stringify(['#ff8800', '#3a7bd5']));
  await page.goto(widePage);
  await expect(page).toHaveTitle(`${green} - Irodori`);
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
  const wide = rows(page).first().getByRole('link');
  await expect(wide).toHaveAttribute('href', widePage);
  await expect(wide).toContainText(green);
  await expect(wide.getByRole('img', { name: /^A Display P3 color, outside sRGB\. On an sRGB screen it shows as #/ })).toContainText('P3');
  expect(await wide.locator('span').first().evaluate((swatch) => getComputedStyle(swatch).backgroundColor)).toBe(green);
  // The codes stored before read as they did.
  const hrefs = await rows(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.slice(1)).toEqual(['/colors/ff8800', '/colors/3a7bd5']);
  // The SPEC's array keeps the fallback; the exact text is kept beside it.
  expect(await storedHistory(page)).toEqual([fallback, '#ff8800', '#3a7bd5']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('historyExactColors') ?? 'null'))).toEqual([[fallback, green, null]]);
  expect(await axeViolations(page)).toEqual([]);
  await wide.click();
  await expect(page).toHaveURL(new RegExp(`${widePage.replace(/[()?]/g, '\\$&')}$`));
  await expect(page).toHaveTitle(`${green} - Irodori`);
  expect(errors).toEqual([]);
});
