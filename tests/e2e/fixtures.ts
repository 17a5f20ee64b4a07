import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, with a `page` whose navigations wait for the app to be ready.
 * Every spec imports `test` and `expect` from here (the linter holds them to it), so a test written
 * tomorrow waits for the same signal without knowing of it.
 */

/** The page-ready signal: the app marks `<html data-app-ready>` once its first render is committed. */
export const READY = 'html[data-app-ready]';

/** Waits until the page's current document is ready (its page chunk and data loaded, handlers attached). */
export async function waitForReady(page: Page): Promise<void> {
  await page.locator(READY).waitFor({ state: 'attached' });
}

/**
 * Makes the page's own navigations (goto, reload, back, forward) return once the document they
 * land on is ready, not merely loaded: prerendered HTML is visible before its handlers are attached.
 */
export function navigateWhenReady(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const ready = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await waitForReady(page);
    return response;
  };
  page.goto = (url, options) => ready(goto(url, options));
  page.reload = (options) => ready(reload(options));
  page.goBack = (options) => ready(goBack(options));
  page.goForward = (options) => ready(goForward(options));
  return page;
}

/** Opens a new page of a context made by hand (a theme, a device, service workers), navigating when ready. */
export async function readyPage(context: BrowserContext): Promise<Page> {
  return navigateWhenReady(await context.newPage());
}

export const test = base.extend({
  // (Playwright's `use` is named `provide` here: the linter's React rules take `use` for a hook.)
  page: async ({ page }, provide) => {
    await provide(navigateWhenReady(page));
  },
});

export { expect };
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
