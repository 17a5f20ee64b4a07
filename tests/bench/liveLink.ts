/**
 * `liveLink`: how quickly a person's own page follows an edit in Irodori over the live link, in Chromium on a
 * production build. The theme tool is paired with a shadcn/ui fixture page (tests/support/liveSite.ts, another
 * origin) as a person pairs it: the snippet copied from the dialog, the code typed on the page. Then the theme's
 * scheme variant is changed over and over, and both windows note times on one clock (timeOrigin + now): the change
 * event of the select, the role table's primary cell repainted (the theme recomputed and shown), and the page's
 * root style set by the helper. Goal: the page set within one frame (16 ms) of the edit. Reports only, never fails.
 */
import type { Browser, Page } from '@playwright/test';
import { loadAverage, percentile, withServedApp } from './scroll.ts';
import { answerPrompts, startLiveSite, type LiveSite } from '../support/liveSite.ts';
import type { BenchContext, BenchTask } from './types.ts';

const VARIANTS = ['vibrant', 'expressive', 'tonalSpot', 'fidelity', 'content', 'neutral'];

/**
 * Serves the app and the fixture site, opens the theme tool, pairs it with `path` as a person does (the snippet
 * copied from the dialog, the code typed into the page's prompt) and measures; every site in a process of its own, as
 * desktop Chrome keeps them.
 */
export async function withPairedTheme<T>(context: BenchContext, path: string, measure: (page: Page, popup: Page) => Promise<T>): Promise<T> {
  const site: LiveSite = await startLiveSite();
  try {
    return await withServedApp(
      context,
      async (origin: string, browser: Browser) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${origin}/tools/theme?colors=3a7bd5`);
        await page.locator('tr[data-role="primary"]').waitFor();
        await page.getByRole('button', { name: 'Open on my site' }).click();
        const dialog = page.getByRole('dialog');
        site.setSnippet(await dialog.locator('textarea').inputValue());
        await dialog.locator('input[type="url"]').fill(`${site.url}${path}`);
        answerPrompts(page.context(), dialog.locator('[data-pairing-code]'));
        const opened = page.waitForEvent('popup');
        await dialog.getByRole('button', { name: 'Open and connect' }).click();
        const popup = await opened;
        await dialog.getByText('Connected to').waitFor();
        return await measure(page, popup);
      },
      { args: ['--site-per-process'] },
    );
  } finally {
    await site.close();
  }
}

export const liveLinkTask: BenchTask = {
  id: 'liveLink',
  unit: 'edits a second the paired page follows: 1000 ÷ the median ms from an edit to the page’s properties set (page) or to the role table repainted (table)',
  reference: 'page',
  targets: [{ impl: 'page', atLeast: 1000 / 16 }],
  async run(context) {
    const edits = context.quick ? 6 : 24;
    const result = { table: [] as number[], page: [] as number[] };
    await withPairedTheme(context, '/shadcn.html', async (page, popup) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await popup.evaluate(() => {
        const w = window as unknown as { __sets: number[] };
        w.__sets = [];
        new MutationObserver(() => w.__sets.push(performance.timeOrigin + performance.now())).observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
      });
      await page.evaluate(() => {
        const w = window as unknown as { __edits: number[]; __tables: number[] };
        w.__edits = [];
        w.__tables = [];
        document.addEventListener('change', () => w.__edits.push(performance.timeOrigin + performance.now()), true);
        // The role table's first repaint after each edit (any role's cell: two variants may share a primary).
        new MutationObserver(() => w.__tables.push(performance.timeOrigin + performance.now())).observe(document.querySelector('tr[data-role="primary"]')!.closest('table')!, { subtree: true, characterData: true, childList: true });
      });
      const select = page.getByLabel('Scheme variant', { exact: true });
      for (let i = 0; i < edits; i++) {
        await select.selectOption(VARIANTS[i % VARIANTS.length]);
        await popup.waitForFunction((n) => (window as unknown as { __sets: number[] }).__sets.length >= n, i + 1);
        await page.waitForFunction((n) => (window as unknown as { __tables: number[] }).__tables.length >= n, i + 1);
        // The deferred render of the results settles before the next edit.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      const edited = await page.evaluate(() => (window as unknown as { __edits: number[] }).__edits);
      const tables = await page.evaluate(() => (window as unknown as { __tables: number[] }).__tables);
      const sets = await popup.evaluate(() => (window as unknown as { __sets: number[] }).__sets);
      for (const at of edited) {
        const table = tables.find((t) => t >= at);
        const set = sets.find((t) => t >= at);
        if (table !== undefined) result.table.push(table - at);
        if (set !== undefined) result.page.push(set - at);
      }
    });
    const median = (values: number[]) => percentile(values, 50);
    return {
      opsPerSecond: { page: 1000 / median(result.page), table: 1000 / median(result.table) },
      notes: [
        `${result.page.length} edits (the scheme variant): edit → role table repainted median ${median(result.table).toFixed(1)} ms (p95 ${percentile(result.table, 95).toFixed(1)}); edit → the paired page's properties set median ${median(result.page).toFixed(1)} ms (p95 ${percentile(result.page, 95).toFixed(1)}); goal 16 ms`,
        `load average ${loadAverage()}`,
      ],
    };
  },
};

/**
 * `liveInspect`: the live page's contrast inspector on a page of about 2,000 elements (/many.html of the fixture
 * site), in Chromium on a production build, both windows open: from the press of "Check contrast" to the findings on
 * screen (the helper's report of every element, Irodori's contrast of each text, the list rendered), against axe-core's
 * colour-contrast rule run alone on the same page (what a person would otherwise run). Goal: under 200 ms.
 */
export const liveInspectTask: BenchTask = {
  id: 'liveInspect',
  unit: 'inspections a second of a 2,000-element page: 1000 ÷ the median ms from the press to the findings shown (irodori), or of axe-core’s color-contrast run (axe)',
  reference: 'irodori',
  targets: [{ impl: 'irodori', atLeast: 1000 / 200 }],
  async run(context) {
    const rounds = context.quick ? 3 : 9;
    const irodori: number[] = [];
    const axeRuns: number[] = [];
    let elements = 0;
    let summary = '';
    await withPairedTheme(context, '/many.html', async (page, popup) => {
      const dialog = page.getByRole('dialog');
      elements = await popup.evaluate(() => document.querySelectorAll('*').length);
      for (let i = 0; i < rounds; i++) {
        const button = dialog.getByRole('button', { name: i === 0 ? 'Check contrast' : 'Check again' });
        // The press, timed in the page; the findings are shown when the summary takes the new inspection's time.
        await page.evaluate(() => {
          const w = window as unknown as { __shown: Promise<number> };
          // (No named functions in here: the bench's loader would name them with a helper the page does not have.)
          const before = document.querySelector('[aria-live][data-at]')?.getAttribute('data-at') ?? null;
          w.__shown = new Promise((resolve) => {
            let at = 0;
            document.addEventListener('click', () => (at = performance.now()), { capture: true, once: true });
            new MutationObserver((_, observer) => {
              if ((document.querySelector('[aria-live][data-at]')?.getAttribute('data-at') ?? null) === before) return;
              observer.disconnect();
              resolve(performance.now() - at);
            }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-at'], childList: true });
          });
        });
        await button.click();
        irodori.push(await page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown));
        summary = (await dialog.locator('[data-inspection="done"]').textContent()) ?? '';
      }
      const { default: axe } = await import('axe-core');
      await popup.evaluate(axe.source);
      for (let i = 0; i < rounds; i++) {
        axeRuns.push(
          await popup.evaluate(async () => {
            const at = performance.now();
            await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: ['color-contrast'] });
            return performance.now() - at;
          }),
        );
      }
    });
    const median = (values: number[]) => percentile(values, 50);
    return {
      opsPerSecond: { irodori: 1000 / median(irodori), axe: 1000 / median(axeRuns) },
      notes: [
        `${elements} elements: press → findings shown median ${median(irodori).toFixed(1)} ms (p95 ${percentile(irodori, 95).toFixed(1)}); axe-core color-contrast median ${median(axeRuns).toFixed(1)} ms; goal 200 ms`,
        `the page's summary: ${summary.trim()}`,
        `load average ${loadAverage()}`,
      ],
    };
  },
};
