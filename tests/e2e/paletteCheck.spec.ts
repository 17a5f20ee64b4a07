import { expect, test, type Locator, type Page } from './fixtures';
import { checkPalette, conflictingDeficiencies, fixConflict, fixContrast, pairContrast, summarizeCheck } from '../../src/core/index.ts';
import { checkAuthoredPalette } from '../../src/core/check/authoredCheck.ts';
import { SHARED_EXACT_PARAM, encodeSharedColors, encodeSharedExact } from '../../src/core/model/share.ts';
import { text, trackPageErrors } from './helpers';
import { openPalette, seedPalettes, storedPalettes, type Lang } from './palettes-support';

/**
 * The palette check on the palette page, the shared preview and the generator's Palette mode: the
 * summary, the contrast grid (table semantics, keys, filters, the list), the colour-vision conflicts and the
 * severity, and fixes applied as one undoable change.
 */

/**
 * White, a grey just short of body text on white (4.48 : 1), near-black, and a red and a green of the same OKLCH
 * lightness and chroma (oklch(0.6 0.15 25) and oklch(0.6 0.15 145)), one colour to a deuteranope.
 */
const CODES = ['#ffffff', '#777777', '#1a1a1a', '#ca5551', '#3a9742'];
const PALETTE = { uuid: '7c1d2a43-8e1f-4c55-9d4e-1a2b3c4d5e70', name: 'Check me', colors: CODES };

/** Returns a text of the check namespace with {{placeholders}} filled, the plural form chosen by `count`. */
function ct(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let value: string;
  try {
    value = text(lang, key, 'check');
  } catch {
    value = text(lang, `${key}_${values.count === 1 ? 'one' : 'other'}`, 'check');
  }
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

/** Returns the summary line the check should show for codes (the core's counts, in the page's words). */
function summaryOf(lang: Lang, codes: string[], severity = 1): string[] {
  const summary = summarizeCheck(checkPalette(codes, severity), codes.length);
  const deficiencies = conflictingDeficiencies(summary);
  return [
    ct(lang, 'summary.readable', { count: summary.usable.body, total: summary.pairs }),
    deficiencies
      .map((vision, i) =>
        ct(lang, i === 0 ? 'summary.conflicts' : 'summary.moreConflicts', { count: summary.conflicts[vision], vision: ct(lang, `visionsInText.${vision}`) }),
      )
      .join(' · '),
  ];
}

const check = (page: Page) => page.getByTestId('palette-check');
const grid = (page: Page) => page.getByRole('grid', { name: ct('en', 'contrast.gridLabel') });
/** The grid cell of text colour `fg` on background `bg` (indices into the palette). */
const cell = (page: Page, fg: number, bg: number) => grid(page).getByRole('row').nth(fg + 1).getByRole('gridcell').nth(bg);
/** The conflicts list's item of two colours under a vision. */
function conflict(page: Page, vision: string, a: string, b: string): Locator {
  return check(page).getByRole('listitem').filter({ hasText: vision }).filter({ hasText: `${a} · ${b}` });
}

/** Opens the check on a palette page (the toolbar's toggle on desktop, the more menu on phones). */
async function openCheck(page: Page, lang: Lang = 'en') {
  await expect(page.getByRole('heading', { level: 1, name: PALETTE.name })).toBeVisible();
  const toggle = page.getByRole('button', { name: text(lang, 'editor.check', 'palettes'), exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  } else {
    await page.getByRole('button', { name: text(lang, 'editor.more', 'palettes') }).click();
    await page.getByRole('menuitem', { name: text(lang, 'editor.showCheck', 'palettes') }).click();
  }
  await expect(check(page)).toBeVisible();
}

test.describe('on the palette page', () => {
  test.beforeEach(async ({ page }) => {
    await seedPalettes(page, [PALETTE]);
  });

  test('shows the summary, every pair as a grid with table semantics, and moves between cells with the keys', async ({ page }) => {
    const errors = trackPageErrors(page);
    await openPalette(page, 'en', PALETTE.uuid);
    await openCheck(page);
    for (const part of summaryOf('en', CODES)) await expect(check(page)).toContainText(part);
    // Five colours: a header row and five rows of a corner (or row header) and five cells.
    await expect(grid(page).getByRole('columnheader')).toHaveCount(6);
    await expect(grid(page).getByRole('rowheader')).toHaveCount(5);
    await expect(grid(page).getByRole('gridcell')).toHaveCount(25);
    // Grey text on white: 4.47 (truncated), large text only, with its APCA Lc; the diagonal is a colour on itself.
    await expect(cell(page, 1, 0)).toContainText('4.47');
    await expect(cell(page, 1, 0)).toContainText('AA Large');
    await expect(cell(page, 1, 0)).toContainText(/Lc \d+\.\d/);
    await expect(cell(page, 0, 0)).toContainText(ct('en', 'contrast.same'));
    // One tab stop: the cell in focus; arrows move it and the preview follows.
    await cell(page, 1, 0).click();
    await expect(cell(page, 1, 0)).toBeFocused();
    const detail = check(page).getByRole('region', { name: / on / });
    const before = await detail.getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 1, 2)).toBeFocused();
    await expect(cell(page, 1, 2)).toHaveAttribute('tabindex', '0');
    await expect(cell(page, 1, 0)).toHaveAttribute('tabindex', '-1');
    await expect(detail).not.toHaveAttribute('aria-label', before ?? '');
    await page.keyboard.press('Control+End');
    await expect(cell(page, 4, 4)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('filters pairs by use, and lists the usable pairs ranked', async ({ page }) => {
    await openPalette(page, 'en', PALETTE.uuid);
    await openCheck(page);
    await check(page).getByRole('radio', { name: ct('en', 'contrast.filters.body'), exact: true }).check();
    await expect(cell(page, 1, 0)).not.toContainText('4.47');
    await expect(cell(page, 1, 0)).toContainText(ct('en', 'contrast.notUsable', { use: ct('en', 'contrast.uses.body') }));
    await expect(cell(page, 2, 0)).toContainText('AAA');
    await check(page).getByRole('radio', { name: ct('en', 'contrast.filters.large'), exact: true }).check();
    await expect(cell(page, 1, 0)).toContainText('4.47');
    // The list: each usable pair once, highest contrast first (white and near-black lead).
    await check(page).getByRole('radio', { name: ct('en', 'contrast.layouts.list') }).check();
    await check(page).getByRole('radio', { name: ct('en', 'contrast.filters.body'), exact: true }).check();
    const list = check(page).getByRole('list', { name: ct('en', 'contrast.listLabel') });
    const { usable } = summarizeCheck(checkPalette(CODES, 1), 5);
    await expect(list.getByRole('listitem')).toHaveCount(usable.body);
    await expect(list.getByRole('listitem').first()).toContainText('#ffffff · #1a1a1a');
    await expect(check(page)).toContainText(ct('en', 'contrast.listCount', { count: usable.body, use: ct('en', 'contrast.uses.body') }));
  });

  test('a contrast fix keeps the hue, reaches the target, is stored, and is undone with Ctrl+Z', async ({ page }) => {
    await openPalette(page, 'en', PALETTE.uuid);
    await openCheck(page);
    await cell(page, 1, 0).click();
    const fixed = fixContrast('#777777', '#ffffff', 4.5);
    expect(fixed).toBe('#767676');
    await check(page).getByRole('button', { name: `Apply: change #777777 to ${fixed}` }).click();
    await expect(cell(page, 1, 0)).toContainText('4.54');
    await expect(cell(page, 1, 0)).toContainText(/AA(?! Large)/);
    await expect(page.getByText(/^Changed .* #777777 to .* #767676$/)).toBeVisible();
    await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(['#ffffff', fixed, ...CODES.slice(2)]);
    // The AAA target asks for more.
    await check(page).getByRole('radio', { name: ct('en', 'fix.targets.aaa') }).check();
    await expect(check(page).getByRole('button', { name: `Apply: change ${fixed} to ${fixContrast(fixed!, '#ffffff', 7)}` })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(CODES);
    await expect(cell(page, 1, 0)).toContainText('4.47');
  });

  test('lists colour-vision conflicts worst first, follows the severity, and fixes one', async ({ page }) => {
    await openPalette(page, 'en', PALETTE.uuid);
    await openCheck(page);
    const deutan = ct('en', 'visions.deuteranopia');
    const redGreen = conflict(page, deutan, '#ca5551', '#3a9742');
    await expect(redGreen).toBeVisible();
    // Worst first: the red and the green under deuteranopia (ΔE 0.8) lead the list.
    await expect(check(page).getByRole('listitem').filter({ hasText: 'ΔE' }).first()).toContainText(deutan);
    await expect(redGreen).toContainText('ΔE 0.8');
    // The whole palette under each of the five visions.
    for (const vision of ['normal', 'protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'])
      await expect(check(page).getByRole('img', { name: new RegExp(`^${ct('en', `visions.${vision}`)}: #`) })).toBeVisible();
    // At the lowest severity the dichromats tell them apart; greyscale does not change.
    const slider = check(page).getByRole('slider', { name: ct('en', 'vision.severity') });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0.1');
    await expect(redGreen).toHaveCount(0);
    for (const part of summaryOf('en', CODES, 0.1)) await expect(check(page)).toContainText(part);
    await page.keyboard.press('End');
    await expect(redGreen).toBeVisible();
    // Fix: change the red until the two differ by ΔE 10 for a deuteranope.
    await redGreen.getByRole('button', { name: ct('en', 'vision.fix') }).click();
    const fixed = fixConflict('#ca5551', '#3a9742', 'deuteranopia', 1, 10);
    await page.getByRole('button', { name: `Apply: change #ca5551 to ${fixed}` }).click();
    await expect.poll(async () => (await storedPalettes(page))[0].colors[3]).toBe(fixed);
    await expect(conflict(page, deutan, fixed!, '#3a9742')).toHaveCount(0);
    await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes'), exact: true }).click();
    await expect(redGreen).toBeVisible();
  });
});

test('on the shared preview, fixes change a copy that Add to my palettes saves; the link is unchanged', async ({ page }) => {
  await seedPalettes(page, []);
  const query = `colors=${CODES.map((c) => c.slice(1)).join('-')}`;
  await page.goto(`/palettes/preview?${query}`);
  await page.getByRole('tab', { name: text('en', 'editor.check', 'palettes') }).click();
  await expect(page).toHaveURL(new RegExp(`\\?${query}&view=check$`));
  await expect(check(page)).toBeVisible();
  await cell(page, 1, 0).click();
  await check(page).getByRole('button', { name: 'Apply: change #777777 to #767676' }).click();
  await expect(page.getByRole('status').filter({ hasText: text('en', 'shared.edited', 'palettes') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?${query}&view=check$`));
  // Reset, then redo the change, then save the copy.
  await page.getByRole('button', { name: text('en', 'shared.reset', 'palettes') }).click();
  await expect(cell(page, 1, 0)).toContainText('4.47');
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes'), exact: true }).click();
  await expect(cell(page, 1, 0)).toContainText('4.54');
  await page.getByRole('button', { name: text('en', 'shared.add', 'palettes') }).click();
  await page.getByRole('dialog', { name: text('en', 'save.title', 'palettes') }).getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/palettes$/);
  await expect.poll(async () => (await storedPalettes(page))[0]?.colors).toEqual(['#ffffff', '#767676', ...CODES.slice(2)]);
});

test('in the generator, the check follows the palette being built and its fixes are undoable steps', async ({ page }) => {
  await page.goto(`/tools/generator?mode=palette&colors=${CODES.map((c) => c.slice(1)).join('-')}`);
  const toggle = page.getByRole('button', { name: text('en', 'editor.check', 'palettes'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(check(page)).toBeVisible();
  for (const part of summaryOf('en', CODES)) await expect(check(page)).toContainText(part);
  await cell(page, 1, 0).click();
  await check(page).getByRole('button', { name: 'Apply: change #777777 to #767676' }).click();
  await expect(page).toHaveURL(/colors=ffffff-767676-/);
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes'), exact: true }).click();
  await expect(page).toHaveURL(/colors=ffffff-777777-/);
  await expect(cell(page, 1, 0)).toContainText('4.47');
  // Generate: the check follows the new palette.
  await page.getByRole('button', { name: text('en', 'generator.palette.generate', 'tools') }).click();
  await expect(page).not.toHaveURL(/colors=ffffff-777777-/);
  const colors = new URL(page.url()).searchParams.get('colors')!.split('-').map((c) => `#${c}`);
  for (const part of summaryOf('en', colors)) await expect(check(page)).toContainText(part);
});

/** White, a Display P3 green outside sRGB, near-black and a translucent red: the pairs with the last two are wide. */
const WIDE = ['#ffffff', 'color(display-p3 0 0.75 0)', '#1a1a1a', 'oklch(0.6 0.2 25 / 0.6)'];

/** Returns the shared preview's address of WIDE, on the check. */
function wideLink(lang: Lang): string {
  const params = new URLSearchParams({ colors: encodeSharedColors(WIDE), [SHARED_EXACT_PARAM]: encodeSharedExact(WIDE) ?? '', view: 'check' });
  return `${lang === 'ja' ? '/ja' : ''}/palettes/preview?${params}`;
}

test('judges wide and translucent colours on an sRGB and a P3 screen, and marks the screen of each pair’s ratio', async ({ page }) => {
  const errors = trackPageErrors(page);
  await seedPalettes(page, []);
  await page.goto(wideLink('en'));
  await expect(check(page)).toBeVisible();
  const judged = checkAuthoredPalette(WIDE, 1);
  for (let fg = 0; fg < WIDE.length; fg++) {
    for (let bg = 0; bg < WIDE.length; bg++) {
      if (fg === bg) continue;
      const pair = pairContrast(judged, fg, bg, WIDE.length);
      await expect(cell(page, fg, bg)).toContainText(pair.ratio.toFixed(2));
      const marks = cell(page, fg, bg).getByRole('img', { name: /screens, where this pair is worse$/ });
      if (pair.ratioFrom === undefined) await expect(marks).toHaveCount(0);
      else await expect(marks).toHaveAccessibleName(ct('en', 'screens.worseOn', { screen: ct('en', `screens.names.${pair.ratioFrom}`) }));
    }
  }
  // The detail of a wide pair says it was judged twice, and a translucent background over white and black.
  await cell(page, 2, 3).click();
  const from = pairContrast(judged, 2, 3, WIDE.length);
  const screen = (name: string | undefined) => ct('en', `screens.names.${name}`);
  await expect(check(page)).toContainText(ct('en', 'pair.screens', { ratio: screen(from.ratioFrom), apca: screen(from.apcaFrom) }));
  await expect(check(page)).toContainText(ct('en', 'pair.translucent'));
  await expect(check(page)).toContainText(ct('en', 'vision.screens'));
  expect(errors).toEqual([]);
});

test('fixes a wide colour with a wide colour: the P3 green made readable on white stays a P3-screen colour', async ({ page }) => {
  await seedPalettes(page, []);
  await page.goto(wideLink('en'));
  await expect(check(page)).toBeVisible();
  await cell(page, 1, 0).click();
  const fixed = fixContrast(WIDE[1], WIDE[0], 4.5, 'text')!;
  expect(fixed).toMatch(/^oklch\(/);
  await check(page).getByRole('button', { name: `Apply: change ${WIDE[1]} to ${fixed}` }).click();
  const after = [WIDE[0], fixed, ...WIDE.slice(2)];
  await expect(cell(page, 1, 0)).toContainText(pairContrast(checkAuthoredPalette(after, 1), 1, 0, after.length).ratio.toFixed(2));
  // Saved as it is, beside its fallback.
  await page.getByRole('button', { name: text('en', 'shared.add', 'palettes') }).click();
  await page.getByRole('dialog', { name: text('en', 'save.title', 'palettes') }).getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/palettes$/);
  const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('paletteExactColors'))) ?? '{}') as Record<string, [number, string, string][]>;
  await expect.poll(async () => Object.values(await stored())[0]?.find(([index]) => index === 1)?.[2]).toBe(fixed);
});

test('says which screen a wide pair was judged on in Japanese', async ({ page }) => {
  await seedPalettes(page, []);
  await page.goto(wideLink('ja'));
  await expect(check(page)).toBeVisible();
  const pair = pairContrast(checkAuthoredPalette(WIDE, 1), 1, 0, WIDE.length);
  await check(page).getByRole('radio', { name: ct('ja', 'contrast.layouts.grid') }).check();
  const gridJa = page.getByRole('grid', { name: ct('ja', 'contrast.gridLabel') });
  const mark = gridJa.getByRole('row').nth(2).getByRole('gridcell').nth(0).getByRole('img');
  await expect(mark).toHaveAccessibleName(ct('ja', 'screens.worseOn', { screen: ct('ja', `screens.names.${pair.ratioFrom}`) }));
  await expect(mark).toHaveText(ct('ja', `screens.marks.${pair.ratioFrom}`));
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('opens from the more menu, speaks Japanese and starts with the list', async ({ page }) => {
    const errors = trackPageErrors(page);
    await seedPalettes(page, [PALETTE]);
    await openPalette(page, 'ja', PALETTE.uuid);
    await openCheck(page, 'ja');
    for (const part of summaryOf('ja', CODES)) await expect(check(page)).toContainText(part);
    await expect(check(page).getByRole('heading', { name: ct('ja', 'contrast.heading') })).toBeVisible();
    const list = check(page).getByRole('list', { name: ct('ja', 'contrast.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(check(page).getByRole('radio', { name: ct('ja', 'contrast.layouts.list') })).toBeChecked();
    await expect(check(page)).toContainText(ct('ja', 'vision.filterCount', { vision: ct('ja', 'visions.deuteranopia'), count: 3 }));
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
