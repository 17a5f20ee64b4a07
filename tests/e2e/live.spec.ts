import axe from 'axe-core';
import { formatHex, parse } from 'culori';
import { expect, test, type Page } from './fixtures';
import { axeViolations, localized, text } from './helpers';
import { answerPrompts, startLiveSite, type LiveSite } from '../support/liveSite';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../support/browser';

/**
 * The live link: the person's own pages (a shadcn/ui page, a page on Bootstrap 5.3's compiled CSS, a page of its own
 * variables, dark with the device) served on another port with the helper copied from Irodori; pairing by the code; the theme repainting the
 * page, following an edit and undo, light and dark; Disconnect putting the page's own values back exactly; the hand
 * mapping kept per site; a wrong code, another origin opening the page first, and messages from anywhere else, all
 * refused; and no request from either window to anywhere but the two origins.
 */

const THEME = '/tools/theme?colors=3a7bd5';
/** Material's tonal-spot primary of #3a7bd5 in light and dark (the role table's, as the theme tests hold it). */
const PRIMARY = { light: '#405f90', dark: '#a9c7ff' };

const lt = (key: string, values: Record<string, string | number> = {}, lang: 'en' | 'ja' = 'en') =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, key, 'live'));

// Every site in a process of its own, as desktop Chrome keeps them: the helper's prompt holds only the windows of the
// person's site (localhost), and Irodori's page (127.0.0.1) answers the test while it is open.
test.use({ launchOptions: { ...chromiumLaunchOptions(), args: [...CHROMIUM_ARGS, '--site-per-process'] } });

let site: LiveSite;
test.beforeAll(async () => {
  site = await startLiveSite();
});
test.afterAll(async () => {
  await site.close();
});

/** The hex of a CSS colour the page computed (any syntax), or null. */
const hexOf = (value: string) => {
  const color = parse(value.trim());
  return color ? formatHex(color) : null;
};

/** Returns a custom property of the popup's root as the page computes it. */
const variable = (popup: Page, name: string) => popup.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/**
 * Opens the live link dialog of `start` (the theme tool, once its role table shows; or a page whose try-on has
 * shown), copies the snippet into the fixture site, opens `path` and pairs.
 */
async function connect(page: Page, path: string, lang: 'en' | 'ja' = 'en', start = THEME) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(localized(start, lang));
  await expect(page.locator(start === THEME ? 'tr[data-role="primary"]' : '[data-testid="try-on"] [aria-roledescription]').first()).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'actions.live', 'theme') }).click();
  const dialog = page.getByRole('dialog', { name: lt('title', {}, lang) });
  await dialog.getByRole('button', { name: lt('copy', {}, lang) }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(JSON.stringify(new URL(page.url()).origin));
  site.setSnippet(snippet);
  await dialog.getByLabel(lt('address', {}, lang)).fill(`${site.url}${path}`);
  // The helper asks for the code with the browser's own prompt: the person types the code Irodori shows.
  const asked = answerPrompts(page.context(), dialog.locator('[data-pairing-code]'));
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: lt('openAndConnect', {}, lang) }).click();
  const popup = await opened;
  // The popup is a process of its own loading the person's page before its helper answers: more than a step's time
  // when the machine is busy.
  await expect(dialog.getByRole('status')).toHaveText(lt('status.connected', { origin: site.url }, lang), { timeout: 20_000 });
  expect(asked).toEqual([lt('helper.ask', {}, lang)]);
  return { dialog, popup };
}

test('a shadcn/ui page follows the theme: paired by code, repainted, edited and undone, dark, and disconnected exactly', async ({ page }) => {
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  const { dialog, popup } = await connect(page, '/shadcn.html');
  // The convention is found on the page, and its variables take the theme's values as the shadcn/ui export writes them.
  await expect(dialog.getByLabel(lt('mapping.convention'))).toHaveValue('auto');
  await expect(dialog.getByLabel(lt('mapping.convention')).locator('option:checked')).toHaveText(lt('mapping.auto', { name: 'shadcn/ui' }));
  await expect.poll(async () => hexOf(await variable(popup, '--primary'))).toBe(PRIMARY.light);
  await expect.poll(() => popup.locator('#primary').evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('oklch(0.205 0 0)');
  await expect(dialog.getByText(/The page followed the last change in/)).toBeVisible();

  // An edit in Irodori shows on the page, and undo takes it back there too; the link holds with the dialog closed.
  await dialog.getByRole('button', { name: text('en', 'dialog.close') }).click();
  await page.getByLabel(text('en', 'variant.label', 'theme'), { exact: true }).selectOption('vibrant');
  await expect.poll(async () => hexOf(await variable(popup, '--primary'))).not.toBe(PRIMARY.light);
  await page.getByRole('button', { name: text('en', 'actions.undo', 'theme') }).click();
  await expect.poll(async () => hexOf(await variable(popup, '--primary'))).toBe(PRIMARY.light);

  // Dark: the page's own dark switch (.dark on the root) and the dark values.
  await page.getByRole('button', { name: text('en', 'actions.liveOn', 'theme').replace('{{origin}}', new URL(site.url).host) }).click();
  await dialog.getByRole('radio', { name: text('en', 'mode.dark', 'theme') }).check();
  await expect(popup.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(async () => hexOf(await variable(popup, '--primary'))).toBe(PRIMARY.dark);

  // Disconnect: every value and the class exactly as the page had them (its root has no inline style and no class).
  await dialog.getByRole('button', { name: lt('disconnect') }).click();
  await expect
    .poll(() => popup.evaluate(() => ({ style: document.documentElement.style.cssText, className: document.documentElement.className })))
    .toEqual({ style: '', className: '' });
  expect(await variable(popup, '--primary')).toBe('oklch(0.205 0 0)');
  // Nothing went anywhere but Irodori's origin and the page's.
  const origins = new Set(requests.map((url) => new URL(url).origin));
  origins.delete(new URL(page.url()).origin);
  origins.delete(site.url);
  expect([...origins].filter((origin) => origin !== 'null')).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('a Bootstrap 5.3 page is found as Bootstrap: its theme colors and their channels follow the theme', async ({ page }) => {
  const { dialog, popup } = await connect(page, '/bootstrap.html');
  await expect(dialog.getByLabel(lt('mapping.convention')).locator('option:checked')).toHaveText(lt('mapping.auto', { name: 'Bootstrap 5.3' }));
  await expect.poll(async () => hexOf(await variable(popup, '--bs-primary'))).toBe(PRIMARY.light);
  // .bg-primary paints with rgba(var(--bs-primary-rgb), …): the channels follow too.
  await expect.poll(async () => hexOf(await popup.locator('#banner').evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(PRIMARY.light);
});

test('a page on MUI’s CSS variables is found as MUI: its palette, its channels and its dark scheme follow the theme', async ({ page }) => {
  const { dialog, popup } = await connect(page, '/mui.html');
  await expect(dialog.getByLabel(lt('mapping.convention')).locator('option:checked')).toHaveText(lt('mapping.auto', { name: lt('conventions.mui') }));
  await expect.poll(async () => hexOf(await variable(popup, '--mui-palette-primary-main'))).toBe(PRIMARY.light);
  await expect(popup.locator('#bar')).toHaveCSS('background-color', 'rgb(64, 95, 144)');
  // The chip's ground is the primary's channels at 12 %: they follow too.
  await expect.poll(() => variable(popup, '--mui-palette-primary-mainChannel')).toBe('64 95 144');
  await dialog.getByRole('radio', { name: text('en', 'mode.dark', 'theme') }).check();
  await expect(popup.locator('html')).toHaveAttribute('data-dark', '');
  await expect.poll(async () => hexOf(await variable(popup, '--mui-palette-primary-main'))).toBe(PRIMARY.dark);
  await dialog.getByRole('button', { name: lt('disconnect') }).click();
  await expect.poll(() => popup.evaluate(() => [...document.documentElement.attributes].map((a) => a.name))).toEqual(['lang']);
});

test('a page of its own variables is mapped by hand, the mapping kept for the site, in Japanese', async ({ page }) => {
  const { dialog, popup } = await connect(page, '/plain.html', 'ja');
  await expect(dialog.getByLabel(lt('mapping.convention', {}, 'ja')).locator('option:checked')).toHaveText(lt('mapping.autoNone', {}, 'ja'));
  await dialog.getByLabel(lt('mapping.roleFor', { name: '--brand' }, 'ja')).selectOption('primary');
  await dialog.getByLabel(lt('mapping.roleFor', { name: '--brand-rgb' }, 'ja')).selectOption('primary');
  await expect.poll(async () => hexOf(await variable(popup, '--brand'))).toBe(PRIMARY.light);
  await expect.poll(() => variable(popup, '--brand-rgb')).toBe('64, 95, 144');
  await expect(popup.locator('#title')).toHaveCSS('color', 'rgb(64, 95, 144)');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('liveSites') ?? '{}'));
  expect(stored[site.url].manual).toEqual({ '--brand': 'primary', '--brand-rgb': 'primary' });
  expect(await axeViolations(page)).toEqual([]);

  // Its dark scheme follows the device (a media query, no switch on the root): read as the page's dark values, print's
  // left out; Irodori's dark values are painted over whichever scheme the device shows, and the page's own controls
  // (its colour-scheme) follow Irodori's scheme, not the device's.
  const paper = dialog.getByRole('list', { name: lt('mapping.list', {}, 'ja') }).locator('code', { hasText: '--paper' });
  // (A light-dark() value holds both.)
  const line = dialog.getByRole('list', { name: lt('mapping.list', {}, 'ja') }).locator('code', { hasText: '--line' });
  await expect(paper).toHaveAttribute('title', '#fafaf9');
  await expect(line).toHaveAttribute('title', '#e7e5e4');
  await dialog.getByRole('radio', { name: text('ja', 'mode.dark', 'theme') }).check();
  await expect(paper).toHaveAttribute('title', '#1c1917');
  await expect(line).toHaveAttribute('title', '#44403c');
  await expect.poll(async () => hexOf(await variable(popup, '--brand'))).toBe(PRIMARY.dark);
  await expect(popup.locator('#title')).toHaveCSS('color', 'rgb(169, 199, 255)');
  await expect(popup.locator('#search')).toHaveCSS('color-scheme', 'dark');
  await popup.emulateMedia({ colorScheme: 'dark' });
  await expect(popup.locator('#title')).toHaveCSS('color', 'rgb(169, 199, 255)');
  await expect(popup.locator('html')).not.toHaveAttribute('class', /./);
  await dialog.getByRole('radio', { name: text('ja', 'mode.light', 'theme') }).check();
  await expect(popup.locator('#title')).toHaveCSS('color', 'rgb(64, 95, 144)');
  await expect(popup.locator('#search')).toHaveCSS('color-scheme', 'light');
  // Disconnect: the page's own again, following the device.
  await dialog.getByRole('button', { name: lt('disconnect', {}, 'ja') }).click();
  await expect(popup.locator('html')).not.toHaveAttribute('style');
  await expect(popup.locator('#search')).toHaveCSS('color-scheme', 'light dark');
  await expect(popup.locator('#title')).toHaveCSS('color', 'rgb(196, 181, 253)');
});

test('refused: a wrong code, another origin opening the page first, and messages from anywhere but the port', async ({ page, context }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(THEME);
  await page.getByRole('button', { name: text('en', 'actions.live', 'theme') }).click();
  const dialog = page.getByRole('dialog', { name: lt('title') });
  await dialog.getByRole('button', { name: lt('copy') }).click();
  site.setSnippet(await page.evaluate(() => navigator.clipboard.readText()));

  // Every prompt the helper shows, in any window: the person first types a wrong code (five digits are never the
  // four-digit code), then cancels.
  const asked: string[] = [];
  context.on('dialog', (prompt) => {
    asked.push(prompt.message());
    void (asked.length === 1 ? prompt.accept('12345') : prompt.dismiss());
  });

  // Another site opens the person's page first and offers a pairing: the helper says nothing to it and shows no prompt.
  const evil = await context.newPage();
  await evil.goto(`${site.otherUrl}/evil.html`);
  const victimOpened = evil.waitForEvent('popup');
  await evil.evaluate((url) => (window as unknown as { openVictim: (url: string) => void }).openVictim(url), `${site.url}/shadcn.html`);
  const victim = await victimOpened;
  await victim.waitForLoadState('load');
  await evil.evaluate(() => (window as unknown as { sendPairs: (count: number) => void }).sendPairs(5));
  await victim.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(asked).toEqual([]);
  expect(await evil.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);

  // A wrong code: the helper says so and asks again; Cancel then drops the pairing, and nothing is set.
  await dialog.getByLabel(lt('address')).fill(`${site.url}/shadcn.html`);
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: lt('openAndConnect') }).click();
  await expect(dialog.locator('[data-pairing-code]')).toHaveText(/^\d{4}$/);
  const popup = await opened;
  await expect.poll(() => asked).toEqual([lt('helper.ask'), `${lt('helper.wrong')}\n${lt('helper.ask')}`]);
  await expect(dialog.getByRole('status')).not.toContainText(lt('status.connected', { origin: site.url }));

  // Messages through the window, shaped like Irodori's, from the page itself: ignored.
  await popup.evaluate(() => {
    window.postMessage({ type: 'apply', values: { '--primary': 'red' }, scheme: 'light', dark: null, id: 1 }, '*');
    window.postMessage({ mark: 'irodori-live/1', type: 'pair', code: '0000' }, '*');
  });
  await popup.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await variable(popup, '--primary')).toBe('oklch(0.205 0 0)');
  expect(await popup.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
});

/** Each element a list of selectors finds on the page, as its place among all the page's elements (null: none found). */
const placesOf = (popup: Page, selectors: string[]) =>
  popup.evaluate((list) => {
    const all = [...document.querySelectorAll('*')];
    return list.map((selector) => all.indexOf(document.querySelector(selector)!)).sort((a, b) => a - b);
  }, selectors);

test('the inspector finds what axe-core finds on the page, outlines it, fixes it in the theme, and shows the page as with protanopia', async ({ page }) => {
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  const { dialog, popup } = await connect(page, '/contrast.html');
  // The page's accent is mapped by hand to a light role of the theme, so that texts painted by the theme fail too.
  await dialog.getByLabel(lt('mapping.roleFor', { name: '--accent-ink' })).selectOption('primaryContainer');
  await expect.poll(async () => hexOf(await variable(popup, '--accent-ink'))).not.toBe('#0b57d0');
  await dialog.getByRole('button', { name: lt('inspect.run') }).click();
  const summary = dialog.locator('[data-inspection="done"]');
  await expect(summary).toBeVisible();
  const failing = dialog.locator('li[data-wcag="fail"]');
  const ours = await failing.evaluateAll((items) => items.map((item) => item.getAttribute('data-selector')!));
  const toReview = await dialog.locator('li[data-review]').evaluateAll((items) => items.map((item) => item.getAttribute('data-selector')!));

  // axe-core's colour-contrast rule on the same page: every violation found, nothing it passes flagged.
  await popup.evaluate(axe.source);
  const results = await popup.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: ['color-contrast'] }).then((r) => ({
      violations: r.violations.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
      incomplete: r.incomplete.flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
    })),
  );
  expect(results.violations.length).toBeGreaterThanOrEqual(10);
  expect(await placesOf(popup, ours)).toEqual(await placesOf(popup, results.violations));
  // What is left to the eye is what axe-core cannot decide either.
  expect(toReview.length).toBeGreaterThan(0);
  expect((await placesOf(popup, toReview)).every((place) => place >= 0)).toBe(true);
  const undecided = await placesOf(popup, results.incomplete);
  for (const place of await placesOf(popup, toReview)) expect(undecided).toContain(place);
  await expect(summary).toContainText(`${results.violations.length} fail WCAG AA`);

  // Show outlines the element on the page, and only one at a time.
  const brand = dialog.locator('li[data-selector="#brand"]');
  await brand.getByRole('button', { name: lt('inspect.showLabel', { selector: '#brand' }) }).click();
  await expect.poll(() => popup.locator('#brand').evaluate((element) => (element as HTMLElement).style.outline)).toMatch(/solid 3px/);
  await dialog.locator('li[data-wcag="fail"]:not([data-selector="#brand"])').first().getByRole('button', { name: /^Show / }).click();
  await expect.poll(() => popup.locator('#brand').getAttribute('style')).toBeNull();

  // The brand is painted by the theme's primary container: the fix changes that role, the page follows, and the
  // inspection follows the page.
  await brand.getByRole('button', { name: /^Fix Primary container/ }).click();
  await expect(dialog.locator('li[data-selector="#brand"][data-wcag="fail"]')).toHaveCount(0);

  // The page as with protanopia: the same matrix as the try-on, as a filter on the root; then as it is again.
  await dialog.getByLabel(lt('inspect.vision')).selectOption('protanopia');
  await expect.poll(() => popup.evaluate(() => document.documentElement.style.filter)).toContain('feColorMatrix');
  await dialog.getByLabel(lt('inspect.vision')).selectOption('normal');
  await expect.poll(() => popup.evaluate(() => document.documentElement.style.filter)).toBe('');
  expect(await axeViolations(page)).toEqual([]);

  // Disconnect leaves the page as it was: no inline style on the root or on any element outlined.
  await dialog.getByRole('button', { name: lt('disconnect') }).click();
  await expect.poll(() => popup.evaluate(() => [...document.querySelectorAll('[style]')].map((element) => `${element.localName} ${element.getAttribute('style')}`))).toEqual([
    'p display: none; color: #eeeeee',
    'a color: var(--accent-ink)',
  ]);
  const origins = new Set(requests.map((url) => new URL(url).origin));
  origins.delete(new URL(page.url()).origin);
  origins.delete(site.url);
  expect([...origins].filter((origin) => origin !== 'null')).toEqual([]);
});

test('a palette’s try-on opens on my site: the page wears the palette’s roles, and a fix changes the palette', async ({ page }) => {
  // A cream ground, ink, and a vermilion primary that reads as large text only.
  const codes = ['#fbf7ef', '#1d2433', '#e85d3f', '#2a9d8f', '#f2c14e'];
  const { dialog, popup } = await connect(page, '/contrast.html', 'en', `/palettes/preview?colors=${codes.map((c) => c.slice(1)).join('-')}&view=tryon`);
  await dialog.getByLabel(lt('mapping.roleFor', { name: '--accent-ink' })).selectOption('primary');
  await expect.poll(async () => hexOf(await variable(popup, '--accent-ink'))).toBe('#e85d3f');
  await dialog.getByRole('button', { name: lt('inspect.run') }).click();
  // The link in the vermilion fails at 16 px; its fix replaces the palette's vermilion, and the page follows.
  const link = dialog.locator('li[data-wcag="fail"]', { has: page.locator('code', { hasText: /> p:nth-child\(\d+\) > a:nth-child\(1\)$/ }) });
  await expect(link).toHaveCount(1);
  await link.getByRole('button', { name: /^Fix Primary/ }).click();
  await expect.poll(async () => hexOf(await variable(popup, '--accent-ink'))).not.toBe('#e85d3f');
  await expect(link).toHaveCount(0);
  // The fix is the palette's own edit, undone like any other: Undo puts the vermilion back on the page too.
  await dialog.getByRole('button', { name: text('en', 'dialog.close') }).click();
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes') }).click();
  await expect.poll(async () => hexOf(await variable(popup, '--accent-ink'))).toBe('#e85d3f');
  expect(await axeViolations(page)).toEqual([]);
});
