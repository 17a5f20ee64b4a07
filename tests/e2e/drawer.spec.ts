import { expect, test, type Locator, type Page } from './fixtures';
import { keyboardSensorReady, localized, text } from './helpers';
import { countText, dragByMouse, pt, seedPalettes, storedPalettes, toasts, type Lang } from './palettes-support';

/** The drawer panel. */
const drawer = (page: Page, lang: Lang) => page.getByRole('complementary', { name: text(lang, 'drawer.label') });
/**
 * Where a swatch is pressed for a drag into the drawer: 28 px from its corner, the centre of the 56 px
 * drag preview. (Drops are found under the pointer, so any point would do; this one is where the
 * dnd-kit drag of earlier versions needed it.)
 */
const GRAB = { x: 28, y: 28 };
/** The top bar's toggle. */
const toggle = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'drawer.open') });

/**
 * Palette Alpha (#ff0000) open in the drawer beside the shared list #00ff00, #0000ff; returns the
 * drawer and the shared list's #0000ff swatch.
 */
async function openPaletteBesideSharedList(page: Page, lang: Lang) {
  await seedPalettes(page, [{ uuid: 'a', name: 'Alpha', colors: ['#ff0000'] }], { lastOpenedPaletteId: 'a' });
  await page.goto(localized('/palettes/preview?colors=00ff00-0000ff', lang));
  await toggle(page, lang).click();
  const panel = drawer(page, lang);
  await expect(panel.getByRole('heading', { name: 'Alpha' })).toBeVisible();
  return { panel, swatch: page.getByRole('main').getByRole('link', { name: /#0000ff$/ }) };
}

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
      const { panel, swatch } = await openPaletteBesideSharedList(page, lang);
      await dragByMouse(page, swatch, panel.getByTestId('drawer-drop-zone'), { grab: GRAB });
      await expect(panel.getByRole('link', { name: /#0000ff$/ })).toBeVisible();
      await expect(toasts(page).filter({ hasText: pt(lang, 'select.saved', { name: 'Alpha' }) })).toBeVisible();
      expect((await storedPalettes(page))[0].colors).toEqual(['#ff0000', '#0000ff']);
      // The swatch was dragged, not followed.
      await expect(page).toHaveURL(/\/palettes\/preview/);
    });
  });
}

test('a wide colour dragged from a shared palette drops as it is, not as its fallback', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'a', name: 'Alpha', colors: ['#ff0000'] }], { lastOpenedPaletteId: 'a' });
  // The link's second colour is Display P3 green, #00fb29 its fallback.
  await page.goto('/palettes/preview?colors=0000ff-00fb29&exact=1:color(display-p3_0_1_0)');
  await toggle(page, 'en').click();
  const panel = drawer(page, 'en');
  await expect(panel.getByRole('heading', { name: 'Alpha' })).toBeVisible();
  const swatch = page.getByRole('main').getByRole('link', { name: /color\(display-p3 0 1 0\)/ });
  await dragByMouse(page, swatch, panel.getByTestId('drawer-drop-zone'), { grab: GRAB });
  await expect(toasts(page).filter({ hasText: pt('en', 'select.saved', { name: 'Alpha' }) })).toBeVisible();
  expect((await storedPalettes(page))[0].colors).toEqual(['#ff0000', '#00fb29']);
  const exact = JSON.parse((await page.evaluate(() => localStorage.getItem('paletteExactColors'))) ?? '{}') as Record<string, unknown>;
  expect(exact.a).toEqual([[1, '#00fb29', 'color(display-p3 0 1 0)']]);
  await expect(panel.getByText('color(display-p3 0 1 0)')).toBeVisible();
});

/**
 * Two empty palettes (Alpha, Beta) and a shared list of #123456 and #abcdef, with the drawer open on
 * its list of palettes; returns the drawer and Alpha's row.
 */
async function listOfTwoPalettes(page: Page) {
  await seedPalettes(page, [
    { uuid: 'a', name: 'Alpha', colors: [] },
    { uuid: 'b', name: 'Beta', colors: [] },
  ]);
  await page.goto('/palettes/preview?colors=123456-abcdef');
  await toggle(page, 'en').click();
  const panel = drawer(page, 'en');
  return { panel, alpha: panel.getByRole('listitem').filter({ hasText: 'Alpha' }) };
}

test('in the list view a colour drops onto a palette row; elsewhere it warns', async ({ page }) => {
  const { panel, alpha } = await listOfTwoPalettes(page);
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

/**
 * Presses the mouse 20 px inside the shared list's #123456 swatch and, still pressed, moves it to `to` px
 * inside (right and down, in six steps); returns the swatch and its box.
 */
async function pressAndMove(page: Page, to: number) {
  const swatch = page.getByRole('main').getByRole('link', { name: /#123456$/ });
  const box = (await swatch.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + to, box.y + to, { steps: 6 });
  return { swatch, box };
}

/** How far the drag preview's centre is from the point (x, y), in px: the larger of the two axes. */
async function previewOffBy(page: Page, x: number, y: number) {
  const preview = (await page.getByTestId('drag-preview').boundingBox())!;
  return Math.max(Math.abs(preview.x + preview.width / 2 - x), Math.abs(preview.y + preview.height / 2 - y));
}

test('a drag with the drawer closed asks to open the palette', async ({ page }) => {
  await page.goto('/palettes/preview?colors=123456');
  await pressAndMove(page, 80);
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

  test("the header's palette button opens a full-width sheet; nothing floats over the page", async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Open Palette' });
    await expect(button).toBeVisible();
    // It sits in the sticky header, not in a corner over the content.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(button).toBeInViewport();
    expect(await button.evaluate((node) => node.getBoundingClientRect().bottom)).toBeLessThanOrEqual(80);
    await button.click();
    const panel = drawer(page, 'en');
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(390, 0);
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    await panel.getByRole('button', { name: 'Close Palette' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open Palette' })).toBeVisible();
  });
});

/** The common namespace's drag text, with {{code}} and {{target}} filled. */
const dragText = (lang: Lang, key: string, code = '', target = '') =>
  text(lang, `drag.${key}`).replaceAll('{{code}}', code).replaceAll('{{target}}', target);
/** The live region that says what a colour drag did (dnd-kit's). */
const dragNews = (page: Page) => page.locator('[role="status"][aria-live="assertive"]');

/**
 * Lifts a focused swatch with Space and moves it with the arrow keys from drop target to drop target until
 * the live region says it is over `label` (ArrowRight to reach the drawer, then up or down its list).
 * Returns how many arrow presses that took.
 */
async function keyboardDrag(page: Page, lang: Lang, from: Locator, to: Locator, label: string, code: string) {
  await from.focus();
  await page.keyboard.press('Space');
  await expect(dragNews(page)).toHaveText(dragText(lang, 'pickedUp', code));
  await keyboardSensorReady(page);
  const over = dragText(lang, 'over', code, label);
  /** Presses a key; true once the announcement it causes (a move to another target) is heard. */
  const press = async (key: string) => {
    const before = await dragNews(page).textContent();
    await page.keyboard.press(key);
    return expect(dragNews(page))
      .not.toHaveText(before ?? '', { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
  };
  // dnd-kit starts listening for the drag's keys a task after the lift: a key pressed in that instant
  // (only a test is that fast) is not the drag's, so the first arrow is pressed until it is heard.
  let presses = 1;
  for (let tries = 0; tries < 3 && !(await press('ArrowRight')); tries++);
  while ((await dragNews(page).textContent()) !== over && presses < 8) {
    const preview = (await page.getByTestId('drag-preview').boundingBox())!;
    const target = (await to.boundingBox())!;
    await press(target.y + target.height / 2 > preview.y + preview.height / 2 ? 'ArrowDown' : 'ArrowUp');
    presses += 1;
  }
  await expect(dragNews(page)).toHaveText(over);
  return presses;
}

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test(`a swatch drops into the open palette from the keyboard: Space, arrows, Space (${lang})`, async ({ page }) => {
    const { panel, swatch } = await openPaletteBesideSharedList(page, lang);
    await expect(swatch).toHaveAccessibleDescription(dragText(lang, 'instructions'));

    // One arrow press takes the colour from the page to the open palette (targets, not pixels).
    expect(await keyboardDrag(page, lang, swatch, panel.getByTestId('drawer-drop-zone'), 'Alpha', '#0000ff')).toBe(1);
    await expect(page.getByTestId('drag-preview')).toBeVisible();
    await expect(swatch).toHaveCSS('opacity', '0.4');
    await page.keyboard.press('Space');

    await expect(panel.getByRole('link', { name: /#0000ff$/ })).toBeVisible();
    expect((await storedPalettes(page))[0].colors).toEqual(['#ff0000', '#0000ff']);
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(dragNews(page)).toHaveText(dragText(lang, 'dropped', '#0000ff', 'Alpha'));
    // Dropped, not followed; the focus stays on the swatch.
    await expect(page).toHaveURL(/\/palettes\/preview/);
    await expect(swatch).toBeFocused();
    await expect(swatch).not.toHaveCSS('opacity', '0.4');
  });
}

test('from the keyboard, a colour drops onto a palette row of the list; Enter drops too, Escape cancels', async ({ page }) => {
  const { panel, alpha } = await listOfTwoPalettes(page);
  const swatch = page.getByRole('main').getByRole('link', { name: /#123456$/ });

  // Escape cancels: nothing added, the drawer stays open, the drag is announced as cancelled.
  expect(await keyboardDrag(page, 'en', swatch, alpha, 'Alpha', '#123456')).toBeLessThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drag-preview')).toHaveCount(0);
  await expect(dragNews(page)).toHaveText(dragText('en', 'cancelled', '#123456'));
  await expect(panel).toBeVisible();
  expect((await storedPalettes(page)).map((p) => p.colors)).toEqual([[], []]);

  // Enter drops (and does not follow the link).
  await keyboardDrag(page, 'en', swatch, alpha, 'Alpha', '#123456');
  await page.keyboard.press('Enter');
  await expect(alpha).toContainText('1 color');
  expect((await storedPalettes(page)).map((p) => p.colors)).toEqual([['#123456'], []]);
  await expect(page).toHaveURL(/\/palettes\/preview/);

  // Enter without a drag still follows the link.
  await swatch.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/colors\/123456$/);
});

test('a mouse drag that starts before the drag code has loaded shows its preview under the pointer at once', async ({ page }) => {
  // The drag code arrives late (a slow network): the press and the moves come first.
  await page.route(/\/ColorDragRoot-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/palettes/preview?colors=123456');
  const { box } = await pressAndMove(page, 60);
  await expect(page.getByTestId('drag-preview')).toBeVisible();
  // No further move: the preview is where the pointer is, not where it was pressed.
  await expect.poll(() => previewOffBy(page, box.x + 60, box.y + 60)).toBeLessThan(0.5);
  await page.mouse.up();
});

test('Escape cancels a mouse drag without closing the drawer or following the link', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'a', name: 'Alpha', colors: [] }], { lastOpenedPaletteId: 'a' });
  await page.goto('/palettes/preview?colors=123456');
  await toggle(page, 'en').click();
  const panel = drawer(page, 'en');
  const { swatch, box } = await pressAndMove(page, 60);
  await expect(page.getByTestId('drag-preview')).toBeVisible();
  // The preview is centred on the pointer (SPEC: anchor 0.5) and lets the pointer through.
  // (It follows the pointer in the next frame: read until it is there.)
  await expect.poll(() => previewOffBy(page, box.x + 60, box.y + 60)).toBeLessThan(0.5);
  await expect(page.getByTestId('drag-preview')).toHaveCSS('pointer-events', 'none');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('drag-preview')).toHaveCount(0);
  // Released over the swatch: the click that follows is not a link click.
  await page.mouse.move(box.x + 22, box.y + 22, { steps: 3 });
  await page.mouse.up();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/palettes\/preview/);
  expect((await storedPalettes(page))[0].colors).toEqual([]);
  // A plain click afterwards follows the link.
  await swatch.click();
  await expect(page).toHaveURL(/\/colors\/123456$/);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });

  /** Sends raw touch events (Playwright's touchscreen only taps). */
  async function touch(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    return {
      /** Touches `from`, moves to `to` and lifts; with `hold`, the finger first rests until the press becomes a drag. */
      async drag(from: { x: number; y: number }, to: { x: number; y: number }, { hold }: { hold: boolean }) {
        await send('touchStart', from.x, from.y);
        if (hold) await expect(page.getByTestId('drag-preview')).toBeVisible();
        for (let i = 1; i <= 12; i++) await send('touchMove', from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12);
        await send('touchEnd');
      },
    };
  }

  test('a long press drags a swatch into the open palette; a quick swipe does not drag', async ({ page }) => {
    await seedPalettes(page, [{ uuid: 'a', name: 'Alpha', colors: [] }], { lastOpenedPaletteId: 'a' });
    await page.goto('/palettes/preview?colors=123456-abcdef');
    await toggle(page, 'en').click();
    const panel = drawer(page, 'en');
    await expect(panel.getByRole('heading', { name: 'Alpha' })).toBeVisible();
    const fingers = await touch(page);
    const center = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const zone = await center(panel.getByTestId('drawer-drop-zone'));

    // Moving at once is a scroll, not a drag (vertical: sideways could be the browser's swipe back).
    const first = page.getByRole('main').getByRole('link', { name: /#123456$/ });
    const start = await center(first);
    await fingers.drag(start, { x: start.x, y: start.y + 80 }, { hold: false });
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    expect((await storedPalettes(page))[0].colors).toEqual([]);

    // Resting (250 ms, TOUCH_DELAY) first makes it a drag, which drops where the finger lifts, and is no tap.
    await page.evaluate(() => {
      const moves: boolean[] = [];
      (window as unknown as { touchMoves: boolean[] }).touchMoves = moves;
      window.addEventListener('touchmove', (event) => moves.push(event.defaultPrevented), { passive: true });
    });
    await fingers.drag(await center(first), zone, { hold: true });
    // The page did not scroll under the finger: every move of the drag was held.
    const held = await page.evaluate(() => (window as unknown as { touchMoves: boolean[] }).touchMoves);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every(Boolean)).toBe(true);
    await expect(panel.getByRole('link', { name: /#123456$/ })).toBeVisible();
    expect((await storedPalettes(page))[0].colors).toEqual(['#123456']);
    await expect(page).toHaveURL(/\/palettes\/preview/);
  });
});
