/**
 * Colour names on Japanese pages: each colour is named in Japanese (the nearest traditional colour when it is
 * within JAPANESE_NAME_DELTA_E, else its description), in the first render of a Japanese address and after a
 * switch of language; copies and exports keep the English names; Wada's combinations keep the book's name
 * beside the Japanese one.
 */
import { expect, test, type Page } from './fixtures';
import { text, trackPageErrors } from './helpers';
import { JAPANESE_NAME_DELTA_E, japaneseColorName, nearestJapaneseColor } from '../../src/core/names/japaneseColors';
import { JAPANESE, WADA, byKanji } from '../support/japaneseColors';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Red, a traditional colour itself, and a violet no traditional colour is close to.
const CODES = ['#ff0000', byKanji('萌黄').code, '#7f5fff'];
const shared = (prefix: '' | '/ja') => `${prefix}/palettes/preview?colors=${CODES.map((code) => code.slice(1)).join('-')}`;

/** The names the shared palette shows, in order. */
const shownNames = (page: Page) => page.getByRole('link').filter({ has: page.locator('strong') }).locator('strong').allInnerTexts();

test('the cases the names cover', () => {
  expect(nearestJapaneseColor(CODES[1], JAPANESE).deltaE).toBe(0);
  expect(nearestJapaneseColor(CODES[2], JAPANESE).deltaE).toBeGreaterThanOrEqual(JAPANESE_NAME_DELTA_E);
});

test('a Japanese page names colours in Japanese from its first render; copies keep the English names', async ({ page }) => {
  const errors = trackPageErrors(page);
  const expected = CODES.map((code) => japaneseColorName(code, JAPANESE));
  expect(expected[1]).toBe('萌黄');
  expect(expected[2]).toMatch(/^鮮やかで明るい.+色$/);

  // The Japanese page's HTML preloads the traditional colours with the names; the English page's does not.
  expect(await (await page.request.get(shared('/ja'))).text()).toMatch(/japanese-colors-[\w-]+\.json/);
  expect(await (await page.request.get(shared(''))).text()).not.toMatch(/japanese-colors-[\w-]+\.json/);

  // Names are read as the page renders: the first names shown are the Japanese ones.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstNames: string[] }).firstNames = seen;
    new MutationObserver(() => {
      if (seen.length === 0) seen.push(...[...document.querySelectorAll('main li strong')].map((node) => node.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(shared('/ja'));
  await expect.poll(() => shownNames(page)).toEqual(expected);
  expect(await page.evaluate(() => (window as unknown as { firstNames: string[] }).firstNames)).toEqual(expected);
  await expect(page.getByRole('link', { name: `萌黄 ${CODES[1]}` })).toBeVisible();

  // Copy as CSS variables names them by their English names, as on English pages.
  await page.getByTitle(text('ja', 'copy.as')).first().click();
  await page.getByRole('menuitemradio', { name: text('ja', 'copyAs.cssVar', 'formats') }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^--red: #ff0000;\n--[a-z-]+: #[0-9a-f]{6};\n--[a-z-]+: #7f5fff;$/);
  expect(errors).toEqual([]);
});

test('switching to Japanese renames the colours shown; switching back restores the English names', async ({ page }) => {
  await page.goto(shared(''));
  await expect.poll(async () => (await shownNames(page))[0]).toBe('Red');
  const english = await shownNames(page);
  expect(english.every((name) => /^[A-Za-z' -]+$/.test(name))).toBe(true);
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect.poll(() => shownNames(page)).toEqual(CODES.map((code) => japaneseColorName(code, JAPANESE)));
  await page.getByRole('button', { name: text('ja', 'language.choose') }).first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => shownNames(page)).toEqual(english);
});

test("a combination in Japanese: Japanese names, the book's English names beside them", async ({ page }) => {
  const number = 5;
  const colors = WADA.combinations[number - 1].map((index) => WADA.colors[index]);
  await page.goto(`/ja/combinations/${number}`);
  const bands = page.getByRole('list', { name: text('ja', 'combination.colors', 'japanese') }).getByRole('listitem');
  await expect(bands).toHaveCount(colors.length);
  for (const [i, color] of colors.entries()) {
    const name = japaneseColorName(color.code, JAPANESE);
    await expect(bands.nth(i).locator('strong')).toHaveText(name);
    const member = page.getByRole('listitem').filter({ hasText: color.name });
    await expect(member.locator('strong')).toHaveText(name);
    await expect(member.locator('[lang="en"]')).toHaveText(color.name);
  }
  // In English, the book's names as before.
  await page.goto(`/combinations/${number}`);
  await expect(page.getByRole('list', { name: text('en', 'combination.colors', 'japanese') }).getByRole('listitem').first().locator('strong')).toHaveText(colors[0].name);
});
