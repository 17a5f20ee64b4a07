import { expect, readyPage, test } from './fixtures';
import { keyboardSensorReady, localized, shownColorName, text, trackPageErrors } from './helpers';
import { colorList, countText, dragByMouse, expectRows, openPalette, pt, rowCodes, seedPalettes, storedPalettes, toasts, type Lang } from './palettes-support';

const RGB = ['#ff0000', '#00ff00', '#0000ff'];

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test.describe(`palettes in ${lang}`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

    test('create, search, open and rename palettes; a reload keeps them', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(localized('/palettes', lang));
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'titles.palettes') })).toBeVisible();
      await expect(page.getByText(pt(lang, 'list.empty'), { exact: true })).toBeVisible();

      // An empty name is silently not created; Enter submits.
      await page.getByRole('main').getByRole('button', { name: pt(lang, 'create.title') }).click();
      const dialog = page.getByRole('dialog', { name: pt(lang, 'create.title') });
      const name = dialog.getByRole('textbox', { name: pt(lang, 'dialog.nameLabel') });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('placeholder', pt(lang, 'dialog.namePlaceholder'));
      await name.fill('   ');
      await name.press('Enter');
      await expect(dialog).toBeVisible();
      expect(await storedPalettes(page)).toEqual([]);
      await name.fill('Ocean');
      await name.press('Enter');

      // The new palette opens.
      await expect(page.getByRole('heading', { level: 1, name: 'Ocean' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${lang === 'ja' ? '/ja' : ''}/palettes/[0-9a-f-]{36}$`));
      await expect(page.getByText(countText(lang, 0), { exact: true })).toBeVisible();
      await page.getByRole('link', { name: text(lang, 'titles.palettes') }).first().click();

      // The plus tile creates too (with the Create button of the dialog).
      await page.getByRole('button', { name: pt(lang, 'list.newPalette') }).click();
      await page.getByRole('dialog').getByRole('textbox').fill('Forest');
      await page.getByRole('dialog').getByRole('button', { name: pt(lang, 'create.submit'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forest' })).toBeVisible();
      await page.goBack();

      // Newest first; search is a case-insensitive substring of the name.
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText('Forest');
      await expect(cards.nth(1)).toContainText('Ocean');
      const search = page.getByRole('searchbox', { name: pt(lang, 'list.search') });
      await search.fill('CEA');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Ocean');
      await expect(cards.first()).toContainText(countText(lang, 0));
      await search.fill('zzz');
      await expect(page.getByText(pt(lang, 'list.noResults', { query: 'zzz' }))).toBeVisible();
      await page.getByRole('button', { name: pt(lang, 'list.clearSearch') }).click();
      await expect(cards).toHaveCount(2);

      // Open and rename (an empty name is ignored).
      await cards.nth(1).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ocean' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle('Ocean - Irodori');
      await page.getByRole('button', { name: pt(lang, 'editor.more') }).click();
      await page.getByRole('menuitem', { name: pt(lang, 'editor.rename') }).click();
      const rename = page.getByRole('dialog', { name: pt(lang, 'rename.title') });
      await expect(rename.getByRole('textbox')).toHaveValue('Ocean');
      await rename.getByRole('textbox').fill('');
      await rename.getByRole('textbox').press('Enter');
      await expect(rename).toBeVisible();
      await rename.getByRole('textbox').fill('Deep Ocean');
      await rename.getByRole('textbox').press('Enter');
      await expect(rename).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Deep Ocean' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Deep Ocean' })).toBeVisible();
      expect((await storedPalettes(page)).map((p) => p.name)).toEqual(['Deep Ocean', 'Forest']);
      expect(errors).toEqual([]);
    });

    test('add, edit, copy, duplicate and remove colours with undo and redo', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: RGB }]);
      await openPalette(page, lang, 'p1');
      await expectRows(page, lang, RGB);
      const undo = page.getByRole('button', { name: pt(lang, 'editor.undo'), exact: true });
      const redo = page.getByRole('button', { name: pt(lang, 'editor.redo'), exact: true });
      await expect(undo).toBeDisabled();
      await expect(redo).toBeDisabled();

      // Add colour appends #ffffff.
      await page.getByRole('button', { name: pt(lang, 'editor.addColor') }).click();
      await expectRows(page, lang, [...RGB, '#ffffff']);
      await expect(page.getByText(countText(lang, 4), { exact: true })).toBeVisible();

      // Edit the new colour.
      await page.getByRole('button', { name: pt(lang, 'editor.edit', { label: `${shownColorName('#ffffff', lang)} #ffffff` }) }).click();
      // The shared colour picker: Cancel discards, Apply commits.
      const edit = page.getByRole('dialog', { name: pt(lang, 'editor.editTitle') });
      const hex = edit.getByRole('textbox', { name: text(lang, 'picker.hex', 'color') });
      await hex.fill('#abcdef');
      await hex.press('Enter');
      await edit.getByRole('button', { name: text(lang, 'picker.cancel', 'color') }).click();
      await expect(edit).toBeHidden();
      await expectRows(page, lang, [...RGB, '#ffffff']);
      await page.getByRole('button', { name: pt(lang, 'editor.edit', { label: `${shownColorName('#ffffff', lang)} #ffffff` }) }).click();
      await hex.fill('#123456');
      await hex.press('Enter');
      await edit.getByRole('button', { name: text(lang, 'picker.apply', 'color') }).click();
      await expectRows(page, lang, [...RGB, '#123456']);

      // Copy shows '{code} Copied' and fills the clipboard.
      await page.getByRole('button', { name: pt(lang, 'editor.copy', { label: `${shownColorName('#ff0000', lang)} #ff0000` }), exact: true }).click();
      await expect(toasts(page).filter({ hasText: text(lang, 'copy.copied').replace('{{code}}', '#ff0000') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#ff0000');

      // Duplicate inserts the copy just before the original.
      await page.getByRole('button', { name: pt(lang, 'editor.duplicate', { label: `${shownColorName('#00ff00', lang)} #00ff00` }) }).click();
      await expectRows(page, lang, ['#ff0000', '#00ff00', '#00ff00', '#0000ff', '#123456']);

      // Remove.
      await page.getByRole('button', { name: pt(lang, 'editor.remove', { label: `${shownColorName('#ff0000', lang)} #ff0000` }) }).click();
      const final = ['#00ff00', '#00ff00', '#0000ff', '#123456'];
      await expectRows(page, lang, final);
      await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(final);

      // Undo with the button and the keyboard, redo likewise; every step is stored.
      await undo.click();
      await expectRows(page, lang, ['#ff0000', '#00ff00', '#00ff00', '#0000ff', '#123456']);
      await page.keyboard.press('ControlOrMeta+z');
      await expectRows(page, lang, [...RGB, '#123456']);
      await page.keyboard.press('ControlOrMeta+z');
      await expectRows(page, lang, [...RGB, '#ffffff']);
      await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual([...RGB, '#ffffff']);
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expectRows(page, lang, [...RGB, '#123456']);
      await redo.click();
      await expectRows(page, lang, ['#ff0000', '#00ff00', '#00ff00', '#0000ff', '#123456']);
      // A change after an undo drops the redo tail.
      await undo.click();
      await page.getByRole('button', { name: pt(lang, 'editor.addColor') }).click();
      await expectRows(page, lang, [...RGB, '#123456', '#ffffff']);
      await expect(redo).toBeDisabled();

      await page.reload();
      await expectRows(page, lang, [...RGB, '#123456', '#ffffff']);
    });

    test('reorder by the handle with the mouse and with the keyboard', async ({ page }) => {
      // Tall enough that no row sits near the window edge, where dragging would scroll the page.
      await page.setViewportSize({ width: 1280, height: 1200 });
      await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: RGB }]);
      await openPalette(page, lang, 'p1');
      await expectRows(page, lang, RGB);
      const handle = (label: string) => page.getByRole('button', { name: pt(lang, 'editor.reorder', { label }) });

      // Mouse: drag the first row's handle onto the third row.
      const rows = colorList(page, lang).getByRole('listitem');
      await dragByMouse(page, handle(`${shownColorName('#ff0000', lang)} #ff0000`), rows.nth(2));
      await expectRows(page, lang, ['#00ff00', '#0000ff', '#ff0000']);
      await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(['#00ff00', '#0000ff', '#ff0000']);

      // Dragging a row by its body does not reorder: only the handle starts a drag.
      await dragByMouse(page, rows.nth(0).getByRole('link'), rows.nth(2));
      await expectRows(page, lang, ['#00ff00', '#0000ff', '#ff0000']);
      // Keyboard: Space lifts, arrows move, Space drops.
      // Each step is announced to screen readers; the next key waits for it, as a listener would.
      const announced = (key: string, values: Record<string, string | number>) =>
        expect(page.getByText(pt(lang, key, { label: `${shownColorName('#ff0000', lang)} #ff0000`, total: 3, ...values }), { exact: true })).toBeAttached();
      await handle(`${shownColorName('#ff0000', lang)} #ff0000`).focus();
      await page.keyboard.press('Space');
      await announced('dnd.picked', { position: 3 });
      await keyboardSensorReady(page);
      await page.keyboard.press('ArrowUp');
      await announced('dnd.moved', { position: 2 });
      await page.keyboard.press('ArrowUp');
      await announced('dnd.moved', { position: 1 });
      await page.keyboard.press('Space');
      await announced('dnd.dropped', { position: 1 });
      await expectRows(page, lang, ['#ff0000', '#00ff00', '#0000ff']);
      // Escape cancels.
      await handle(`${shownColorName('#0000ff', lang)} #0000ff`).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Escape');
      await expectRows(page, lang, ['#ff0000', '#00ff00', '#0000ff']);
      // Reordering is undoable.
      await page.getByRole('button', { name: pt(lang, 'editor.undo'), exact: true }).click();
      await expectRows(page, lang, ['#00ff00', '#0000ff', '#ff0000']);
    });

    test('the colour-blindness view shows each colour with its three simulations', async ({ page }) => {
      await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: ['#ff6b6b', '#1dd1a1'] }]);
      await openPalette(page, lang, 'p1');
      const toggle = page.getByRole('button', { name: pt(lang, 'editor.vision') });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const view = page.getByRole('list', { name: pt(lang, 'vision.listLabel') });
      await expect(view.getByRole('listitem')).toHaveCount(2);
      // Values from the colour core (src/core/vision): original, protanopia, deuteranopia, tritanopia.
      const first = view.getByRole('listitem').first();
      for (const [type, code] of [
        ['original', '#ff6b6b'],
        ['protanopia', '#90886a'],
        ['deuteranopia', '#b5a767'],
        ['tritanopia', '#ff506c'],
      ] as const) {
        await expect(first.getByRole('figure').filter({ hasText: pt(lang, `vision.${type}`) })).toContainText(code);
      }
      // The view is read-only.
      await expect(page.getByRole('button', { name: pt(lang, 'editor.addColor') })).toHaveCount(0);
      await expect(colorList(page, lang)).toHaveCount(0);
      await toggle.click();
      await expectRows(page, lang, ['#ff6b6b', '#1dd1a1']);
    });

    test('delete asks first, then goes to My Palettes with a toast', async ({ page }) => {
      await seedPalettes(page, [
        { uuid: 'p1', name: 'Keep', colors: [] },
        { uuid: 'p2', name: 'Doomed', colors: RGB },
      ]);
      await openPalette(page, lang, 'p2');
      let message = '';
      page.once('dialog', (dialog) => {
        message = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: pt(lang, 'editor.more') }).click();
      await page.getByRole('menuitem', { name: pt(lang, 'editor.delete') }).click();
      expect(message).toBe(pt(lang, 'editor.confirmDelete'));
      await expect(page.getByRole('heading', { level: 1, name: 'Doomed' })).toBeVisible();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: pt(lang, 'editor.more') }).click();
      await page.getByRole('menuitem', { name: pt(lang, 'editor.delete') }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'ja' ? '/ja' : ''}/palettes$`));
      const toast = toasts(page).filter({ hasText: pt(lang, 'editor.deleted') });
      await expect(toast).toContainText(pt(lang, 'editor.deletedDetail'));
      expect((await storedPalettes(page)).map((p) => p.name)).toEqual(['Keep']);
      // Its address is now unknown.
      await openPalette(page, lang, 'p2');
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'titles.notFound') })).toBeVisible();
    });

    test('share copies the preview link; a fresh visitor opens it and adds the palette', async ({ page, context, browser }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: ['#ff0000', '#00ff00', '#0000ff'] }]);
      await openPalette(page, lang, 'p1');
      await page.getByRole('button', { name: pt(lang, 'editor.share'), exact: true }).click();
      await expect(toasts(page).filter({ hasText: pt(lang, 'editor.shareCopied') })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const origin = new URL(page.url()).origin;
      // The palette's name travels with the link.
      expect(link).toBe(`${origin}${lang === 'ja' ? '/ja' : ''}/palettes/preview?colors=ff0000-00ff00-0000ff&name=RGB`);

      const fresh = await browser.newContext({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
      const visitor = await readyPage(fresh);
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: 'RGB' })).toBeVisible();
      await expect(visitor.getByText(text(lang, 'titles.sharedPalette'), { exact: true })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /#ff0000$/ })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /#0000ff$/ })).toBeVisible();
      await expect(visitor.getByText(countText(lang, 3), { exact: true })).toBeVisible();
      await visitor.getByRole('button', { name: pt(lang, 'shared.add') }).click();
      // A name prefilled (the link's), then the list (SPEC §2) and a toast that opens the new palette.
      const dialog = visitor.getByRole('dialog', { name: pt(lang, 'save.title') });
      await expect(dialog.getByRole('textbox')).toHaveValue('RGB');
      await dialog.getByRole('button', { name: pt(lang, 'save.submit'), exact: true }).click();
      await expect(visitor).toHaveURL(new RegExp(`${lang === 'ja' ? '/ja' : ''}/palettes$`));
      await expect(toasts(visitor).filter({ hasText: pt(lang, 'save.saved') }).getByRole('button', { name: pt(lang, 'save.open') })).toBeVisible();
      const savedName = 'RGB';
      const card = visitor.getByRole('main').getByRole('link', { name: new RegExp(savedName) });
      await expect(card).toContainText(countText(lang, 3));
      expect(await storedPalettes(visitor)).toEqual([
        { uuid: expect.any(String), name: savedName, colors: ['#ff0000', '#00ff00', '#0000ff'] },
      ]);
      await fresh.close();
    });
  });
}

test('an unknown palette id goes to the not-found page', async ({ page }) => {
  await page.goto('/palettes/no-such-palette');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
});

test('a shared palette: Add beside the count, the other actions on one row under it, cards as tall as their row', async ({ page }) => {
  await page.goto('/palettes/preview?colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  const count = (await page.getByText('5 colors', { exact: true }).boundingBox())!;
  const add = (await page.getByRole('button', { name: 'Add to my palettes' }).boundingBox())!;
  expect(Math.abs(add.y + add.height / 2 - (count.y + count.height / 2))).toBeLessThan(4);
  const rowTops = await Promise.all(['Export', 'Copy codes', 'Make a theme'].map(async (name) => (await page.getByRole(name === 'Make a theme' ? 'link' : 'button', { name, exact: true }).first().boundingBox())!.y));
  expect(new Set(rowTops.map(Math.round)).size, 'one row').toBe(1);
  expect(rowTops[0]).toBeGreaterThan(add.y + add.height - 1);
  // Two names take two lines (Sandy brown, Burnt Sienna): every card of the row is as tall as they are.
  const heights = await page.locator('main li a[href^="/colors/"]').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
  expect(heights).toHaveLength(5);
  expect(new Set(heights).size).toBe(1);
});

test('a malformed or long share link shows an empty or truncated palette, never an error', async ({ page }) => {
  const errors = trackPageErrors(page);
  for (const colors of ['', 'zz', 'ff0000-', 'ff0000--00ff00', 'ff00000', '%00', 'ff0000-gg0000']) {
    await page.goto(`/palettes/preview?colors=${colors}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shared Palette' })).toBeVisible();
    await expect(page.getByText('This link holds no valid colors.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to my palettes' })).toBeDisabled();
  }
  await page.goto('/palettes/preview');
  await expect(page.getByText('0 colors', { exact: true })).toBeVisible();
  const many = Array.from({ length: 120 }, (_, i) => (i * 2).toString(16).padStart(6, '0')).join('-');
  await page.goto(`/palettes/preview?colors=${many}`);
  await expect(page.getByText('100 colors', { exact: true })).toBeVisible();
  await page.goto('/palettes/preview?colors=F00');
  await expect(page.getByText('1 color', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /#ff0000$/ })).toBeVisible();
  // A blank name keeps the page's; a long one is cut to a name's 100 characters.
  await page.goto('/palettes/preview?colors=F00&name=%20%09%20');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Palette' })).toBeVisible();
  await page.goto(`/palettes/preview?colors=F00&name=${'x'.repeat(300)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'x'.repeat(100), exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a full palette hides Add color and disables duplicates', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'full', name: 'Full', colors: Array.from({ length: 100 }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`) }]);
  await openPalette(page, 'en', 'full');
  await expect(page.getByText('100 colors', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add color' })).toHaveCount(0);
  await expect(page.getByText('This palette is full')).toBeVisible();
  await expect(colorList(page, 'en').getByRole('button', { name: /^Duplicate/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: /^Remove/ }).first().click();
  await expect(page.getByRole('button', { name: 'Add color' })).toBeVisible();
  expect(await rowCodes(page, 'en')).toHaveLength(99);
});

test.describe('palette page on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the more menu holds colour blindness, export and share', async ({ page }) => {
    await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: RGB }]);
    await openPalette(page, 'en', 'p1');
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'More actions' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Show color blindness view', 'Rename', 'Export', 'Share', 'Delete']) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Show color blindness view' }).click();
    await expect(page.getByRole('list', { name: 'Colors as seen with color blindness' })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    await expect(page.getByRole('dialog', { name: 'Export' })).toBeVisible();
  });
});

test('the desktop menu keeps only rename, add from text, make a theme, make a gradient, recolor artwork and delete, and works from the keyboard', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'p1', name: 'RGB', colors: RGB }]);
  await openPalette(page, 'en', 'p1');
  const more = page.getByRole('button', { name: 'More actions' });
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Export' })).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Add from text…' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Make a theme' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Make a gradient' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Recolor artwork' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`the select-palette dialog saves a colour, newest first, full ones disabled (${lang})`, async ({ page }) => {
    await seedPalettes(page, [
      { uuid: 'old', name: 'Older', colors: [] },
      { uuid: 'full', name: 'Packed', colors: Array.from({ length: 100 }, () => '#000000') },
      { uuid: 'new', name: 'Newer', colors: ['#ffffff'] },
    ]);
    await page.goto(localized('/colors/1dd1a1', lang));
    const save = page.getByRole('button', { name: text(lang, 'page.save', 'color') });
    await save.click();
    const dialog = page.getByRole('dialog', { name: pt(lang, 'select.title') });
    const rows = dialog.getByRole('list', { name: pt(lang, 'select.listLabel') }).getByRole('button');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Newer');
    await expect(rows.nth(1)).toContainText('Packed');
    await expect(rows.nth(1)).toContainText(pt(lang, 'select.full'));
    await expect(rows.nth(1)).toBeDisabled();
    await expect(rows.nth(2)).toContainText('Older');
    await rows.nth(2).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: pt(lang, 'select.saved', { name: 'Older' }) })).toBeVisible();
    expect((await storedPalettes(page)).map((p) => p.colors.length)).toEqual([1, 100, 1]);
    expect((await storedPalettes(page))[0].colors).toEqual(['#1dd1a1']);

    // Create from the dialog: the new palette gets the colour.
    await save.click();
    await dialog.getByRole('button', { name: pt(lang, 'create.title') }).click();
    const create = page.getByRole('dialog', { name: pt(lang, 'create.title') });
    await create.getByRole('textbox').fill('Greens');
    await create.getByRole('textbox').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: pt(lang, 'select.saved', { name: 'Greens' }) })).toBeVisible();
    const greens = (await storedPalettes(page)).find((p) => p.name === 'Greens');
    expect(greens?.colors).toEqual(['#1dd1a1']);
  });
}

test('the select-palette dialog says when there are no palettes', async ({ page }) => {
  await page.goto('/colors/1dd1a1');
  await page.getByRole('button', { name: 'Save to palette' }).click();
  await expect(page.getByRole('dialog').getByText(pt('en', 'select.empty'))).toBeVisible();
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const lang of ['en', 'ja'] as const) {
    test(`the palette page's toolbar stays inside its column (${lang})`, async ({ page }) => {
      await seedPalettes(page, [{ uuid: 'wide', name: 'Wide', colors: ['#264653', '#2a9d8f'] }]);
      await openPalette(page, lang, 'wide');
      const more = page.getByRole('button', { name: pt(lang, 'editor.more') });
      await expect(more).toBeVisible();
      const column = await page.getByRole('heading', { level: 1, name: 'Wide' }).evaluate((heading) => heading.parentElement!.parentElement!.getBoundingClientRect().right);
      const right = (await more.boundingBox())!;
      expect(right.x + right.width).toBeLessThanOrEqual(column + 0.5);
      // Every labelled button keeps its label on one line.
      for (const name of [pt(lang, 'editor.vision'), pt(lang, 'editor.check'), pt(lang, 'editor.export'), pt(lang, 'editor.share')]) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.height, name).toBeLessThan(48);
      }
    });
  }
});
