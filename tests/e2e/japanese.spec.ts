import { expect, test } from './fixtures';
import { expectHead, localized, text, trackPageErrors } from './helpers';

/** 紅梅色 (Kōbai-iro), one of the 227 traditional colours, and its code. */
const KOBAI = { kanji: '紅梅色', romaji: 'Kōbai-iro', kana: 'こうばいいろ', english: 'Red plum colored', code: '#db5a6b' };

test.describe('the colour page names the nearest traditional Japanese colour', () => {
  test('in English: kanji, reading, translation, code and how close, linking to its page', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`/colors/${KOBAI.code.slice(1)}`);
    const cell = page.getByRole('definition').filter({ has: page.getByRole('link', { name: `Open ${KOBAI.kanji} ${KOBAI.code}` }) });
    await expect(cell).toContainText(KOBAI.romaji);
    await expect(cell).toContainText(KOBAI.english);
    await expect(cell).toContainText('ΔE 0.0');
    await expect(cell).toContainText('Exact');
    // A colour that is not one of them gets its nearest, with the distance in words.
    await page.goto('/colors/3a7bd5');
    const strip = page.getByRole('region', { name: 'Color values' });
    await expect(strip.getByText('Traditional Japanese color')).toBeVisible();
    const link = strip.getByRole('link', { name: /^Open \S+ #[0-9a-f]{6}$/ });
    await expect(link).toBeVisible();
    await expect(strip.getByText(/^(Very close|Close|Distant)$/)).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('region', { name: 'Color values' }).getByText('Exact')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in Japanese the traditional name leads: in the heading and first in the values', async ({ page }) => {
    await page.goto(`/ja/colors/${KOBAI.code.slice(1)}`);
    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByText(KOBAI.kanji)).toBeVisible();
    const strip = page.getByRole('region', { name: text('ja', 'strip.heading', 'color') });
    const terms = await strip.getByRole('term').allInnerTexts();
    expect(terms[0]).toBe(text('ja', 'strip.japanese', 'color'));
    await expect(strip.getByText('一致')).toBeVisible();
    // No English translation on Japanese pages.
    await expect(strip.getByText(KOBAI.english)).toHaveCount(0);
  });
});

test.describe('the traditional colours page', () => {
  test('lists all 227 by hue, filters by kanji, kana, romaji without marks and English, and keeps the filter in the address', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/japanese-colors');
    await expectHead(page, { title: text('en', 'titles.japaneseColors'), path: '/japanese-colors', lang: 'en' });
    const cards = page.getByRole('main').locator('a[href^="/colors/"]');
    await expect(cards).toHaveCount(227);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('227 colors');
    // Grouped under the app's categories, the greys and greyish colours (藍鼠, orange by its hue) in a group of their own.
    await expect(page.getByRole('heading', { level: 2, name: /^Red \d/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Neutral/ })).toHaveCount(0);
    const greyish = page.getByRole('region', { name: new RegExp(`^${text('en', 'colors.greyish', 'japanese')}`) });
    await expect(greyish.getByRole('link', { name: /^藍鼠 / })).toBeVisible();
    const filter = page.getByRole('searchbox', { name: 'Filter by name' });
    for (const query of ['kobai', 'koubai', 'Kōbai', '紅梅', 'こうばい', 'コウバイ', 'red plum']) {
      await filter.fill(query);
      await expect(page.getByRole('link', { name: `${KOBAI.kanji} ${KOBAI.romaji} ${KOBAI.english} ${KOBAI.code}` }), query).toBeVisible();
      // The list follows the field in a transition: the card can be seen before the others are gone.
      await expect.poll(() => cards.count(), { message: query }).toBeLessThan(227);
    }
    await expect(page).toHaveURL(/\/japanese-colors\?q=red\+plum$/);
    await page.reload();
    await expect(filter).toHaveValue('red plum');
    await filter.fill('zzzz');
    await expect(page.getByText('No traditional color matches “zzzz”.')).toBeVisible();
    await expect(cards).toHaveCount(0);
    await filter.fill('');
    await expect(cards).toHaveCount(227);
    await page.getByRole('link', { name: `${KOBAI.kanji} ${KOBAI.romaji} ${KOBAI.english} ${KOBAI.code}` }).click();
    await expect(page).toHaveURL(/\/colors\/db5a6b$/);
    expect(errors).toEqual([]);
  });

  test('in Japanese: readings in kana, no English, translated texts', async ({ page }) => {
    await page.goto('/ja/japanese-colors');
    await expectHead(page, { title: text('ja', 'titles.japaneseColors'), path: '/japanese-colors', lang: 'ja' });
    const card = page.getByRole('link', { name: `${KOBAI.kanji} ${KOBAI.kana} ${KOBAI.code}` });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(KOBAI.english);
    await expect(card).toHaveAttribute('href', `/ja/colors/${KOBAI.code.slice(1)}`);
  });
});

test.describe("Wada Sanzō's combinations", () => {
  test('the collection filters by size and by a colour name or code', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/combinations');
    await expectHead(page, { title: text('en', 'titles.combinations'), path: '/combinations', lang: 'en' });
    const cards = page.getByRole('main').getByRole('link', { name: /^No\. \d+ \S/ });
    await expect(cards).toHaveCount(348);
    await page.getByRole('radio', { name: '2 colors' }).check();
    await expect(cards).toHaveCount(120);
    await expect(page).toHaveURL(/size=2/);
    await page.getByRole('radio', { name: '4 colors' }).check();
    await expect(cards).toHaveCount(108);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(cards).toHaveCount(348);

    const color = page.getByRole('searchbox', { name: 'Color name or hex code' });
    // The filter follows typing a moment later (a deferred value), the cards marked busy meanwhile.
    const caughtUp = () => expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await color.fill('scarlet');
    await caughtUp();
    const withScarlet = await cards.count();
    expect(withScarlet).toBeGreaterThan(0);
    expect(withScarlet).toBeLessThan(348);
    // Each card is named by what it shows: its number and colour names.
    for (const shown of await cards.allTextContents()) {
      expect(shown).toMatch(/Scarlet/);
    }
    // A code finds the combinations with a colour near it.
    await color.fill('#000000');
    await caughtUp();
    const nearBlack = await cards.count();
    expect(nearBlack).toBeGreaterThan(0);
    expect(nearBlack).toBeLessThan(348);
    await color.fill('no such colour');
    await expect(page.getByText('No combination matches these filters.')).toBeVisible();
    // A corrected name: cards write it as Ridgway spells it, and a link with the data set's old spelling still finds it.
    await color.fill('Cerulean Blue');
    await caughtUp();
    const withCerulean = await cards.count();
    expect(withCerulean).toBeGreaterThan(0);
    for (const shown of await cards.allTextContents()) expect(shown).toContain('Cerulean Blue');
    await page.goto('/combinations?color=Cerulian+Blue');
    await expect(color).toHaveValue('Cerulian Blue');
    await caughtUp();
    await expect(cards).toHaveCount(withCerulean);
    expect(errors).toEqual([]);
  });

  test('in Japanese the filter finds colours by a traditional name (緋) or reading, and from the address', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/ja/combinations');
    const cards = page.getByRole('main').getByRole('link', { name: /^No\. \d+ \S/ });
    await expect(cards).toHaveCount(348);
    const color = page.getByRole('searchbox', { name: text('ja', 'combinations.color', 'japanese') });
    const caughtUp = () => expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await color.fill('緋');
    await caughtUp();
    const withHi = await cards.count();
    expect(withHi).toBeGreaterThan(0);
    expect(withHi).toBeLessThan(348);
    await expect(page.getByText(text('ja', 'combinations.none', 'japanese'))).toHaveCount(0);
    // A reading in kana finds the colours it is part of; a word that names none, the empty state.
    await color.fill('あか');
    await caughtUp();
    expect(await cards.count()).toBeGreaterThan(0);
    await color.fill('ぬぬぬ');
    await expect(page.getByText(text('ja', 'combinations.none', 'japanese'))).toBeVisible();
    await expect(cards).toHaveCount(0);
    // The name in the address finds the same once the traditional colours have loaded.
    await page.goto(`/ja/combinations?color=${encodeURIComponent('緋')}`);
    await expect(color).toHaveValue('緋');
    await caughtUp();
    await expect(cards).toHaveCount(withHi);
    expect(errors).toEqual([]);
  });

  test('a combination page shows its colours and saves them as a palette', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/combinations/270');
    await expectHead(page, { title: 'Color Combination 270', path: '/combinations/270', lang: 'en' });
    const swatches = page.getByRole('list', { name: 'Colors' }).locator('a[href^="/colors/"]');
    await expect(swatches).toHaveCount(4);
    const codes = await swatches.evaluateAll((links) => links.map((a) => `#${(a.getAttribute('href') ?? '').slice(-6)}`));
    await page.getByRole('button', { name: 'Save as palette' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to My Palettes' });
    await expect(dialog.getByRole('textbox')).toHaveValue('Wada Sanzō No. 270');
    await dialog.getByRole('textbox').press('Enter');
    await expect(page.getByText('“Wada Sanzō No. 270”, 4 colors')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('palettes') ?? '[]') as { name: string; colors: string[] }[]);
    expect(stored.map(({ name, colors }) => ({ name, colors }))).toEqual([{ name: 'Wada Sanzō No. 270', colors: codes }]);
    // The neighbours are a link away.
    await page.getByRole('link', { name: 'Next combination: No. 271' }).click();
    await expect(page).toHaveURL(/\/combinations\/271$/);
    await page.getByRole('link', { name: 'Previous combination: No. 270' }).click();
    await expect(page).toHaveURL(/\/combinations\/270$/);
    expect(errors).toEqual([]);
  });

  test('in Japanese the page and the saved palette are in Japanese', async ({ page }) => {
    await page.goto('/ja/combinations/5');
    await expect(page.getByRole('heading', { level: 1, name: '配色5' })).toBeVisible();
    await page.getByRole('button', { name: 'パレットとして保存' }).click();
    const dialog = page.getByRole('dialog', { name: 'マイパレットに保存' });
    await expect(dialog.getByRole('textbox')).toHaveValue('配色事典No. 5');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'マイパレットに保存しました' })).toContainText('「配色事典No. 5」2色');
  });

  for (const bad of ['0', '349', '012', 'abc', '1.5', '-1']) {
    test(`/combinations/${bad} goes to the not-found page`, async ({ page }) => {
      await page.goto(`/combinations/${bad}`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.notFound') })).toBeVisible();
    });
  }
});

test('the sidebar lists the new pages under Explore, in both languages', async ({ page }) => {
  for (const lang of ['en', 'ja'] as const) {
    await page.goto(localized('/', lang));
    const nav = page.locator('aside').getByRole('navigation', { name: text(lang, 'nav.main') });
    await expect(nav.getByRole('link')).toHaveCount(13);
    // Under Tools, the chart colours, the gradients and the artwork recolouring before the contrast checker.
    await expect(nav.getByRole('link', { name: text(lang, 'nav.charts') })).toHaveAttribute('href', lang === 'en' ? '/tools/charts' : '/ja/tools/charts');
    await expect(nav.getByRole('link', { name: text(lang, 'nav.gradient') })).toHaveAttribute('href', lang === 'en' ? '/tools/gradient' : '/ja/tools/gradient');
    await expect(nav.getByRole('link', { name: text(lang, 'nav.recolor') })).toHaveAttribute('href', lang === 'en' ? '/tools/recolor' : '/ja/tools/recolor');
    const labels = (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
    expect(labels.slice(0, 3)).toEqual([text(lang, 'nav.explore'), text(lang, 'nav.japaneseColors'), text(lang, 'nav.combinations')]);
  }
});
