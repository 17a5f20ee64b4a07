import { expect, readyPage, test, type Page } from './fixtures';
import { wholeColor } from '../../src/core/names/colorQuery.ts';
import { axeViolations, text } from './helpers';

/**
 * Every colour field takes any colour and cuts nothing silently (HexInput): the SPEC's hex rules while the text looks
 * like hex; past them (a character that cannot be hex, a paste) the text is read whole, committed as its sRGB code,
 * and the field says when that code is not what was typed or that the text is not a colour. The picker's field for
 * any colour is kept by Apply without Enter.
 */

/** Returns the code a text commits, as the app reads it. */
function codeOf(value: string): string {
  const color = wholeColor(value);
  if (!color) throw new Error(`not a colour: ${value}`);
  return color.code;
}

/** Returns a text of the frame's namespace with its {{placeholders}} filled. */
function say(lang: 'en' | 'ja', key: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((message, [name, value]) => message.replaceAll(`{{${name}}}`, value), text(lang, key));
}

const topField = (page: Page, lang: 'en' | 'ja' = 'en') => page.getByRole('banner').getByRole('textbox', { name: text(lang, 'search.label') });

test('the top bar opens the own page of an oklch() typed past the hex limit: the colour as it is, beside its sRGB code', async ({ page }) => {
  await page.goto('/history');
  const field = topField(page);
  const typed = 'oklch(70% 0.2 150)';
  const code = codeOf(typed);
  await field.pressSequentially(typed);
  await expect(field).toHaveValue(typed); // nothing cut at 7
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/colors/${code.slice(1)}\\?exact=oklch\\(70%25_0\\.2_150\\)$`));
  await expect(page.getByRole('main')).toContainText(typed);
  await expect(page.getByRole('main')).toContainText(`sRGB ${code}`);
  // Nothing was lost, so the field has nothing to say.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  await expect(field).toHaveAccessibleDescription('');
});

test('the top bar says when a text is not a colour, and stays where it is', async ({ page }) => {
  await page.goto('/history');
  const field = topField(page);
  await field.fill('banana split');
  await field.press('Enter');
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText(say('en', 'colorField.unreadable', { text: 'banana split' }));
  await expect(page).toHaveURL(/\/history$/);
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(status).toHaveText('');
  // Past seven hex digits a character that cannot be hex is taken, and the whole text is read, not cut.
  await field.fill('1234567');
  await field.pressSequentially('x');
  await expect(field).toHaveValue('1234567x');
  await field.blur();
  await expect(status).toHaveText(say('en', 'colorField.unreadable', { text: '1234567x' }));
});

test('the hex rules hold while the text looks like hex: 7 characters, an unfinished code ignored, the clear button', async ({ page }) => {
  await page.goto('/history');
  const field = topField(page);
  await field.pressSequentially('#12345678');
  await expect(field).toHaveValue('#123456');
  await field.fill('#12');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  await page.getByRole('banner').getByRole('button', { name: text('en', 'search.clear'), exact: true }).click();
  await expect(field).toHaveValue('');
});

test('a paste lifts the limit: a CSS colour, a translucent code, a name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/history');
  const field = topField(page);
  const paste = async (value: string) => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), value);
    await field.fill('');
    await field.press('ControlOrMeta+V');
    await expect(field).toHaveValue(value);
  };
  await paste('rgb(58 123 213)');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/colors\/3a7bd5$/);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  // A translucent code opens its own page, transparency kept: nothing lost, nothing said.
  await paste('#3a7bd580');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/colors\/3a7bd5\?exact=%233a7bd580$/);
  await expect(page.getByRole('main')).toContainText('#3a7bd580');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  await paste('tomato');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/colors\/ff6347$/);
  // A hex code pasted is the hex field's again: the limit is back.
  await paste('#00aa55');
  await field.pressSequentially('5');
  await expect(field).toHaveValue('#00aa55');
});

test('in Japanese, the top bar opens a traditional colour by its name and speaks Japanese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await readyPage(context);
  await page.goto('/ja/history');
  const field = topField(page, 'ja');
  await field.fill('桜色');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/ja\/colors\/fcc9b9$/);
  await field.fill('ばなな');
  await field.press('Enter');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(say('ja', 'colorField.unreadable', { text: 'ばなな' }));
  await context.close();
});

// The generator's base colour is a tool's field that takes codes (the contrast checker's keep exact colours).
test('a tool’s colour field commits the sRGB code of any colour and says what it did under itself', async ({ page }) => {
  await page.goto('/tools/generator?color=000000');
  const base = page.getByRole('textbox', { name: 'Base color', exact: true });
  const typed = 'oklch(70% 0.2 150)';
  const code = codeOf(typed);
  await base.fill(typed);
  await base.press('Enter');
  await expect(page).toHaveURL(new RegExp(`color=${code.slice(1)}\\b`));
  await expect(base).toHaveValue(code);
  await expect(base).toHaveAccessibleDescription(say('en', 'colorField.outside', { text: typed, code }));
  // Leaving the field keeps what it said about the code it shows.
  await base.blur();
  await expect(base).toHaveAccessibleDescription(say('en', 'colorField.outside', { text: typed, code }));
  await base.fill('tomato');
  await base.blur();
  await expect(page).toHaveURL(/color=ff6347\b/);
  await expect(base).toHaveValue('#ff6347');
  await expect(base).toHaveAccessibleDescription('');
});

test('the picker’s Apply keeps a colour typed in its field for any colour without Enter', async ({ page }) => {
  await page.goto('/colors/3a7bd5');
  await page.getByRole('button', { name: 'Change color' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change color' });
  await dialog.getByRole('textbox', { name: 'Any color' }).fill('tomato');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/colors\/ff6347$/);
});

test('import reads traditional Japanese names, one per line', async ({ page }) => {
  await page.goto('/palettes');
  await page.getByRole('button', { name: text('en', 'list.import', 'palettes'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'title', 'import') });
  await dialog.getByRole('textbox', { name: text('en', 'textLabel', 'import') }).fill('桜色\nsakura-iro\n藍色');
  const found = dialog.getByRole('list', { name: text('en', 'listLabel', 'import') }).getByRole('listitem');
  await expect(found).toHaveCount(3);
  await expect(found.first()).toContainText('桜色');
  await expect(found.first()).toContainText('#fcc9b9');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the top bar with its message passes axe (${theme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme, reducedMotion: 'reduce' });
    const page = await readyPage(context);
    await page.goto('/history');
    const field = topField(page);
    await field.fill('banana split');
    await field.press('Enter');
    await expect(page.getByRole('banner').getByRole('status')).not.toHaveText('');
    expect(await axeViolations(page)).toEqual([]);
    // A tool's field, which takes the sRGB code, says so.
    await page.goto('/tools/generator?color=000000');
    const base = page.getByRole('textbox', { name: 'Base color', exact: true });
    await base.fill('oklch(70% 0.2 150)');
    await base.press('Enter');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'sRGB' }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
