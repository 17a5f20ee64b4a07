import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { expect, readyPage, test, type Page } from './fixtures';
import { pressInOneGesture, text } from './helpers';
import { parseMesh } from '../../src/core/gradient/mesh/address.ts';
import { DEFAULT_MESH, gridPlace } from '../../src/core/gradient/mesh/mesh.ts';

/**
 * The gradient tool's mesh page: the default mesh painted by the engine on a canvas; a point dragged (the address and
 * the pixels change), moved by the keyboard, recoloured; the grid resized and its places reset; undo and redo; a PNG
 * downloaded and decoded; the CSS approximation, with its error, read by the browser as a background; the switch
 * between the tool's two pages; Japanese and a phone, a point moved by touch; an address it cannot read.
 */

const mt = (lang: 'en' | 'ja', key: string) => text(lang, key, 'mesh');
const gt = (key: string) => text('en', key, 'gradient');
const canvas = (page: Page) => page.getByTestId('mesh-preview').locator('canvas');
/** The mesh the address holds (once the page has written it). */
const addressed = (page: Page) => parseMesh(new URL(page.url()).searchParams);
const point = (page: Page, column: number, row: number) => page.getByRole('button', { name: new RegExp(`^Point ${column}, ${row}:`) });

/** Waits for the canvas to show the current mesh and returns its pixels on a 32 × 18 grid (the top left one first). */
async function painted(page: Page): Promise<number[]> {
  await expect(canvas(page)).toHaveAttribute('aria-busy', 'false');
  return canvas(page).evaluate((element: HTMLCanvasElement) => {
    const { data, width, height } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    const samples: number[] = [];
    for (let j = 0; j < 18; j++) {
      for (let i = 0; i < 32; i++) {
        const at = (Math.floor((j * (height - 1)) / 17) * width + Math.floor((i * (width - 1)) / 31)) * 4;
        samples.push(data[at], data[at + 1], data[at + 2], data[at + 3]);
      }
    }
    return samples;
  });
}

/** Whether two colours' channels (0–255) are within a few steps of each other: the dither moves each by one at most. */
const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]) <= 3);

/** The largest difference of any channel between two images of the same size. */
const largestDifference = (a: number[], b: number[]) => a.reduce((worst, value, i) => Math.max(worst, Math.abs(value - b[i])), 0);

/** Drags a handle's centre to a place of the preview (fractions of its width and height). */
async function dragTo(page: Page, handle: ReturnType<typeof point>, x: number, y: number) {
  const box = (await page.getByTestId('mesh-preview').boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((x + 0.5) / 2), box.y + box.height * ((y + 0.5) / 2), { steps: 4 });
  await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await page.mouse.up();
}

test('the default mesh, painted by the engine; the switch and the nav say where the page is', async ({ page }) => {
  await page.goto('/tools/gradient/mesh');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.mesh') })).toBeVisible();
  const modes = page.getByRole('navigation', { name: text('en', 'gradientModes.label') });
  await expect(modes.getByRole('link', { name: text('en', 'gradientModes.mesh') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: text('en', 'nav.main') }).getByRole('link', { name: text('en', 'nav.gradient') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: /^Point \d, \d:/ })).toHaveCount(9);
  await expect(point(page, 2, 2)).toHaveAccessibleName('Point 2, 2: 42% across, 58% down');
  // The canvas is painted at its size in device pixels, with the mesh's colours in its corners.
  const pixels = await painted(page);
  const size = await canvas(page).evaluate((element: HTMLCanvasElement) => [element.width, element.height, element.getBoundingClientRect().width]);
  expect(Math.abs(size[0] - size[2])).toBeLessThanOrEqual(1);
  expect(near(pixels.slice(0, 3), [0x4f, 0x46, 0xe5])).toBe(true);

  // The other page of the tool, and back.
  await modes.getByRole('link', { name: text('en', 'gradientModes.stops') }).click();
  await expect(page).toHaveURL(/\/tools\/gradient$/);
  await expect(page.getByRole('navigation', { name: text('en', 'gradientModes.label') }).getByRole('link', { name: text('en', 'gradientModes.stops') })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: text('en', 'gradientModes.label') }).getByRole('link', { name: text('en', 'gradientModes.mesh') }).click();
  await expect(page).toHaveURL(/\/tools\/gradient\/mesh$/);
});

test('points dragged, moved by the keyboard and recoloured, the grid resized and reset; undo and redo; the address keeps it', async ({ page }) => {
  await page.goto('/tools/gradient/mesh');
  const before = await painted(page);

  // The middle point dragged up and right: the address and the pixels follow.
  await dragTo(page, point(page, 2, 2), 0.7, 0.3);
  await expect.poll(() => Math.round(addressed(page).points[4].x / 5)).toBe(14);
  expect(Math.round(addressed(page).points[4].y / 5)).toBe(6);
  const after = await painted(page);
  expect(after).toHaveLength(before.length);
  expect(largestDifference(before, after)).toBeGreaterThan(40);

  // The keyboard: three steps right, then ten down with Shift; one gesture.
  await point(page, 1, 1).focus();
  await pressInOneGesture(point(page, 1, 1), ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowDown']);
  await expect(point(page, 1, 1)).toHaveAccessibleName('Point 1, 1: 3% across, 10% down');
  await expect.poll(() => addressed(page).points[0]).toMatchObject({ x: 3, y: 10 });

  // The selected point recoloured in the colour field, as any CSS colour.
  await expect(page.getByRole('heading', { name: mt('en', 'point.title').replace('{{column}}', '1').replace('{{row}}', '1') })).toBeVisible();
  const field = page.getByRole('textbox', { name: mt('en', 'point.color'), exact: true });
  await field.fill('oklch(70% 0.2 150)');
  await field.press('Enter');
  await expect.poll(() => addressed(page).points[0].color.exact).toBe('oklch(70% 0.2 150)');

  // Four columns: the grid keeps its look, its new points on the surface.
  await page.getByLabel(mt('en', 'grid.columns')).selectOption('4');
  await expect(page.getByRole('button', { name: /^Point \d, \d:/ })).toHaveCount(12);
  await expect.poll(() => addressed(page).columns).toBe(4);

  // Four steps back: the grid, the colour, the keys (one gesture), the drag (one step however many moves); the
  // default mesh leaves the address empty.
  const undo = page.getByRole('button', { name: text('en', 'history.undo'), exact: true });
  await undo.click();
  await expect.poll(() => addressed(page).columns).toBe(3);
  await undo.click();
  await expect.poll(() => addressed(page).points[0].color).toEqual({ code: DEFAULT_MESH.points[0].color.code });
  await undo.click();
  await expect.poll(() => addressed(page).points[0]).toMatchObject({ x: 0, y: 0 });
  expect(Math.round(addressed(page).points[4].x / 5)).toBe(14);
  await undo.click();
  await expect(undo).toBeDisabled();
  await expect(page).toHaveURL(/\/tools\/gradient\/mesh$/);
  expect(largestDifference(await painted(page), before)).toBe(0);
  const redo = page.getByRole('button', { name: text('en', 'history.redo'), exact: true });
  for (let i = 0; i < 3; i++) await redo.click();
  await expect.poll(() => addressed(page).points[0].color.exact).toBe('oklch(70% 0.2 150)');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => addressed(page).columns).toBe(4);

  // Reset positions puts every point back on the grid, in one step.
  await point(page, 2, 2).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => addressed(page).points[5].x).toBeCloseTo(100 / 3 + 10, 1);
  await page.getByRole('button', { name: mt('en', 'grid.reset') }).click();
  await expect.poll(() => addressed(page).points.every((p, i) => p.x === gridPlace(i % 4, 4) && p.y === gridPlace(Math.floor(i / 4), 3))).toBe(true);
  await expect(page.getByRole('button', { name: mt('en', 'grid.reset') })).toBeDisabled();
  const shown = new URL(page.url()).search;
  await page.reload();
  expect(new URL(page.url()).search).toBe(shown);
  await expect(page.getByRole('button', { name: /^Point \d, \d:/ })).toHaveCount(12);
});

test('a PNG at the size asked for, dithered, and the CSS approximation a browser reads', async ({ page }) => {
  await page.goto('/tools/gradient/mesh');
  const panel = page.getByRole('region', { name: mt('en', 'image.title') });
  await panel.getByLabel(gt('export.width')).fill('640');
  await panel.getByLabel(gt('export.height')).fill('360');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: gt('export.download') }).click()]);
  expect(download.suggestedFilename()).toBe('mesh-gradient.png');
  const png = PNG.sync.read(await readFile(await download.path()));
  expect([png.width, png.height]).toEqual([640, 360]);
  const colors = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 97) colors.add(png.data.readUInt32BE(i));
  expect(colors.size).toBeGreaterThan(200);
  // The corners are the corner points' colours.
  const at = (x: number, y: number) => Array.from(png.data.subarray((y * 640 + x) * 4, (y * 640 + x) * 4 + 3));
  expect(near(at(0, 0), [0x4f, 0x46, 0xe5])).toBe(true);
  expect(near(at(639, 359), [0xf5, 0x9e, 0x0b])).toBe(true);

  // The CSS: a `background` the browser reads, and its error in words.
  const css = page.getByTestId('mesh-css');
  await expect(css).toHaveAttribute('aria-busy', 'false');
  const declaration = await css.innerText();
  expect(declaration).toMatch(/^background: .*radial-gradient\(/s);
  const value = declaration.replace(/^background: /, '').replace(/;\s*$/, '');
  const image = await page.evaluate((background) => {
    const probe = document.createElement('div');
    probe.style.background = background;
    document.body.append(probe);
    const shown = getComputedStyle(probe).backgroundImage;
    probe.remove();
    return shown;
  }, value);
  expect(image).not.toBe('none');
  expect(image).toContain('radial-gradient');
  await expect(page.getByTestId('mesh-error')).toContainText(/\d+ layers: mean ΔE_OK \d\.\d{3}, worst \d\.\d{3} from the mesh\./);
});

test('an address it cannot read opens the default mesh, and one it partly reads keeps what it can', async ({ page }) => {
  await page.goto('/tools/gradient/mesh?m=spiral~nothing');
  await expect(page).toHaveURL(/\/tools\/gradient\/mesh$/);
  await expect(page.getByRole('button', { name: /^Point \d, \d:/ })).toHaveCount(DEFAULT_MESH.points.length);
  await page.goto('/tools/gradient/mesh?m=2_2~ff0000@10_20~nope~0000ff@x_90');
  await expect.poll(() => new URL(page.url()).searchParams.get('m')).toBe('2_2~ff0000@10_20~ff0000~0000ff@_90~0000ff');
  await expect(point(page, 1, 2)).toHaveAccessibleName('Point 1, 2: 0% across, 90% down');
});

test.describe('Japanese, dark, on a phone', () => {
  test('the page in Japanese, stacked, nothing wider than the screen, a point moved by touch', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    const page = await readyPage(context);
    await page.goto('/ja/tools/gradient/mesh');
    await expect(page.getByRole('heading', { level: 1, name: text('ja', 'titles.mesh') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('ja', 'gradientModes.stops') })).toHaveAttribute('href', '/ja/tools/gradient');
    await expect(page.getByRole('heading', { name: mt('ja', 'grid.title'), exact: true })).toBeVisible();
    await painted(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The settings come under the preview.
    const preview = (await page.getByTestId('mesh-preview').boundingBox())!;
    expect((await page.getByRole('heading', { name: mt('ja', 'grid.title'), exact: true }).boundingBox())!.y).toBeGreaterThan(preview.y + preview.height);

    // A point is 44 px to a finger: a touch 20 px off its centre still lands on it.
    const handle = page.getByRole('button', { name: /^点（2列目、2行目）/ });
    const from = (await handle.boundingBox())!;
    const [cx, cy] = [from.x + from.width / 2, from.y + from.height / 2];
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.getAttribute('aria-label') ?? '', [cx + 20, cy])).toMatch(/^点（2列目、2行目）/);

    // A finger drags it towards the lower left (pointer events with the touch type, as a phone sends them).
    const client = await context.newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', cx, cy);
    for (const share of [0.35, 0.3, 0.25]) await touch('touchMove', preview.x + preview.width * share, preview.y + preview.height * (1 - share));
    await touch('touchEnd', 0, 0);
    await expect.poll(() => Math.round(addressed(page).points[4].x / 5)).toBe(5);
    expect(Math.round(addressed(page).points[4].y / 5)).toBe(15);
    await context.close();
  });
});
