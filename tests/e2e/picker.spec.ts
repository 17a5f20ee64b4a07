import { expect, test, type Page } from './fixtures';
import { fromCmyk, fromHsl, fromHsv, fromRgb } from '../../src/core/index.ts';
import { oklchToHexInGamut } from '../../src/core/convert/gamutMap.ts';
import { axeViolations, localized, text } from './helpers';

/** Opens the picker from a colour page and returns the dialog. */
async function openPicker(page: Page, hex = '3a7bd5') {
  await page.goto(`/colors/${hex}`);
  await page.getByRole('button', { name: 'Change color' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change color' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a value into a channel's numeric field and leaves it. */
async function setChannel(page: Page, name: string, value: string) {
  const field = page.getByRole('dialog').getByRole('spinbutton', { name, exact: true });
  await field.fill(value);
  await field.blur();
}

const hexField = (page: Page) => page.getByRole('dialog').getByRole('textbox', { name: 'Hex', exact: true });

test('HSV tab: numeric fields set the colour, Apply goes to it', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'HSV' }).click();
  await expect(dialog.getByRole('tab', { name: 'HSV' })).toHaveAttribute('aria-selected', 'true');
  await setChannel(page, 'Hue', '120');
  await setChannel(page, 'Saturation', '50.456');
  await expect(dialog.getByRole('spinbutton', { name: 'Saturation' })).toHaveValue('50.46');
  await setChannel(page, 'Value', '80');
  const expected = fromHsv({ hue: 120, saturation: 50.46, value: 80 });
  await expect(hexField(page)).toHaveValue(expected);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/colors/${expected.slice(1)}$`));
});

test('OKLCH tab: past the sRGB edge the gamut is named, and on a colour page Apply keeps the colour as set with its fallback; HSL tab sets the colour', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'HSL' }).click();
  for (const [name, value] of [['Hue', '30'], ['Saturation', '80'], ['Lightness', '40']] as const) await setChannel(page, name, value);
  await expect(hexField(page)).toHaveValue(fromHsl({ hue: 30, saturation: 80, lightness: 40 }));
  await dialog.getByRole('tab', { name: 'OKLCH' }).click();
  const status = dialog.getByRole('status');
  await setChannel(page, 'Lightness', '70');
  await setChannel(page, 'Hue', '140');
  await setChannel(page, 'Chroma', '0.1');
  await expect(status).toHaveText('Inside sRGB: this is the color that will be kept.');
  await setChannel(page, 'Chroma', '0.25');
  const kept = oklchToHexInGamut(0.7, 0.25, 140);
  await expect(status).toContainText('Outside sRGB, inside Display P3.');
  await expect(status).toContainText(`Kept as it is. sRGB fallback:${kept}`);
  await expect(dialog.getByRole('slider', { name: 'Chroma', exact: true })).toHaveAttribute('aria-valuetext', '0.25, outside sRGB');
  // The channel keeps what was set, past sRGB; the hex field shows the colour that will be kept.
  await expect(dialog.getByRole('spinbutton', { name: 'Chroma' })).toHaveValue('0.25');
  await expect(hexField(page)).toHaveValue(kept);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  // The colour page keeps exact colours: it opens the P3 colour's own page, its fallback in the address.
  await expect(page).toHaveURL(new RegExp(`/colors/${kept.slice(1)}\\?exact=oklch\\(70%25_0\\.25_140\\)$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('oklch(70% 0.25 140)');
});

test('beside the hex field, any colour typed or pasted becomes the working colour; an unreadable one is named', async ({ page }) => {
  const dialog = await openPicker(page);
  const any = dialog.getByRole('textbox', { name: 'Any color' });
  await any.fill('tomato');
  await any.press('Enter');
  await expect(hexField(page)).toHaveValue('#ff6347');
  await expect(any).toHaveValue('');
  await any.fill('not a colour');
  await expect(dialog.getByRole('status').first()).toContainText('“not a colour” is not a color Irodori can read.');
  await any.fill('sakura-iro');
  await dialog.getByRole('button', { name: 'Use #fcc9b9, 桜色' }).click();
  await expect(hexField(page)).toHaveValue('#fcc9b9');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/colors\/fcc9b9$/);
});

test('RGB tab: fields clamp to 0–255, round, and treat empty as 0', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'RGB' }).click();
  await setChannel(page, 'Red', '300');
  await expect(dialog.getByRole('spinbutton', { name: 'Red' })).toHaveValue('255');
  await setChannel(page, 'Green', '12.6');
  await expect(dialog.getByRole('spinbutton', { name: 'Green' })).toHaveValue('13');
  await setChannel(page, 'Blue', '');
  await expect(dialog.getByRole('spinbutton', { name: 'Blue' })).toHaveValue('0');
  const expected = fromRgb({ red: 255, green: 13, blue: 0 });
  await expect(hexField(page)).toHaveValue(expected);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/colors/${expected.slice(1)}$`));
});

test('CMYK tab: four channels make the colour', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'CMYK' }).click();
  for (const [name, value] of [['Cyan', '100'], ['Magenta', '0'], ['Yellow', '0'], ['Black', '50']] as const) {
    await setChannel(page, name, value);
  }
  const expected = fromCmyk({ cyan: 100, magenta: 0, yellow: 0, black: 50 });
  await expect(hexField(page)).toHaveValue(expected);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/colors/${expected.slice(1)}$`));
});

test('Picker tab: the area and hue strip work by keyboard and pointer', async ({ page }) => {
  const dialog = await openPicker(page);
  const area = dialog.getByRole('slider', { name: 'Saturation and brightness' });
  const hue = dialog.getByRole('slider', { name: 'Hue' });
  await hue.focus();
  await page.keyboard.press('Home');
  await expect(hue).toHaveAttribute('aria-valuenow', '0');
  await expect(hue).toHaveAttribute('aria-valuetext', 'Hue 0°');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(hue).toHaveAttribute('aria-valuenow', '10');
  await area.focus();
  await page.keyboard.press('End'); // saturation 100
  await page.keyboard.press('PageUp'); // brightness +10 (capped at 100)
  for (let i = 0; i < 10; i++) await page.keyboard.press('PageUp');
  await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 100%');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 99%, brightness 99%');
  await expect(hexField(page)).toHaveValue(fromHsv({ hue: 10, saturation: 99, value: 99 }));

  // Pointer: dragging past the top-left corner gives white (no saturation, full brightness), past the bottom black.
  const box = await area.boundingBox();
  if (!box) throw new Error('no area');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 30, box.y - 30, { steps: 4 });
  await page.mouse.up();
  await expect(hexField(page)).toHaveValue('#ffffff');
  await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 0%, brightness 100%');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40, { steps: 4 });
  await page.mouse.up();
  await expect(hexField(page)).toHaveValue('#000000');
  await expect(area).toHaveAttribute('aria-valuetext', /brightness 0%$/);
  // A click on the hue strip sets the hue from its position.
  const strip = await hue.boundingBox();
  if (!strip) throw new Error('no strip');
  await page.mouse.click(strip.x + strip.width - 1, strip.y + strip.height / 2);
  await expect(hue).toHaveAttribute('aria-valuenow', /^(35[6-9]|360)$/);
});

test('a slider applies after a short pause', async ({ page }) => {
  const dialog = await openPicker(page, 'ff0000');
  await dialog.getByRole('tab', { name: 'RGB' }).click();
  const green = dialog.getByRole('slider', { name: 'Green' });
  await green.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('spinbutton', { name: 'Green' })).toHaveValue('255');
  await expect(hexField(page)).toHaveValue('#ffff00');
  // Apply right after a move still takes it.
  await page.keyboard.press('Home');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/colors\/ff0000$/);
});

test('the hex field takes 7 characters, applies valid codes and reverts invalid ones', async ({ page }) => {
  const dialog = await openPicker(page);
  const hex = hexField(page);
  await expect(hex).toHaveAttribute('maxlength', '7');
  await hex.fill('nonsense');
  await expect(hex).toHaveValue('nonsens');
  await hex.blur();
  await expect(hex).toHaveValue('#3a7bd5');
  await hex.fill('0f0');
  await hex.press('Enter');
  await expect(hex).toHaveValue('#00ff00');
  await dialog.getByRole('tab', { name: 'RGB' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Green' })).toHaveValue('255');
  await expect(dialog.getByRole('spinbutton', { name: 'Red' })).toHaveValue('0');
});

test('Cancel and Escape discard the working colour; reopening starts from the page colour', async ({ page }) => {
  const dialog = await openPicker(page);
  await hexField(page).fill('#123456');
  await hexField(page).press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/colors\/3a7bd5$/);
  await page.getByRole('button', { name: 'Change color' }).click();
  await expect(hexField(page)).toHaveValue('#3a7bd5');
  await hexField(page).fill('#654321');
  await hexField(page).press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/colors\/3a7bd5$/);
  await expect(page.getByRole('button', { name: 'Change color' })).toBeFocused();
});

test('the current colour half restores the starting colour', async ({ page }) => {
  const dialog = await openPicker(page);
  await hexField(page).fill('#abcdef');
  await hexField(page).press('Enter');
  await expect(dialog.getByRole('img', { name: 'New color #abcdef' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back to the current color #3a7bd5' }).click();
  await expect(hexField(page)).toHaveValue('#3a7bd5');
});

for (const [theme, hex] of [['light', 'ffffff'], ['dark', '000000']] as const) {
  test(`a ${hex === 'ffffff' ? 'white' : 'black'} current colour keeps a visible edge in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const dialog = await openPicker(page, hex);
    const current = dialog.getByRole('button', { name: `Go back to the current color #${hex}` });
    await expect(current).toBeVisible();
    // The two halves paint the colours, so the edge is the preview's overlay above them.
    const edge = await current.locator('..').evaluate((preview) => {
      const overlay = getComputedStyle(preview, '::after');
      return { shadow: overlay.boxShadow, content: overlay.content, dialog: getComputedStyle(preview.closest('dialog')!).backgroundColor };
    });
    expect(edge.content).not.toBe('none');
    const match = edge.shadow.match(/^rgba?\(([^)]+)\) 0px 0px 0px 1px inset$/);
    expect(match, edge.shadow).not.toBeNull();
    const [red, , , alpha = 1] = match![1].split(',').map(Number);
    // The hairline differs from the swatch (and so from a dialog of the same colour).
    expect(alpha).toBeGreaterThan(0.1);
    expect(Math.abs(red - (hex === 'ffffff' ? 255 : 0))).toBeGreaterThan(100);
  });
}

/** Returns the number a channel's numeric field shows. */
async function channelValue(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('dialog').getByRole('spinbutton', { name, exact: true }).inputValue());
}

for (const lang of ['en', 'ja'] as const) {
  test(`OKLCH tab: a key under the sliders says what their marks mean (${lang})`, async ({ page }) => {
    await page.goto(localized('/colors/3a7bd5', lang));
    await page.getByRole('button', { name: text(lang, 'page.change', 'color') }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'picker.title', 'color') });
    await dialog.getByRole('tab', { name: 'OKLCH' }).click();
    const legend = dialog.getByRole('list', { name: text(lang, 'picker.legend.label', 'color') });
    await expect(legend).toBeVisible();
    await expect(legend.getByRole('listitem')).toHaveText(
      ['outsideSrgb', 'outsideRec2020', 'edge'].map((key) => text(lang, `picker.legend.${key}`, 'color')),
    );
    await expect(dialog.getByRole('slider', { name: text(lang, 'picker.plane.label', 'color') })).toBeVisible();
  });
}

test('OKLCH tab: the lightness × chroma plane sets lightness and chroma by click, drag and arrow keys', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('tab', { name: 'OKLCH' }).click();
  const plane = dialog.getByRole('slider', { name: 'Lightness and chroma' });
  await setChannel(page, 'Hue', '150');
  const box = await plane.boundingBox();
  if (!box) throw new Error('no plane');

  // The plane is painted at the hue, cut at Rec. 2020's edge, and painted again when the hue changes.
  const canvas = plane.locator('canvas');
  const pixelAt = (x: number, y: number) =>
    canvas.evaluate((element: HTMLCanvasElement, [fx, fy]) => {
      const context = element.getContext('2d')!;
      return [...context.getImageData(Math.floor(fx * element.width), Math.floor(fy * element.height), 1, 1).data].join(' ');
    }, [x, y]);
  await expect.poll(() => pixelAt(0.1, 0.5)).toMatch(/ 255$/);
  await expect(canvas).toHaveCSS('clip-path', /^polygon\(0% 100%, .+, 0% 0%\)$/);
  const green = await pixelAt(0.1, 0.5);
  await setChannel(page, 'Hue', '300');
  await expect.poll(() => pixelAt(0.1, 0.5)).not.toBe(green);
  await setChannel(page, 'Hue', '150');
  await expect.poll(() => pixelAt(0.1, 0.5)).toBe(green);

  // A click at a quarter of the width and 30 % from the top: lightness 70 %, chroma 0.1 (to a pixel).
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3);
  await expect.poll(async () => Math.abs((await channelValue(page, 'Lightness')) - 70)).toBeLessThanOrEqual(0.7);
  expect(Math.abs((await channelValue(page, 'Chroma')) - 0.1)).toBeLessThanOrEqual(0.002);
  expect(await channelValue(page, 'Hue')).toBe(150);
  const [l, c] = [await channelValue(page, 'Lightness'), await channelValue(page, 'Chroma')];
  await expect(hexField(page)).toHaveValue(oklchToHexInGamut(l / 100, c, 150));
  await expect(plane).toHaveAttribute('aria-valuetext', `Lightness ${l}%, chroma ${c}`);

  // Arrow keys step 1 % of each axis; Shift steps 10 %.
  await expect(plane).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  const lighter = Number((l + 1).toFixed(1));
  await expect(plane).toHaveAttribute('aria-valuetext', `Lightness ${lighter}%, chroma ${Number((c + 0.004).toFixed(3))}`);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  const wide = Number((c + 0.124).toFixed(3)); // past sRGB's edge at this lightness (0.196), inside P3's (0.273)
  await expect(dialog.getByRole('spinbutton', { name: 'Chroma', exact: true })).toHaveValue(String(wide));
  await expect(dialog.getByRole('spinbutton', { name: 'Lightness', exact: true })).toHaveValue(String(lighter));
  await expect(plane).toHaveAttribute('aria-valuetext', `Lightness ${lighter}%, chroma ${wide}, outside sRGB`);
  await expect(dialog.getByRole('status')).toContainText('Outside sRGB');

  // A drag past the top-left corner: white (no chroma, full lightness); the hue is kept.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 30, box.y - 30, { steps: 4 });
  await page.mouse.up();
  await expect(hexField(page)).toHaveValue('#ffffff');
  expect([await channelValue(page, 'Lightness'), await channelValue(page, 'Chroma'), await channelValue(page, 'Hue')]).toEqual([100, 0, 150]);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/colors\/ffffff$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`OKLCH tab with its plane and key passes axe (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const dialog = await openPicker(page);
    await dialog.getByRole('tab', { name: 'OKLCH' }).click();
    await setChannel(page, 'Chroma', '0.3');
    await expect(dialog.getByRole('status')).toContainText('Kept as');
    expect(await axeViolations(page, undefined, 'dialog[open]')).toEqual([]);
  });
}
