import { expect, test } from '@playwright/test';
import { encodePng, STRIPES_SVG } from '../support/imageFiles';
import { photoImage } from '../support/images';
import { localized, trackPageErrors } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'ja'] as const) {
  test(`no request leaves the origin on any route (${lang})`, async ({ page, baseURL }) => {
    // Every route in turn, each until the network is idle: some 25 s on a quiet machine.
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== origin) foreign.push(url);
    });
    const errors = trackPageErrors(page);
    await page.addInitScript(seedPalette, PALETTE_FIXTURE);
    for (const route of ROUTES) {
      await page.goto(localized(route, lang));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the built site is served with a same-origin Content-Security-Policy and runs under it', async ({ page }) => {
  // Every route in turn, each until the network is idle: some 25 s on a quiet machine.
  test.setTimeout(120_000);
  const response = await page.request.get('/');
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toMatch(/https?:/);

  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.addInitScript(seedPalette, PALETTE_FIXTURE);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));
  }
  expect(violations).toEqual([]);
});

test('an image is analysed without any request leaving the origin or breaking the Content-Security-Policy', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/tools/image');
  await page.waitForLoadState('networkidle');
  const before = requests.length;
  // A photo, then an SVG (drawn on the page from a blob: URL), each decoded and analysed in the worker.
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: encodePng(photoImage(800, 600, 3)) });
  await expect(page.locator('[data-marker]').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'stripes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(STRIPES_SVG) });
  await expect(page.locator('[data-marker]')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  // Only the page's own files (the worker's code, the image chunk's), and blob: URLs of the image itself.
  const during = requests.slice(before);
  expect(during.filter((url) => !url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  expect(violations).toEqual([]);
});
