import { expect, readyPage, test } from './fixtures';
import { localized, text } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

// The suite is about the service worker: it runs here as it does for a visitor.
test.use({ serviceWorkers: 'allow' });

const UNSEEN = ['/colors/123abc', '/colors/fe0', '/categories/blue-magenta', '/tools/generator?color=aa3377&tab=ui'];

// A test per language (each installs the worker afresh), so the workers share the page loads.
for (const lang of ['en', 'ja'] as const) {
  test(`after one visit every route works offline, including colour pages never visited (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000); // 25 offline page loads
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
    for (const route of [...ROUTES, ...UNSEEN]) {
      await page.goto(localized(route, lang));
      await expect(page.getByRole('heading', { level: 1 }).first(), `${lang} ${route}`).toBeVisible();
    }
    // The not-found page still answers unknown addresses offline.
    await page.goto(localized('/definitely/not/here', lang));
    await expect(page).toHaveTitle(new RegExp(`${text(lang, 'titles.notFound')} - Irodori`));
    await context.close();
  });
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
