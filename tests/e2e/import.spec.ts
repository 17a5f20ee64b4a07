import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { toAse } from '../../src/ui/export/ase';
import { toCss } from '../../src/ui/export/css';
import { text, trackPageErrors } from './helpers';
import { openPalette, seedPalettes, storedPalettes, type Lang } from './palettes-support';

/**
 * Import: the dialog from My Palettes, the drawer and the palette page; pasted text, a chosen file and a
 * file dropped on the page; the preview (formats, names, duplicates, unreadable lines); more than 100 colours; bad
 * input; adding to an open palette as an undoable change; Japanese, dark, mobile.
 */

/** Returns a text of the import namespace, {{placeholders}} filled ({{count, number}} as the language writes numbers), the plural form chosen by `count`. */
function it18(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let value: string;
  try {
    value = text(lang, key, 'import');
  } catch {
    value = text(lang, `${key}_${values.count === 1 ? 'one' : 'other'}`, 'import');
  }
  for (const [name, replacement] of Object.entries(values)) {
    value = value.replaceAll(`{{${name}}}`, String(replacement)).replaceAll(`{{${name}, number}}`, new Intl.NumberFormat(lang).format(Number(replacement)));
  }
  return value;
}

const dialog = (page: Page, lang: Lang = 'en') => page.getByRole('dialog', { name: it18(lang, 'title') });
const found = (page: Page, lang: Lang = 'en') => dialog(page, lang).getByRole('list', { name: it18(lang, 'listLabel') }).getByRole('listitem');

/** Opens My Palettes and its Import dialog. */
async function openImport(page: Page, lang: Lang = 'en') {
  await page.goto(lang === 'en' ? '/palettes' : '/ja/palettes');
  await page.getByRole('button', { name: text(lang, 'list.import', 'palettes'), exact: true }).click();
  await expect(dialog(page, lang)).toBeVisible();
}

/** Drops a file on the page as the system does: dragenter, dragover and drop with the file in a DataTransfer. */
async function dropFile(page: Page, name: string, type: string, content: string | number[]) {
  const transfer = await page.evaluateHandle(
    ({ name, type, content }) => {
      const data = new DataTransfer();
      const body = typeof content === 'string' ? content : new Uint8Array(content);
      data.items.add(new File([body], name, { type }));
      return data;
    },
    { name, type, content },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
}

test.beforeEach(async ({ page }) => {
  await seedPalettes(page, []);
});

test('pasted codes with any separators: the preview, the unreadable line, then Create opens the new palette', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openImport(page);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('#264653 #2a9d8f, e9c46a\nf4a261-e76f51\nnothing to see here');
  await expect(dialog(page).getByRole('status').first()).toHaveText(it18('en', 'found', { count: 5, format: it18('en', 'formats.list') }));
  await expect(found(page)).toHaveCount(5);
  await expect(found(page).first()).toContainText('#264653');
  await dialog(page).getByText(it18('en', 'unreadable', { count: 1 })).click();
  await expect(dialog(page)).toContainText(it18('en', 'unreadableLine', { line: 3, text: 'nothing to see here' }));
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 5 }) }).click();
  await expect(page).toHaveURL(/\/palettes\/[0-9a-f-]{36}$/);
  const [palette] = await storedPalettes(page);
  expect(palette).toMatchObject({ name: it18('en', 'untitled'), colors: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'] });
  expect(errors).toEqual([]);
});

test('a mixed paste (a list with a custom property among it) keeps every colour, in order, and lists the line it cannot read', async ({ page }) => {
  await openImport(page);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('#ff0000, rgb(0 128 0)\noklch(0.7 0.1 200)\n--brand: #3a7bd5;\nnot a colour');
  await expect(found(page)).toHaveCount(4);
  expect(await found(page).allInnerTexts()).toEqual([
    expect.stringContaining('#ff0000'),
    expect.stringContaining('#008000'),
    expect.stringContaining('oklch(0.7 0.1 200)'),
    expect.stringContaining('#3a7bd5'),
  ]);
  await dialog(page).getByText(it18('en', 'unreadable', { count: 1 })).click();
  await expect(dialog(page)).toContainText(it18('en', 'unreadableLine', { line: 4, text: 'not a colour' }));
});

test('a pasted Tailwind class list gives its colours, named as Tailwind names them', async ({ page }) => {
  await openImport(page);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('<div class="bg-sky-500 text-white hover:border-rose-300/50">');
  await expect(found(page)).toHaveCount(3);
  expect(await found(page).allInnerTexts()).toEqual([
    expect.stringContaining('sky-500'),
    expect.stringContaining('white'),
    expect.stringContaining('rose-300'),
  ]);
});

test('a file dropped on My Palettes opens the dialog with it: names from the source, the title from its header', async ({ page }) => {
  await page.goto('/palettes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const css = toCss({ name: 'Brand kit', colors: [{ code: '#1d3557', name: 'Navy' }, { code: '#e63946', name: 'Signal red' }] });
  await dropFile(page, 'brand.css', 'text/css', css);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(it18('en', 'file', { name: 'brand.css' }));
  await expect(found(page)).toHaveCount(2);
  await expect(found(page).nth(1)).toContainText('signal-red');
  await expect(dialog(page).getByRole('textbox', { name: it18('en', 'name') })).toHaveValue('Brand kit');
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 2 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]).toMatchObject({ name: 'Brand kit', colors: ['#1d3557', '#e63946'] });
});

test('an .ase chosen with the file chooser comes back unchanged', async ({ page }) => {
  await openImport(page);
  const colors = [
    { code: '#ff0000', name: 'Red' },
    { code: '#00ff00', name: '緑' },
    { code: '#0000ff', name: 'Blue' },
  ];
  await dialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'swatches.ase', mimeType: 'application/octet-stream', buffer: Buffer.from(toAse({ name: 'Swatches', colors })) });
  await expect(dialog(page).getByRole('status').first()).toHaveText(it18('en', 'found', { count: 3, format: it18('en', 'formats.ase') }));
  await expect(found(page).nth(1)).toContainText('緑');
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 3 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors).toEqual(['#ff0000', '#00ff00', '#0000ff']);
});

test('an Android colors.xml chosen with the file chooser: alpha first, names kept, a reference in the file followed, another listed as unreadable', async ({ page }) => {
  await openImport(page);
  const xml = '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="purple_500">#FF6200EE</color>\n    <color name="teal_200">#FF03DAC5</color>\n    <color name="brand">@color/purple_500</color>\n    <color name="ink">@android:color/black</color>\n</resources>\n';
  await dialog(page).locator('input[type="file"]').setInputFiles({ name: 'colors.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(dialog(page).getByRole('status').first()).toHaveText(it18('en', 'found', { count: 3, format: it18('en', 'formats.android') }));
  await expect(found(page).nth(0)).toContainText('purple_500');
  await expect(found(page).nth(2)).toContainText('brand');
  await expect(dialog(page)).toContainText('@android:color/black');
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 3 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors).toEqual(['#6200ee', '#03dac5', '#6200ee']);
});

test('duplicates are marked and can be left out; colours out of sRGB and with alpha are said so', async ({ page }) => {
  await openImport(page);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('#ffffff\n#000000\n#FFF\ncolor(display-p3 0 1 0)\n#ff000080');
  await expect(found(page)).toHaveCount(5);
  await expect(found(page).nth(2)).toContainText(it18('en', 'badges.duplicate'));
  await expect(dialog(page)).toContainText(it18('en', 'mapped', { count: 1 }));
  await expect(dialog(page)).toContainText(it18('en', 'alpha', { count: 1 }));
  await dialog(page).getByRole('checkbox', { name: new RegExp(it18('en', 'dropDuplicates')) }).check();
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 4 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors.length).toBe(4);
});

test('more than 100 colours: keep the first 100', async ({ page }) => {
  await openImport(page);
  const codes = Array.from({ length: 150 }, (_, i) => `#${(i * 0x010203 + 0x102030).toString(16).padStart(6, '0').slice(-6)}`);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill(codes.join('\n'));
  await expect(dialog(page)).toContainText(it18('en', 'tooMany', { max: 100, count: 150 }));
  await dialog(page).getByRole('radio', { name: it18('en', 'keepFirst', { max: 100 }) }).check();
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 100 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors).toEqual(codes.slice(0, 100));
});

test('more than 100 colours: reduce them by clustering in the engine', async ({ page }) => {
  await openImport(page);
  const codes = Array.from({ length: 180 }, (_, i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`);
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill(codes.join(', '));
  await dialog(page).getByRole('radio', { name: it18('en', 'reduce') }).check();
  const count = dialog(page).getByRole('spinbutton', { name: it18('en', 'reduceCount') });
  await count.fill('40');
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 40 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors.length).toBe(40);
  const [palette] = await storedPalettes(page);
  expect(new Set(palette.colors).size).toBe(40);
});

test('20,000 colours: the preview says what one palette leaves out, and several palettes of 100 take the first 2,000', async ({ page }) => {
  await openImport(page);
  const codes = Array.from({ length: 20_000 }, (_, i) => `#${(i * 837).toString(16).padStart(6, '0')}`);
  // Set as a paste sets it, in one input event (Playwright's fill does not finish with 160 KB of text).
  await dialog(page)
    .getByRole('textbox', { name: it18('en', 'textLabel') })
    .evaluate((field: HTMLTextAreaElement, text) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, codes.join('\n'));
  await expect(dialog(page).getByRole('status').first()).toHaveText(it18('en', 'found', { count: 20_000, format: it18('en', 'formats.list') }), { timeout: 20_000 });
  await expect(dialog(page)).toContainText(it18('en', 'tooMany', { max: 100, count: 20_000 }));
  await expect(dialog(page)).toContainText(it18('en', 'leftOut', { count: 19_900 }));
  await dialog(page).getByRole('radio', { name: it18('en', 'split', { count: 20, max: 100 }) }).check();
  await expect(dialog(page)).toContainText(it18('en', 'leftOutSplit', { count: 18_000, palettes: 20 }));
  await dialog(page).getByRole('button', { name: it18('en', 'createMany', { count: 20 }) }).click();
  await expect.poll(async () => (await storedPalettes(page)).length).toBe(20);
  const palettes = await storedPalettes(page);
  expect(palettes.map((p) => p.name)).toEqual(Array.from({ length: 20 }, (_, i) => it18('en', 'splitName', { name: it18('en', 'untitled'), index: i + 1, total: 20 })));
  expect(palettes[0].colors).toEqual(codes.slice(0, 100));
  expect(palettes[19].colors).toEqual(codes.slice(1900, 2000));
  // The list the dialog was opened from shows them all; none is opened in their place.
  await expect(page).toHaveURL(/\/palettes$/);
});

test('bad input gets a clear message and creates nothing', async ({ page }) => {
  await openImport(page);
  const chooser = dialog(page).locator('input[type="file"]');
  const create = dialog(page).getByRole('button', { name: it18('en', 'create', { count: 0 }) });
  await expect(create).toBeDisabled();
  const cases: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
    [{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }, it18('en', 'failures.image')],
    [{ name: 'big.css', mimeType: 'text/css', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x61) }, it18('en', 'failures.too-large')],
    [{ name: 'junk.bin', mimeType: 'application/octet-stream', buffer: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) }, it18('en', 'failures.binary')],
    [{ name: 'cut.ase', mimeType: 'application/octet-stream', buffer: Buffer.from(toAse({ name: 'x', colors: [{ code: '#123456', name: 'Cut' }] })).subarray(0, 20) }, it18('en', 'failures.truncated')],
  ];
  for (const [file, message] of cases) {
    await chooser.setInputFiles(file);
    await expect(dialog(page).getByRole('status').first()).toHaveText(message);
    await expect(create).toBeDisabled();
    await dialog(page).getByRole('button', { name: it18('en', 'clearFile', { name: file.name }) }).click();
  }
  // Text that looks like markup stays text.
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('{ "<b>Brand</b> <img src=x>": "#d62828" }');
  await expect(found(page)).toHaveCount(1);
  await expect(found(page).first()).toContainText('<b>Brand</b> <img src=x>');
  await expect(dialog(page).locator('img')).toHaveCount(0);
  await expect(dialog(page).locator('b')).toHaveCount(0);
  expect(await storedPalettes(page)).toEqual([]);
});

test('on the palette page, Add from text appends as one undoable change; the drawer imports too', async ({ page }) => {
  await seedPalettes(page, [{ uuid: '7c1d2a43-8e1f-4c55-9d4e-1a2b3c4d5e71', name: 'Open one', colors: ['#111111', '#222222'] }]);
  await openPalette(page, 'en', '7c1d2a43-8e1f-4c55-9d4e-1a2b3c4d5e71');
  await page.getByRole('button', { name: text('en', 'editor.more', 'palettes') }).click();
  await page.getByRole('menuitem', { name: text('en', 'editor.addFromText', 'palettes') }).click();
  const add = page.getByRole('dialog', { name: it18('en', 'appendTitle') });
  await add.getByRole('textbox', { name: it18('en', 'textLabel') }).fill('https://coolors.co/palette/ff0000-00ff00');
  await expect(add.getByRole('status').first()).toHaveText(it18('en', 'found', { count: 2, format: it18('en', 'formats.link') }));
  await add.getByRole('button', { name: it18('en', 'append', { count: 2 }) }).click();
  await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(['#111111', '#222222', '#ff0000', '#00ff00']);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(['#111111', '#222222']);

  // The drawer's list view: Import creates a palette and opens it there.
  await page.getByRole('button', { name: 'Open Palette', exact: true }).first().click();
  const drawer = page.locator('#palette-drawer');
  await drawer.getByRole('button', { name: text('en', 'drawer.import', 'palettes') }).click();
  await dialog(page).getByRole('textbox', { name: it18('en', 'textLabel') }).fill('rebeccapurple\nhsl(200 80% 40%)');
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 2 }) }).click();
  await expect(drawer.getByRole('link', { name: 'Open palette page' })).toBeVisible();
  await expect.poll(async () => (await storedPalettes(page)).length).toBe(2);
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('imports in Japanese and fits the screen', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openImport(page, 'ja');
    await dialog(page, 'ja').getByRole('textbox', { name: it18('ja', 'textLabel') }).fill('#264653, #2a9d8f');
    await expect(dialog(page, 'ja').getByRole('status').first()).toHaveText(it18('ja', 'found', { count: 2, format: it18('ja', 'formats.list') }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog(page, 'ja').getByRole('button', { name: it18('ja', 'create', { count: 2 }) }).click();
    await expect.poll(async () => (await storedPalettes(page))[0]?.name).toBe(it18('ja', 'untitled'));
    expect(errors).toEqual([]);
  });
});

test('every file export downloads a file that imports back: the codes in order, the Japanese palette name kept (in the file, or in its name)', async ({ page }) => {
  // Ten downloads and ten imports in one journey: some 20 s on a quiet machine, past the default 30 s on a loaded one.
  test.slow();
  const codes = ['#b7282e', '#e6b422', '#316745'];
  await seedPalettes(page, [{ uuid: 'p1', name: '秋の庭', colors: codes }]);
  await openPalette(page, 'en', 'p1');
  await page.getByRole('button', { name: text('en', 'editor.export', 'palettes'), exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: text('en', 'export.title', 'palettes') });
  const files: { id: string; name: string; bytes: Buffer }[] = [];
  for (const id of ['tokensColor', 'figma', 'tokensStudio', 'android', 'jasc', 'lospec', 'paintnet', 'sketch', 'aco', 'procreate']) {
    await exportDialog.getByRole('radio', { name: text('en', `${id}.label`, 'formats'), exact: true }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: text('en', 'export.download', 'palettes'), exact: true }).click()]);
    files.push({ id, name: download.suggestedFilename(), bytes: await readFile(await download.path()) });
  }

  await openImport(page);
  for (const file of files) {
    expect(file.name, file.id).toMatch(/^秋の庭\./);
    await dialog(page).locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'application/octet-stream', buffer: file.bytes });
    await expect(found(page), file.id).toHaveCount(3);
    expect((await found(page).allInnerTexts()).map((line) => /#[0-9a-f]{6}/.exec(line)?.[0]), file.id).toEqual(codes);
    await expect(dialog(page).getByRole('textbox', { name: it18('en', 'name') }), file.id).toHaveValue('秋の庭');
    if (file !== files.at(-1)) await dialog(page).getByRole('button', { name: it18('en', 'clearFile', { name: file.name }) }).click();
  }
  // The last one (Procreate's) is created: the palette it makes holds the codes.
  await dialog(page).getByRole('button', { name: it18('en', 'create', { count: 3 }) }).click();
  await expect.poll(async () => (await storedPalettes(page)).find((p) => p.uuid !== 'p1')?.colors).toEqual(codes);
});
