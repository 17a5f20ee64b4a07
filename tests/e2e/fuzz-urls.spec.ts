import fc from 'fast-check';
import { expect, test, type Page } from './fixtures';
import { CATEGORIES, CATEGORY_IDS } from '../../src/core/category/categories';

/**
 * URL fuzzing (bounded): thousands of generated values for every parameterised route land on their
 * page, their default or /404, with no uncaught error and nothing executed from the URL. Navigation
 * is client-side (pushState + popstate, exactly what the router does for back/forward) so one page
 * load serves many cases; each case starts from a page none of them lands on (START), so every check
 * reads the case's own page, and a run reports all its failing URLs at once.
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

/**
 * The page every case starts from: an app page no case lands on. Each visit goes there first and waits
 * for it, so whatever is read afterwards (title, heading, URL) is the case's own render, never what the
 * previous case left on screen (a 'Not Found' title from the last visit would otherwise pass at once).
 */
const START = { path: '/palettes', title: 'My Palettes - Irodori' };
const NOT_FOUND_TITLE = 'Not Found - Irodori';
/** A run that finds this many failing URLs stops there (each failure waits out the expect timeout). */
const MAX_FAILURES = 20;

async function startApp(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(START.path);
  await expect(page).toHaveTitle(START.title);
  return errors;
}

/**
 * Goes to the start page, waits for it, then goes to `url` (one round trip), and waits until the page is
 * no longer the start page: what is on screen from then on was rendered for `url`.
 */
async function visit(page: Page, url: string) {
  await page.evaluate(
    async ({ start, startTitle, target }) => {
      const go = (to: string) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      };
      go(start);
      for (const deadline = Date.now() + 5000; document.title !== startTitle; ) {
        if (Date.now() > deadline) throw new Error(`the start page ${start} did not render`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      go(target);
    },
    { start: START.path, startTitle: START.title, target: url },
  );
  await expect(page).not.toHaveTitle(START.title);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5000 }).catch(() => undefined);
}

/** No uncaught error since the case began (`from` errors were already there), nothing run from the URL. */
async function expectSafe(page: Page, errors: string[], from: number, url: string) {
  expect(errors.slice(from), url).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
  await expect(page.getByText('Something went wrong.'), url).toHaveCount(0);
}

/**
 * Runs every case and reports every failing one together (up to MAX_FAILURES), rather than stopping
 * at the first. Each case gets a fresh visit, so one failure does not spill into the next.
 */
async function everyCase<T>(page: Page, errors: string[], cases: readonly T[], urlOf: (value: T) => string, check: (value: T, url: string) => Promise<void>) {
  const failures: string[] = [];
  for (const value of cases) {
    const url = urlOf(value);
    const from = errors.length;
    try {
      await visit(page, url);
      await check(value, url);
      await expectSafe(page, errors, from, url);
    } catch (error) {
      // Strip terminal colour codes (ESC [ n m); the first lines say which expectation failed and what was received.
      const lines = String((error as Error).message).replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '').split('\n').filter((line) => line.trim() && line.trim() !== url);
      failures.push(`${url.slice(0, 120)} → ${lines.slice(0, 4).join(' | ').slice(0, 400)}`);
      if (failures.length >= MAX_FAILURES) break;
    }
  }
  expect(failures, `${failures.length} failing URL(s) of ${cases.length}${failures.length >= MAX_FAILURES ? ' (stopped there)' : ''}`).toEqual([]);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * An invalid id reaches /404 (SPEC §2, §8): the not-found page, at /404. A value that leaves the route's
 * pattern (an empty last segment, '.' or '..' resolved by the URL) is an unknown address instead: the
 * not-found page where it is.
 */
async function expectNotFound(page: Page, url: string, value: string) {
  await expect(page, url).toHaveTitle(NOT_FOUND_TITLE);
  if (!['', '.', '..'].includes(value)) await expect.poll(() => pathOf(page), { message: url }).toBe('/404');
}
const enc = encodeURIComponent;

test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

test('colour pages: valid hexes stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 300, seed: 1 });
  await everyCase(page, errors, values, (value) => `/colors/${enc(value)}`, async (value, url) => {
    if (/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value)) {
      const code = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
      await expect(page, url).toHaveTitle(`#${code} - Irodori`);
      expect(pathOf(page), url).toBe(`/colors/${value}`);
    } else await expectNotFound(page, url, value);
  });
});

test('category pages: the 17 ids stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = [...CATEGORY_IDS, ...fc.sample(urlValue(), { numRuns: 250, seed: 2 })];
  await everyCase(page, errors, values, (value) => `/categories/${enc(value)}`, async (value, url) => {
    const category = CATEGORIES.find((c) => c.id === value);
    if (category) {
      await expect(page, url).toHaveTitle(`${category.name} colors - Irodori`);
      expect(pathOf(page), url).toBe(url);
    } else await expectNotFound(page, url, value);
  });
});

test('palette pages: unknown ids reach /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 200, seed: 3 }).filter((value) => value !== 'preview' && value !== '');
  await everyCase(page, errors, values, (value) => `/palettes/${enc(value)}`, (value, url) => expectNotFound(page, url, value));
});

test("generator: any color and tab land on a valid colour and a known tab", async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), fc.oneof(urlValue(12), fc.constantFrom(...GENERATOR_TABS))), { numRuns: 220, seed: 4 });
  const url = ([color, tab]: [string, string]) => `/tools/generator?color=${enc(color)}&tab=${enc(tab)}`;
  await everyCase(page, errors, cases, url, async ([color, tab], url) => {
    await expect(page, url).toHaveTitle('Color Scheme Generator - Irodori');
    // The page rewrites its address (replace) to a valid colour and a known tab.
    const landed = () => new URL(page.url()).searchParams;
    await expect.poll(() => /^[0-9a-f]{6}$/.test(landed().get('color') ?? '') && GENERATOR_TABS.includes(landed().get('tab') ?? ''), { message: url }).toBe(true);
    expect(pathOf(page), url).toBe('/tools/generator');
    if (GENERATOR_TABS.includes(tab)) expect(landed().get('tab'), url).toBe(tab);
    if (/^[0-9a-f]{6}$/.test(color)) expect(landed().get('color'), url).toBe(color);
  });
});

test('contrast checker: any fg and bg land on valid colours (fg defaults to white)', async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), urlValue()), { numRuns: 160, seed: 5 });
  const url = ([fg, bg]: [string, string]) => `/tools/contrast-checker?fg=${enc(fg)}&bg=${enc(bg)}`;
  await everyCase(page, errors, cases, url, async ([fg], url) => {
    await expect(page, url).toHaveTitle('Contrast Checker - Irodori');
    const landed = () => new URL(page.url()).searchParams;
    await expect.poll(() => ['fg', 'bg'].every((key) => /^[0-9a-f]{6}$/.test(landed().get(key) ?? '')), { message: url }).toBe(true);
    if (!/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(fg)) expect(landed().get('fg'), url).toBe('ffffff');
  });
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
  await everyCase(page, errors, lists, (list) => `/palettes/preview?colors=${enc(list)}`, async (_list, url) => {
    await expect(page, url.slice(0, 80)).toHaveTitle('Shared Palette - Irodori');
    expect(pathOf(page), url.slice(0, 80)).toBe('/palettes/preview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared Palette');
  });
});
