import { oklchToHexInGamut } from '../../src/core/convert/gamutMap.ts';
import { expect, readyPage, test, type Locator } from './fixtures';
import { expectHead, localized, text, trackPageErrors } from './helpers';
import { PALETTE_FIXTURE, ROUTES as EVERY_ROUTE, seedPalette } from './routes';

/** The number of lines the text of an element takes (distinct line boxes of its text, once the fonts are in). */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate(async (node) => {
    await document.fonts.ready;
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0));
    }
    // Runs in two fonts (Latin and Japanese) on one line have their own boxes, which overlap vertically.
    const middles = rects.map((rect) => rect.top + rect.height / 2);
    return middles.filter((middle, i) => !rects.slice(0, i).some((rect) => middle > rect.top && middle < rect.bottom)).length;
  });
}

/** Routes whose title is known without any stored data (neutral path → title key). */
const ROUTES: Array<[string, string]> = [
  ['/palettes', 'titles.palettes'],
  ['/palettes/preview?colors=ff0000-00ff00', 'titles.sharedPalette'],
  ['/history', 'titles.history'],
  ['/tools/generator?color=ff0000&tab=shade', 'titles.generator'],
  ['/tools/contrast-checker?fg=000000&bg=ffffff', 'titles.contrastChecker'],
  ['/about', 'titles.about'],
  ['/about-ads', 'titles.aboutAds'],
  ['/privacy', 'titles.privacy'],
  ['/license', 'titles.license'],
  ['/japanese-colors', 'titles.japaneseColors'],
  ['/combinations', 'titles.combinations'],
  ['/404', 'titles.notFound'],
];

for (const lang of ['en', 'ja'] as const) {
  test.describe(`routes in ${lang}`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

    // A test per route: the workers share them, and each stays far within its timeout.
    for (const [path, key] of ROUTES) {
      test(`every route renders with its title, canonical and alternates: ${path}`, async ({ page }) => {
        const errors = trackPageErrors(page);
        await page.goto(localized(path, lang));
        const title = text(lang, key);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectHead(page, { title, path: path.split('?')[0], lang });
        expect(errors).toEqual([]);
      });
    }

    test('colour and category pages carry their own titles', async ({ page }) => {
      await page.goto(localized('/colors/ff8800', lang));
      await expect(page).toHaveTitle(/^#ff8800 - Irodori$/);
      await expectHead(page, { title: '#ff8800', path: '/colors/ff8800', lang });
      await page.goto(localized('/categories/blue', lang));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/categories\/blue$/);
    });

    for (const width of [960, 1440]) {
      test(`at ${width} px every sidebar label and top-bar button sits on one line`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localized('/tools/contrast-checker', lang));
        const links = page.locator('aside').getByRole('navigation', { name: text(lang, 'nav.main') }).getByRole('link');
        await expect(links).toHaveCount(13);
        await expect(links.getByText(text(lang, 'nav.contrastChecker'), { exact: true })).toBeVisible();
        for (const link of await links.all()) {
          expect(await lineCount(link), await link.innerText()).toBe(1);
        }
        const open = page.getByRole('banner').getByRole('button', { name: text(lang, 'drawer.open') });
        expect(await lineCount(open)).toBe(1);
        await open.click();
        expect(await lineCount(page.getByRole('banner').getByRole('button', { name: text(lang, 'drawer.close') }))).toBe(1);
      });
    }

    test('every mobile menu label sits on one line at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localized('/', lang));
      await page.getByRole('button', { name: text(lang, 'menu.open') }).click();
      const links = page.locator('#mobile-menu').getByRole('link');
      await expect(links).toHaveCount(18);
      for (const link of await links.all()) {
        expect(await lineCount(link), await link.innerText()).toBe(1);
      }
    });

    test('unknown paths reach the not-found page', async ({ page }) => {
      for (const path of ['/no-such-page', '/colors/GGGGGG', '/colors/12345', '/categories/purple', '/tools/nothing']) {
        await page.goto(localized(path, lang));
        await expect(page.getByRole('heading', { level: 1, name: text(lang, 'titles.notFound') })).toBeVisible();
        await expect(page).toHaveTitle(`${text(lang, 'titles.notFound')} - Irodori`);
      }
    });
  });
}

test('the home link is active on / and on /ja', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' })).toHaveClass(/active/);
  await page.goto('/ja');
  const ja = page.getByRole('navigation', { name: text('ja', 'nav.main') });
  await expect(ja.getByRole('link', { name: text('ja', 'nav.explore') })).toHaveClass(/active/);
  await expect(ja.getByRole('link', { name: text('ja', 'nav.explore') })).toHaveAttribute('href', '/ja');
});

test('switching language keeps the path and query and replaces the history entry', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/tools/generator?color=336699&tab=tint');
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/tools\/generator\?color=336699&tab=tint$/);
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.generator') })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('choosing the current language just closes the menu; the keyboard reaches the other, inside the screen', async ({ page }) => {
  await page.goto('/history');
  const button = page.getByRole('button', { name: 'Language' }).first();
  await button.click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page).toHaveURL(/\/history$/);
  // The sidebar's button sits at the foot of the screen: its menu opens above it, on the current language.
  await button.press('Enter');
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  const box = (await menu.boundingBox())!;
  expect(box.x >= 0 && box.y >= 0 && box.y + box.height <= 800).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: '日本語' })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ja\/history$/);
});

test("with no theme chosen the page follows the device's setting as it changes; a chosen theme stays", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/palettes');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
  // Chosen with the toggle, the theme no longer follows the device.
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('theme and language survive a reload', async ({ page }) => {
  await page.goto('/palettes');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).first().click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', after);
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/palettes$/);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  await expect(html).toHaveAttribute('lang', 'ja');
  // The stored language wins on an English address too.
  await page.goto('/history');
  await expect(page).toHaveURL(/\/ja\/history$/);
});

test('a corrupt stored theme or language is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('darkMode', '{oops');
    localStorage.setItem('language', '42');
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('a Japanese browser landing on an English address is sent to /ja', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await readyPage(context);
  await page.goto('/license?x=1');
  await expect(page).toHaveURL(/\/ja\/license\?x=1$/);
  await context.close();
});

test('the top-bar hex input opens the colour page on Enter and on blur, ignoring invalid input', async ({ page }) => {
  await page.goto('/history');
  const input = page.getByRole('textbox', { name: 'Search a color by hex code' });
  await input.fill('#xyz');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/history$/);
  await input.fill('F80');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/colors\/ff8800$/);
  await input.fill('123456789');
  await expect(input).toHaveValue('1234567');
  await page.getByRole('banner').getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input).toHaveValue('');
  await input.fill('#00aa55');
  await input.blur();
  await expect(page).toHaveURL(/\/colors\/00aa55$/);
});

test('beside the hex field, the header search reads any colour and opens it: oklch(), 桜色, a part of a name', async ({ page }) => {
  await page.goto('/history');
  await page.getByRole('banner').getByRole('button', { name: 'Search any color' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search a color' });
  const field = dialog.getByRole('textbox', { name: 'Search a color by code or name' });
  await field.fill('oklch(0.7 0.15 200)');
  const code = oklchToHexInGamut(0.7, 0.15, 200);
  await expect(dialog.getByRole('link').first()).toContainText(code);
  await field.press('Enter');
  // Between two hex codes, the colour opens its own page as it is, its sRGB code in the address.
  await expect(page).toHaveURL(new RegExp(`/colors/${code.slice(1)}\\?exact=oklch\\(0\\.7_0\\.15_200\\)$`));
  await expect(dialog).toHaveCount(0);
  // ⌘K / Ctrl+K opens it too; a traditional name opens its colour, a part of one lists them.
  await page.keyboard.press('Control+k');
  await field.fill('桜');
  await expect(dialog.getByRole('status')).toHaveText('2 colors have this in their names.');
  await expect(dialog.getByRole('link')).toHaveCount(2);
  await field.fill('桜色');
  await expect(dialog.getByRole('link')).toHaveCount(1);
  await dialog.getByRole('link', { name: /桜色/ }).click();
  await expect(page).toHaveURL(/\/colors\/fcc9b9$/);
});

test('the page scrolls to the top on a path change', async ({ page }) => {
  await page.goto('/privacy');
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('link', { name: 'License' }).first().click();
  await expect(page).toHaveURL(/\/license$/);
  // The address changes at once; the new page (and the scroll) follows as soon as its chunk is in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/License/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu lists every destination, locks scrolling and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Irodori' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Explore', 'My Palettes', 'History', 'Generator', 'Image', 'Contrast Checker', 'About', 'iOS App', 'Twitter', 'License', 'Privacy']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    await menu.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(menu).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', 'true');
  });

  test('the search overlay shows the colour as it is typed, reads any colour, says when it cannot, and opens its page', async ({ page }) => {
    await page.goto('/palettes');
    await page.getByRole('button', { name: 'Search colors' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search a color' });
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    const field = overlay.getByRole('textbox', { name: 'Search a color by code or name' });
    await expect(field).toBeFocused();
    await field.fill('rgb(1 2');
    await expect(overlay.getByRole('status')).toHaveText(/“rgb\(1 2” is not a color Irodori can read/);
    await expect(overlay.getByRole('link')).toHaveCount(0);
    await field.fill('#ff0000');
    const result = overlay.getByRole('link', { name: /#ff0000/ });
    await expect(result).toContainText('Red');
    await result.click();
    await expect(page).toHaveURL(/\/colors\/ff0000$/);
    await expect(overlay).toHaveCount(0);
  });

  test('the search overlay closes with its back button', async ({ page }) => {
    await page.goto('/palettes');
    await page.getByRole('button', { name: 'Search colors' }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/palettes$/);
  });
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', hasTouch: true, isMobile: true, locale: 'ja-JP' });

  test('the search overlay reads a traditional name in kana and a CSS colour, and opens the colour', async ({ page }) => {
    await page.goto('/ja/palettes');
    await page.getByRole('button', { name: '色を検索', exact: true }).tap();
    const overlay = page.getByRole('dialog', { name: '色を検索' });
    const field = overlay.getByRole('textbox', { name: 'カラーコードや色名で色を検索' });
    await field.fill('hsl(120deg 100% 25%)');
    await expect(overlay.getByRole('link')).toContainText('#008000');
    await field.fill('さくらいろ');
    const result = overlay.getByRole('link', { name: /桜色/ });
    await expect(result).toContainText('和色');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await result.tap();
    await expect(page).toHaveURL(/\/ja\/colors\/fcc9b9$/);
  });
});

test('every page title starts at the same x, so it does not jump between pages (desktop, 1440 px)', async ({ page }) => {
  // Every route in turn, each waited for until ready: 13 s alone, past half a minute beside two other workers on two cores.
  test.setTimeout(90_000);
  await page.addInitScript(seedPalette, PALETTE_FIXTURE);
  for (const width of [1440]) {
    await page.setViewportSize({ width, height: 900 });
    const starts = new Map<string, number>();
    // The app's pages (the static pages have their own centred frame, without the sidebar).
    for (const route of EVERY_ROUTE.filter((path) => !['/about', '/about-ads', '/privacy', '/license'].includes(path))) {
      await page.goto(route);
      // Where the title's line starts: the heading, what comes before it, or the colour page's hero band it sits in.
      const x = await page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((heading) =>
          Math.min(
            heading.getBoundingClientRect().left,
            heading.previousElementSibling?.getBoundingClientRect().left ?? Infinity,
            heading.closest('main header')?.getBoundingClientRect().left ?? Infinity,
          ),
        );
      starts.set(route, Math.round(x));
    }
    expect(new Set(starts.values()), `at ${width} px: ${JSON.stringify(Object.fromEntries(starts))}`).toEqual(new Set([starts.get('/palettes')]));
  }
});
