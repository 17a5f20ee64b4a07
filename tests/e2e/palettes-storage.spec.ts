import { expect, readyPage, test, type Page } from './fixtures';
import { text, trackPageErrors } from './helpers';
import { expectRows, openPalette, seedPalettes, storedPalettes, toasts } from './palettes-support';

const GOOD = { uuid: 'good', name: 'Good', colors: ['#ff0000', '#00ff00'] };

/** Stored values of every broken shape, each with the palettes that must survive. */
const CORRUPT: Array<{ label: string; raw: string; survivors: Array<{ name: string; colors: string[] }> }> = [
  { label: 'not JSON', raw: '{oops', survivors: [] },
  { label: 'an object', raw: '{"uuid":"x","name":"x","colors":[]}', survivors: [] },
  { label: 'a number', raw: '42', survivors: [] },
  { label: 'null', raw: 'null', survivors: [] },
  { label: 'a string', raw: '"palettes"', survivors: [] },
  {
    label: 'wrong entry shapes among a valid one',
    raw: JSON.stringify([1, 'x', null, [], {}, { uuid: 7, name: 'n', colors: [] }, { uuid: '', name: 'e', colors: [] }, GOOD]),
    survivors: [{ name: 'Good', colors: ['#ff0000', '#00ff00'] }],
  },
  {
    label: 'invalid codes, a missing name and a non-array colours field',
    raw: JSON.stringify([
      { uuid: 'a', name: 'Codes', colors: ['#ff0000', 'red', 12, null, '#GGGGGG', 'abc', '#12345'] },
      { uuid: 'b', colors: ['#000'] },
      { uuid: 'c', name: 'No colours', colors: 'nope' },
    ]),
    survivors: [
      { name: 'Codes', colors: ['#ff0000', '#aabbcc'] },
      { name: 'Untitled', colors: ['#000000'] },
      { name: 'No colours', colors: [] },
    ],
  },
  {
    label: 'more than 100 colours and a repeated id',
    raw: JSON.stringify([
      { uuid: 'big', name: 'Big', colors: Array.from({ length: 130 }, () => '#123456') },
      { uuid: 'big', name: 'Copy', colors: [] },
    ]),
    survivors: [{ name: 'Big', colors: Array.from({ length: 100 }, () => '#123456') }],
  },
];

/** Reads the palettes shown on My Palettes (card names). */
async function shownNames(page: Page): Promise<string[]> {
  const names = await page.getByRole('main').getByRole('listitem').getByRole('link').allInnerTexts();
  return names.map((name) => name.split('\n')[0]).reverse();
}

test('corrupt stored palettes of every shape are repaired, keeping the valid ones', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  for (const { label, raw, survivors } of CORRUPT) {
    await page.goto('/404');
    await page.evaluate((value) => {
      localStorage.clear();
      localStorage.setItem('palettes', value);
      localStorage.setItem('lastOpenedPaletteId', 'missing');
    }, raw);
    await page.goto('/palettes');
    await expect(page.getByRole('heading', { level: 1, name: 'My Palettes' }), label).toBeVisible();
    if (survivors.length === 0) await expect(page.getByText('No palettes', { exact: true }), label).toBeVisible();
    else await expect.poll(() => shownNames(page), label).toEqual(survivors.map((s) => s.name));
    // The drawer copes with a last-opened id that no longer exists.
    await page.getByRole('button', { name: 'Open Palette' }).click();
    await expect(page.getByRole('complementary', { name: 'Palette' }).getByRole('heading', { name: 'My Palettes' }), label).toBeVisible();
    await page.keyboard.press('Escape');
    // A change writes back the repaired list plus the change.
    await page.getByRole('main').getByRole('button', { name: 'Create palette' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Fresh');
    await page.getByRole('dialog').getByRole('textbox').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh' }), label).toBeVisible();
    const stored = await storedPalettes(page);
    expect(stored.map(({ name, colors }) => ({ name, colors })), label).toEqual([...survivors, { name: 'Fresh', colors: [] }]);
  }
  expect(errors).toEqual([]);
  await expect(page.getByText(text('en', 'errors.somethingWentWrong'))).toHaveCount(0);
});

test('when storage writes fail, nothing is lost in the tab and the user is told', async ({ page }) => {
  await seedPalettes(page, [GOOD]);
  await openPalette(page, 'en', 'good');
  await expectRows(page, 'en', ['#ff0000', '#00ff00']);
  const before = await page.evaluate(() => localStorage.getItem('palettes'));

  // From now on every write throws, as when the quota is exceeded.
  await page.evaluate(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: 'Add color' }).click();
  await expectRows(page, 'en', ['#ff0000', '#00ff00', '#ffffff']);
  await expect(toasts(page).filter({ hasText: text('en', 'storage.writeFailed') })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Red #ff0000' }).click();
  await expectRows(page, 'en', ['#00ff00', '#ffffff']);

  // Another palette, created and renamed while failing.
  await page.getByRole('link', { name: 'My Palettes' }).first().click();
  await page.getByRole('main').getByRole('button', { name: 'Create palette' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Unsaved');
  await page.getByRole('dialog').getByRole('textbox').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsaved' })).toBeVisible();
  await page.getByRole('button', { name: 'Add color' }).click();

  // Moving around the app keeps every change in memory; storage still holds the last good save.
  await page.getByRole('link', { name: 'History' }).first().click();
  await page.getByRole('link', { name: 'My Palettes' }).first().click();
  await expect.poll(() => shownNames(page)).toEqual(['Good', 'Unsaved']);
  await page.getByRole('main').getByRole('link', { name: /^Good/ }).click();
  await expectRows(page, 'en', ['#00ff00', '#ffffff']);
  expect(await page.evaluate(() => localStorage.getItem('palettes'))).toBe(before);
  // Undo still works in memory.
  await page.getByRole('button', { name: 'Add color' }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectRows(page, 'en', ['#00ff00', '#ffffff']);
});

test('two pages of one browser stay in step and never overwrite each other', async ({ page, context }) => {
  await seedPalettes(page, [
    { uuid: 'a', name: 'Alpha', colors: ['#ff0000'] },
    { uuid: 'b', name: 'Beta', colors: ['#0000ff'] },
  ]);
  await page.goto('/palettes');
  const other = await readyPage(context);
  await other.goto('/palettes/b');
  await expect(other.getByRole('heading', { level: 1, name: 'Beta' })).toBeVisible();

  // A new palette in one page appears in the other without a reload.
  await page.getByRole('main').getByRole('button', { name: 'Create palette' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Gamma');
  await page.getByRole('dialog').getByRole('textbox').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Gamma' })).toBeVisible();
  await other.getByRole('link', { name: 'My Palettes' }).first().click();
  await expect.poll(() => shownNames(other)).toEqual(['Alpha', 'Beta', 'Gamma']);

  // Each page edits a different palette: both changes are kept.
  await page.goto('/palettes/a');
  await expectRows(page, 'en', ['#ff0000']);
  await other.getByRole('main').getByRole('link', { name: /^Beta/ }).click();
  await expectRows(other, 'en', ['#0000ff']);
  await page.getByRole('button', { name: 'Add color' }).click();
  await other.getByRole('button', { name: 'Remove Blue #0000ff' }).click();
  await expectRows(page, 'en', ['#ff0000', '#ffffff']);
  await expect.poll(async () => (await storedPalettes(page)).map((p) => [p.name, p.colors])).toEqual([
    ['Alpha', ['#ff0000', '#ffffff']],
    ['Beta', []],
    ['Gamma', []],
  ]);

  // A change in one page shows in the other at once, on the page that shows the palette.
  await other.goto('/palettes/a');
  await expectRows(other, 'en', ['#ff0000', '#ffffff']);
  await page.getByRole('button', { name: 'Duplicate Red #ff0000' }).click();
  await expectRows(other, 'en', ['#ff0000', '#ff0000', '#ffffff']);
  // ...and it can be undone there.
  await other.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectRows(other, 'en', ['#ff0000', '#ffffff']);
  await expectRows(page, 'en', ['#ff0000', '#ffffff']);

  // A deletion in one page removes it from the other's list.
  await other.goto('/palettes');
  page.once('dialog', (dialog) => void dialog.accept());
  const gamma = (await storedPalettes(page))[2].uuid;
  await page.goto(`/palettes/${gamma}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect.poll(() => shownNames(other)).toEqual(['Alpha', 'Beta']);
});
