import { PNG } from 'pngjs';
import { expect, readyPage, test, type Page } from './fixtures';
import { pressInOneGesture, text } from './helpers';
import { srgbToOklab } from '../../src/core/convert/srgbToOklab.ts';
import { layerCss } from '../../src/core/gradient/css.ts';
import { hexToSrgb } from '../../src/core/convert/hexToSrgb.ts';
import { VISION_TYPES, simulate } from '../../src/core/vision/simulate.ts';
import { DEFAULT_GRADIENT, parseGradient } from '../../src/core/gradient/address.ts';

/**
 * The gradient tool: the default gradient as modern CSS with a fitted classic fallback that a browser paints like
 * the modern one; stops dragged, added, moved by the keyboard and removed; the geometry on the preview; easing, colour
 * spaces, layers; the address through a reload; Japanese, dark, on a phone; an address it cannot read.
 */

const gt = (lang: 'en' | 'ja', key: string) => text(lang, key, 'gradient');
const code = (page: Page) => page.getByTestId('gradient-css');
const settled = async (page: Page) => {
  await expect(code(page)).toHaveAttribute('aria-busy', 'false');
  return code(page).innerText();
};
/** The gradient the address holds (once the page has written it). */
const addressed = (page: Page) => parseGradient(new URL(page.url()).searchParams);
const stop = (page: Page, number: number) => page.getByRole('slider', { name: new RegExp(`^Stop ${number},`) });

/** The preview's pixels along its middle row, averaged over 8 × 8 boxes (the browser dithers gradients), in OKLab. */
async function previewRow(page: Page): Promise<number[][]> {
  const png = PNG.sync.read(await page.getByTestId('gradient-preview').screenshot());
  const row: number[][] = [];
  const y0 = Math.floor(png.height / 2) - 4;
  for (let x0 = 8; x0 + 8 <= png.width - 8; x0 += 8) {
    const sum = [0, 0, 0];
    for (let y = y0; y < y0 + 8; y++) for (let x = x0; x < x0 + 8; x++) for (let c = 0; c < 3; c++) sum[c] += png.data[(y * png.width + x) * 4 + c];
    row.push([...srgbToOklab([sum[0] / 64 / 255, sum[1] / 64 / 255, sum[2] / 64 / 255])]);
  }
  return row;
}

test('the default gradient: modern CSS, a classic fallback the browser paints like it, copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/gradient');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.gradient') })).toBeVisible();
  const css = await settled(page);
  const modern = layerCss(DEFAULT_GRADIENT.layers[0]);
  expect(css).toContain(`background-image: ${modern};`);
  expect(css).toMatch(/^background-image: linear-gradient\(120deg, #4f46e5 0%, (#[0-9a-f]{6} [\d.]+%, )+#f59e0b 100%\);/);
  await expect(page.getByTestId('fallback-report')).toContainText(/^Classic fallback with \d+ stops, within ΔE_OK 0\.0\d+ of the modern gradient/);
  // The browser reads the modern form as written.
  await expect.poll(() => page.getByTestId('gradient-preview').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('in oklch');

  // The fallback, painted by the browser, is the modern gradient to the eye: within ΔE_OK 0.01 at every 8 px.
  const modernRow = await previewRow(page);
  await page.getByRole('radio', { name: gt('en', 'preview.fallback') }).check();
  await expect.poll(() => page.getByTestId('gradient-preview').evaluate((element) => getComputedStyle(element).backgroundImage)).not.toContain('in oklch');
  const fallbackRow = await previewRow(page);
  const worst = Math.max(...modernRow.map((lab, i) => Math.hypot(...lab.map((value, c) => value - fallbackRow[i][c]))));
  expect(worst).toBeLessThan(0.012);
  // sRGB interpolation of the two end colours alone would be far off in the middle: the fallback is not that.
  await page.getByRole('button', { name: gt('en', 'code.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: gt('en', 'code.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(css);

  // The link carries the gradient's name: the page it opens shows it in the name field, and saves under it.
  const nameField = page.getByRole('textbox', { name: gt('en', 'code.name'), exact: true });
  await nameField.fill('Dawn & dusk 夕暮れ?#');
  await page.getByRole('button', { name: gt('en', 'code.share') }).click();
  await expect(page.getByRole('status').filter({ hasText: gt('en', 'code.shared') })).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('name')).toBe('Dawn & dusk 夕暮れ?#');
  await page.goto(link.pathname + link.search);
  await expect(nameField).toHaveValue('Dawn & dusk 夕暮れ?#');
});

test('stops: dragged, added by a click on the bar, moved by the keyboard, recoloured and removed; the address keeps them', async ({ page }) => {
  await page.goto('/tools/gradient');
  await settled(page);
  const bar = page.getByTestId('stop-bar');
  const box = (await bar.boundingBox())!;
  // Drag the middle stop to about 25 %.
  const middle = (await stop(page, 2).boundingBox())!;
  await page.mouse.move(middle.x + middle.width / 2, middle.y + middle.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const dragged = Number(await stop(page, 2).getAttribute('aria-valuenow'));
  expect(dragged).toBeGreaterThan(20);
  expect(dragged).toBeLessThan(30);
  await expect.poll(() => addressed(page).layers[0].stops[1].position).toBe(dragged);

  // A click on the bar at 75 % adds a fourth stop there.
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(page.getByRole('slider', { name: /^Stop \d,/ })).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Stop 3 of 4' })).toBeVisible();

  // The keyboard: the new stop moves 3 % right, then 10 % with Shift; Delete removes it.
  const added = stop(page, 3);
  const at = Number(await added.getAttribute('aria-valuenow'));
  await added.focus();
  await pressInOneGesture(added, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowLeft']);
  await expect(added).toHaveAttribute('aria-valuenow', String(Math.round((at - 7) * 100) / 100));
  await page.keyboard.press('Delete');
  await expect(page.getByRole('slider', { name: /^Stop \d,/ })).toHaveCount(3);

  // A stop recoloured with any CSS colour, kept as written.
  await stop(page, 1).focus();
  const field = page.getByRole('textbox', { name: gt('en', 'stop.color'), exact: true });
  await field.fill('oklch(70% 0.25 150)');
  await field.press('Enter');
  await expect(stop(page, 1)).toHaveAccessibleName('Stop 1, oklch(70% 0.25 150)');
  await expect.poll(() => addressed(page).layers[0].stops[0].color.exact).toBe('oklch(70% 0.25 150)');
  // Undone and redone, with the button and the keyboard; the address follows. A drag was one step, not one per move.
  await page.getByRole('button', { name: text('en', 'history.undo'), exact: true }).click();
  await expect(stop(page, 1)).toHaveAccessibleName('Stop 1, #4f46e5');
  await expect.poll(() => addressed(page).layers[0].stops[0].color.exact).toBeUndefined();
  await stop(page, 1).focus();
  await page.keyboard.press('Control+Shift+Z');
  await expect(stop(page, 1)).toHaveAccessibleName('Stop 1, oklch(70% 0.25 150)');
  // Five steps: the drag, the stop added, the keys (one gesture), the stop deleted, the colour.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: text('en', 'history.undo'), exact: true }).click();
  await expect.poll(() => addressed(page).layers[0].stops.map((entry) => entry.position)).toEqual([0, 50, 100]);
  await expect(page.getByRole('button', { name: text('en', 'history.undo'), exact: true })).toBeDisabled();
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: text('en', 'history.redo'), exact: true }).click();
  await expect(stop(page, 1)).toHaveAccessibleName('Stop 1, oklch(70% 0.25 150)');
  const css = await settled(page);
  await page.reload();
  expect(await settled(page)).toBe(css);
});

test('geometry on the preview, easing, colour spaces and layers, all in the address', async ({ page }) => {
  await page.goto('/tools/gradient');
  await settled(page);
  // Linear: the angle handle turns with the keyboard.
  const angle = page.getByRole('slider', { name: gt('en', 'preview.angle') });
  await angle.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(angle).toHaveAttribute('aria-valuenow', '135');
  await expect(code(page)).toContainText('linear-gradient(135deg in oklch');

  // Radial: the centre drags over the preview.
  await page.getByRole('radio', { name: gt('en', 'kinds.radial') }).check();
  const center = page.getByRole('button', { name: /^Center,/ });
  // Choosing the kind in the side panel may have scrolled the preview out of view.
  await page.getByTestId('gradient-preview').scrollIntoViewIfNeeded();
  const preview = (await page.getByTestId('gradient-preview').boundingBox())!;
  const handle = (await center.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(preview.x + preview.width * 0.2, preview.y + preview.height * 0.3, { steps: 5 });
  await page.mouse.up();
  await expect(code(page)).toContainText(/radial-gradient\(ellipse at 2\d(\.\d)?% 3\d(\.\d)?% in oklch/);

  // The ellipse's size: its width dragged in towards the centre, its height by the keyboard; a keyword drops both.
  const width = page.getByRole('slider', { name: gt('en', 'preview.radiusX') });
  const widthBox = (await width.boundingBox())!;
  await page.mouse.move(widthBox.x + widthBox.width / 2, widthBox.y + widthBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(preview.x + preview.width * 0.35, widthBox.y + widthBox.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(width).toHaveAttribute('aria-valuenow', /^1\d(\.\d)?$/);
  const height = page.getByRole('slider', { name: gt('en', 'preview.radiusY') });
  const before = Number(await height.getAttribute('aria-valuenow'));
  await height.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(height).toHaveAttribute('aria-valuenow', String(Math.round((before - 10) * 10) / 10));
  await expect(code(page)).toContainText(/radial-gradient\(ellipse 1\d(\.\d)?% \d+(\.\d)?% at 2\d(\.\d)?% 3\d(\.\d)?% in oklch/);
  await expect.poll(() => addressed(page).layers[0].radii?.[0]).toBeGreaterThan(10);
  const size = page.getByLabel(gt('en', 'layer.size'));
  await expect(size).toHaveValue('explicit');
  await size.selectOption('closest-side');
  await expect(code(page)).toContainText(/radial-gradient\(ellipse closest-side at/);

  // Easing: the first segment eased in is written as many stops; the curve's colours are the model's.
  await stop(page, 1).focus();
  await page.getByRole('combobox', { name: gt('en', 'segment.easing') }).selectOption('ease-in');
  await expect.poll(async () => (await settled(page)).split('oklch(').length).toBeGreaterThan(8);

  // Colour space and hue path; the hue path is off for a space without hue.
  await page.getByRole('combobox', { name: gt('en', 'layer.space') }).selectOption('srgb');
  await expect(page.getByRole('combobox', { name: gt('en', 'layer.hue') })).toBeDisabled();
  await page.getByRole('combobox', { name: gt('en', 'layer.space') }).selectOption('hsl');
  await page.getByRole('combobox', { name: gt('en', 'layer.hue') }).selectOption('longer');
  await expect(code(page)).toContainText(' in hsl');

  // A second layer on top; moved down; removed.
  await page.getByRole('button', { name: gt('en', 'layers.add') }).click();
  await expect(page.getByRole('button', { name: 'Layer 1 · Radial', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => addressed(page).layers.length).toBe(2);
  await page.getByRole('button', { name: 'Move Layer 1 · Radial down' }).click();
  await expect.poll(() => addressed(page).layers[1].stops[0].color.exact).toBe('rgb(255 255 255 / 0.6)');
  await expect(page.getByTestId('fallback-report').getByRole('listitem')).toHaveCount(2);
  const twoLayers = await settled(page);
  await page.reload();
  expect(await settled(page)).toBe(twoLayers);
  await page.getByRole('button', { name: 'Remove Layer 2 · Radial' }).click();
  await expect.poll(() => addressed(page).layers.length).toBe(1);
});

test('text over the gradient: the worst contrast under each line, the failing cells marked, a scrim that fixes it', async ({ page }) => {
  await page.goto('/tools/gradient');
  await settled(page);
  await page.getByRole('checkbox', { name: gt('en', 'text.show') }).check();
  const heading = page.getByTestId('text-verdict-heading');
  const body = page.getByTestId('text-verdict-body');
  // White body text over the default gradient's light pink and amber fails 4.5:1 somewhere under it.
  await expect(body).toContainText(gt('en', 'text.fails'));
  await expect(page.getByTestId('text-fail').first()).toBeVisible();
  // Over a dark gradient it passes everywhere, and nothing is marked.
  await page.goto('/tools/gradient?g=linear_90_oklch_shorter_50_50_ellipse_farthest-corner~0f172a@0~1e3a8a@100');
  await page.getByRole('checkbox', { name: gt('en', 'text.show') }).check();
  await expect(heading).toContainText(gt('en', 'text.passes'));
  await expect(body).toContainText(gt('en', 'text.passes'));
  await expect(page.getByTestId('text-fail')).toHaveCount(0);
  // Dark text there fails; the fix offered is white text or a light scrim, and taking the scrim makes it pass.
  const color = page.getByRole('textbox', { name: gt('en', 'text.color'), exact: true });
  await color.fill('#334155');
  await color.press('Enter');
  await expect(body).toContainText(gt('en', 'text.fails'));
  await page.getByRole('button', { name: /^Use #ffffff text/ }).click();
  await expect(body).toContainText(gt('en', 'text.passes'));
  await color.fill('#334155');
  await color.press('Enter');
  await page.getByRole('button', { name: /^Add a light scrim at \d+%/ }).click();
  await expect(body).toContainText(gt('en', 'text.passes'));
  await expect(heading).toContainText(gt('en', 'text.passes'));
  // The text moves with the keyboard.
  const handle = page.getByRole('button', { name: /^Move the text/ });
  await handle.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(handle).toHaveAccessibleName('Move the text, 6% across, 20% down');
});

test('the composition under each colour vision: the browser\'s filter gives the app\'s simulation', async ({ page }) => {
  await page.goto('/tools/gradient?g=linear_90_oklch_shorter_50_50_ellipse_farthest-corner~e11d48@0~e11d48@100');
  await page.getByRole('checkbox', { name: gt('en', 'text.show') }).check();
  // The judgement comes from the engine and is laid out above the views: it is in before they are photographed.
  await expect(page.getByTestId('text-verdict-body')).toBeVisible();
  for (const vision of VISION_TYPES) {
    const view = page.getByRole('img', { name: `The gradient and its text seen with ${gt('en', `text.visions.${vision}`)}` });
    const png = PNG.sync.read(await view.screenshot());
    // A corner far from the text: the flat colour as that vision sees it.
    const at = ((png.height - 4) * png.width + (png.width - 4)) * 4;
    const seen = [png.data[at], png.data[at + 1], png.data[at + 2]];
    const expected = hexToSrgb(simulate('#e11d48', vision)).map((channel) => Math.round(channel * 255));
    seen.forEach((channel, c) => expect(Math.abs(channel - expected[c]), `${vision} channel ${c}`).toBeLessThanOrEqual(3));
  }
});

test('from a colour\'s tints and from a generated palette, a gradient through their colours', async ({ page }) => {
  await page.goto('/colors/3a7bd5');
  await page.getByTestId('section-tint').locator('..').getByRole('link', { name: text('en', 'page.makeGradient', 'color') }).click();
  await expect(page).toHaveURL(/\/tools\/gradient\?g=/);
  await expect.poll(() => addressed(page).layers[0].stops.map((entry) => entry.color.code)).toEqual(['#3a7bd5', '#6195dd', '#89b0e6', '#b0caee', '#d8e5f7']);
  await page.goto('/tools/generator?mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51');
  await page.getByRole('link', { name: text('en', 'makeGradient', 'palettes') }).click();
  await expect(page).toHaveURL(/\/tools\/gradient\?g=/);
  await expect.poll(() => addressed(page).layers[0].stops.map((entry) => [entry.color.code, entry.position])).toEqual([['#264653', 0], ['#2a9d8f', 25], ['#e9c46a', 50], ['#f4a261', 75], ['#e76f51', 100]]);
  await expect(page.getByTestId('fallback-report')).toContainText('Classic fallback');
});

test('an address it cannot read opens the default gradient, and one it partly reads keeps what it can', async ({ page }) => {
  await page.goto('/tools/gradient?g=spiral~nothing');
  await expect(page).toHaveURL(/\/tools\/gradient$/);
  await settled(page);
  await page.goto('/tools/gradient?g=conic_30_oklab_shorter_50_50_ellipse_farthest-corner~ff0000@0~nope@50~0000ff@100');
  // The address is rewritten to what the page shows: the unreadable stop gone.
  await expect.poll(() => new URL(page.url()).searchParams.get('g')).toBe('conic_30_oklab_shorter_50_50_ellipse_farthest-corner~ff0000@0~0000ff@100');
  await expect(code(page)).toContainText('conic-gradient(from 30deg in oklab, #ff0000 0%, #0000ff 100%)');
});

test.describe('Japanese, dark, on a phone', () => {
  test('the tool in Japanese, nothing wider than the screen, a stop moved by touch', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    const page = await readyPage(context);
    await page.goto('/ja/tools/gradient');
    await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.gradient') })).toBeVisible();
    await expect(page.getByRole('heading', { name: gt('ja', 'stops.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: gt('ja', 'layers.title'), exact: true })).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A finger drags the last stop to the middle (pointer events with the touch type, as a phone sends them).
    const handle = page.getByRole('slider', { name: /^カラーストップ3、/ });
    const from = (await handle.boundingBox())!;
    const bar = (await page.getByTestId('stop-bar').boundingBox())!;
    const client = await context.newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: from.y + from.height / 2 }] });
    await touch('touchStart', from.x + from.width / 2);
    for (const share of [0.9, 0.8, 0.7]) await touch('touchMove', bar.x + bar.width * share);
    await touch('touchEnd', 0);
    // The last move is painted in the next frame.
    await expect.poll(async () => Math.round(Number(await page.getByRole('slider', { name: /^カラーストップ3、/ }).getAttribute('aria-valuenow')) / 10)).toBe(7);
    await context.close();
  });
});
