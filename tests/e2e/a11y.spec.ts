import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localized } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

/**
 * Accessibility: axe-core finds no violations on every route, in light and dark, English and
 * Japanese, at desktop and mobile widths, and with the drawer and each dialog open.
 */

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const LANGS = ['en', 'ja'] as const;

/** Runs axe on the page (WCAG 2.2 A/AA and best practices) and fails with a readable summary. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
        .join('\n'),
  );
  expect(summary, label).toEqual([]);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Let entrance transitions finish so colours are final.
  await page.waitForTimeout(250);
}

test.describe.configure({ mode: 'parallel' });
test.setTimeout(300_000);

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    test(`every route has no axe violations (${device}, ${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        colorScheme: theme,
        isMobile: device === 'mobile',
        hasTouch: device === 'mobile',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript(seedPalette, PALETTE_FIXTURE);
      for (const lang of LANGS) {
        for (const route of ROUTES) {
          await page.goto(localized(route, lang));
          await settle(page);
          await expectNoViolations(page, `${device} ${theme} ${lang} ${route}`);
        }
      }
      await context.close();
    });
  }
}
