import { expect, test, type Page } from './fixtures';
import { CATEGORIES } from '../../src/core/category/categories';
import { createColor } from '../../src/core/color/createColor';
import { expectHead, localized, text, trackPageErrors } from './helpers';
import { NAMES } from '../support/colorNames';

const grid = (page: Page) => page.getByTestId('category-grid');
const cells = (page: Page) => grid(page).getByRole('listitem');

/** Returns the codes of the colour links rendered in the grid, by position (aria-posinset). */
async function renderedCodes(page: Page): Promise<Map<number, string>> {
  const pairs = await grid(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.flatMap((item) => {
        const href = item.querySelector('a')?.getAttribute('href');
        return href ? [[Number(item.getAttribute('aria-posinset')), `#${href.slice(-6)}`] as const] : [];
      }),
    );
  return new Map(pairs);
}

/** Where the page is scrolled to, and how tall it is. */
function scrollState(page: Page) {
  return page.evaluate(() => ({ y: window.scrollY, height: document.documentElement.scrollHeight }));
}

/**
 * Waits until a scroll has moved the page, or the page has grown: at its end the sentinel is within
 * reach, so a batch is on its way (its placeholder rows lengthen the page) or follows the one that is.
 */
async function moved(page: Page, before: { y: number; height: number }) {
  await page.waitForFunction(
    ({ y, height }) => window.scrollY !== y || document.documentElement.scrollHeight > height,
    before,
  );
}

/** Scrolls down until at least `count` colours have been loaded; returns every code seen on the way. */
async function scrollUntil(page: Page, count: number): Promise<Map<number, string>> {
  const seen = new Map<number, string>();
  for (let step = 0; step < 400; step++) {
    for (const [position, code] of await renderedCodes(page)) seen.set(position, code);
    if (Math.max(0, ...seen.keys()) >= count) return seen;
    const before = await scrollState(page);
    await page.mouse.wheel(0, 1200);
    await moved(page, before);
  }
  throw new Error(`the grid did not reach ${count} colours`);
}

test('an unknown category redirects to the not-found page', async ({ page }) => {
  for (const path of ['/categories/purple', '/categories/RED', '/ja/categories/grey']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(path.startsWith('/ja') ? 'ja' : 'en', 'titles.notFound'));
  }
});

for (const lang of ['en', 'ja'] as const) {
  test(`chips link to all 17 categories and mark the current one (${lang})`, async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(localized('/categories/green', lang));
    const green = CATEGORIES.find((c) => c.id === 'green')!;
    const title = text(lang, 'titles.category').replace('{{name}}', lang === 'ja' ? green.nameJa : green.name);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectHead(page, { title, path: '/categories/green', lang });
    const chips = page.getByRole('navigation', { name: text(lang, 'category.chips', 'explore') }).getByRole('link');
    await expect(chips).toHaveCount(17);
    for (const [i, category] of CATEGORIES.entries()) {
      await expect(chips.nth(i)).toHaveText(lang === 'ja' ? category.nameJa : category.name);
      await expect(chips.nth(i)).toHaveAttribute('href', localized(`/categories/${category.id}`, lang));
    }
    const current = page.getByRole('navigation', { name: text(lang, 'category.chips', 'explore') }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(lang === 'ja' ? green.nameJa : green.name);
    // The current chip is filled with the category's representative colour.
    const { red, green: g, blue: b } = createColor(green.representative, { names: NAMES }).rgb;
    await expect(current).toHaveCSS('background-color', `rgb(${red}, ${g}, ${b})`);

    const blue = CATEGORIES.find((c) => c.id === 'blue')!;
    await chips.filter({ hasText: new RegExp(`^${lang === 'ja' ? blue.nameJa : blue.name}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${localized('/categories/blue', lang)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'titles.category').replace('{{name}}', lang === 'ja' ? blue.nameJa : blue.name),
    );
    await expect(cells(page).first().getByRole('link')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the grid grows past 200 colours by scrolling, all of the category, with a bounded DOM', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await page.goto('/categories/green');
  await expect(cells(page).first().getByRole('link')).toBeVisible();
  const seen = await scrollUntil(page, 240);
  expect(seen.size).toBeGreaterThan(200);
  for (const [position, code] of seen) {
    expect(createColor(code, { names: NAMES }).categoryId, `colour ${position} ${code}`).toBe('green');
  }
  // Only the rows near the viewport are in the DOM.
  expect(await cells(page).count()).toBeLessThan(120);

  // A sample of the colours: each link opens its colour page.
  const sample = [...seen.values()].filter((_, i) => i % 60 === 7).slice(0, 4);
  for (const code of sample) {
    await page.goto(`/colors/${code.slice(1)}`);
    await expect(page).toHaveTitle(`${code} - Irodori`);
    // Once the colour page shows its category, it must be this one.
    const categoryLinks = page.getByRole('main').locator('a[href^="/categories/"]');
    for (const link of await categoryLinks.all()) await expect(link).toHaveAttribute('href', '/categories/green');
  }
  expect(errors).toEqual([]);
});

test('the DOM stays bounded after scrolling far', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/categories/neutral');
  await expect(cells(page).first().getByRole('link')).toBeVisible();
  const highest = async () => Math.max(0, ...(await renderedCodes(page)).keys());
  // Jump to the bottom again and again: each time the sentinel asks for the next batch.
  while ((await highest()) < 800) {
    const before = await scrollState(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await moved(page, before);
    expect(await cells(page).count()).toBeLessThan(120);
  }
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2500);
});

test('each cell shows its name and code and links to the colour page', async ({ page }) => {
  await page.goto('/categories/red');
  const link = cells(page).first().getByRole('link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const code = `#${href.slice(-6)}`;
  await expect(link).toContainText(code);
  // Named by what it shows: the colour's name, then its code.
  const name = (await link.locator('.grid-name').innerText()).trim();
  expect(name.length).toBeGreaterThan(0);
  await expect(link).toHaveAccessibleName(`${name} ${code}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/colors/${code.slice(1)}$`));
});

test('going back returns to the same colours; a new visit draws new ones', async ({ page }) => {
  await page.goto('/categories/orange');
  await expect(cells(page).nth(10).getByRole('link')).toBeVisible();
  const before = [...(await renderedCodes(page)).values()].slice(0, 12);
  await cells(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/colors\/[0-9a-f]{6}$/);
  await page.goBack();
  await expect(cells(page).nth(10).getByRole('link')).toBeVisible();
  expect([...(await renderedCodes(page)).values()].slice(0, 12)).toEqual(before);
  await page.goto('/categories/orange');
  await expect(cells(page).nth(10).getByRole('link')).toBeVisible();
  expect([...(await renderedCodes(page)).values()].slice(0, 12)).not.toEqual(before);
});

test('keyboard focus can move through the grid and stays on its colour while scrolling', async ({ page }) => {
  await page.goto('/categories/cyan');
  const first = cells(page).first().getByRole('link');
  await expect(first).toBeVisible();
  /** The focused element: its link, its cell's position in the grid, and where it is on screen. */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return {
        href: element?.getAttribute('href') ?? null,
        position: Number(element?.closest('[aria-posinset]')?.getAttribute('aria-posinset') ?? 0),
        top: element?.getBoundingClientRect().top ?? 0,
      };
    });
  await first.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  // Each Tab moved one colour along: the 13th colour (row 3 at five columns) has focus.
  const before = await focused();
  expect(before.position).toBe(13);
  expect(before.href).toMatch(/^\/colors\/[0-9a-f]{6}$/);

  // Scroll far: batches after the first load, and the rows at the top leave the DOM.
  const highest = async () => Math.max(0, ...(await renderedCodes(page)).keys());
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return highest();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(3 * 40);
  const rendered = await renderedCodes(page);
  expect(rendered.has(1), 'the first row has left the DOM').toBe(false);

  // Focus is still on the same colour, whose row is kept far above the screen.
  const after = await focused();
  expect(after).toMatchObject({ href: before.href, position: 13 });
  expect(after.top).toBeLessThan(-2000);
  expect(rendered.get(13)).toBe(`#${before.href!.slice(-6)}`);
});

test('grid swatches can be dragged toward a palette', async ({ page }) => {
  await page.goto('/categories/pink');
  const swatch = cells(page).first().getByRole('link');
  await expect(swatch).toBeVisible();
  const box = (await swatch.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + 20, { steps: 5 });
  await expect(page.getByTestId('drag-warning')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('drag-warning')).toHaveCount(0);
  // A drag is not a click: still on the category page.
  await expect(page).toHaveURL(/\/categories\/pink$/);
});

test('rows hold as many columns as fit, and follow the window size', async ({ page }) => {
  const perRow = async () => {
    const tops = await cells(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    return tops.filter((top) => top === tops[0]).length;
  };
  await page.goto('/categories/yellow');
  await expect(cells(page).first().getByRole('link')).toBeVisible();
  expect(await perRow()).toBe(5); // 1280 px: five columns beside the sidebar
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(perRow).toBe(2);
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(perRow).toBe(7);
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('every decoloured chip dot stands out from its chip (3:1, as a non-text part must)', async ({ page }) => {
    await page.goto('/categories/red');
    const chips = page.getByRole('navigation').getByRole('link').filter({ has: page.locator('span[aria-hidden]') });
    expect(await chips.count()).toBeGreaterThan(10);
    const contrasts = await chips.evaluateAll(async (links) => {
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b].map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      const out: Record<string, number> = {};
      for (const link of links) {
        if (link.getAttribute('aria-current') === 'page') continue;
        const dot = link.querySelector('span[aria-hidden]') as HTMLElement;
        const chip = getComputedStyle(link).backgroundColor.match(/\d+(\.\d+)?/g)!.map(Number);
        // The dot as drawn: its colour, decoloured and faded over the chip, read back from a canvas of the same filter.
        const style = getComputedStyle(dot);
        const canvas = new OffscreenCanvas(1, 1);
        const context = canvas.getContext('2d')!;
        context.fillStyle = `rgb(${chip.slice(0, 3).join(' ')})`;
        context.fillRect(0, 0, 1, 1);
        context.filter = style.filter;
        context.globalAlpha = Number(style.opacity);
        context.fillStyle = style.backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const fill = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
        // Its ring, where it has one: the strongest of the two is what the eye finds.
        const ring = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
        context.filter = 'none';
        context.globalAlpha = Number(style.opacity);
        context.fillStyle = ring ?? style.backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const edge = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
        const background = luminance(chip);
        const ratio = (pixel: number[]) => {
          const [a, b] = [luminance(pixel), background].sort((x, y) => y - x);
          return (a + 0.05) / (b + 0.05);
        };
        out[link.textContent ?? ''] = Math.max(ratio(fill), ratio(edge));
      }
      return out;
    });
    for (const [name, ratio] of Object.entries(contrasts)) expect(ratio, name).toBeGreaterThanOrEqual(3);
  });
});
