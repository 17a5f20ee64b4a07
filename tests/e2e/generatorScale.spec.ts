import { expect, readyPage, test, type Locator, type Page } from './fixtures';
import { contrastScore, generateScale } from '../../src/core/index.ts';
import { scaleAlpha, type AlphaStep } from '../../src/core/scale/alphaScale.ts';
import { axeViolations, expectHead, localized, text, trackPageErrors } from './helpers';
import { seedPalettes, storedPalettes } from './palettes-support';

/**
 * The generator's Scale mode: a scale from a URL, pinning, several families, the tinted neutral, contrast
 * targets, export of all families, Save as palette, bad parameters, the colour page's link; Japanese, dark, mobile.
 */

/** Returns a text of the scale mode (the 'scale' namespace). */
const st = (key: string, lang: 'en' | 'ja' = 'en') => text(lang, key, 'scale');

/** The step lists of the page, by their accessible names. */
const row = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

/** Returns the codes a row shows, in order (from the steps' links to their colour pages). */
async function rowCodes(page: Page, name: string): Promise<string[]> {
  const hrefs = await row(page, name).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => `#${href.split('/').pop()}`);
}

test('a scale from a URL: Tailwind’s 11 steps, the colour exact at its step, the address completed in place', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/tools/generator?mode=scale&color=3a7bd5');
  await expect(page).toHaveURL(/\?mode=scale&color=3a7bd5&steps=tailwind$/);
  const modes = page.getByRole('navigation', { name: 'Generator mode' });
  await expect(modes.getByRole('link', { name: 'Scale' })).toHaveAttribute('aria-current', 'page');
  await expectHead(page, { title: text('en', 'titles.generator'), path: '/tools/generator', lang: 'en' });
  const expected = generateScale({ kind: 'tailwind', color: '#3a7bd5' });
  await expect.poll(() => rowCodes(page, 'brand')).toEqual(expected.steps.map((s) => s.hex));
  const anchor = expected.steps[expected.anchor];
  expect(anchor.hex).toBe('#3a7bd5');
  const anchorStep = row(page, 'brand').getByRole('listitem').nth(expected.anchor);
  await expect(anchorStep).toContainText(st('anchor'));
  await expect(anchorStep).toContainText(anchor.label);
  // Each step: its code, name, and contrast on white and black.
  await expect(row(page, 'brand').getByRole('listitem').first()).toContainText(expected.steps[0].hex);
  await expect(row(page, 'brand').getByRole('listitem').first()).toContainText(st('onWhite'));
  // The scale applied, light and dark.
  await expect(page.getByRole('img', { name: text('en', 'previewLight', 'scale').replace('{{name}}', 'brand') })).toBeVisible();
  await expect(page.getByRole('img', { name: text('en', 'previewDark', 'scale').replace('{{name}}', 'brand') })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Returns a locator's box (it is on screen). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** Each step's contrast lines, as a screen reader hears one: 'On white: 1.06:1, APCA Lc 0'. */
function contrastLine(on: 'onWhite' | 'onBlack', contrast: { wcag: number; apca: number }, lang: 'en' | 'ja' = 'en') {
  return `${st(on, lang)} ${contrastScore(contrast.wcag).toFixed(2)}:1, APCA Lc ${Math.round(Math.abs(contrast.apca))}`;
}

/**
 * Each step's contrast on white and on black says what it is (the ratio with ':1', the APCA value
 * after 'Lc', a chip of the background) and lines up with the other steps; no step's words run into the next one's.
 */
test('each step’s contrast is labelled (x:1, Lc) and lines up, at a laptop’s widths', async ({ page }) => {
  const expected = generateScale({ kind: 'tailwind', color: '#3a7bd5' });
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=tailwind');
    const steps = row(page, 'brand').getByRole('listitem');
    await expect(steps).toHaveCount(11);
    for (const i of [0, 5, 10]) {
      await expect(steps.nth(i)).toContainText(contrastLine('onWhite', expected.steps[i].onWhite));
      await expect(steps.nth(i)).toContainText(contrastLine('onBlack', expected.steps[i].onBlack));
    }
    // Nothing sticks out of its step (a code or a ratio running into the next step's).
    const overflowing = await steps.evaluateAll((items) => items.filter((li) => li.scrollWidth > li.clientWidth + 1).length);
    expect(overflowing, `steps wider than their column at ${width} px`).toBe(0);
    // The 'Lc' of every step sits at the same place in its step: the values form columns.
    const offsets = new Set<number>();
    for (const i of [0, 4, 10]) {
      const step = await box(steps.nth(i));
      for (const lc of await steps.nth(i).getByText('Lc', { exact: true }).all()) offsets.add(Math.round((await box(lc)).x - step.x));
    }
    expect([...offsets], `Lc offsets at ${width} px`).toHaveLength(1);
  }
});

/**
 * The controls above the scale lay out cleanly: on one row at 1280 px, on two at 1024; on a phone,
 * in Japanese and in English, the three step sets on one line under their name (no choice left alone on a line), the
 * neutral, then Save and Export sharing a row that starts and ends where the steps do (not indented).
 */
for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'ja', width: 1024 },
  { lang: 'ja', width: 390 },
  { lang: 'en', width: 390 },
  { lang: 'ja', width: 360 },
] as const) {
  test(`the scale controls lay out cleanly: ${lang}, ${width} px`, async ({ browser }) => {
    const phone = width < 520;
    const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: phone, hasTouch: phone });
    const page = await readyPage(context);
    await page.goto(localized('/tools/generator?mode=scale&color=3a7bd5&steps=tailwind', lang));
    const group = page.getByRole('radiogroup', { name: st('steps', lang) });
    const choices = group.getByRole('radio');
    await expect(choices).toHaveCount(3);
    const tops = await Promise.all((await choices.all()).map(async (choice) => Math.round((await box(choice)).y)));
    expect(new Set(tops).size, 'the step sets on one line').toBe(1);
    const groupBox = await box(group);
    const save = await box(page.getByRole('button', { name: st('save', lang) }));
    const exportAll = await box(page.getByRole('button', { name: st('exportAll', lang) }));
    const neutral = await box(page.getByRole('checkbox', { name: st('tintedNeutral', lang) }));
    // On one row (a 360 px phone in Japanese has room for one button a row: each takes the whole width).
    if (width >= 390) expect(Math.abs(save.y - exportAll.y), 'Save and Export on one row').toBeLessThan(2);
    if (phone) {
      expect(Math.abs(save.x - groupBox.x), 'Save starts where the steps do').toBeLessThan(2);
      expect(Math.abs(exportAll.x + exportAll.width - (groupBox.x + groupBox.width)), 'Export ends where the steps do').toBeLessThan(2);
      expect(neutral.y).toBeGreaterThan(groupBox.y + groupBox.height);
      expect(save.y).toBeGreaterThan(neutral.y + neutral.height);
    } else if (width >= 1280) {
      // One row: the steps, the neutral and the actions share a centre line.
      const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
      expect(Math.abs(centre(groupBox) - centre(save))).toBeLessThan(3);
      expect(Math.abs(centre(groupBox) - centre(neutral))).toBeLessThan(3);
    } else {
      // Two rows: the neutral under the steps, at their start; the actions on its row, at its end.
      expect(neutral.y).toBeGreaterThan(groupBox.y + groupBox.height);
      expect(Math.abs(neutral.x - groupBox.x), 'the neutral starts where the steps do').toBeLessThan(2);
      expect(Math.abs(save.y + save.height / 2 - (neutral.y + neutral.height / 2))).toBeLessThan(3);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test('pinning holds the colour at another step; a second family, renamed; the tinted neutral', async ({ page }) => {
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=tailwind');
  const brand = row(page, 'brand');
  await brand.getByRole('button', { name: 'Pin your color at step 500' }).click();
  await expect(page).toHaveURL(/&pin=500/);
  await expect.poll(() => rowCodes(page, 'brand')).toEqual(generateScale({ kind: 'tailwind', color: '#3a7bd5', pinned: '500' }).steps.map((s) => s.hex));
  await expect(brand.getByRole('listitem').nth(5)).toContainText('#3a7bd5');
  await expect(brand.getByRole('button', { name: 'Pin your color at step 500' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: st('addFamily') }).click();
  await expect(page).toHaveURL(/&scale=e76f51::accent$/);
  const name = page.getByRole('main').getByRole('textbox', { name: st('name'), exact: true }).nth(1);
  await name.fill('sunset');
  await name.press('Enter');
  await expect(page).toHaveURL(/&scale=e76f51::sunset$/);
  await expect.poll(() => rowCodes(page, 'sunset')).toEqual(generateScale({ kind: 'tailwind', color: '#e76f51' }).steps.map((s) => s.hex));

  // Controlled by the address: click, then wait for the change to land.
  await page.getByRole('checkbox', { name: st('tintedNeutral') }).click();
  await expect(page).toHaveURL(/&neutral=1/);
  await expect(page.getByRole('checkbox', { name: st('tintedNeutral') })).toBeChecked();
  const neutral = generateScale({ kind: 'tailwind', color: '#3a7bd5', pinned: '500', neutral: true }).neutral!;
  await expect.poll(() => rowCodes(page, 'brand, Neutral')).toEqual(neutral.map((s) => s.hex));

  await page.getByRole('button', { name: 'Remove sunset' }).click();
  await expect(page).not.toHaveURL(/scale=/);
});

test('12 steps in light and dark, and contrast targets met against a background', async ({ page }) => {
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=radix');
  const radix = generateScale({ kind: 'radix', color: '#3a7bd5' });
  await expect.poll(() => rowCodes(page, 'brand, Light')).toEqual(radix.steps.map((s) => s.hex));
  await expect.poll(() => rowCodes(page, 'brand, Dark')).toEqual(radix.dark!.map((s) => s.hex));
  await expect(row(page, 'brand, Light').getByRole('listitem').nth(8)).toContainText('#3a7bd5');

  await page.getByRole('radio', { name: st('stepSets.custom') }).click();
  await expect(page).toHaveURL(/steps=custom&targets=1\.1,1\.25,1\.5,2,3,4\.5,7,11,15&method=wcag&bg=ffffff/);
  const targets = page.getByRole('textbox', { name: st('targets') });
  await targets.fill('3, 4.5, 7');
  await expect(page).toHaveURL(/targets=3,4\.5,7&/);
  const contrast = generateScale({ kind: 'contrast', color: '#3a7bd5', targets: [3, 4.5, 7], background: '#ffffff' });
  await expect.poll(() => rowCodes(page, 'brand')).toEqual(contrast.steps.map((s) => s.hex));
  await expect(row(page, 'brand').getByRole('listitem').nth(1)).toContainText(/Reaches 4\.5\d/);
  // A bad list says so and keeps the last good scale.
  await targets.fill('3, abc');
  await expect(targets).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Enter 1 to 24 numbers from 1 to 21/)).toBeVisible();
  await expect(page).toHaveURL(/targets=3,4\.5,7&/);
});

test('bad parameters fall back to defaults and the address is rewritten', async ({ page }) => {
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=nope&pin=999&scale=zzzzzz::x&scale=e76f51:50:warm');
  await expect(page).toHaveURL(/\?mode=scale&color=3a7bd5&steps=tailwind&scale=e76f51:50:warm$/);
  await page.goto('/tools/generator?mode=scale&color=notacolor');
  await expect(page).toHaveURL(/\?mode=scale&color=[0-9a-f]{6}&steps=tailwind$/);
});

test('exports every family together (Tailwind v4 and design tokens) and saves palettes', async ({ page }) => {
  await seedPalettes(page, []);
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=tailwind&scale=e76f51::accent');
  await expect(row(page, 'accent').getByRole('listitem')).toHaveCount(11);
  await page.getByRole('button', { name: st('exportAll') }).click();
  const dialog = page.getByRole('dialog', { name: st('export.title') });
  const code = dialog.getByRole('region');
  await expect(code).toContainText('@theme');
  await expect(code).toContainText('--color-brand-500: oklch(');
  await expect(code).toContainText('--color-accent-950: oklch(');
  // DTCG 2025.10 colour objects, and the hex strings for older tools.
  await dialog.getByRole('radio', { name: st('export.formats.tokensColor.label'), exact: true }).check();
  const tokens = JSON.parse((await code.textContent()) ?? '{}') as Record<string, Record<string, { $type: string; $value: { colorSpace: string; hex: string } }>>;
  expect(Object.keys(tokens)).toEqual(['brand', 'accent']);
  expect(Object.keys(tokens.brand)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
  expect(Object.values(tokens.brand).some((token) => token.$value.colorSpace === 'srgb' && token.$value.hex === '#3a7bd5')).toBe(true);
  await dialog.getByRole('radio', { name: st('export.formats.tokens.label'), exact: true }).check();
  const hex = JSON.parse((await code.textContent()) ?? '{}') as Record<string, Record<string, { $type: string; $value: string }>>;
  expect(Object.values(hex.brand).some((token) => token.$value === '#3a7bd5')).toBe(true);
  await dialog.getByRole('button', { name: text('en', 'dialog.close') }).click();

  await page.getByRole('button', { name: st('save') }).click();
  const save = page.getByRole('dialog', { name: st('saveTitle') });
  await save.getByRole('button', { name: st('saveSubmit') }).click();
  await expect.poll(async () => (await storedPalettes(page)).map((p) => [p.name, p.colors.length]).sort()).toEqual([
    ['accent', 11],
    ['brand', 11],
  ]);
});

/** Returns the name of an alpha row: 'brand, Light alpha' ('brand, Alpha' for a family's only row). */
function alphaRow(row: 'light' | 'dark' | null, lang: 'en' | 'ja' = 'en', name = 'brand') {
  const title = row === null ? st('alpha', lang) : st('alphaOfRow', lang).replace('{{row}}', st(row, lang));
  return st('rowLabel', lang).replace('{{name}}', name).replace('{{row}}', title);
}

/** Returns the exact texts an alpha row shows, in order (from its swatches' links to the colours' pages). */
async function rowExactTexts(page: Page, name: string): Promise<string[]> {
  const hrefs = await row(page, name).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(new URL(href, 'http://x').searchParams.get('exact') ?? '').replaceAll('_', ' '));
}

/** Returns the bytes the browser paints for each alpha step laid over its background (a canvas, as CSS composites). */
async function compositedBytes(page: Page, steps: readonly AlphaStep[]): Promise<number[][]> {
  return page.evaluate((pairs) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    return pairs.map(([css, background]) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = background;
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
  }, steps.map((step) => [step.srgb, step.background] as const));
}

/** Expects the browser to paint each alpha step over its background as its solid step (within the canvas's 8-bit rounding). */
async function expectCompositesToSolids(page: Page, steps: readonly AlphaStep[]) {
  const painted = await compositedBytes(page, steps);
  steps.forEach((step, i) => {
    const solid = [1, 3, 5].map((k) => Number.parseInt(step.solid.slice(k, k + 2), 16));
    for (let c = 0; c < 3; c++) expect(Math.abs(painted[i][c] - solid[c]), `${step.label} ${step.srgb} over ${step.background}: ${painted[i]} for ${step.solid}`).toBeLessThanOrEqual(2);
  });
}

test('alpha steps under each row: a1 … a12 in light and dark, each the browser lays over its background is its step', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=radix');
  await expect(row(page, alphaRow('light'))).toHaveCount(0);
  await page.getByRole('checkbox', { name: st('alphaSteps') }).click();
  await expect(page).toHaveURL(/&alpha=1$/);
  const alpha = scaleAlpha(generateScale({ kind: 'radix', color: '#3a7bd5' }));
  await expect.poll(() => rowExactTexts(page, alphaRow('light'))).toEqual(alpha.steps.map((s) => s.srgb));
  await expect.poll(() => rowExactTexts(page, alphaRow('dark'))).toEqual(alpha.dark!.map((s) => s.srgb));
  // Each step: its name on the swatch, its colour at full strength and its opacity beside it.
  const a9 = row(page, alphaRow('light')).getByRole('listitem').nth(8);
  await expect(a9.getByRole('link')).toHaveAccessibleName(`a9 ${st('opacity').replace('{{percent}}', String(Math.round(alpha.steps[8].alpha * 1000) / 10))} ${alpha.steps[8].srgb}`);
  await expect(a9).toContainText(alpha.steps[8].code);
  await expect(a9).toContainText(`α ${Math.round(alpha.steps[8].alpha * 1000) / 10}%`);
  // Where each row is laid: white, and Radix's dark page.
  await expect(page.getByText(st('over').replace('{{background}}', '#111111'))).toBeVisible();
  await expectCompositesToSolids(page, [...alpha.steps, ...alpha.dark!]);
  expect(await axeViolations(page)).toEqual([]);

  // Tailwind's steps: 50a … 950a over white.
  await page.getByRole('radio', { name: st('stepSets.tailwind') }).click();
  await expect(page).toHaveURL(/steps=tailwind&alpha=1$/);
  const tailwind = scaleAlpha(generateScale({ kind: 'tailwind', color: '#3a7bd5' }));
  await expect.poll(() => rowExactTexts(page, alphaRow(null))).toEqual(tailwind.steps.map((s) => s.srgb));
  await expect(row(page, alphaRow(null)).getByRole('listitem').first()).toContainText('50a');
  await expectCompositesToSolids(page, tailwind.steps);
  expect(errors).toEqual([]);
});

test('alpha steps go out in the exports (sRGB and Radix’s P3 block, DTCG colour objects) and into saved palettes', async ({ page }) => {
  await seedPalettes(page, []);
  await page.goto('/tools/generator?mode=scale&color=3a7bd5&steps=radix&alpha=1');
  const alpha = scaleAlpha(generateScale({ kind: 'radix', color: '#3a7bd5' }));
  await expect(row(page, alphaRow('dark')).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('button', { name: st('exportAll') }).click();
  const dialog = page.getByRole('dialog', { name: st('export.title') });
  const code = dialog.getByRole('region');
  await expect(dialog).toContainText(st('export.alphaNote.p3'));
  await expect(code).toContainText(`--color-brand-a9: ${alpha.steps[8].srgb};`);
  await expect(code).toContainText('@media (color-gamut: p3)');
  await expect(code).toContainText(`--color-brand-dark-a4: ${alpha.dark![3].p3};`);

  // The CSS, applied to the page: the browser reads each variable, and paints a4 over white as step 4.
  await dialog.getByRole('radio', { name: 'CSS', exact: true }).check();
  await expect(code).toContainText('--brand-a1: color(srgb');
  await page.addStyleTag({ content: (await code.textContent()) ?? '' });
  const read = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const probe = document.createElement('div');
    probe.style.background = 'linear-gradient(var(--brand-a4), var(--brand-a4)), #ffffff';
    document.body.append(probe);
    const painted = getComputedStyle(probe).backgroundImage;
    probe.remove();
    return { a4: style.getPropertyValue('--brand-a4').trim(), p3: matchMedia('(color-gamut: p3)').matches, painted };
  });
  expect(read.a4).toBe(read.p3 ? alpha.steps[3].p3 : alpha.steps[3].srgb);
  expect(read.painted).toContain(read.p3 ? 'color(display-p3' : 'color(srgb');

  await dialog.getByRole('radio', { name: st('export.formats.tokensColor.label'), exact: true }).check();
  await expect(dialog).toContainText(st('export.alphaNote.srgb'));
  const tokens = JSON.parse((await code.textContent()) ?? '{}') as Record<string, Record<string, { $type: string; $value: unknown }>>;
  expect(Object.keys(tokens.brand)).toEqual([...Array.from({ length: 12 }, (_, i) => `${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `a${i + 1}`)]);
  expect(tokens.brand.a9.$value).toMatchObject({ colorSpace: 'srgb', alpha: alpha.steps[8].alpha, hex: alpha.steps[8].code });
  await dialog.getByRole('button', { name: text('en', 'dialog.close') }).click();

  // Saved as palettes: each family's 12 codes, then its 12 alpha steps kept as exact texts.
  await page.getByRole('button', { name: st('save') }).click();
  const save = page.getByRole('dialog', { name: st('saveTitle') });
  await expect(save.getByRole('checkbox', { name: st('saveAlpha') })).toBeChecked();
  await save.getByRole('button', { name: st('saveSubmit') }).click();
  await expect.poll(async () => (await storedPalettes(page)).map((p) => [p.name, p.colors.length]).sort()).toEqual([
    ['brand', 24],
    ['brand-dark', 24],
  ]);
  const brand = (await storedPalettes(page)).find((p) => p.name === 'brand')!;
  expect(brand.colors.slice(12)).toEqual(alpha.steps.map((s) => s.code));
  const exact = JSON.parse((await page.evaluate(() => localStorage.getItem('paletteExactColors'))) ?? '{}') as Record<string, [number, string, string][]>;
  expect(exact[brand.uuid]).toContainEqual([12, alpha.steps[0].code, alpha.steps[0].srgb]);
});

test('the colour page’s Lightness section opens a scale of that colour', async ({ page }) => {
  await page.goto('/colors/2a9d8f');
  await page.getByRole('link', { name: text('en', 'page.makeScale', 'color') }).click();
  await expect(page).toHaveURL(/\/tools\/generator\?mode=scale&color=2a9d8f&steps=tailwind$/);
  await expect(row(page, 'brand').getByRole('listitem')).toHaveCount(11);
});

test.describe('in Japanese, dark, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });

  test('speaks Japanese and fits the screen', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/ja/tools/generator?mode=scale&color=3a7bd5&steps=radix&neutral=1');
    await expect(page.getByRole('navigation', { name: text('ja', 'generator.modes.label', 'tools') }).getByRole('link', { name: 'スケール' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: st('exportAll', 'ja') })).toBeVisible();
    await expect(row(page, 'brand、ライト').getByRole('listitem')).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  test('shows the alpha steps four a row, in Japanese', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/ja/tools/generator?mode=scale&color=3a7bd5&steps=radix&alpha=1');
    await expect(page.getByRole('checkbox', { name: st('alphaSteps', 'ja') })).toBeChecked();
    const steps = row(page, alphaRow('light', 'ja')).getByRole('listitem');
    await expect(steps).toHaveCount(12);
    await expect(row(page, alphaRow('dark', 'ja')).getByRole('listitem')).toHaveCount(12);
    const tops = await Promise.all((await steps.all()).map(async (step) => Math.round((await box(step)).y)));
    expect(new Set(tops).size, 'three rows of four').toBe(3);
    await expect(steps.first()).toContainText('a1');
    await expect(page.getByText(st('over', 'ja').replace('{{background}}', '#ffffff')).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
