import { formatHex, parse } from 'culori';
import { expect, test, type Page } from './fixtures';
import { axeViolations, localized, text } from './helpers';
import { startLiveSite, type LiveSite } from '../support/liveSite';

/**
 * The live link: the person's own pages (a shadcn/ui page, a page on Bootstrap 5.3's compiled CSS, a page of its own
 * variables) served on another port with the helper copied from Irodori; pairing by the code; the theme repainting the
 * page, following an edit and undo, light and dark; Disconnect putting the page's own values back exactly; the hand
 * mapping kept per site; a wrong code, another origin opening the page first, and messages from anywhere else, all
 * refused; and no request from either window to anywhere but the two origins.
 */

const THEME = '/tools/theme?colors=3a7bd5';
/** Material's tonal-spot primary of #3a7bd5 in light and dark (the role table's, as the theme tests hold it). */
const PRIMARY = { light: '#405f90', dark: '#a9c7ff' };

const lt = (key: string, values: Record<string, string | number> = {}, lang: 'en' | 'ja' = 'en') =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, key, 'live'));

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

/** Opens the theme tool's live link dialog, copies the snippet into the fixture site, opens `path` and pairs. */
async function connect(page: Page, path: string, lang: 'en' | 'ja' = 'en') {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(localized(THEME, lang));
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
  await page.getByRole('button', { name: text(lang, 'actions.live', 'theme') }).click();
  const dialog = page.getByRole('dialog', { name: lt('title', {}, lang) });
  await dialog.getByRole('button', { name: lt('copy', {}, lang) }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain(JSON.stringify(new URL(page.url()).origin));
  site.setSnippet(snippet);
  await dialog.getByLabel(lt('address', {}, lang)).fill(`${site.url}${path}`);
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: lt('openAndConnect', {}, lang) }).click();
  const popup = await opened;
  const code = dialog.locator('[data-pairing-code]');
  await expect(code).toHaveText(/^\d{4}$/);
  await popup.getByLabel(lt('helper.code', {}, lang)).fill((await code.textContent())!);
  await popup.getByRole('button', { name: lt('helper.connect', {}, lang), exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(lt('status.connected', { origin: site.url }, lang));
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
});

test('refused: a wrong code, another origin opening the page first, and messages from anywhere but the port', async ({ page, context }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(THEME);
  await page.getByRole('button', { name: text('en', 'actions.live', 'theme') }).click();
  const dialog = page.getByRole('dialog', { name: lt('title') });
  await dialog.getByRole('button', { name: lt('copy') }).click();
  site.setSnippet(await page.evaluate(() => navigator.clipboard.readText()));

  // Another site opens the person's page first and offers a pairing: the helper says nothing to it and shows no prompt.
  const evil = await context.newPage();
  await evil.goto(`${site.otherUrl}/evil.html`);
  const victimOpened = evil.waitForEvent('popup');
  await evil.evaluate((url) => (window as unknown as { openVictim: (url: string) => void }).openVictim(url), `${site.url}/shadcn.html`);
  const victim = await victimOpened;
  await victim.waitForLoadState('load');
  await evil.evaluate(() => (window as unknown as { sendPairs: (count: number) => void }).sendPairs(5));
  await victim.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(victim.getByLabel(lt('helper.code'))).toHaveCount(0);
  expect(await evil.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);

  // A wrong code: refused by the field in words; Cancel then takes the prompt away, and nothing is set.
  await dialog.getByLabel(lt('address')).fill(`${site.url}/shadcn.html`);
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: lt('openAndConnect') }).click();
  const popup = await opened;
  const code = (await dialog.locator('[data-pairing-code]').textContent())!;
  const field = popup.getByLabel(lt('helper.code'));
  await field.fill(String((Number(code) + 1) % 10000).padStart(4, '0'));
  await popup.getByRole('button', { name: lt('helper.connect'), exact: true }).click();
  // The browser refuses the entry at the field (the code is its pattern) and shows the field's title, the helper's words.
  expect(await field.evaluate((input: HTMLInputElement) => [input.validity.patternMismatch, input.title])).toEqual([true, lt('helper.wrong')]);
  await popup.getByRole('button', { name: lt('helper.cancel'), exact: true }).click();
  await expect(field).toHaveCount(0);
  await expect(dialog.getByRole('status')).not.toContainText(lt('status.connected', { origin: site.url }));

  // Messages through the window, shaped like Irodori's, from the page itself: ignored.
  await popup.evaluate(() => {
    window.postMessage({ type: 'apply', values: { '--primary': 'red' }, scheme: 'light', id: 1 }, '*');
    window.postMessage({ mark: 'irodori-live/1', type: 'pair', code: '0000' }, '*');
  });
  await popup.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await variable(popup, '--primary')).toBe('oklch(0.205 0 0)');
  expect(await popup.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
});
