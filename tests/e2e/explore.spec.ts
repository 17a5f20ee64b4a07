import { expect, test, type Locator, type Page } from './fixtures';
import { CATEGORIES } from '../../src/core/category/categories';
import { expectHead, localized, text, trackPageErrors } from './helpers';

/** Colours per section type (SPEC §2 Explore). */
const COUNTS: Record<string, number> = { list: 9, 'rich-card': 8, card: 10, 'large-card': 8, 'large-rich-card': 8 };

/** The Explore sections of the page: ten of categories, and on half the visits one of Wada Sanzō's combinations too. */
const regionsOf = (page: Page) => page.getByRole('main').getByRole('region');

/** The ten category sections (SPEC §2), with or without a combinations section beside them. */
const sectionsOf = (page: Page) => regionsOf(page).and(page.locator(':not([data-section-type="combinations"])'));

/** The combinations section, when the visit has one. */
const combinationsOf = (page: Page) => regionsOf(page).and(page.locator('[data-section-type="combinations"]'));

/**
 * The category sections, once every section shows its colours. Sections below the first screen render
 * their colours when scrolled near, so each is scrolled to in turn; the page is left at the top.
 */
async function loadedSections(page: Page): Promise<Locator> {
  const regions = regionsOf(page);
  await expect(sectionsOf(page)).toHaveCount(10);
  for (const section of await regions.all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section).not.toHaveAttribute('aria-busy', 'true');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return sectionsOf(page);
}

/** The heights of the sections, in page order. */
const heightsOf = (sections: Locator) => sections.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));

/** The colour links of a section. */
const colorLinks = (section: Locator) => section.getByRole('list').first().locator('a[href*="/colors/"]');

/** Returns a section of one of the given types (the plan is random, so try a few visits). */
async function sectionOfType(page: Page, types: readonly string[]): Promise<Locator> {
  for (let visit = 0; visit < 20; visit++) {
    const sections = await loadedSections(page);
    for (const section of await sections.all()) {
      if (types.includes((await section.getAttribute('data-section-type')) ?? '')) {
        // Bring it on screen, where the items' visibility can be judged.
        await section.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
        return section;
      }
    }
    await page.getByRole('button', { name: 'Shuffle' }).click();
  }
  throw new Error(`no section of type ${types.join('/')} in 20 plans`);
}

async function headingsOf(page: Page): Promise<string[]> {
  const sections = await loadedSections(page);
  return Promise.all((await sections.all()).map((section) => section.getByRole('heading', { level: 2 }).innerText()));
}

for (const lang of ['en', 'ja'] as const) {
  test(`ten sections of distinct categories with the right number of colours (${lang})`, async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(localized('/', lang));
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'titles.explore') })).toBeVisible();
    await expectHead(page, { title: text(lang, 'titles.explore'), path: '/', lang });
    const sections = await loadedSections(page);
    const seen = new Set<string>();
    for (const section of await sections.all()) {
      const heading = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
      const category = CATEGORIES.find((c) => (lang === 'ja' ? c.nameJa : c.name) === heading);
      expect(category, `a category named ${heading}`).toBeDefined();
      seen.add(category!.id);
      const type = (await section.getAttribute('data-section-type')) ?? '';
      expect(Object.keys(COUNTS)).toContain(type);
      await expect(colorLinks(section)).toHaveCount(COUNTS[type]);
      // Every swatch links to its colour page and is named '{name} {code}': cards show the code (their label names the
      // colour), the rest show name and code (and are named by that text).
      const swatches = await colorLinks(section).evaluateAll((links) =>
        links.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.getAttribute('aria-label') ?? '', text: a.textContent ?? '' })),
      );
      for (const [i, { href, label, text: shown }] of swatches.entries()) {
        expect(href).toMatch(lang === 'ja' ? /^\/ja\/colors\/[0-9a-f]{6}$/ : /^\/colors\/[0-9a-f]{6}$/);
        const code = `#${href.slice(-6)}`;
        if (type === 'card' || type === 'large-card') {
          expect(label).toMatch(new RegExp(`^\\S.* ${code}$`));
          expect(shown).toBe(code);
        } else {
          expect(label).toBe('');
          expect(shown).toMatch(new RegExp(`^\\S.* ${code}$`));
          await expect(colorLinks(section).nth(i)).toHaveAccessibleName(shown);
        }
        // Brightness (HSV value, the largest channel) between 0.6 and 1, greys included (SPEC §2).
        const value = Math.max(...[1, 3, 5].map((at) => parseInt(code.slice(at, at + 2), 16))) / 255;
        expect(value, `${heading} ${code}`).toBeGreaterThanOrEqual(0.6);
      }
      // No colour twice in a section.
      const codes = swatches.map(({ href }) => href.slice(-6));
      expect(codes.length - new Set(codes).size, `${heading}: repeated colours in ${codes.join(' ')}`).toBe(0);
      const seeAll = section.getByRole('link', { name: text(lang, 'explore.seeAll', 'explore') });
      await expect(seeAll).toHaveAttribute('href', localized(`/categories/${category!.id}`, lang));
    }
    expect(seen.size).toBe(10);
    expect(errors).toEqual([]);
  });
}

test('the plan stays while on the page, survives going back, and Shuffle draws a new one', async ({ page }) => {
  await page.goto('/');
  const first = await headingsOf(page);
  const firstSection = page.getByRole('main').getByRole('region').first();
  const firstCodes = await colorLinks(firstSection).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await colorLinks(firstSection).first().click();
  await expect(page).toHaveURL(/\/colors\/[0-9a-f]{6}$/);
  await page.goBack();
  expect(await headingsOf(page)).toEqual(first);
  expect(await colorLinks(firstSection).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(firstCodes);
  // A fresh visit (a new navigation) gets a new plan; so does Shuffle.
  await page.getByRole('button', { name: 'Shuffle' }).click();
  const shuffled = await headingsOf(page);
  expect(shuffled).not.toEqual(first);
});

for (const [device, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 412, height: 823 } })) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('sections further down render their colours when scrolled near, in the room kept for them', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const sections = sectionsOf(page);
      await expect(sections).toHaveCount(10);
      // The first screen renders with the page.
      for (const index of [0, 1]) await expect(sections.nth(index)).not.toHaveAttribute('aria-busy', 'true');
      await expect(colorLinks(sections.first()).first()).toBeVisible();
      // The last section has its heading and links but no colours yet: a skeleton holds its place.
      const last = sections.last();
      await expect(last).toHaveAttribute('aria-busy', 'true');
      await expect(last.getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(last.getByRole('link', { name: /^See all/ })).toHaveCount(1);
      await expect(colorLinks(last)).toHaveCount(0);
      const before = await heightsOf(sections);

      await last.scrollIntoViewIfNeeded();
      await expect(last).not.toHaveAttribute('aria-busy', 'true');
      const type = (await last.getAttribute('data-section-type')) ?? '';
      await expect(colorLinks(last)).toHaveCount(COUNTS[type]);
      await expect(colorLinks(last).first()).toBeInViewport();
      // Once rendered a section stays rendered, and no section changed height on the way.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await loadedSections(page);
      await expect(colorLinks(last)).toHaveCount(COUNTS[type]);
      const after = await heightsOf(sections);
      after.forEach((height, index) => expect(height, `section ${index}`).toBeCloseTo(before[index], 0));
    });
  });
}

test('every visit has the ten category sections with See all, the combinations section coming in addition', async ({ page }) => {
  await page.goto('/');
  let withCombinations = 0;
  for (let visit = 0; visit < 8; visit++) {
    if (visit > 0) await page.getByRole('button', { name: 'Shuffle' }).click();
    await expect(sectionsOf(page)).toHaveCount(10);
    await expect(sectionsOf(page).getByRole('link', { name: 'See all' })).toHaveCount(10);
    const combinations = await combinationsOf(page).count();
    await expect(regionsOf(page)).toHaveCount(10 + combinations);
    withCombinations += combinations;
  }
  // Both kinds of visit were seen (half the visits show the combinations; the shuffles are random).
  test.info().annotations.push({ type: 'visits with combinations', description: `${withCombinations} of 8` });
});

test("some visits show four of Wada Sanzō's combinations below the first screen, each opening its page", async ({ page }) => {
  await page.goto('/');
  for (let visit = 0; visit < 20 && (await combinationsOf(page).count()) === 0; visit++) {
    await page.getByRole('button', { name: 'Shuffle' }).click();
  }
  const section = combinationsOf(page);
  await expect(section).toHaveCount(1);
  // In addition to the ten category sections, not in place of one.
  await expect(sectionsOf(page)).toHaveCount(10);
  // Well below the first screen: it holds its room, and renders its cards when scrolled near, at that size.
  const index = await regionsOf(page).evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute('data-section-type') === 'combinations'));
  expect(index).toBeGreaterThanOrEqual(5);
  await expect(section).toHaveAttribute('aria-busy', 'true');
  const before = await section.evaluate((node) => node.getBoundingClientRect().height);
  await section.scrollIntoViewIfNeeded();
  await expect(section).not.toHaveAttribute('aria-busy', 'true');
  await expect(section.getByRole('heading', { level: 2, name: "Wada Sanzō's combinations" })).toBeVisible();
  const cards = section.getByRole('link', { name: /^No\. \d+ \S/ });
  await expect(cards).toHaveCount(4);
  expect(await section.evaluate((node) => node.getBoundingClientRect().height)).toBeCloseTo(before, 0);
  const href = (await cards.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/combinations\/\d+$/);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Color Combination ${href.split('/').pop()}` })).toBeVisible();
});

test('See all opens the category page', async ({ page }) => {
  await page.goto('/');
  const section = (await loadedSections(page)).nth(2);
  const heading = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
  await section.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${heading} colors` })).toBeVisible();
});

test('carousel arrows page through the colours and are disabled at the ends', async ({ page }) => {
  await page.goto('/');
  const section = await sectionOfType(page, ['card', 'large-card']);
  const name = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
  const previous = section.getByRole('button', { name: `Previous ${name} colors` });
  const next = section.getByRole('button', { name: `Next ${name} colors` });
  const links = colorLinks(section);
  const total = await links.count();

  // Five cards per page on desktop.
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  for (let i = 0; i < 5; i++) await expect(links.nth(i)).toBeInViewport({ ratio: 0.95 });
  await expect(links.nth(5)).not.toBeInViewport();

  // One page of five: with 8 or 10 cards the next page is the last.
  await next.click();
  await expect(links.nth(5)).toBeInViewport({ ratio: 0.95 });
  await expect(links.nth(total - 1)).toBeInViewport({ ratio: 0.95 });
  await expect(links.first()).not.toBeInViewport();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  await previous.click();
  await expect(links.first()).toBeInViewport({ ratio: 0.95 });
  await expect(links.nth(total - 1)).not.toBeInViewport();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
});

test('carousels work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const section = await sectionOfType(page, ['rich-card', 'large-rich-card']);
  const name = (await section.getByRole('heading', { level: 2 }).innerText()).trim();
  const links = colorLinks(section);
  const next = section.getByRole('button', { name: `Next ${name} colors` });

  // Four rich cards per page; the arrow is a button that Enter presses, and it keeps focus at the end.
  await expect(links.nth(3)).toBeInViewport({ ratio: 0.95 });
  await expect(links.nth(4)).not.toBeInViewport();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(links.nth(4)).toBeInViewport({ ratio: 0.95 });
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();

  // Tabbing through the items brings each one into view.
  await section.getByRole('button', { name: `Previous ${name} colors` }).press('Enter');
  await expect(links.first()).toBeInViewport({ ratio: 0.95 });
  await links.first().focus();
  for (let i = 1; i <= 5; i++) await page.keyboard.press('Tab');
  await expect(links.nth(5)).toBeFocused();
  await expect(links.nth(5)).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/colors\/[0-9a-f]{6}$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('two items per page and swiping scrolls the track', async ({ page }) => {
    await page.goto('/');
    const section = await sectionOfType(page, ['card', 'large-card', 'rich-card', 'large-rich-card']);
    const links = colorLinks(section);
    await section.scrollIntoViewIfNeeded();
    await expect(links.nth(0)).toBeInViewport({ ratio: 0.95 });
    await expect(links.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(links.nth(2)).not.toBeInViewport();
    // A swipe is a native horizontal scroll of the track.
    const track = section.getByRole('list').first();
    await track.evaluate((node) => node.scrollBy({ left: node.clientWidth, behavior: 'instant' }));
    await expect(links.nth(2)).toBeInViewport({ ratio: 0.95 });
    await expect(links.nth(0)).not.toBeInViewport();
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1000 } });

  test('half as many rich cards per page', async ({ page }) => {
    await page.goto('/');
    const section = await sectionOfType(page, ['rich-card', 'large-rich-card']);
    const links = colorLinks(section);
    await section.scrollIntoViewIfNeeded();
    await expect(links.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(links.nth(2)).not.toBeInViewport();
  });
});

test('swatches can be dragged (with the palette closed, the drop hint appears)', async ({ page }) => {
  await page.goto('/');
  const section = (await loadedSections(page)).first();
  const swatch = colorLinks(section).first();
  const box = (await swatch.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40, { steps: 5 });
  await expect(page.getByTestId('drag-warning')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId('drag-warning')).toHaveCount(0);
  // A drag is not a click: still on Explore.
  await expect(page).toHaveURL(/\/$/);
});

for (const [device, options] of [
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test(`the intros speak of dragging only where a pointer can drag (${device})`, async ({ page }) => {
      const touch = 'hasTouch' in options;
      const intros: Array<[string, string, string, string]> = [
        ['/', 'explore', 'explore.intro', 'explore.introTouch'],
        ['/categories/neutral', 'explore', 'category.neutralDescription', 'category.neutralDescriptionTouch'],
        ['/ja/japanese-colors', 'japanese', 'colors.intro', 'colors.introTouch'],
      ];
      for (const [path, namespace, fine, coarse] of intros) {
        await page.goto(path);
        const lang = path.startsWith('/ja') ? 'ja' : 'en';
        const shown = page.getByRole('main').getByText(text(lang, touch ? coarse : fine, namespace), { exact: true });
        await expect(shown, path).toBeVisible();
        await expect(page.getByRole('main').getByText(text(lang, touch ? fine : coarse, namespace), { exact: true }), path).toBeHidden();
        if (touch) expect(await shown.textContent()).not.toMatch(/drag|ドラッグ/i);
        else expect(await shown.textContent()).toMatch(/drag|ドラッグ/i);
      }
    });
  });
}
