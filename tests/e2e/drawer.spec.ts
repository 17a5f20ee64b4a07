import { expect, test, type Page } from '@playwright/test';
import { localized, text } from './helpers';
import { countText, dragByMouse, pt, seedPalettes, storedPalettes, toasts, type Lang } from './palettes-support';

/** The drawer panel. */
const drawer = (page: Page, lang: Lang) => page.getByRole('complementary', { name: pt(lang, 'drawer.label') });
/**
 * Where a swatch is pressed for a drag into the drawer: 28 px from its corner, the centre of the 56 px
 * drag preview. (The app-wide drag context detects drops from the preview's unmodified position, so a
 * press far from the corner lands the drop off target; see the report on ColorDragProvider.)
 */
const GRAB = { x: 28, y: 28 };
/** The top bar's toggle. */
const toggle = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'drawer.open') });

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test.describe(`drawer in ${lang}`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

    test('opens from the top bar, closes with Escape, lists, creates, opens and restores palettes', async ({ page }) => {
      await seedPalettes(page, [
        { uuid: 'a', name: 'Alpha', colors: ['#ff0000'] },
        { uuid: 'b', name: 'Beta', colors: [] },
      ]);
      await page.goto(localized('/history', lang));
      await expect(drawer(page, lang)).toBeHidden();
      await toggle(page, lang).click();
      const panel = drawer(page, lang);
      await expect(panel).toBeVisible();
      await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(400, 0);
      await expect(page.getByRole('button', { name: text(lang, 'drawer.close') }).first()).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle(page, lang)).toBeFocused();

      // List view: newest first, searchable.
      await toggle(page, lang).click();
      const rows = panel.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('Beta');
      await expect(rows.nth(1)).toContainText(countText(lang, 1));
      await panel.getByRole('searchbox').fill('alp');
      await expect(rows).toHaveCount(1);
      await panel.getByRole('searchbox').fill('');

      // Create opens the new palette in the detail view.
      await panel.getByRole('button', { name: pt(lang, 'create.title') }).click();
      await page.getByRole('dialog').getByRole('textbox').fill('Gamma');
      await page.getByRole('dialog').getByRole('textbox').press('Enter');
      await expect(panel.getByRole('heading', { name: 'Gamma' })).toBeVisible();
      const gamma = (await storedPalettes(page)).find((p) => p.name === 'Gamma')!.uuid;
      expect(await page.evaluate(() => localStorage.getItem('lastOpenedPaletteId'))).toBe(gamma);

      // Add by hex in the detail view.
      const hex = panel.getByRole('textbox', { name: pt(lang, 'drawer.addHex') });
      await hex.fill('0af');
      await hex.press('Enter');
      await expect(panel.getByRole('link', { name: /#00aaff$/ })).toBeVisible();
      await expect(hex).toHaveValue('');

      // The last opened palette comes back after a reload.
      await page.reload();
      await toggle(page, lang).click();
      await expect(drawer(page, lang).getByRole('heading', { name: 'Gamma' })).toBeVisible();

      // The link goes to the palette page.
      await drawer(page, lang).getByRole('link', { name: pt(lang, 'drawer.openPage') }).click();
      await expect(page).toHaveURL(new RegExp(`/palettes/${gamma}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Gamma' })).toBeVisible();

      // Widen and narrow.
      const widen = drawer(page, lang).getByRole('button', { name: pt(lang, 'drawer.widen') });
      await widen.click();
      await expect.poll(() => drawer(page, lang).evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(640, 0);
      await drawer(page, lang).getByRole('button', { name: pt(lang, 'drawer.narrow') }).click();
      await expect.poll(() => drawer(page, lang).evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(400, 0);

      // Back clears the last opened palette.
      await drawer(page, lang).getByRole('button', { name: pt(lang, 'drawer.back') }).click();
      await expect(drawer(page, lang).getByRole('heading', { name: text(lang, 'titles.palettes') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('lastOpenedPaletteId'))).toBeNull();
      await page.reload();
      await toggle(page, lang).click();
      await expect(drawer(page, lang).getByRole('heading', { name: text(lang, 'titles.palettes') })).toBeVisible();
    });

    test('a swatch dragged from the shared palette drops into the open palette', async ({ page }) => {
      await seedPalettes(page, [{ uuid: 'a', name: 'Alpha', colors: ['#ff0000'] }], { lastOpenedPaletteId: 'a' });
      await page.goto(localized('/palettes/preview?colors=00ff00-0000ff', lang));
      await toggle(page, lang).click();
      const panel = drawer(page, lang);
      await expect(panel.getByRole('heading', { name: 'Alpha' })).toBeVisible();
      const swatch = page.getByRole('main').getByRole('link', { name: /#0000ff$/ });
      await dragByMouse(page, swatch, panel.getByTestId('drawer-drop-zone'), { grab: GRAB });
      await expect(panel.getByRole('link', { name: /#0000ff$/ })).toBeVisible();
      await expect(toasts(page).filter({ hasText: pt(lang, 'select.saved', { name: 'Alpha' }) })).toBeVisible();
      expect((await storedPalettes(page))[0].colors).toEqual(['#ff0000', '#0000ff']);
      // The swatch was dragged, not followed.
      await expect(page).toHaveURL(/\/palettes\/preview/);
    });
  });
}

test('in the list view a colour drops onto a palette row; elsewhere it warns', async ({ page }) => {
  await seedPalettes(page, [
    { uuid: 'a', name: 'Alpha', colors: [] },
    { uuid: 'b', name: 'Beta', colors: [] },
  ]);
  await page.goto('/palettes/preview?colors=123456-abcdef');
  await toggle(page, 'en').click();
  const panel = drawer(page, 'en');
  const alpha = panel.getByRole('listitem').filter({ hasText: 'Alpha' });
  await dragByMouse(page, page.getByRole('main').getByRole('link', { name: /#123456$/ }), alpha, { grab: GRAB });
  await expect(alpha).toContainText('1 color');
  expect((await storedPalettes(page)).map((p) => p.colors)).toEqual([['#123456'], []]);
  // Dropped on the list but not on a palette: the warning, nothing added.
  await dragByMouse(page, page.getByRole('main').getByRole('link', { name: /#abcdef$/ }), panel.getByRole('heading', { name: 'My Palettes' }), {
    offsetY: 300,
    grab: GRAB,
  });
  await expect(toasts(page).filter({ hasText: pt('en', 'drawer.dropWarning') })).toBeVisible();
  expect((await storedPalettes(page)).map((p) => p.colors)).toEqual([['#123456'], []]);
});

test('a drag with the drawer closed asks to open the palette', async ({ page }) => {
  await page.goto('/palettes/preview?colors=123456');
  const swatch = page.getByRole('main').getByRole('link', { name: /#123456$/ });
  const box = (await swatch.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 80, { steps: 6 });
  await expect(page.getByTestId('drag-warning')).toBeVisible();
  await page.mouse.up();
});

test('a full palette ignores a dropped colour with a toast; duplicating scrolls to the end', async ({ page }) => {
  const colors = Array.from({ length: 100 }, (_, i) => `#00${i.toString(16).padStart(2, '0')}00`);
  await seedPalettes(page, [{ uuid: 'full', name: 'Full', colors }], { lastOpenedPaletteId: 'full' });
  await page.goto('/palettes/preview?colors=abcdef');
  await toggle(page, 'en').click();
  const panel = drawer(page, 'en');
  await dragByMouse(page, page.getByRole('main').getByRole('link', { name: /#abcdef$/ }), panel.getByTestId('drawer-drop-zone'), { grab: GRAB });
  await expect(toasts(page).filter({ hasText: 'This palette is full' })).toBeVisible();
  expect((await storedPalettes(page))[0].colors).toHaveLength(100);

  // Remove one, then duplicate the first: the list scrolls to its end.
  const zone = panel.getByTestId('drawer-drop-zone');
  await panel.getByRole('button', { name: /^Remove/ }).first().click();
  await expect(panel.getByText('99 colors')).toBeVisible();
  await zone.evaluate((el) => el.scrollTo({ top: 0 }));
  await panel.getByRole('button', { name: /^Duplicate/ }).first().click();
  await expect(panel.getByText('100 colors')).toBeVisible();
  await expect.poll(() => zone.evaluate((el) => Math.round(el.scrollTop + el.clientHeight - el.scrollHeight))).toBeGreaterThanOrEqual(-2);
});

test.describe('drawer on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a floating button opens a full-width sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open Palette' }).click();
    const panel = drawer(page, 'en');
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(390, 0);
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    await panel.getByRole('button', { name: 'Close Palette' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open Palette' })).toBeVisible();
  });
});
