import { expect, test } from './fixtures';
import { INITIAL_JS_BUDGET_KB, measureFirstVisit } from '../support/firstVisit';
import { PAGE_BUDGETS_KB, pageWeights } from '../support/pageWeights';
import { BUILD_A } from './deploy-support';

/*
 * The entry budget as a check that fails: the reason for every size trick in the build (lazy
 * pages, dialogs, the colour drag loaded on first need, per-language translations) is guarded here.
 * The same measure is printed by `npm run bench -- --only budgets`.
 */
test(`a first visit to / runs at most ${INITIAL_JS_BUDGET_KB} KB gzip of JavaScript on the main thread`, async ({ browser, baseURL }) => {
  const visit = await measureFirstVisit(browser, `${baseURL}/`);
  const files = visit.mainFiles.map((file) => `${file.path} ${file.kb.toFixed(1)} KB`).join('\n');
  expect(visit.mainFiles.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(visit.mainKb, `initial JavaScript for / (gzip):\n${files}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  // The colour drag (dnd-kit) waits for a sign of use: a first visit that only looks never downloads it.
  expect(visit.mainFiles.some((file) => /\/(ColorDragRoot|core\.esm)-[^/]*\.js$/.test(file.path)), files).toBe(false);
});

/*
 * Every page's own budget: what its first visit downloads beyond the HTML (scripts, data and translations), read
 * from the build (tests/support/pageWeights.ts), in both languages. A new page needs a budget to pass.
 */
test('every page keeps its first-visit budget, in both languages', () => {
  const weights = pageWeights(BUILD_A);
  const unbudgeted = [...new Set(weights.map((weight) => weight.route))].filter((route) => PAGE_BUDGETS_KB[route] === undefined);
  expect(unbudgeted, 'pages without a budget in tests/support/pageWeights.ts').toEqual([]);
  const over = weights
    .filter((weight) => weight.totalKb > PAGE_BUDGETS_KB[weight.route])
    .map((weight) => `/${weight.language === 'ja' ? 'ja/' : ''}${weight.route}: ${weight.totalKb.toFixed(1)} KB (scripts ${weight.scriptsKb.toFixed(1)}, JSON ${weight.jsonKb.toFixed(1)}) > ${PAGE_BUDGETS_KB[weight.route]} KB`);
  expect(over).toEqual([]);
});
