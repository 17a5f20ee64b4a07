/**
 * The interface's type : Inter in its two weights, 400 and 600 (the subset the build ships). No
 * text asks for a heavier weight, which Inter's subset lacks and the browser would draw in a fallback font: every
 * strong, heading and label renders in Inter, read from Chromium's own record of the platform font used per node.
 */
import { expect, test, type Page } from './fixtures';

/** Routes with bold text of every kind: headings, <strong>, the contrast ratio, "No. 1", palette columns, shared names. */
const ROUTES = ['/tools/contrast-checker', '/combinations', '/tools/generator?mode=palette', '/palettes/preview?colors=264653-2a9d8f-e9c46a', '/colors/3a7bd5'];

/** Returns the visible elements with their own text whose computed weight is over 600, as 'tag: text'. */
function heavierThanTheInterface(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
      .filter((element) => Number(getComputedStyle(element).fontWeight) > 600 && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 40)}`),
  );
}

/** Returns the platform fonts Chromium drew a node's text with, by family name. */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

for (const route of ROUTES) {
  test(`bold text on ${route} is Inter at 600, never a heavier weight in a fallback font`, async ({ page }) => {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await heavierThanTheInterface(page)).toEqual([]);
    // Marked and read in one step, again until read: a section that renders after the first paint may replace the
    // element between the two (the colour page's sections), leaving the probe on no node.
    let bold: string | null = null;
    let fonts: string[] = [];
    await expect
      .poll(async () => {
        bold = await page.evaluate(() => {
          // Text the browser would make bold (<strong>, <th>) first: a heading is set to the interface's weight anyway.
          const shown = (selector: string) =>
            [...document.querySelectorAll(selector)].find(
              (candidate) => {
                // On screen: text further down may sit in a part whose layout is skipped (content-visibility), with no
                // fonts drawn yet.
                const box = candidate.getBoundingClientRect();
                return (
                  box.width > 0 &&
                  box.top >= 0 &&
                  box.bottom <= window.innerHeight &&
                // Its own text (Chromium records the fonts of a node's own text runs).
                  [...candidate.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[A-Za-z0-9]/.test(node.textContent ?? ''))
                );
              },
            );
          const element = shown('main strong, main b, main th') ?? shown('main h1, main h2');
          if (!element) return null;
          document.querySelector('[data-font-probe]')?.removeAttribute('data-font-probe');
          element.setAttribute('data-font-probe', '');
          return element.tagName;
        });
        fonts = bold === null ? [] : await platformFonts(page, '[data-font-probe]');
        return fonts.length;
      }, { message: `a bold element's fonts on ${route}` })
      .toBeGreaterThan(0);
    test.info().annotations.push({ type: 'probe', description: `${bold}` });
    for (const family of fonts) expect(family, `${bold} on ${route}`).toMatch(/^Inter/);
  });
}

for (const route of ['/combinations', '/license']) {
  test(`${route} draws its Japanese words (配色事典) in Noto Sans JP cut to the interface's words, a few KB`, async ({ page }) => {
    const fonts: { file: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fonts.push({ file: new URL(response.url()).pathname, bytes: response.body().then((body) => body.length) });
    });
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const intro = page.locator('main p').filter({ hasText: '配色事典' });
    await intro.evaluate((element) => element.setAttribute('data-font-probe', ''));
    await expect.poll(async () => (await platformFonts(page, '[data-font-probe]')).some((family) => family.startsWith('Noto Sans JP'))).toBe(true);
    // Only the cut faces came for Japanese, not fontsource's blocks (a block is 12–80 KB).
    const japanese = fonts.filter(({ file }) => file.includes('noto-sans-jp'));
    expect(japanese.length).toBeGreaterThan(0);
    for (const { file } of japanese) expect(file).toMatch(/\/words-noto-sans-jp-/);
    const bytes = (await Promise.all(japanese.map(({ bytes }) => bytes))).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThan(16 * 1024);
  });
}

test("the language menu on an English page draws 日本語 in Noto Sans JP's cut of the interface's words", async ({ page }) => {
  await page.goto('/palettes');
  await page.getByRole('button', { name: 'Language' }).first().click();
  const japanese = page.getByRole('menuitemradio', { name: '日本語' });
  await expect(japanese).toBeVisible();
  await japanese.locator('span').first().evaluate((element) => element.setAttribute('data-font-probe', ''));
  await expect.poll(async () => (await platformFonts(page, '[data-font-probe]')).some((family) => family.startsWith('Noto Sans JP'))).toBe(true);
});

test('a Japanese page that shows those words too draws every character in Noto Sans JP (the cut faces join the whole face)', async ({ page }) => {
  await page.goto('/ja/combinations');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The introduction: Japanese text that also has the cut faces' characters (配色事典).
  await page.locator('main p').filter({ hasText: '配色事典' }).first().evaluate((element) => element.setAttribute('data-font-probe', ''));
  // Chromium names the variable face by its default instance ('Noto Sans JP Thin'); a fallback font (DejaVu Sans
  // here) would mean characters the chosen faces lack.
  await expect
    .poll(async () => (await platformFonts(page, '[data-font-probe]')).map((family) => family.replace(/^(Inter|Noto Sans JP)\b.*$/, '$1')).sort())
    .toEqual(['Inter', 'Noto Sans JP']);
});

test("the traditional colours' names on an English page come from Noto Sans JP cut to the names, never its whole blocks", async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto('/japanese-colors');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.locator('main [lang="ja"]').first().evaluate((element) => element.setAttribute('data-font-probe', ''));
  await expect
    .poll(async () => (await platformFonts(page, '[data-font-probe]')).map((family) => family.replace(/^(Noto Sans JP)\b.*$/, '$1')))
    .toEqual(['Noto Sans JP']);
  const japanese = fonts.filter((file) => file.includes('noto-sans-jp'));
  expect(japanese.length).toBeGreaterThan(0);
  for (const file of japanese) expect(file).toMatch(/\/(names|words)-noto-sans-jp-/);
});
