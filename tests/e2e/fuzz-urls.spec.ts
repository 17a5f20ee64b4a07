import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { CATEGORY_IDS } from '../../src/core/category/categories';

/**
 * URL fuzzing (bounded): thousands of generated values for every parameterised route land on their
 * page, their default or /404, with no uncaught error and nothing executed from the URL. Navigation
 * is client-side (pushState + popstate, exactly what the router does for back/forward) so one page
 * load serves many cases.
 */

const GENERATOR_TABS = ['alternative', 'shade', 'tint', 'gray', 'hue', 'ui', 'fgbg', 'same-lightness'];
const XSS = ['<script>window.__xss=1</script>', '"><img src=x onerror="window.__xss=1">', "javascript:window.__xss=1", '{{7*7}}', '${7*7}'];

/** Values a person or a bad link could put in a URL. */
function urlValue(maxLength = 40) {
  return fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF#-%./ '), maxLength: 12 }),
    fc.constantFrom(...XSS, '', '%', '%%', '../..', '..%2F', '#', '000', 'fff', 'ABC', '12345', '1234567', 'ggg', '\u0000', '😀'),
  );
}

async function startApp(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return errors;
}

/** Navigates inside the running app and waits for the page to settle. */
async function visit(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 }).catch(() => undefined);
}

async function expectSafe(page: Page, errors: string[], url: string) {
  expect(errors, url).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  await expect(page.getByText('Something went wrong.'), url).toHaveCount(0);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Unknown addresses either redirect to /404 or show the not-found page where they are. */
async function expectNotFound(page: Page, url: string) {
  await expect(page, url).toHaveTitle('Not Found - Irodori');
}
const enc = encodeURIComponent;

test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

test('colour pages: valid hexes stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 400, seed: 1 });
  for (const value of values) {
    const url = `/colors/${enc(value)}`;
    await visit(page, url);
    if (/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value)) expect(pathOf(page), url).toBe(`/colors/${value}`);
    else await expectNotFound(page, url);
    await expectSafe(page, errors, url);
  }
});

test('category pages: the 17 ids stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = [...CATEGORY_IDS, ...fc.sample(urlValue(), { numRuns: 300, seed: 2 })];
  for (const value of values) {
    const url = `/categories/${enc(value)}`;
    await visit(page, url);
    if ((CATEGORY_IDS as readonly string[]).includes(value)) expect(pathOf(page), url).toBe(url);
    else await expectNotFound(page, url);
    await expectSafe(page, errors, url);
  }
});

test('palette pages: unknown ids reach /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 300, seed: 3 }).filter((value) => value !== 'preview' && value !== '');
  for (const value of values) {
    const url = `/palettes/${enc(value)}`;
    await visit(page, url);
    await expectNotFound(page, url);
    await expectSafe(page, errors, url);
  }
});

test("generator: any color and tab land on a valid colour and a known tab", async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), fc.oneof(urlValue(12), fc.constantFrom(...GENERATOR_TABS))), { numRuns: 300, seed: 4 });
  for (const [color, tab] of cases) {
    const url = `/tools/generator?color=${enc(color)}&tab=${enc(tab)}`;
    await visit(page, url);
    await expect.poll(() => new URL(page.url()).searchParams.get('color'), { message: url }).toMatch(/^[0-9a-f]{6}$/);
    const landed = new URL(page.url()).searchParams;
    expect(pathOf(page), url).toBe('/tools/generator');
    expect(GENERATOR_TABS, url).toContain(landed.get('tab'));
    if (GENERATOR_TABS.includes(tab)) expect(landed.get('tab'), url).toBe(tab);
    await expectSafe(page, errors, url);
  }
});

test('contrast checker: any fg and bg land on valid colours (fg defaults to white)', async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), urlValue()), { numRuns: 300, seed: 5 });
  for (const [fg, bg] of cases) {
    const url = `/tools/contrast-checker?fg=${enc(fg)}&bg=${enc(bg)}`;
    await visit(page, url);
    await expect.poll(() => new URL(page.url()).searchParams.get('bg'), { message: url }).toMatch(/^[0-9a-f]{6}$/);
    const landed = new URL(page.url()).searchParams;
    expect(landed.get('fg'), url).toMatch(/^[0-9a-f]{6}$/);
    if (!/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(fg)) expect(landed.get('fg'), url).toBe('ffffff');
    await expectSafe(page, errors, url);
  }
});

test('shared palettes: any colors list, including 100 KB ones, shows the shared palette', async ({ page }) => {
  const errors = await startApp(page);
  const huge = Array.from({ length: 15_000 }, (_, i) => (i * 2654435761 >>> 8).toString(16).padStart(6, '0').slice(0, 6)).join('-');
  const lists = [
    huge,
    `${huge}-zzz`,
    'x'.repeat(100_000),
    ...XSS,
    ...fc.sample(fc.oneof(urlValue(200), fc.array(fc.stringMatching(/^[0-9a-f]{3,7}$/), { maxLength: 120 }).map((codes) => codes.join('-'))), { numRuns: 200, seed: 6 }),
  ];
  for (const list of lists) {
    const url = `/palettes/preview?colors=${enc(list)}`;
    await visit(page, url);
    expect(pathOf(page), url.slice(0, 80)).toBe('/palettes/preview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared Palette');
    await expectSafe(page, errors, url.slice(0, 80));
  }
});
