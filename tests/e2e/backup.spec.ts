/**
 * Never lose a palette, in Chromium with real downloads, files, storage and tabs: back up, clear the
 * browser, restore; merge with conflicts; replace (asked first, what it takes away kept in the bin); a restore that
 * meets a full storage changes nothing; another tab follows; delete, Undo, the bin; persistent storage asked after
 * the first save; a backup file kept up to date through File System Access; damaged and hostile files refused in
 * Japanese; a backup dropped on the page.
 */
import { readFileSync } from 'node:fs';
import { expect, readyPage, test, type Locator, type Page } from './fixtures';
import { encodePng } from '../support/imageFiles';
import { bandsImage } from '../support/images';
import { text, trackPageErrors } from './helpers';
import { choose, codes, openTool, rows } from './imageSupport';
import { seedPalettes, storedPalettes, toasts, type Lang, type StoredPalette } from './palettes-support';
import { encodeThemes } from '../../src/core/model/themes.ts';
import { savedTheme } from '../unit/backup/helpers.ts';
import { byteSize } from '../../src/features/palettes/data/when.ts';

/** Returns a text of the 'data' namespace, {{placeholders}} filled; `count` picks the plural form. */
function dt(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const plural = 'count' in values ? `${key}_${values.count === 1 && lang === 'en' ? 'one' : values.count === 0 && key === 'section.bin' ? 'zero' : 'other'}` : key;
  let value = text(lang, plural, 'data');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

const SUNSET: StoredPalette = { uuid: 'sunset', name: 'Sunset', colors: ['#ff6b6b', '#feca57', '#ff9ff3'] };
const FOREST: StoredPalette = { uuid: 'forest', name: 'Forest', colors: ['#1b4332', '#40916c'] };
const OCEAN: StoredPalette = { uuid: 'ocean', name: 'Ocean', colors: ['#03045e', '#0077b6', '#90e0ef'] };

/** Returns the mean of R, G and B of the pixel on screen at a toast's left padding, as a screenshot shows it. */
async function shownBrightness(page: Page, toast: Locator): Promise<number> {
  const box = (await toast.boundingBox())!;
  const shot = await page.screenshot();
  return page.evaluate(
    async ({ png, x, y }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(png)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const [r, g, b] = context.getImageData(Math.round(x * (bitmap.width / innerWidth)), Math.round(y * (bitmap.width / innerWidth)), 1, 1).data;
      return (r + g + b) / 3;
    },
    { png: [...shot], x: box.x + 5, y: box.y + box.height / 2 },
  );
}

/** Returns the text of a backup file as the app wrote it before wide colours (version 1, which it still reads). */
function backupText(palettes: StoredPalette[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: 'irodori-backup', version: 1, exportedAt: '2026-11-20T10:00:00.000Z', palettes, history: [], settings: { theme: null, language: null }, ...extra });
}

async function openMyPalettes(page: Page, lang: Lang = 'en') {
  await page.goto(lang === 'en' ? '/palettes' : '/ja/palettes');
  await expect(page.getByRole('heading', { name: dt(lang, 'section.title') })).toBeVisible();
}

async function openRestore(page: Page, lang: Lang, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: dt(lang, 'section.restore'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dt(lang, 'restore.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('restore-file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: file.buffer });
  return dialog;
}

test('backs up the library, and a cleared browser gets all of it back from the file', async ({ page }) => {
  const errors = trackPageErrors(page);
  const themes = encodeThemes([savedTheme('lagoon', '#3a7bd5'), savedTheme('dune', '#e76f51')]);
  await seedPalettes(page, [SUNSET, FOREST], { colorHistory: JSON.stringify(['#3a7bd5', '#ff6b6b']), darkMode: 'true', themes });
  await openMyPalettes(page);
  await expect(page.getByText(text('en', 'section.neverBackedUp', 'data'))).toBeVisible();

  await page.getByRole('button', { name: dt('en', 'section.backUp') }).click();
  const dialog = page.getByRole('dialog', { name: dt('en', 'backup.title') });
  await expect(dialog.getByText(dt('en', 'backup.history', { count: 2 }))).toBeVisible();
  await expect(dialog.getByText(dt('en', 'backup.themes', { count: 2 }), { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: dt('en', 'backup.download') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^irodori-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = readFileSync(await download.path(), 'utf8');
  const backup = JSON.parse(file) as { format: string; version: number; palettes: StoredPalette[]; history: string[]; settings: unknown; themes: unknown[] };
  expect(backup.themes).toHaveLength(2);
  expect(backup).toMatchObject({ format: 'irodori-backup', version: 2, palettes: [SUNSET, FOREST], history: ['#3a7bd5', '#ff6b6b'], settings: { theme: 'dark', language: null } });
  await expect(toasts(page).first()).toContainText(dt('en', 'backup.done'));
  await expect(page.getByText(dt('en', 'section.lastBackup', { when: 'now' }))).toBeVisible();

  // The browser forgets everything.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', 'list.empty', 'palettes') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const restore = await openRestore(page, 'en', { name: download.suggestedFilename(), buffer: Buffer.from(file) });
  await expect(restore.getByText(dt('en', 'restore.added', { count: 2 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.holdsThemes', { count: 2 }), { exact: true })).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.themesAdded', { count: 2 }))).toBeVisible();
  await restore.getByRole('radio', { name: dt('en', 'restore.replace') }).check();
  await expect(restore.getByText(dt('en', 'restore.replaceBinned', { count: 0 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.replaceThemes', { count: 2 }))).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await restore.getByRole('button', { name: dt('en', 'restore.replaceSubmit') }).click();
  await expect(restore).toBeHidden();

  expect(await storedPalettes(page)).toEqual([SUNSET, FOREST]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('colorHistory'))) ?? '[]')).toEqual(['#3a7bd5', '#ff6b6b']);
  expect(await page.evaluate(() => localStorage.getItem('themes'))).toBe(themes);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: /Sunset/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Forest/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('merge keeps everything: new palettes added, one that differs kept twice, identical ones once', async ({ page }) => {
  const mine = { ...SUNSET, name: 'Sunset (edited)', colors: ['#ff0000'] };
  await seedPalettes(page, [mine, FOREST], { colorHistory: JSON.stringify(['#111111']) });
  await openMyPalettes(page);
  const restore = await openRestore(page, 'en', { name: 'old.json', buffer: Buffer.from(backupText([SUNSET, FOREST, OCEAN], { history: ['#222222', '#111111'] })) });
  await expect(restore.getByText(dt('en', 'restore.holdsPalettes', { count: 3 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.added', { count: 1 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.conflicting', { count: 1 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.identical', { count: 1 }))).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.historyAdded', { count: 1 }))).toBeVisible();
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  await expect(restore).toBeHidden();
  await expect(toasts(page).first()).toContainText(dt('en', 'restore.doneMerge', { count: 2 }));

  const stored = await storedPalettes(page);
  expect(stored.map((p) => p.name)).toEqual(['Sunset (edited)', 'Forest', expect.stringMatching(/^Sunset \(restored .+\)$/), 'Ocean']);
  expect(stored[0]).toEqual(mine);
  expect(stored[2]).toMatchObject({ colors: SUNSET.colors });
  expect(stored[2].uuid).not.toBe(SUNSET.uuid);
  expect(stored[3]).toEqual(OCEAN);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('colorHistory'))) ?? '[]')).toEqual(['#111111', '#222222']);
  await expect(page.getByRole('link', { name: /Sunset \(restored/ })).toBeVisible();
});

test('replace asks first, and what it takes away waits in Recently deleted', async ({ page }) => {
  await seedPalettes(page, [SUNSET, FOREST]);
  await openMyPalettes(page);
  const restore = await openRestore(page, 'en', { name: 'ocean.json', buffer: Buffer.from(backupText([OCEAN])) });
  await restore.getByRole('radio', { name: dt('en', 'restore.replace') }).check();
  await expect(restore.getByText(dt('en', 'restore.replaceBinned', { count: 2 }))).toBeVisible();

  let asked = '';
  page.once('dialog', (confirm) => {
    asked = confirm.message();
    void confirm.dismiss();
  });
  await restore.getByRole('button', { name: dt('en', 'restore.replaceSubmit') }).click();
  expect(asked).toBe(dt('en', 'restore.confirmReplace', { count: 2 }));
  await expect(restore).toBeVisible();
  expect(await storedPalettes(page)).toEqual([SUNSET, FOREST]);

  page.once('dialog', (confirm) => void confirm.accept());
  await restore.getByRole('button', { name: dt('en', 'restore.replaceSubmit') }).click();
  await expect(restore).toBeHidden();
  expect(await storedPalettes(page)).toEqual([OCEAN]);

  await page.getByRole('button', { name: dt('en', 'section.bin', { count: 2 }) }).click();
  const bin = page.getByRole('dialog', { name: dt('en', 'bin.title') });
  await expect(bin.getByRole('listitem')).toHaveCount(2);
  await bin.getByRole('button', { name: dt('en', 'bin.restoreNamed', { name: 'Forest' }) }).click();
  await expect(bin.getByRole('listitem')).toHaveCount(1);
  expect((await storedPalettes(page)).map((p) => p.uuid)).toEqual(['ocean', 'forest']);
});

test('a restore that meets a full storage changes nothing and says so', async ({ page }) => {
  const errors = trackPageErrors(page);
  await seedPalettes(page, [SUNSET]);
  await openMyPalettes(page);
  // Fill this origin's local storage to the byte: the next larger write throws QuotaExceededError.
  const filled = await page.evaluate(() => {
    let size = 1 << 23;
    let kept = 0;
    while (size >= 64) {
      try {
        localStorage.setItem(`filler${kept}`, 'x'.repeat(size));
        kept++;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return kept;
  });
  expect(filled).toBeGreaterThan(0);
  const big = Array.from({ length: 40 }, (_, i) => ({ uuid: `big${i}`, name: `Big ${i}`, colors: Array.from({ length: 100 }, (_, j) => `#${((i * 100 + j) * 2593).toString(16).padStart(6, '0').slice(-6)}`) }));
  const restore = await openRestore(page, 'en', { name: 'big.json', buffer: Buffer.from(backupText(big, { history: ['#123456'] })) });
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  await expect(restore.getByRole('alert')).toHaveText(dt('en', 'restore.writeFailed'));
  await expect(restore).toBeVisible();

  expect(await storedPalettes(page)).toEqual([SUNSET]);
  expect(await page.evaluate(() => localStorage.getItem('colorHistory'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('deletedPalettes'))).toBeNull();
  await restore.getByRole('button', { name: text('en', 'dialog.cancel', 'palettes') }).click();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(1);
  await page.evaluate(() => localStorage.clear());
  expect(errors).toEqual([]);
});

test('another open tab shows the restored library without a reload', async ({ page, context }) => {
  await seedPalettes(page, [SUNSET]);
  await openMyPalettes(page);
  const other = await readyPage(context);
  await other.goto('/palettes');
  await expect(other.getByRole('link', { name: /Sunset/ })).toBeVisible();

  const restore = await openRestore(page, 'en', { name: 'more.json', buffer: Buffer.from(backupText([FOREST, OCEAN])) });
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  await expect(restore).toBeHidden();
  await expect(other.getByRole('link', { name: /Forest/ })).toBeVisible();
  await expect(other.getByRole('link', { name: /Ocean/ })).toBeVisible();
  await expect(other.getByRole('link', { name: /Sunset/ })).toBeVisible();
});

test.describe('on a phone, dark, in Japanese', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });

  test('delete, Undo, the bin: put back where it stood, or removed for good', async ({ page }) => {
    const errors = trackPageErrors(page);
    await seedPalettes(page, [SUNSET, FOREST, OCEAN]);
    const remove = async (uuid: string) => {
      await page.goto(`/ja/palettes/${uuid}`);
      await page.getByRole('button', { name: text('ja', 'editor.more', 'palettes') }).click();
      page.once('dialog', (confirm) => void confirm.accept());
      await page.getByRole('menuitem', { name: text('ja', 'editor.delete', 'palettes') }).click();
      await expect(page).toHaveURL(/\/ja\/palettes$/);
    };

    await remove('forest');
    expect((await storedPalettes(page)).map((p) => p.uuid)).toEqual(['sunset', 'ocean']);
    const toast = toasts(page).filter({ hasText: text('ja', 'editor.deleted', 'palettes') });
    await toast.getByRole('button', { name: text('ja', 'editor.undoDelete', 'palettes') }).click();
    await expect(page.getByRole('link', { name: /Forest/ })).toBeVisible();
    expect(await storedPalettes(page)).toEqual([SUNSET, FOREST, OCEAN]);

    await remove('forest');
    await page.getByRole('button', { name: dt('ja', 'section.bin', { count: 1 }) }).click();
    const bin = page.getByRole('dialog', { name: dt('ja', 'bin.title') });
    await expect(bin.getByText(dt('ja', 'bin.daysLeft', { count: 30 }))).toBeVisible();
    await bin.getByRole('button', { name: dt('ja', 'bin.restoreNamed', { name: 'Forest' }) }).click();
    await expect(bin.getByText(dt('ja', 'bin.nothing'))).toBeVisible();
    // Its toast shows above the dialog's backdrop, not dimmed under it: its light background is seen as it is.
    const restored = toasts(page).filter({ hasText: dt('ja', 'bin.restored') });
    await expect(restored).toBeVisible();
    await expect.poll(() => shownBrightness(page, restored)).toBeGreaterThan(220);
    expect(await storedPalettes(page)).toEqual([SUNSET, FOREST, OCEAN]);
    await bin.getByRole('button', { name: text('ja', 'dialog.close') }).click();

    await remove('ocean');
    await page.getByRole('button', { name: dt('ja', 'section.bin', { count: 1 }) }).click();
    page.once('dialog', (confirm) => void confirm.accept());
    await bin.getByRole('button', { name: dt('ja', 'bin.forgetNamed', { name: 'Ocean' }) }).click();
    await expect(bin.getByText(dt('ja', 'bin.nothing'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('deletedPalettes'))).toBe('[]');
    expect(await storedPalettes(page)).toEqual([SUNSET, FOREST]);
    expect(errors).toEqual([]);
  });

  test('damaged and hostile files are refused with a message, and nothing changes', async ({ page }) => {
    await seedPalettes(page, [SUNSET]);
    await openMyPalettes(page, 'ja');
    const valid = backupText([OCEAN]);
    const cases: Array<{ name: string; body: string | Buffer; message: string }> = [
      { name: 'cut.json', body: valid.slice(0, 80), message: dt('ja', 'restore.errors.notJson') },
      { name: 'proto.json', body: `{"format":"irodori-backup","version":1,"exportedAt":"2026-11-20T10:00:00.000Z","palettes":[],"__proto__":{"polluted":true}}`, message: dt('ja', 'restore.errors.invalid.forbiddenKey', { path: '__proto__' }) },
      { name: 'script.json', body: backupText([{ uuid: 'x', name: '<script>alert(1)</script>', colors: [] }]), message: dt('ja', 'restore.errors.invalid.markup', { path: 'palettes[0].name' }) },
      { name: 'future.json', body: valid.replace('"version":1', '"version":7'), message: dt('ja', 'restore.errors.newerVersion', { version: 7 }) },
      { name: 'other.json', body: JSON.stringify({ colors: ['#ffffff'] }), message: dt('ja', 'restore.errors.notBackup') },
      { name: 'deep.json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, message: dt('ja', 'restore.errors.tooDeep') },
      { name: 'huge.json', body: Buffer.alloc(21 * 1024 * 1024, 32), message: dt('ja', 'restore.errors.tooLarge') },
    ];
    await page.getByRole('button', { name: dt('ja', 'section.restore'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dt('ja', 'restore.title') });
    for (const { name, body, message } of cases) {
      await dialog.getByTestId('restore-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      await expect(dialog.getByRole('alert'), name).toHaveText(message);
      await expect(dialog.getByRole('button', { name: dt('ja', 'restore.mergeSubmit') })).toBeDisabled();
    }
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    expect(await page.evaluate(() => 'polluted' in Object.prototype)).toBe(false);
    expect(await storedPalettes(page)).toEqual([SUNSET]);
  });
});

test('the storage line counts what the library takes, and follows it as it grows', async ({ page }) => {
  await seedPalettes(page, [SUNSET, FOREST]);
  await openMyPalettes(page);
  // Two bytes per UTF-16 code unit of the app's keys and values, as browsers count local storage.
  const stored = () =>
    page.evaluate(() => Object.entries({ ...localStorage }).reduce((sum, [key, value]) => sum + 2 * (key.length + value.length), 0));
  const usage = page.getByText(/^Your library takes /);
  const shownRight = async () => (await usage.textContent()) === dt('en', 'section.usage', { size: byteSize(await stored(), 'en') });
  await expect.poll(shownRight).toBe(true);
  const before = await stored();
  expect(before).toBeGreaterThan(0);
  await page.getByRole('button', { name: text('en', 'create.title', 'palettes') }).first().click();
  await page.getByRole('dialog').getByRole('textbox').fill('A third palette');
  await page.getByRole('dialog').getByRole('button', { name: text('en', 'create.submit', 'palettes') }).click();
  // Creating opens the new palette's page; back on My Palettes, the line counts it.
  await expect(page.getByRole('heading', { level: 1, name: 'A third palette' })).toBeVisible();
  await openMyPalettes(page);
  expect(await stored()).toBeGreaterThan(before);
  await expect.poll(shownRight).toBe(true);
});

test('asks the browser to protect the library after the first save, not at page load', async ({ page }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls++;
      return persist();
    };
  });
  await seedPalettes(page, []);
  await openMyPalettes(page);
  const calls = () => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls);
  expect(await calls()).toBe(0);
  await page.getByRole('button', { name: text('en', 'create.title', 'palettes') }).first().click();
  await page.getByRole('dialog').getByRole('textbox').fill('First');
  await page.getByRole('dialog').getByRole('button', { name: text('en', 'create.submit', 'palettes') }).click();
  await expect.poll(calls).toBe(1);
});

test('keeps a backup file up to date after every change (File System Access, a real file)', async ({ page }) => {
  // The system's save picker cannot be driven from a test: it is replaced by one that hands out a real file of the
  // origin's private file system, which the app then writes through the same FileSystemFileHandle API.
  await page.addInitScript(() => {
    (window as unknown as { showSaveFilePicker: () => Promise<FileSystemFileHandle> }).showSaveFilePicker = async () =>
      (await navigator.storage.getDirectory()).getFileHandle('kept-backup.json', { create: true });
  });
  // The palettes in the kept file, or null while it is being written (a write replaces the file when it closes).
  const keptPalettes = () =>
    page.evaluate(async () => {
      const file = await (await (await navigator.storage.getDirectory()).getFileHandle('kept-backup.json', { create: true })).getFile();
      try {
        return (JSON.parse(await file.text()) as { palettes: StoredPalette[] }).palettes;
      } catch {
        return null;
      }
    });
  await seedPalettes(page, [SUNSET]);
  await openMyPalettes(page);
  await page.getByRole('button', { name: dt('en', 'section.backUp') }).click();
  const dialog = page.getByRole('dialog', { name: dt('en', 'backup.title') });
  await dialog.getByRole('button', { name: dt('en', 'backup.keepChoose') }).click();
  await expect(dialog.getByText(dt('en', 'backup.kept', { name: 'kept-backup.json' }))).toBeVisible();
  await expect.poll(keptPalettes).toEqual([SUNSET]);
  await dialog.getByRole('button', { name: text('en', 'dialog.cancel', 'palettes') }).click();
  await expect(page.getByText(dt('en', 'section.keptFile', { name: 'kept-backup.json' }))).toBeVisible();

  // A change on another page, after a reload: the handle comes back from IndexedDB and the file follows.
  await page.reload();
  await page.goto('/palettes/sunset');
  await page.getByRole('button', { name: text('en', 'editor.addColor', 'palettes') }).click();
  await expect.poll(async () => (await keptPalettes())?.[0].colors).toEqual([...SUNSET.colors, '#ffffff']);

  await openMyPalettes(page);
  await page.getByRole('button', { name: dt('en', 'section.backUp') }).click();
  await dialog.getByRole('button', { name: dt('en', 'backup.keptStop') }).click();
  await expect(dialog.getByRole('button', { name: dt('en', 'backup.keepChoose') })).toBeVisible();
});

test('a backup dropped on My Palettes opens Restore with it, not Import', async ({ page }) => {
  await seedPalettes(page, [SUNSET]);
  await openMyPalettes(page);
  const transfer = await page.evaluateHandle((body) => {
    const data = new DataTransfer();
    data.items.add(new File([body], 'irodori-backup-2026-11-20.json', { type: 'application/json' }));
    return data;
  }, backupText([OCEAN]));
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  const restore = page.getByRole('dialog', { name: dt('en', 'restore.title') });
  await expect(restore.getByText(dt('en', 'restore.added', { count: 1 }))).toBeVisible();
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  expect((await storedPalettes(page)).map((p) => p.uuid)).toEqual(['sunset', 'ocean']);
});

test('the image tool\'s last image goes into a backup on request and comes back with it', async ({ page }) => {
  const bands = [
    { code: '#d62828', share: 0.4 },
    { code: '#f4a261', share: 0.3 },
    { code: '#1d3557', share: 0.3 },
  ];
  await seedPalettes(page, [SUNSET]);
  await openTool(page);
  await choose(page, 'bands.png', 'image/png', encodePng(bandsImage(300, 200, bands)));
  await expect(rows(page).first()).toBeVisible();
  const before = await codes(page);

  await openMyPalettes(page);
  await page.getByRole('button', { name: dt('en', 'section.backUp') }).click();
  const dialog = page.getByRole('dialog', { name: dt('en', 'backup.title') });
  await dialog.getByRole('checkbox', { name: /Include the image tool's last image/ }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: dt('en', 'backup.download') }).click()]);
  const file = readFileSync(await download.path(), 'utf8');
  expect(JSON.parse(file)).toMatchObject({ image: { name: 'bands.png', type: 'image/png' } });

  // Everything goes: local storage and the image's IndexedDB records.
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const clear = open.result.transaction('keyval', 'readwrite').objectStore('keyval').clear();
        clear.onsuccess = () => {
          open.result.close();
          resolve();
        };
        clear.onerror = () => reject(clear.error);
      };
    });
  });
  await openTool(page);
  await expect(rows(page)).toHaveCount(0);

  await openMyPalettes(page);
  const restore = await openRestore(page, 'en', { name: download.suggestedFilename(), buffer: Buffer.from(file) });
  await expect(restore.getByText(dt('en', 'restore.holdsImage', { name: 'bands.png' }))).toBeVisible();
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  await expect(restore).toBeHidden();
  await page.goto('/tools/image');
  await expect(rows(page)).toHaveCount(before.length);
  expect(await codes(page)).toEqual(before);
  await expect(page.getByText('bands.png', { exact: true })).toBeVisible();
});

test('the reminder shows after two weeks of changes no backup holds, and Remind me later hides it', async ({ page }) => {
  const weeksAgo = Date.now() - 15 * 24 * 60 * 60 * 1000;
  await seedPalettes(page, [SUNSET], { backupStatus: JSON.stringify({ lastBackupAt: null, changedSince: weeksAgo, dismissedAt: null, keptFile: null }) });
  await openMyPalettes(page);
  const reminder = page.getByRole('region', { name: dt('en', 'reminder.label') });
  await expect(reminder).toContainText(dt('en', 'reminder.title', { when: '15 days ago' }));
  await reminder.getByRole('button', { name: dt('en', 'reminder.dismiss') }).click();
  await expect(reminder).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: dt('en', 'section.title') })).toBeVisible();
  await expect(reminder).toBeHidden();

  // A backup clears what the reminder counts.
  await page.evaluate((since) => localStorage.setItem('backupStatus', JSON.stringify({ lastBackupAt: null, changedSince: since, dismissedAt: null, keptFile: null })), weeksAgo);
  await page.reload();
  await reminder.getByRole('button', { name: dt('en', 'reminder.backUp') }).click();
  await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: dt('en', 'backup.title') }).getByRole('button', { name: dt('en', 'backup.download') }).click()]);
  await expect(reminder).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('backupStatus'))) ?? '{}')).toMatchObject({ changedSince: null });
});
