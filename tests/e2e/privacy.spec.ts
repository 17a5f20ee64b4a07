import { expect, test, type Page } from './fixtures';
import { encodePng, STRIPES_SVG } from '../support/imageFiles';
import { photoImage } from '../support/images';
import { inParts, localized, settle, trackPageErrors } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

test.describe.configure({ mode: 'parallel' });
// The service worker runs here as it does for a visitor: its install's requests are part of a visit.
test.use({ serviceWorkers: 'allow' });

/**
 * Waits until a route has done what it does on a visit: its final look (settle), and the work left for
 * when the browser is idle (the head script links the manifest and registers the service worker then).
 */
async function visited(page: Page) {
  await settle(page);
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
}

/**
 * Every route in turn, as a visitor meets it: no request leaves the origin, nothing breaks the Content-Security-Policy
 * (in the securitypolicyviolation events the page sees, and in the console), and no page error. Each language's sweep
 * checks all three, in two parts (a whole sweep took most of two minutes beside two other workers).
 */
const ROUTE_PARTS = inParts(ROUTES, 2);
for (const lang of ['en', 'ja'] as const) {
  for (const [part, routes] of ROUTE_PARTS.entries()) {
    test(`no request leaves the origin and nothing breaks the Content-Security-Policy, on any route (${lang}, part ${part + 1} of ${ROUTE_PARTS.length})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000); // a route after another
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const errors = trackPageErrors(page);
      await page.addInitScript(seedPalette, PALETTE_FIXTURE);
      for (const route of routes) {
        await page.goto(localized(route, lang));
        await visited(page);
        violations.push(...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)));
      }
      expect(foreign).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test('the built site is served with a same-origin Content-Security-Policy', async ({ page }) => {
  const response = await page.request.get('/');
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toMatch(/https?:/);
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
  await visited(page);
  const before = requests.length;
  // A photo, then an SVG (drawn on the page from a blob: URL), each decoded and analysed in the worker.
  await page.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: encodePng(photoImage(800, 600, 3)) });
  await expect(page.locator('[data-marker]').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'stripes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(STRIPES_SVG) });
  // Its palette shown: whatever the analysis asked for has been asked.
  await expect(page.locator('[data-marker]')).toHaveCount(3);
  // Only the page's own files (the worker's code, the image chunk's), and blob: URLs of the image itself.
  const during = requests.slice(before);
  expect(during.filter((url) => !url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  expect(violations).toEqual([]);
});

test("a browser that asks for brotli gets the build's .br copies (as the hosts send them), under the same policy", async ({ page }) => {
  for (const path of ['/japanese-colors', '/colors/3a7bd5', '/sw.js']) {
    const brotli = await page.request.get(path, { headers: { 'accept-encoding': 'br' } });
    const plain = await page.request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(brotli.headers()['content-security-policy'], path).toBe(plain.headers()['content-security-policy']);
    expect(brotli.headers()['content-type'], path).toBe(plain.headers()['content-type'].replace(/;\s*/, '; '));
    expect((await brotli.body()).equals(await plain.body()), path).toBe(true);
  }
});

