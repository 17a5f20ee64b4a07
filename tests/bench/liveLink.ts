/**
 * `liveLink`: how quickly a person's own page follows an edit in Irodori over the live link, in Chromium on a
 * production build. The theme tool is paired with a shadcn/ui fixture page (tests/support/liveSite.ts, another
 * origin) as a person pairs it: the snippet copied from the dialog, the code typed on the page. Then the theme's
 * scheme variant is changed over and over, and both windows note times on one clock (timeOrigin + now): the change
 * event of the select, the role table's primary cell repainted (the theme recomputed and shown), and the page's
 * root style set by the helper. Goal: the page set within one frame (16 ms) of the edit. Reports only, never fails.
 */
import { loadAverage, percentile, withServedApp } from './scroll.ts';
import { startLiveSite } from '../support/liveSite.ts';
import type { BenchTask } from './types.ts';

const VARIANTS = ['vibrant', 'expressive', 'tonalSpot', 'fidelity', 'content', 'neutral'];

export const liveLinkTask: BenchTask = {
  id: 'liveLink',
  unit: 'edits a second the paired page follows: 1000 ÷ the median ms from an edit to the page’s properties set (page) or to the role table repainted (table)',
  reference: 'page',
  targets: [{ impl: 'page', atLeast: 1000 / 16 }],
  async run(context) {
    const edits = context.quick ? 6 : 24;
    const site = await startLiveSite();
    const result = { table: [] as number[], page: [] as number[], notes: [] as string[] };
    try {
      await withServedApp(context, async (origin, browser) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${origin}/tools/theme?colors=3a7bd5`);
        await page.locator('tr[data-role="primary"]').waitFor();
        await page.getByRole('button', { name: 'Open on my site' }).click();
        const dialog = page.getByRole('dialog');
        site.setSnippet(await dialog.locator('textarea').inputValue());
        await dialog.locator('input[type="url"]').fill(`${site.url}/shadcn.html`);
        const opened = page.waitForEvent('popup');
        await dialog.getByRole('button', { name: 'Open and connect' }).click();
        const popup = await opened;
        const code = dialog.locator('[data-pairing-code]');
        await code.waitFor();
        await popup.getByLabel('Code shown in Irodori').fill((await code.textContent())!);
        await popup.getByRole('button', { name: 'Connect', exact: true }).click();
        await dialog.getByText('Connected to').waitFor();
        await dialog.getByRole('button', { name: 'Close' }).click();
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
          new MutationObserver(() => w.__tables.push(performance.timeOrigin + performance.now())).observe(document.querySelector('tr[data-role="primary"] td[data-mode="light"]')!, { subtree: true, characterData: true, childList: true });
        });
        const select = page.getByLabel('Scheme variant', { exact: true });
        for (let i = 0; i < edits; i++) {
          await select.selectOption(VARIANTS[i % VARIANTS.length]);
          await popup.waitForFunction((n) => (window as unknown as { __sets: number[] }).__sets.length >= n, i + 1);
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
    } finally {
      await site.close();
    }
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
