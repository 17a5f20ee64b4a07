import { expect, readyPage, test } from './fixtures';
import { inParts, localized, text } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

// The suite is about the service worker: it runs here as it does for a visitor.
test.use({ serviceWorkers: 'allow' });

const UNSEEN = ['/colors/123abc', '/colors/fe0', '/categories/blue-magenta', '/tools/generator?color=aa3377&tab=ui'];

// Two halves of the routes per language: each test installs the worker afresh, and the workers share the page loads.
const ALL = [...ROUTES, ...UNSEEN];
const PARTS = inParts(ALL, 2);

for (const lang of ['en', 'ja'] as const) {
  for (const [index, routes] of PARTS.entries()) {
    const name = `after one visit every route works offline, including colour pages never visited (${lang}, part ${index + 1})`;
    test(name, async ({ browser, baseURL }) => {
      test.setTimeout(120_000); // the worker's install (the whole app) and 16 offline page loads, beside two other workers
      const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
      const page = await readyPage(context);
      await page.addInitScript(seedPalette, PALETTE_FIXTURE);
      await page.goto('/');
      // Wait until the service worker has installed (precached everything) and controls the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
        }
      });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      await context.setOffline(true);
      for (const route of routes) {
        await page.goto(localized(route, lang));
        await expect(page.getByRole('heading', { level: 1 }).first(), `${lang} ${route}`).toBeVisible();
      }
      // The not-found page still answers unknown addresses offline.
      await page.goto(localized('/definitely/not/here', lang));
      await expect(page).toHaveTitle(new RegExp(`${text(lang, 'titles.notFound')} - Irodori`));
      await context.close();
    });
  }
}

test('the app is installable: a manifest with icons and a service worker', async ({ page }) => {
  await page.goto('/');
  // Both are added once the page has loaded and the browser is idle (the head script, src/build/headScript.ts).
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest.name).toContain('Irodori');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
  // The worker registered by the head script is active and controls the page (it claims it on first install). Its install
  // downloads the whole app first (every route's chunks, data and translations): beside two other workers on two cores
  // that takes longer than an expectation's usual seven seconds.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const controller = navigator.serviceWorker.controller;
          return { active: registration.active?.scriptURL, state: registration.active?.state, controller: controller?.scriptURL ?? null };
        }),
      { timeout: 25_000 },
    )
    .toEqual({ active: new URL('/sw.js', page.url()).href, state: 'activated', controller: new URL('/sw.js', page.url()).href });
});
