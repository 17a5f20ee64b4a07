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

/** Where a case should land: its title, its path when fixed, and a pattern for each query parameter checked. */
type Landing = { title: string; path?: string; query?: Record<string, RegExp> };

/** What the page showed for a case once it landed (or once the wait ran out). */
type Landed = { title: string; path: string; query: Record<string, string>; heading: string | null; xss: unknown; crashed: boolean };

const exactly = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Goes to the start page, waits for it, then goes to `url`, and waits in the page until it shows what
 * `landing` describes (its title, path and query, a visible heading, nothing in view loading) or five
 * seconds pass; returns what it shows. One round trip per case: the checks then read the returned state,
 * where a dozen separate waits and reads took most of the suite's time.
 */
async function visit(page: Page, url: string, landing: Landing): Promise<Landed> {
  return page.evaluate(
    async ({ start, startTitle, target, title, path, query }) => {
      const go = (to: string) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      };
      const wait = async (done: () => boolean) => {
        for (const deadline = Date.now() + 5000; !done() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
        return done();
      };
      go(start);
      if (!(await wait(() => document.title === startTitle))) throw new Error(`the start page ${start} did not render`);
      go(target);
      const heading = () => {
        const h1 = document.querySelector('h1');
        return h1 && h1.getBoundingClientRect().height > 0 ? (h1.textContent ?? '') : null;
      };
      const params = () => Object.fromEntries(new URLSearchParams(window.location.search));
      await wait(
        () =>
          document.title === title &&
          (path === undefined || window.location.pathname === path) &&
          Object.entries(query).every(([key, [source, flags]]) => new RegExp(source, flags).test(params()[key] ?? '')) &&
          heading() !== null &&
          !document.querySelector('[aria-busy="true"]'),
      );
      return {
        title: document.title,
        path: window.location.pathname,
        query: params(),
        heading: heading(),
        xss: (window as unknown as { __xss?: number }).__xss,
        crashed: document.body.innerText.includes('Something went wrong.'),
      };
    },
    {
      start: START.path,
      startTitle: START.title,
      target: url,
      title: landing.title,
      path: landing.path,
      query: Object.fromEntries(Object.entries(landing.query ?? {}).map(([key, pattern]) => [key, [pattern.source, pattern.flags]])),
    },
  );
}

/**
 * Checks that a case landed where `landing` says, with a heading, no uncaught error since the case began
 * (`from` errors were already there), nothing run from the URL and no error message.
 */
function expectLanded(landed: Landed, landing: Landing, errors: string[], from: number, url: string) {
  const label = url.slice(0, 120);
  expect(landed.title, label).toBe(landing.title);
  if (landing.path !== undefined) expect(landed.path, label).toBe(landing.path);
  for (const [key, pattern] of Object.entries(landing.query ?? {})) expect(landed.query[key] ?? '', `${label}: ${key}`).toMatch(pattern);
  expect(landed.heading, `${label}: a visible heading`).not.toBeNull();
  expect(errors.slice(from), label).toEqual([]);
  expect(landed.xss, label).toBeUndefined();
  expect(landed.crashed, `${label}: 'Something went wrong.'`).toBe(false);
}

/**
 * Runs every case and reports every failing one together (up to MAX_FAILURES), rather than stopping
 * at the first. Each case gets a fresh visit, so one failure does not spill into the next. `check` may
 * add what `landing` cannot say (the text of the heading).
 */
async function everyCase<T>(
  page: Page,
  errors: string[],
  cases: readonly T[],
  urlOf: (value: T) => string,
  landingOf: (value: T) => Landing,
  check?: (landed: Landed, url: string) => void,
) {
  const failures: string[] = [];
  for (const value of cases) {
    const url = urlOf(value);
    const landing = landingOf(value);
    const from = errors.length;
    try {
      const landed = await visit(page, url, landing);
      expectLanded(landed, landing, errors, from, url);
      check?.(landed, url);
    } catch (error) {
      // Strip terminal colour codes (ESC [ n m); the first lines say which expectation failed and what was received.
      const lines = String((error as Error).message).replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '').split('\n').filter((line) => line.trim() && line.trim() !== url);
      failures.push(`${url.slice(0, 120)} → ${lines.slice(0, 4).join(' | ').slice(0, 400)}`);
      if (failures.length >= MAX_FAILURES) break;
    }
  }
  expect(failures, `${failures.length} failing URL(s) of ${cases.length}${failures.length >= MAX_FAILURES ? ' (stopped there)' : ''}`).toEqual([]);
}

/**
 * An invalid id reaches /404 (SPEC §2, §8): the not-found page, at /404. A value that leaves the route's
 * pattern (an empty last segment, '.' or '..' resolved by the URL) is an unknown address instead: the
 * not-found page where it is.
 */
const notFound = (value: string): Landing => ({ title: NOT_FOUND_TITLE, path: ['', '.', '..'].includes(value) ? undefined : '/404' });
const enc = encodeURIComponent;

test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

test('colour pages: valid hexes stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 300, seed: 1 });
  await everyCase(page, errors, values, (value) => `/colors/${enc(value)}`, (value) => {
    if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value)) return notFound(value);
    const code = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
    return { title: `#${code} - Irodori`, path: `/colors/${value}` };
  });
});

test('category pages: the 17 ids stay, everything else reaches /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = [...CATEGORY_IDS, ...fc.sample(urlValue(), { numRuns: 250, seed: 2 })];
  await everyCase(page, errors, values, (value) => `/categories/${enc(value)}`, (value) => {
    const category = CATEGORIES.find((c) => c.id === value);
    return category ? { title: `${category.name} colors - Irodori`, path: `/categories/${value}` } : notFound(value);
  });
});

test('palette pages: unknown ids reach /404', async ({ page }) => {
  const errors = await startApp(page);
  const values = fc.sample(urlValue(), { numRuns: 200, seed: 3 }).filter((value) => value !== 'preview' && value !== '');
  await everyCase(page, errors, values, (value) => `/palettes/${enc(value)}`, notFound);
});

const HEX6 = /^[0-9a-f]{6}$/;

test("generator: any color and tab land on a valid colour and a known tab", async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), fc.oneof(urlValue(12), fc.constantFrom(...GENERATOR_TABS))), { numRuns: 220, seed: 4 });
  const url = ([color, tab]: [string, string]) => `/tools/generator?color=${enc(color)}&tab=${enc(tab)}`;
  // The page rewrites its address (replace) to a valid colour and a known tab: the given ones when valid.
  await everyCase(page, errors, cases, url, ([color, tab]) => ({
    title: 'Color Scheme Generator - Irodori',
    path: '/tools/generator',
    query: {
      color: HEX6.test(color) ? exactly(color) : HEX6,
      tab: GENERATOR_TABS.includes(tab) ? exactly(tab) : new RegExp(`^(?:${GENERATOR_TABS.join('|')})$`),
    },
  }));
});

test('contrast checker: any fg and bg land on valid colours (fg defaults to white)', async ({ page }) => {
  const errors = await startApp(page);
  const cases = fc.sample(fc.tuple(urlValue(), urlValue()), { numRuns: 160, seed: 5 });
  const url = ([fg, bg]: [string, string]) => `/tools/contrast-checker?fg=${enc(fg)}&bg=${enc(bg)}`;
  await everyCase(page, errors, cases, url, ([fg]) => ({
    title: 'Contrast Checker - Irodori',
    query: { fg: /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(fg) ? HEX6 : exactly('ffffff'), bg: HEX6 },
  }));
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
  await everyCase(
    page,
    errors,
    lists,
    (list) => `/palettes/preview?colors=${enc(list)}`,
    () => ({ title: 'Shared Palette - Irodori', path: '/palettes/preview' }),
    (landed, url) => expect(landed.heading, url.slice(0, 80)).toBe('Shared Palette'),
  );
});
