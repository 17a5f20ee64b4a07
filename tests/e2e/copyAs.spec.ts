import { expect, test, type Page } from './fixtures';
import { text } from './helpers';
import { openPalette, pt, seedPalettes, toasts, type Lang } from './palettes-support';

/**
 * "Copy as": every swatch and palette offers its forms; picking one copies in it and makes it the form of
 * every copy button, remembered across visits; a stored value that is not a form reads as hex. The clipboard is real.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Returns a common text with its {{placeholders}} filled. */
function ct(lang: Lang, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((value, [name, replacement]) => value.replaceAll(`{{${name}}}`, replacement), text(lang, key));
}

const format = (lang: Lang, id: string) => text(lang, `copyAs.${id}`, 'formats');

test('a palette row and the palette: the menu shows each form, a pick copies and is remembered by every copy button', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'p1', name: 'Brand', colors: ['#ff0000', '#1ab385'] }]);
  await openPalette(page, 'en', 'p1');

  // The menu: each form with the text it gives, hex checked; it opens on the checked item.
  const trigger = page.getByRole('button', { name: ct('en', 'copy.asLabel', { label: 'Red #ff0000' }) });
  await trigger.click();
  const menu = page.getByRole('menu', { name: ct('en', 'copy.asLabel', { label: 'Red #ff0000' }) });
  await expect(menu.getByRole('menuitemradio')).toHaveCount(9);
  await expect(menu.getByRole('menuitemradio', { name: format('en', 'hex') })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: format('en', 'hex') })).toBeFocused();
  await expect(menu.getByRole('menuitemradio', { name: format('en', 'cssVar') })).toContainText('--red: #ff0000;');
  await expect(menu.getByRole('menuitemradio', { name: format('en', 'compose') })).toContainText('Color(0xFFFF0000)');
  // Inside the screen, and Escape gives the focus back.
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Arrow keys reach OKLCH; Enter copies it and checks it.
  await trigger.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: format('en', 'oklch') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page).filter({ hasText: ct('en', 'copy.copied', { code: 'oklch(62.8% 0.25768 29.23)' }) })).toBeVisible();
  expect(await clipboard(page)).toBe('oklch(62.8% 0.25768 29.23)');

  // The row's plain Copy button now copies OKLCH, after a reload too.
  await page.reload();
  await page.getByRole('button', { name: pt('en', 'editor.copy', { label: 'Mountain Meadow #1ab385' }), exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('oklch(68.21% 0.13691 165.87)');
  expect(await page.evaluate(() => localStorage.getItem('copyFormat'))).toBe('oklch');

  // The whole palette: the split button copies OKLCH lines; its menu gives named custom properties.
  await page.getByRole('button', { name: text('en', 'generator.copyAll', 'tools'), exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('oklch(62.8% 0.25768 29.23)\noklch(68.21% 0.13691 165.87)');
  await page.getByRole('button', { name: ct('en', 'copy.asLabel', { label: ct('en', 'copy.palette') }) }).click();
  await page.getByRole('menuitemradio', { name: format('en', 'cssVar') }).click();
  await expect.poll(() => clipboard(page)).toBe('--red: #ff0000;\n--mountain-meadow: #1ab385;');
  await expect(toasts(page).filter({ hasText: text('en', 'generator.copiedAll', 'tools') }).last()).toBeVisible();
});

test('a stored form that is not one reads as hex', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'p1', name: 'Brand', colors: ['#ff0000'] }], { copyFormat: '{"broken' });
  await openPalette(page, 'en', 'p1');
  await page.getByRole('button', { name: pt('en', 'editor.copy', { label: 'Red #ff0000' }), exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe('#ff0000');
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ locale: 'ja-JP', colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the colour page and the generator copy as SwiftUI and Compose; the menu fits the screen', async ({ page }) => {
    await page.goto('/ja/colors/3a7bd5');
    const trigger = page.getByRole('button', { name: ct('ja', 'copy.asLabel', { label: '#3a7bd5' }) });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: format('ja', 'cssVar') })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    await menu.getByRole('menuitemradio', { name: format('ja', 'swiftui') }).click();
    await expect.poll(() => clipboard(page)).toBe('Color(red: 58 / 255, green: 123 / 255, blue: 213 / 255)');
    await expect(toasts(page).first()).toContainText('Color(red: 58 / 255');

    // The generator's palette: Copy as in its foot gives one Compose line a column.
    await page.goto('/ja/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
    await expect(page.locator('[data-ready]')).toBeVisible();
    await page.getByRole('button', { name: ct('ja', 'copy.as'), exact: true }).click();
    await page.getByRole('menuitemradio', { name: format('ja', 'compose') }).click();
    await expect.poll(async () => [...(await clipboard(page)).matchAll(/^val [A-Z]\w* = Color\(0xFF([0-9A-F]{6})\)$/gm)].map((m) => m[1]).join('-')).toBe('264653-2A9D8F-E9C46A-F4A261-E76F51');
  });
});
