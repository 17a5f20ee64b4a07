import { expect, test } from './fixtures';
import { INITIAL_JS_BUDGET_KB, measureFirstVisit } from '../support/firstVisit';

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
