import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test, type Page } from './fixtures';
import { encodePng } from '../support/imageFiles';
import { bandsImage } from '../support/images';
import { expectHead, localized, text, trackPageErrors } from './helpers';
import { choose, openTool, rows } from './imageSupport';
import { roleColor, tryOn, tryOnReady, viewports } from './tryon-support';
import { seedPalettes, storedPalettes, toasts } from './palettes-support';
import { parseGradient } from '../../src/core/gradient/address.ts';

/**
 * The theme tool: from a colour, a palette and an image; Material's variants and contrast levels and
 * Irodori's contrast targets; role edits with undo and redo; every export downloaded and the zip holding them; a
 * theme's JSON (ours and Material Theme Builder's) imported back identically; saving beside the palettes; bad
 * parameters; Japanese, dark and mobile.
 */

test.describe.configure({ mode: 'parallel' });

type Lang = 'en' | 'ja';

/** A text of the theme namespace (the export dialog's: themeExport) with its {{placeholders}} filled. */
function tt(key: string, values: Record<string, string | number> = {}, lang: Lang = 'en'): string {
  let value = key.startsWith('export.') ? text(lang, key.slice('export.'.length), 'themeExport') : text(lang, key, 'theme');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

/** Material's tonal-spot roles of #3a7bd5 (the library's, as tests/unit/theme/materialTheme.test.ts holds the tool to). */
const TONAL_SPOT_3A7BD5 = { primary: '#405f90', onPrimary: '#ffffff', primaryContainer: '#d6e3ff', surface: '#f9f9ff', onSurfaceVariant: '#44474e' };

/** Returns the code a role shows in an appearance (the role table's cell). */
async function roleCode(page: Page, role: string, mode: 'light' | 'dark'): Promise<string> {
  const cell = page.locator(`tr[data-role="${role}"] td[data-mode="${mode}"]`);
  return ((await cell.locator('span').first().textContent()) ?? '').slice(0, 7);
}

/** Every role's code in both appearances, as the table shows them. */
async function allRoles(page: Page): Promise<Record<string, string>> {
  return page.locator('tr[data-role]').evaluateAll((rows) =>
    Object.fromEntries(
      rows.flatMap((row) =>
        ['light', 'dark'].map((mode) => [`${row.getAttribute('data-role')}.${mode}`, (row.querySelector(`td[data-mode="${mode}"] span`)?.textContent ?? '').slice(0, 7)]),
      ),
    ),
  );
}

async function openTheme(page: Page, query: string, lang: Lang = 'en') {
  await page.goto(localized(`/tools/theme?${query}`, lang));
  await themeReady(page);
}

/** Waits for the whole role table: its groups after the accents render one by one after the first paint (busy until then). */
async function themeReady(page: Page) {
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
  await expect(page.locator('main table[aria-busy]')).toHaveCount(0);
}

test('from a colour: Material’s roles to the digit, the address completed in place, the variant and contrast level change them', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openTheme(page, 'colors=3a7bd5');
  await expect(page).toHaveURL(/\?from=color&colors=3a7bd5&method=material&variant=tonalSpot&contrast=0&target=wcag-4\.5$/);
  await expectHead(page, { title: text('en', 'titles.theme'), path: '/tools/theme', lang: 'en' });
  for (const [role, code] of Object.entries(TONAL_SPOT_3A7BD5)) expect(await roleCode(page, role, 'light'), role).toBe(code);
  // Every Material role is listed, light and dark, with the tonal palettes and the preview in both appearances.
  await expect(page.locator('tr[data-role]')).toHaveCount(49);
  // The try-on wears the theme's roles as they are, in light and in dark.
  await tryOnReady(page);
  await expect(tryOn(page)).toHaveAttribute('data-mode', 'light');
  for (const role of ['primary', 'onPrimary', 'surface', 'onSurfaceVariant'] as const) expect(await roleColor(page, role)).toBe(TONAL_SPOT_3A7BD5[role]);
  await tryOn(page).getByRole('radio', { name: tt('mode.dark') }).check();
  await expect(tryOn(page)).toHaveAttribute('data-mode', 'dark');
  expect(await roleColor(page, 'primary')).toBe(await roleCode(page, 'primary', 'dark'));
  await expect(page.getByRole('heading', { name: tt('palettes.title') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /pairs/ })).toBeVisible();

  await page.getByLabel(tt('variant.label'), { exact: true }).selectOption('vibrant');
  await expect(page).toHaveURL(/variant=vibrant/);
  await expect.poll(() => roleCode(page, 'primary', 'light')).not.toBe(TONAL_SPOT_3A7BD5.primary);
  const vibrant = await roleCode(page, 'onSurfaceVariant', 'light');
  await page.getByLabel(new RegExp(`^${tt('contrast.label')}`)).fill('1');
  await expect(page).toHaveURL(/contrast=1&/);
  await expect.poll(() => roleCode(page, 'onSurfaceVariant', 'light')).not.toBe(vibrant);
  // Undo and redo walk the changes.
  await page.getByRole('button', { name: tt('actions.undo') }).click();
  await expect(page).toHaveURL(/contrast=0&/);
  await page.getByRole('button', { name: tt('actions.undo') }).click();
  await expect(page).toHaveURL(/variant=tonalSpot/);
  await expect.poll(() => roleCode(page, 'primary', 'light')).toBe(TONAL_SPOT_3A7BD5.primary);
  await page.keyboard.press('Control+Shift+Z');
  await expect(page).toHaveURL(/variant=vibrant/);
  expect(errors).toEqual([]);
});

test('Irodori’s method: every pair meets each target in light and dark, the hue kept', async ({ page }) => {
  await openTheme(page, 'colors=e76f51&method=irodori');
  await expect(page.locator('tr[data-role]')).toHaveCount(27);
  for (const target of ['wcag-4.5', 'wcag-7', 'apca-60', 'apca-75', 'apca-90']) {
    await page.getByLabel(tt('target.label'), { exact: true }).selectOption(target);
    const label = tt(`target.${target.replace('.', '_')}`);
    await expect(page.getByRole('status').filter({ hasText: label })).toHaveText(new RegExp(tt('report.allPass', { count: '\\d+', target: label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') })));
    await expect(page.locator('td[data-passes="false"]')).toHaveCount(0);
  }
  // Material judged by a strict target shows which pairs fall short.
  await page.getByRole('radio', { name: tt('method.material') }).click();
  await expect(page.getByRole('radio', { name: tt('method.material') })).toBeChecked();
  await expect(page.locator('td[data-passes="false"]').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /fall short/ })).toBeVisible();
});

test('a role edited in the picker, reset, undone and redone', async ({ page }) => {
  await openTheme(page, 'colors=3a7bd5');
  const primaryLight = page.getByRole('button', { name: tt('roles.edit', { role: tt('role.primary'), mode: tt('mode.light'), code: TONAL_SPOT_3A7BD5.primary }) });
  await primaryLight.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Hex', exact: true }).fill('#123456');
  await dialog.getByRole('textbox', { name: 'Hex', exact: true }).press('Enter');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/light=primary\.123456/);
  await expect.poll(() => roleCode(page, 'primary', 'light')).toBe('#123456');
  await expect(page.locator('tr[data-role="primary"] td[data-mode="light"]')).toContainText(tt('roles.edited'));
  // The dark appearance is untouched.
  expect(await roleCode(page, 'primary', 'dark')).not.toBe('#123456');
  await page.getByRole('button', { name: tt('actions.undo') }).click();
  await expect.poll(() => roleCode(page, 'primary', 'light')).toBe(TONAL_SPOT_3A7BD5.primary);
  await page.getByRole('button', { name: tt('actions.redo') }).click();
  await expect.poll(() => roleCode(page, 'primary', 'light')).toBe('#123456');
  await page.getByRole('button', { name: tt('roles.reset', { role: tt('role.primary'), mode: tt('mode.light') }) }).click();
  await expect.poll(() => roleCode(page, 'primary', 'light')).toBe(TONAL_SPOT_3A7BD5.primary);
  await expect(page).not.toHaveURL(/light=/);
});

test('a failing pair fixed from the report with one press and undone from its toast; the picker shows a role’s pairs while picking', async ({ page }) => {
  // A light onPrimary too close to the primary: the report marks its pair and offers the fix.
  await openTheme(page, 'colors=3a7bd5&light=onPrimary.8a9cc8');
  const row = page.locator('tr[data-pair="onPrimary/primary"]');
  await expect(row.locator('th')).toContainText(tt('role.onPrimary'));
  await expect(row.locator('th')).toContainText(tt('report.on', { bg: tt('role.primary') }));
  const light = row.locator('td').nth(0);
  await expect(light).toHaveAttribute('data-passes', 'false');
  const fix = light.getByRole('button', { name: new RegExp(`^${tt('report.fix')} `) });
  await fix.click();
  await expect(light).toHaveAttribute('data-passes', 'true');
  const fixed = await roleCode(page, 'onPrimary', 'light');
  expect(fixed).not.toBe('#8a9cc8');
  await expect(page).toHaveURL(new RegExp(`light=onPrimary\\.${fixed.slice(1)}`));
  // Undo in the toast puts the user's own edit back.
  await toasts(page).getByRole('button', { name: tt('actions.undo') }).click();
  await expect.poll(() => roleCode(page, 'onPrimary', 'light')).toBe('#8a9cc8');
  await expect(light).toHaveAttribute('data-passes', 'false');

  // While a colour is picked for onPrimary, its pair with primary is judged live.
  await page.getByRole('button', { name: tt('roles.edit', { role: tt('role.onPrimary'), mode: tt('mode.light'), code: '#8a9cc8' }) }).click();
  const dialog = page.getByRole('dialog');
  const pairs = dialog.getByRole('region', { name: tt('roles.picking', { mode: tt('mode.light') }) });
  const withPrimary = pairs.locator('li[data-pair="onPrimary/primary"]');
  await expect(withPrimary).toContainText(tt('roles.pickBackground', { role: tt('role.primary') }));
  await expect(withPrimary).toHaveAttribute('data-passes', 'false');
  await dialog.getByRole('textbox', { name: 'Hex', exact: true }).fill('#ffffff');
  await dialog.getByRole('textbox', { name: 'Hex', exact: true }).press('Enter');
  await expect(withPrimary).toHaveAttribute('data-passes', 'true');
  await expect(withPrimary).toContainText(tt('report.passes'));
  // Cancel keeps the role as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await roleCode(page, 'onPrimary', 'light')).toBe('#8a9cc8');
});

test('from a palette: Make a theme, the colours assigned to roles and reassigned by hand', async ({ page }) => {
  const palette = { uuid: '9b1b1a43-8e1f-4c55-9d4e-1a2b3c4d5e6f', name: 'Harbour', colors: ['#f7f4ef', '#264653', '#e76f51', '#2a9d8f', '#1a1a1a'] };
  await seedPalettes(page, [palette]);
  await page.goto(`/palettes/${palette.uuid}`);
  await page.getByRole('button', { name: text('en', 'editor.more', 'palettes') }).click();
  await page.getByRole('menuitem', { name: text('en', 'makeTheme', 'palettes') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?from=palette&colors=f7f4ef-264653-e76f51-2a9d8f-1a1a1a&name=Harbour/);
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
  await expect(page.getByLabel(tt('seed.primary'), { exact: true })).toHaveValue('2');
  await expect(page.getByLabel(tt('seed.text'), { exact: true })).toHaveValue('4');
  await expect(page.getByLabel(tt('seed.background'), { exact: true })).toHaveValue('0');
  const before = await roleCode(page, 'primary', 'light');
  await page.getByLabel(tt('seed.primary'), { exact: true }).selectOption('3');
  await expect(page).toHaveURL(/assign=primary\.3/);
  await expect.poll(() => roleCode(page, 'primary', 'light')).not.toBe(before);
  // Irodori's method takes the palette's background and text as they are where they pass.
  await page.getByRole('radio', { name: tt('method.irodori') }).click();
  await expect(page.getByRole('radio', { name: tt('method.irodori') })).toBeChecked();
  await expect.poll(() => roleCode(page, 'background', 'light')).toBe('#f7f4ef');
  await expect.poll(() => roleCode(page, 'onBackground', 'light')).toBe('#1a1a1a');
});

test('from an image: the image tool’s colours, scored for theme use', async ({ page }) => {
  await openTool(page);
  const bands = [
    { code: '#9e9e9e', share: 0.4 },
    { code: '#d62828', share: 0.3 },
    { code: '#f4f1ea', share: 0.2 },
    { code: '#1d3557', share: 0.1 },
  ];
  await choose(page, 'harbour.png', 'image/png', encodePng(bandsImage(400, 300, bands)));
  await expect(rows(page)).toHaveCount(4);
  await page.getByRole('link', { name: text('en', 'makeTheme', 'palettes') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?from=image&colors=9e9e9e-d62828-f4f1ea-1d3557&name=harbour/);
  await expect(page.getByRole('heading', { name: tt('source.image') })).toBeVisible();
  // The grey that covers most of the image is not the primary: Material's score passes over it.
  await expect(page.getByLabel(tt('seed.primary'), { exact: true })).toHaveValue('1');
});

test('every export downloads, the zip holds them all, and the JSON files import back identically', async ({ page }) => {
  // Twenty-one downloads and two imports: 12 s alone, past half a minute beside two other workers on two cores.
  test.setTimeout(150_000);
  await openTheme(page, 'colors=3a7bd5&x=success.2e7d32.1&light=primary.123456');
  const shown = await allRoles(page);
  await page.getByRole('button', { name: tt('actions.export') }).click();
  const dialog = page.getByRole('dialog', { name: tt('export.title') });
  const formats = ['css', 'css-fallback', 'tailwind', 'scss', 'dtcg', 'figma', 'android', 'compose', 'flutter', 'swiftui', 'swiftui-assets', 'mui', 'chakra', 'mantine', 'shadcn', 'daisyui', 'radix', 'bootstrap', 'ionic', 'material-json', 'irodori-json'];
  const downloaded: Record<string, Buffer> = {};
  for (const id of formats) {
    await dialog.getByRole('radio', { name: tt(`export.formats.${id}.label`), exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /^(Download|Download \(\.zip\))$/ }).click()]);
    const file = readFileSync((await download.path())!);
    downloaded[id] = file;
    const body = download.suggestedFilename().endsWith('.zip') ? Object.entries(unzipSync(new Uint8Array(file))).map(([path, entry]) => `${path}\n${strFromU8(entry)}`).join('\n') : file.toString('utf8');
    // Every export holds the edited primary (shadcn/ui and daisyUI write it in OKLCH) and the custom colour.
    expect(body.toLowerCase(), id).toMatch(/0x12|123456|0\.0706|0\.07058|18, 52, 86|oklch\(0\.3192 0\.0725 251\.17\)/);
    expect(body.toLowerCase(), id).toContain('success');
  }
  const [all] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: tt('export.downloadAll') }).click()]);
  expect(all.suggestedFilename()).toBe('my-theme-theme.zip');
  const entries = Object.keys(unzipSync(new Uint8Array(readFileSync((await all.path())!))));
  for (const id of formats) expect(entries.some((path) => path.startsWith(`${id}/`)), id).toBe(true);
  expect(entries).toContain('android/values-night/colors.xml');
  await page.keyboard.press('Escape');

  // Our JSON and Material Theme Builder's each open as the same theme, on a page showing another.
  for (const id of ['irodori-json', 'material-json']) {
    await openTheme(page, 'colors=e76f51&method=irodori');
    await page.getByTestId('theme-import-input').setInputFiles({ name: `${id}.json`, mimeType: 'application/json', buffer: downloaded[id] });
    // Reading the file and building its theme (Material's library, loaded on demand) can take seconds on a busy machine.
    await expect(toasts(page).filter({ hasText: tt('import.done') })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => allRoles(page), { message: id }).toEqual(shown);
  }
  // A file that is not a theme says so and changes nothing.
  const before = page.url();
  await page.getByTestId('theme-import-input').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
  await expect(toasts(page).filter({ hasText: tt('import.shape') })).toBeVisible();
  expect(page.url()).toBe(before);
});

test('saved beside the palettes, opened again from My Palettes, kept in a backup; Save as palette keeps the role colours', async ({ page }) => {
  // Six page loads (the tool twice, My Palettes three times, one reload) and a backup's round trip: 23 s beside two workers.
  test.setTimeout(60_000);
  await openTheme(page, 'colors=2a9d8f&variant=expressive');
  const shown = await allRoles(page);
  await page.getByRole('button', { name: tt('actions.save') }).click();
  const dialog = page.getByRole('dialog', { name: tt('save.title') });
  await expect(dialog.getByRole('textbox')).toHaveValue(tt('defaultName'));
  await dialog.getByRole('textbox').fill('Lagoon');
  await dialog.getByRole('button', { name: tt('save.submit'), exact: true }).click();
  await expect(toasts(page).filter({ hasText: tt('save.saved') })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themes') ?? '[]').length)).toBe(1);
  // The SPEC's palettes array is untouched.
  expect(await storedPalettes(page)).toEqual([]);

  await page.getByRole('button', { name: tt('actions.saveAsPalette') }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  const [saved] = await storedPalettes(page);
  expect(saved.colors.map((c) => (typeof c === 'string' ? c : (c as { colorCode: string }).colorCode))).toContain(shown['primary.light']);

  await page.goto('/palettes');
  await expect(page.getByRole('heading', { name: text('en', 'themes.title', 'palettes') })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'themes.open', 'palettes').replace('{{name}}', 'Lagoon') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?.*name=Lagoon/);
  await themeReady(page);
  await expect.poll(() => allRoles(page)).toEqual(shown);
  // Deleting offers Undo.
  await page.goto('/palettes');
  await page.getByRole('button', { name: text('en', 'themes.delete', 'palettes').replace('{{name}}', 'Lagoon') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'themes.title', 'palettes') })).toHaveCount(0);
  await toasts(page).getByRole('button', { name: text('en', 'themes.undo', 'palettes') }).click();
  await expect(page.getByRole('heading', { name: text('en', 'themes.title', 'palettes') })).toBeVisible();

  // A backup holds the saved themes: a cleared browser gets them back from the file.
  await page.getByRole('button', { name: text('en', 'section.backUp', 'data') }).click();
  const backup = page.getByRole('dialog', { name: text('en', 'backup.title', 'data') });
  const [download] = await Promise.all([page.waitForEvent('download'), backup.getByRole('button', { name: text('en', 'backup.download', 'data') }).click()]);
  const file = readFileSync((await download.path())!, 'utf8');
  expect((JSON.parse(file) as { themes: unknown[] }).themes).toHaveLength(1);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', 'themes.title', 'palettes') })).toHaveCount(0);
  await page.getByRole('button', { name: text('en', 'section.restore', 'data'), exact: true }).click();
  const restore = page.getByRole('dialog', { name: text('en', 'restore.title', 'data') });
  await restore.getByTestId('restore-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(file) });
  await restore.getByRole('button', { name: text('en', 'restore.mergeSubmit', 'data') }).click();
  await expect(restore).toBeHidden();
  await page.getByRole('link', { name: text('en', 'themes.open', 'palettes').replace('{{name}}', 'Lagoon') }).click();
  await themeReady(page);
  await expect.poll(() => allRoles(page)).toEqual(shown);
});

test('Make a gradient: the gradient tool opens with the light theme’s primary, secondary and tertiary', async ({ page }) => {
  await openTheme(page, 'colors=3a7bd5');
  const roles = [await roleCode(page, 'primary', 'light'), await roleCode(page, 'secondary', 'light'), await roleCode(page, 'tertiary', 'light')];
  await page.getByRole('link', { name: tt('actions.gradient') }).click();
  await expect(page).toHaveURL(/\/tools\/gradient\?g=/);
  const gradient = parseGradient(new URL(page.url()).searchParams);
  expect(gradient.layers[0].stops.map((stop) => stop.color.code)).toEqual(roles);
});

test('bad parameters fall back; the colour page, a shared palette and the generator open the tool', async ({ page }) => {
  await page.goto('/tools/theme?from=palette&colors=zz-12&method=nope&variant=x&contrast=7&target=wcag-2&x=!!&light=primary.zz');
  await expect(page).toHaveURL(/\?from=color&colors=[0-9a-f]{6}&method=material&variant=tonalSpot&contrast=0&target=wcag-4\.5$/);
  await page.goto('/colors/3a7bd5');
  await page.getByRole('link', { name: text('en', 'page.makeTheme', 'color') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?from=color&colors=3a7bd5/);
  await page.goto('/palettes/preview?colors=264653-2a9d8f-e9c46a&name=Dunes');
  await page.getByRole('link', { name: text('en', 'makeTheme', 'palettes') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?from=palette&colors=264653-2a9d8f-e9c46a/);
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await page.getByRole('link', { name: text('en', 'makeTheme', 'palettes') }).click();
  await expect(page).toHaveURL(/\/tools\/theme\?from=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51/);
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
});

test.describe('Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('the tool in Japanese, stacked, in the dark theme, nothing wider than the screen', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/ja/tools/theme?colors=3a7bd5');
    await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.theme') })).toBeVisible();
    await expect(page.locator('tr[data-role="primary"] th')).toContainText(tt('role.primary', {}, 'ja'));
    // The try-on opens in the app's appearance, with Japanese copy.
    await tryOnReady(page);
    await expect(tryOn(page)).toHaveAttribute('data-mode', 'dark');
    expect(await roleColor(page, 'primary')).toBe(await roleCode(page, 'primary', 'dark'));
    await expect(viewports(page).first().locator('[lang="ja"]')).toBeAttached();
    await expect(page.getByRole('button', { name: tt('actions.export', {}, 'ja') })).toBeVisible();
    // The report names a pair as a Japanese designer reads it: the text role, then its ground.
    await expect(page.locator('tr[data-pair="onSurface/surface"] th')).toHaveText(`サーフェス上の文字背景：サーフェス`);
    // The app's dark theme (its background is the dark token).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 20, 23)');
    // The settings panel sits above the results.
    const panel = await page.getByRole('region', { name: tt('controls.label', {}, 'ja') }).boundingBox();
    const roles = await page.locator('tr[data-role="primary"]').boundingBox();
    expect(panel!.y + panel!.height).toBeLessThanOrEqual(roles!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
