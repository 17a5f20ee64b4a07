import { expect, test, type Locator, type Page } from './fixtures';
import { expectHead, keyboardSensorReady, localized, text, trackPageErrors } from './helpers';
import { dragByMouse } from './palettes-support';
import { wheelPoint } from '../../src/core/generate/harmonyWheel.ts';

/** Returns the hue distance in degrees (0–180) of two codes on the wheel. */
const hueGap = (one: string, two: string) => {
  const d = Math.abs(wheelPoint(`#${one}`).h - wheelPoint(`#${two}`).h) % 360;
  return d > 180 ? 360 - d : d;
};

/** The palette being built, in order: the colour columns (rows on phones), in either language. */
const columns = (page: Page) =>
  page.getByRole('list', { name: new RegExp(`^(${text('en', 'generator.palette.label', 'tools')}|${text('ja', 'generator.palette.label', 'tools')})$`) }).getByRole('listitem');

/** Returns the address's colours and locked indices. */
function state(page: Page) {
  const url = new URL(page.url());
  return { colors: url.searchParams.get('colors')?.split('-') ?? [], locked: url.searchParams.get('locked') ?? '' };
}

/** Waits until the address holds a palette of `count` colours and returns it. */
async function palette(page: Page, count = 5) {
  await expect(page).toHaveURL(new RegExp(`[?&]colors=[0-9a-f]{6}(-[0-9a-f]{6}){${count - 1}}(&|$)`));
  await expect(columns(page)).toHaveCount(count);
  return state(page).colors;
}

/** Presses Space with focus on nothing in particular (the page's heading), as a user between clicks. */
async function space(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  const before = state(page).colors.join('-');
  await page.keyboard.press(' ');
  await expect.poll(() => state(page).colors.join('-')).not.toBe(before);
}

test('a fresh visit gets a generated palette of five, in the Palette header tab, with its own head', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/tools/generator?mode=palette');
  await palette(page);
  const modes = page.getByRole('navigation', { name: 'Generator mode' });
  await expect(modes.getByRole('link', { name: 'Palette' })).toHaveAttribute('aria-current', 'page');
  await expect(modes.getByRole('link', { name: 'Rule Based' })).not.toHaveAttribute('aria-current', 'page');
  await expectHead(page, { title: text('en', 'titles.generator'), path: '/tools/generator', lang: 'en' });
  // Each colour shows its name and code in a readable colour and links to its page.
  // Named by what it shows: the name, then the code in capitals without '#'.
  const first = columns(page).first().getByRole('link', { name: new RegExp(`^\\S.* ${state(page).colors[0]}$`, 'i') });
  await expect(first).toHaveAttribute('href', `/colors/${state(page).colors[0]}`);
  expect(errors).toEqual([]);
});

test('on a laptop screen (1440 × 900) the Space hint is in view under the columns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await palette(page);
  const hint = page.getByText(text('en', 'generator.palette.hint', 'tools'));
  await expect(hint).toBeInViewport({ ratio: 1 });
  // Every column's buttons still fit inside it.
  const overflowing = await columns(page).evaluateAll((items) => items.filter((item) => item.scrollHeight > item.clientHeight + 1).length);
  expect(overflowing).toBe(0);
});

test('a segmented control names its group as plain text outside the pills (the try-on’s Interface and Appearance)', async ({ page }) => {
  await page.goto('/tools/theme?colors=3a7bd5');
  for (const name of [text('en', 'mockLabel', 'tryon'), text('en', 'modeLabel', 'tryon')]) {
    const group = page.getByRole('radiogroup', { name });
    const choices = group.getByRole('radio');
    // The name is not inside the box that holds the choices, and it does not look like one (no pill of its own).
    const inTrack = await group.evaluate((element, label) => {
      const track = element.querySelector('input')?.closest('label')?.parentElement;
      return [...(track?.querySelectorAll('*') ?? [])].some((node) => node.childNodes.length === 1 && node.textContent === label);
    }, name);
    expect(inTrack, name).toBe(false);
    expect(await choices.count(), name).toBeGreaterThan(1);
  }
});

test('invalid parameters fall back to a fresh palette; the rule-based view and its links are as before', async ({ page }) => {
  for (const query of ['colors=zzzzzz-000000', 'colors=ff0000', 'colors=ff0000-00ff00&locked=7']) {
    await page.goto(`/tools/generator?mode=palette&${query}`);
    await palette(page);
  }
  await page.goto('/tools/generator?color=3a7bd5&tab=hue');
  await expect(page).toHaveURL(/\?color=3a7bd5&tab=hue$/);
  await expect(page.getByRole('tab', { name: 'Hue' })).toHaveAttribute('aria-selected', 'true');
  // Switching modes rewrites the address in place.
  const modes = page.getByRole('navigation', { name: 'Generator mode' });
  await modes.getByRole('link', { name: 'Palette' }).click();
  const [first] = await palette(page);
  await modes.getByRole('link', { name: 'Rule Based' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=${first}&tab=alternative$`));
});

test('a link with 200 colours keeps the first ten and says what it left out (English and Japanese); closing the note keeps the palette', async ({ page }) => {
  const codes = Array.from({ length: 200 }, (_, i) => ((i * 0x0a0b0c) % 0x1000000).toString(16).padStart(6, '0'));
  const fill = (key: string, values: Record<string, number>, lang: 'en' | 'ja' = 'en') =>
    Object.entries(values).reduce((line, [name, value]) => line.replaceAll(`{{${name}}}`, String(value)), text(lang, key, 'tools'));
  await page.goto(`/tools/generator?mode=palette&colors=${codes.join('-')}-nothex`);
  expect(await palette(page, 10)).toEqual(codes.slice(0, 10));
  const note = page.getByRole('status').filter({ hasText: fill('generator.palette.leftOut.extra_other', { count: 190, max: 10 }) });
  await expect(note).toContainText(fill('generator.palette.leftOut.unreadable_one', { count: 1 }));
  await expect(note).toContainText(fill('generator.palette.leftOut.keptFirst', { max: 10 }));
  await note.getByRole('button', { name: text('en', 'generator.palette.leftOut.close', 'tools') }).click();
  await expect(note).toHaveCount(0);
  expect(state(page).colors).toEqual(codes.slice(0, 10));

  await page.goto(`/ja/tools/generator?mode=palette&colors=${codes.slice(0, 12).join('-')}`);
  await palette(page, 10);
  // Ten columns and the Japanese toolbar fit the page: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('status').filter({ hasText: fill('generator.palette.leftOut.extra_other', { count: 2, max: 10 }, 'ja') })).toContainText(
    fill('generator.palette.leftOut.keptFirst', { max: 10 }, 'ja'),
  );
});

test('Space and Generate replace the unlocked colours and keep the locked ones exactly; a reload keeps both', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  const start = await palette(page);
  await columns(page).nth(0).getByRole('button', { name: /^Lock / }).click();
  await columns(page).nth(2).getByRole('button', { name: /^Lock / }).click();
  await expect(page).toHaveURL(/locked=0,2/);
  for (let i = 0; i < 4; i++) {
    await space(page);
    const now = state(page).colors;
    expect([now[0], now[2]]).toEqual([start[0], start[2]]);
  }
  // After a click on a column's button, the next Space still generates (it does not press that button again).
  await columns(page).nth(1).getByRole('button', { name: /^Copy .*#[0-9a-f]{6}$/ }).click();
  const beforeSpace = state(page).colors.join('-');
  await page.keyboard.press(' ');
  await expect.poll(() => state(page).colors.join('-')).not.toBe(beforeSpace);
  expect(state(page).colors[0]).toBe(start[0]);
  // From the keyboard, Space presses the focused control: here the lock of the second colour.
  await columns(page).nth(1).getByRole('button', { name: /^Lock / }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/locked=0,1,2/);
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/locked=0,2(&|$)/);
  const beforeClick = state(page).colors.join('-');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => state(page).colors.join('-')).not.toBe(beforeClick);
  expect(state(page).colors[0]).toBe(start[0]);
  const kept = state(page).colors;
  await page.reload();
  expect(await palette(page)).toEqual(kept);
  await expect(columns(page).nth(0).getByRole('button', { name: /^Lock / })).toHaveAttribute('aria-pressed', 'true');
  await expect(columns(page).nth(1).getByRole('button', { name: /^Lock / })).toHaveAttribute('aria-pressed', 'false');
  await expect(columns(page).nth(2).getByRole('button', { name: /^Lock / })).toHaveAttribute('aria-pressed', 'true');
  // Screen readers hear the new palette.
  await space(page);
  await expect(page.getByRole('status').filter({ hasText: /^New palette: / })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('undo and redo step through generations and edits, by button and keyboard, without touching Back', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  const first = await palette(page);
  await space(page);
  const second = state(page).colors;
  await space(page);
  const third = state(page).colors;
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => state(page).colors).toEqual(second);
  await page.keyboard.press('Control+z');
  await expect.poll(() => state(page).colors).toEqual(first);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => state(page).colors).toEqual(second);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(() => state(page).colors).toEqual(third);
  // Removing and adding are steps too.
  await columns(page).nth(4).getByRole('button', { name: /^Remove / }).click();
  await palette(page, 4);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await palette(page, 5);
  // The palette's history is the page's own: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('add a colour between two neighbours, up to ten; remove down to two', async ({ page }) => {
  await page.goto('/tools/generator?mode=palette&colors=000000-ffffff');
  await palette(page, 2);
  await expect(columns(page).first().getByRole('button', { name: /^Remove / })).toBeDisabled();
  await columns(page).first().getByRole('button', { name: /^Add a color after / }).click();
  const three = await palette(page, 3);
  // The OKLab midpoint of black and white is a mid grey.
  expect(three[1]).toMatch(/^([0-9a-f]{2})\1\1$/);
  expect(parseInt(three[1].slice(0, 2), 16)).toBeGreaterThan(0x50);
  expect(parseInt(three[1].slice(0, 2), 16)).toBeLessThan(0x70);
  for (let count = 3; count < 10; count++) await columns(page).first().getByRole('button', { name: /^Add a color after / }).click();
  await palette(page, 10);
  await expect(page.getByRole('button', { name: /^Add a color after / })).toHaveCount(0);
});

test('reorder by keyboard and by mouse from the handle', async ({ page }) => {
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await palette(page);
  const handle = columns(page).nth(0).getByRole('button', { name: /^Reorder / });
  // dnd-kit's live region says each step; the next key waits for it.
  const news = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(news.filter({ hasText: /^Picked up .*, position 1 of 5\.$/ })).toHaveCount(1);
  await keyboardSensorReady(page);
  await page.keyboard.press('ArrowRight');
  await expect(news.filter({ hasText: /moved to position 2 of 5\.$/ })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(news.filter({ hasText: /dropped at position 2 of 5\.$/ })).toHaveCount(1);
  await expect.poll(() => state(page).colors).toEqual(['2a9d8f', '264653', 'e9c46a', 'f4a261', 'e76f51']);
  await dragByMouse(page, columns(page).nth(4).getByRole('button', { name: /^Reorder / }), columns(page).nth(2));
  await expect.poll(() => state(page).colors).toEqual(['2a9d8f', '264653', 'e76f51', 'e9c46a', 'f4a261']);
});

test('a lighter or darker variant replaces a colour; Save creates a palette with the colours', async ({ page }) => {
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await palette(page);
  await columns(page).nth(1).getByRole('button', { name: /^Lighter and darker variants of / }).click();
  const variants = columns(page).nth(1).getByRole('group', { name: /^Variants of / }).getByRole('button');
  await expect(variants).toHaveCount(9);
  await expect(variants.nth(4)).toHaveAccessibleName('Use #2a9d8f');
  await variants.nth(1).click();
  await expect.poll(() => state(page).colors[1]).not.toBe('2a9d8f');
  const codes = state(page).colors.map((code) => `#${code}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox')).toHaveValue('Untitled');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The page stays; the toast names the palette and opens it.
  const toast = page.getByTestId('toast').filter({ hasText: 'Saved to My Palettes' });
  await expect(toast).toContainText(`“Untitled”, ${codes.length} colors`);
  await expect(page).toHaveURL(/\/tools\/generator\?/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('palettes') ?? '[]') as { uuid: string; name: string; colors: string[] }[]);
  expect(stored.map(({ name, colors }) => ({ name, colors }))).toEqual([{ name: 'Untitled', colors: codes }]);
  await toast.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/palettes/${stored[0].uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled' })).toBeVisible();
});

test('after the Save dialog closes, saved or cancelled, focus is back on Save and Space generates again', async ({ page }) => {
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await palette(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const dialog = page.getByRole('dialog');
  /** Presses Space where focus is and expects a new palette, with no dialog opened by it. */
  const spaceGenerates = async () => {
    const before = state(page).colors.join('-');
    await page.keyboard.press(' ');
    await expect.poll(() => state(page).colors.join('-')).not.toBe(before);
    await expect(dialog).toHaveCount(0);
  };
  // Clicked, then saved.
  await save.click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await spaceGenerates();
  await spaceGenerates();
  // Clicked, then cancelled with Escape.
  await save.click();
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(save).toBeFocused();
  await spaceGenerates();
  // Opened from the keyboard, then saved with Enter.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(save).toBeFocused();
  await spaceGenerates();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('palettes') ?? '[]') as unknown[]).length)).toBe(2);
});

test('the harmony wheel: a marker dragged with a harmony on turns the others with it, locked ones stay, one undo; arrow keys move one colour under Auto', async ({ page }) => {
  const before = ['3a7bd5', 'd53a7b', '7bd53a', 'f2c14e'];
  await page.goto(`/tools/generator?mode=palette&colors=${before.join('-')}&locked=2&harmony=triadic`);
  await palette(page, 4);
  await page.getByRole('button', { name: 'Harmony wheel' }).click();
  const wheel = page.getByRole('region', { name: 'Harmony wheel' });
  await expect(wheel.getByRole('button', { name: /^Color 3, .* locked/ })).toHaveAttribute('aria-disabled', 'true');
  // Drag the first marker a quarter turn round the centre.
  const marker = wheel.getByRole('button', { name: /^Color 1,/ });
  // Opening the wheel brings it into view.
  await expect(wheel.locator('canvas')).toBeInViewport({ ratio: 1 });
  const box = (await marker.boundingBox())!;
  const canvas = (await wheel.locator('canvas').boundingBox())!;
  const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const turned = { x: centre.x - (from.y - centre.y), y: centre.y + (from.x - centre.x) };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + turned.x) / 2 + 10, (from.y + turned.y) / 2, { steps: 4 });
  // While dragging, the columns already show the colours.
  await expect.poll(async () => (await columns(page).first().textContent())?.includes('3A7BD5')).toBe(false);
  await page.mouse.move(turned.x, turned.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => state(page).colors[0]).not.toBe(before[0]);
  const after = state(page).colors;
  expect(after[2]).toBe(before[2]);
  expect(after[1]).not.toBe(before[1]);
  expect(after[3]).not.toBe(before[3]);
  // The harmony's shape is kept: the moved colours stay as far apart in hue as before.
  expect(Math.abs(hueGap(after[0], after[1]) - hueGap(before[0], before[1]))).toBeLessThan(4);
  expect(Math.abs(hueGap(after[0], after[3]) - hueGap(before[0], before[3]))).toBeLessThan(4);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => state(page).colors).toEqual(before);
  // Under Auto only the colour moved changes; the arrow keys turn its hue.
  await page.getByLabel('Harmony', { exact: true }).selectOption('auto');
  await wheel.getByRole('button', { name: /^Color 2,/ }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => state(page).colors[1]).not.toBe(before[1]);
  expect(state(page).colors.filter((code, i) => code !== before[i])).toHaveLength(1);
  expect(hueGap(state(page).colors[1], before[1])).toBeGreaterThan(10);
});

test('a toast never covers the palette: on desktop it sits in the sidebar above its links (1440 and 1280 px, en and ja)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const [width, lang] of [[1440, 'en'], [1280, 'en'], [1280, 'ja']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(localized('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51', lang));
    await palette(page);
    await page.getByRole('button', { name: text(lang, 'editor.share', 'palettes'), exact: true }).click();
    const toast = page.getByTestId('toast').filter({ hasText: text(lang, 'editor.shareCopied', 'palettes') });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const sidebar = (await page.locator('aside').first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(sidebar.x);
    expect(box.x + box.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
    // Clear of the sidebar's own links below it.
    const links = (await page.locator('aside').first().getByRole('link', { name: text(lang, 'nav.about') }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(links.y);
    for (const column of await columns(page).all()) {
      const code = (await column.locator('code').first().boundingBox())!;
      const apart = code.x >= box.x + box.width || code.x + code.width <= box.x || code.y >= box.y + box.height || code.y + code.height <= box.y;
      expect(apart).toBe(true);
    }
  }
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', hasTouch: true, isMobile: true, locale: 'ja-JP' });

  test('rows instead of columns, Japanese texts, and Generate works by touch', async ({ page }) => {
    await page.goto('/ja/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
    await expect(page.getByRole('navigation', { name: text('ja', 'generator.modes.label', 'tools') }).getByRole('link', { name: 'パレット' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('list', { name: 'パレット' }).getByRole('listitem');
    await expect(list).toHaveCount(5);
    const [a, b] = [await list.nth(0).boundingBox(), await list.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 2);
    expect(a!.width).toBeGreaterThan(300);
    await list.nth(0).getByRole('button', { name: /をロック$/ }).tap();
    await page.getByRole('button', { name: '生成' }).tap();
    await expect.poll(() => state(page).colors[1]).not.toBe('2a9d8f');
    expect(state(page).colors[0]).toBe('264653');
    // The harmony wheel, in Japanese, within the screen; the locked colour's marker says so.
    await page.getByRole('button', { name: 'ハーモニーホイール' }).tap();
    const wheel = page.getByRole('region', { name: 'ハーモニーホイール' });
    await expect(wheel.getByRole('button', { name: /^色1、.*（ロック中）/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(wheel.getByRole('button', { name: /^色2、/ })).toBeVisible();
    const panel = (await wheel.boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/**
 * Returns the words a button shows on screen: its text that no box clips away (a name kept only for assistive
 * technology, visually hidden, is not shown).
 */
async function shownWords(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (!node.textContent?.trim() || text.width === 0 || text.height === 0) continue;
      let shown = true;
      for (let box = node.parentElement; box && shown; box = box === element ? null : box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) shown = false;
        else if (style.overflow !== 'visible') {
          const clip = box.getBoundingClientRect();
          const width = Math.min(text.right, clip.right) - Math.max(text.left, clip.left);
          const height = Math.min(text.bottom, clip.bottom) - Math.max(text.top, clip.top);
          shown = width >= text.width * 0.9 && height >= text.height * 0.9;
        }
      }
      if (shown) words.push(node.textContent.trim());
    }
    return words.join(' ');
  });
}

/** The toolbar's buttons after Generate and the harmony, by their names' keys. */
const TOOLBAR = ['palettes:editor.undo', 'palettes:editor.redo', 'tools:generator.palette.save', 'palettes:editor.export', 'palettes:editor.share', 'palettes:editor.check'];

/** Returns a text by 'namespace:key'. */
const named = (lang: 'en' | 'ja', key: string) => text(lang, key.split(':')[1], key.split(':')[0]);

/** Returns a pattern for a text of the tools namespace with one value ('Added {{name}}.' → /^Added .+\.$/). */
function pattern(lang: 'en' | 'ja', key: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text(lang, key, 'tools').split(/\{\{\w+\}\}/).map(escape).join('.+')}$`);
}

/** The add-between buttons ('Add a color after …'). */
const addBetween = (page: Page, lang: 'en' | 'ja') => page.getByRole('button', { name: pattern(lang, 'generator.palette.addBetween') });

/**
 * On a phone (a finger for a pointer) the toolbar's buttons say their names under their icons,
 * one Add button under the list replaces a '+' on every border (and adds a colour in harmony at the end), and the
 * hint speaks of tapping Generate, not of a space bar; in both languages.
 */
for (const [lang, colorScheme] of [
  ['ja', 'dark'],
  ['en', 'light'],
] as const) {
  test.describe(`on a phone, ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme, hasTouch: true, isMobile: true });

    test(`a phone’s palette toolbar names its buttons; one Add button; the hint says to tap (${lang})`, async ({ page }) => {
      await page.goto(localized('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51', lang));
      const first = await palette(page);
      // Six buttons in one row, each showing its name.
      const tops = new Set<number>();
      for (const key of TOOLBAR) {
        const button = page.getByRole('button', { name: named(lang, key), exact: true });
        expect(await shownWords(button), key).toBe(named(lang, key));
        const box = (await button.boundingBox())!;
        tops.add(Math.round(box.y));
        expect(box.x + box.width).toBeLessThanOrEqual(390 - 16 + 1);
      }
      expect(tops.size, 'the toolbar on one row').toBe(1);
      // No '+' on the borders: one Add button under the list.
      await expect(addBetween(page, lang)).toHaveCount(0);
      const hint = text(lang, 'generator.palette.hint', 'tools');
      const hintTouch = text(lang, 'generator.palette.hintTouch', 'tools');
      await expect(page.getByText(hintTouch, { exact: true })).toBeVisible();
      await expect(page.getByText(hint, { exact: true })).toBeHidden();
      await page.getByRole('button', { name: text(lang, 'generator.palette.addColor', 'tools'), exact: true }).tap();
      const six = await palette(page, 6);
      expect(six.slice(0, 5)).toEqual(first);
      expect(first).not.toContain(six[5]);
      await expect(page.getByRole('status').filter({ hasText: pattern(lang, 'generator.palette.added') })).toHaveCount(1);
      // One step: Undo takes it back.
      await page.getByRole('button', { name: named(lang, 'palettes:editor.undo'), exact: true }).tap();
      await expect.poll(() => state(page).colors).toEqual(first);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}

test('on a desktop the palette toolbar, the “+” between columns and the Space hint are as before', async ({ page }) => {
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await palette(page);
  expect(await shownWords(page.getByRole('button', { name: 'Undo', exact: true }))).toBe('');
  expect(await shownWords(page.getByRole('button', { name: 'Redo', exact: true }))).toBe('');
  for (const name of ['Save', 'Export', 'Share', 'Check']) expect(await shownWords(page.getByRole('button', { name, exact: true }))).toBe(name);
  await expect(addBetween(page, 'en')).toHaveCount(4);
  await expect(page.getByRole('button', { name: text('en', 'generator.palette.addColor', 'tools'), exact: true })).toBeHidden();
  await expect(page.getByText(text('en', 'generator.palette.hint', 'tools'), { exact: true })).toBeVisible();
  await expect(page.getByText(text('en', 'generator.palette.hintTouch', 'tools'), { exact: true })).toBeHidden();
});
