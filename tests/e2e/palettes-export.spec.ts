import { unzipSync } from 'fflate';
import { fromHsv } from '../../src/core/color/fromModels.ts';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { decodeAse, rgbFloatsToCode } from '../unit/palettes/aseDecoder';
import { openPalette, pt, seedPalettes, toasts, type Lang } from './palettes-support';
import { text } from './helpers';
import { paletteCard, type CardSize } from '../../src/core/card/paletteCard.ts';

/** Two colours share the name 'Red' (#ff0000 and #fe0000): the second becomes red-2. */
const CODES = ['#ff0000', '#1ab385', '#fe0000', '#ffffff'];
const KEBAB = ['red', 'mountain-meadow', 'red-2', 'white'];
const CAMEL = ['red', 'mountainMeadow', 'red2', 'white'];

/** Returns 'rgb(r, g, b)' of a code, as getComputedStyle writes it. */
const rgb = (code: string) => {
  const n = Number.parseInt(code.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Chooses a format in the open export dialog and returns the code box text. */
async function chooseFormat(page: Page, lang: Lang, id: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
  await dialog.getByRole('radio', { name: text(lang, `${id}.label`, 'formats'), exact: true }).check();
  return (await dialog.locator('pre').textContent()) ?? '';
}

/** Applies CSS custom properties in the page and returns the computed colour of each variable. */
async function computedColors(page: Page, css: string, names: string[]): Promise<string[]> {
  if (css) await page.addStyleTag({ content: css });
  return page.evaluate((vars) => {
    return vars.map((name) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = `var(--${name})`;
      document.body.appendChild(probe);
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return value;
    });
  }, names);
}

/** Imports an ES module's source in the test process. */
async function importSource<T>(source: string): Promise<T> {
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as T;
}

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test.describe(`export in ${lang}`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

    test('every format matches the palette; CSS applies in the page and .ase decodes back', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await seedPalettes(page, [{ uuid: 'p1', name: 'Brand / Web', colors: CODES }]);
      await openPalette(page, lang, 'p1');
      await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
      await expect(dialog).toBeVisible();

      // CSS: custom properties named from the colour names; applied here, they give the colours.
      const css = await chooseFormat(page, lang, 'css');
      expect(css).toContain(':root {');
      for (const [i, name] of KEBAB.entries()) expect(css).toContain(`--${name}: ${CODES[i]};`);
      expect(await computedColors(page, css, KEBAB)).toEqual(CODES.map(rgb));
      // Copy puts exactly the shown code on the clipboard.
      await dialog.getByRole('button', { name: pt(lang, 'export.copy'), exact: true }).click();
      await expect(toasts(page).filter({ hasText: pt(lang, 'export.copied') }).first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(css);
      // The code box is monospace and at most 400 px high.
      const box = dialog.locator('pre');
      await expect(box).toHaveCSS('max-height', '400px');
      expect(await box.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono|Menlo|Consolas/i);

      // JavaScript: an array of codes and an object with camelCase names.
      const js = await chooseFormat(page, lang, 'js');
      const module = await importSource<{ colors: string[]; palette: Record<string, string> }>(js);
      expect(module.colors).toEqual(CODES);
      expect(module.palette).toEqual(Object.fromEntries(CAMEL.map((name, i) => [name, CODES[i]])));

      // SCSS variables.
      const scss = await chooseFormat(page, lang, 'scss');
      for (const [i, name] of KEBAB.entries()) expect(scss).toContain(`$${name}: ${CODES[i]};`);

      // Tailwind v4 @theme block: --color-* variables (applied as :root to check them).
      const theme = await chooseFormat(page, lang, 'tailwind');
      expect(theme).toMatch(/@theme \{/);
      const asRoot = theme.replace('@theme', ':root');
      expect(await computedColors(page, asRoot, KEBAB.map((n) => `color-${n}`))).toEqual(CODES.map(rgb));

      // Tailwind v3 config.
      const config = await importSource<{ default: { theme: { extend: { colors: Record<string, string> } } } }>(
        await chooseFormat(page, lang, 'tailwind3'),
      );
      expect(config.default.theme.extend.colors).toEqual(Object.fromEntries(KEBAB.map((name, i) => [name, CODES[i]])));

      // W3C design tokens.
      const tokens = JSON.parse(await chooseFormat(page, lang, 'tokens')) as Record<string, { $type: string; $value: string }>;
      expect(Object.entries(tokens)).toEqual(KEBAB.map((name, i) => [name, { $type: 'color', $value: CODES[i] }]));

      // GIMP palette: header, then 'R G B<tab>name' lines.
      const gpl = await chooseFormat(page, lang, 'gpl');
      const [header, nameLine, , hash, ...lines] = gpl.trimEnd().split('\n');
      expect([header, nameLine, hash]).toEqual(['GIMP Palette', 'Name: Brand / Web', '#']);
      const gplCodes = lines.map((line) => {
        const [r, g, b] = line.trim().split(/\s+/).map(Number);
        return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      });
      expect(gplCodes).toEqual(CODES);

      // Text formats download as files named from the palette.
      await chooseFormat(page, lang, 'css');
      const [cssFile] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: pt(lang, 'export.download'), exact: true }).click(),
      ]);
      expect(cssFile.suggestedFilename()).toBe('brand-web.css');
      expect(await readFile(await cssFile.path(), 'utf8')).toBe(css);

      // The pixel-art and paint palettes and the app code download with their own extensions and hold the codes in order.
      for (const [id, file, codesOf] of [
        ['jasc', 'brand-web.pal', (t: string) => t.split('\r\n').slice(3, -1).map((l) => `#${l.split(' ').map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`)],
        ['lospec', 'brand-web.hex', (t: string) => t.trim().split('\n').map((l) => `#${l}`)],
        ['paintnet', 'brand-web.txt', (t: string) => t.trim().split('\n').filter((l) => !l.startsWith(';')).map((l) => `#${l.slice(2).toLowerCase()}`)],
        ['sketch', 'brand-web.sketchpalette', (t: string) => (JSON.parse(t) as { colors: { red: number; green: number; blue: number }[] }).colors.map((c) => `#${[c.red, c.green, c.blue].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`)],
        // DTCG with colour objects, Figma variables (the REST API's POST body, channels in 0–1) and Tokens Studio.
        ['tokensColor', 'brand-web.tokens.json', (t: string) => Object.values(JSON.parse(t) as Record<string, { $value: { hex: string } }>).map((token) => token.$value.hex)],
        ['figma', 'brand-web.figma-variables.json', (t: string) => (JSON.parse(t) as { variableModeValues: { value: { r: number; g: number; b: number } }[] }).variableModeValues.map(({ value: c }) => `#${[c.r, c.g, c.b].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')}`)],
        ['tokensStudio', 'brand-web.tokens-studio.json', (t: string) => Object.values((JSON.parse(t) as { palette: Record<string, { value: string }> }).palette).map((token) => token.value)],
        // App code: Android's colors.xml, SwiftUI and Flutter.
        ['android', 'brand-web.xml', (t: string) => [...t.matchAll(/<color name="\w+">#([0-9A-F]{6})<\/color>/g)].map((m) => `#${m[1].toLowerCase()}`)],
        ['swiftui', 'brand-web.swift', (t: string) => [...t.matchAll(/red: (\d+) \/ 255, green: (\d+) \/ 255, blue: (\d+) \/ 255/g)].map((m) => `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`)],
        ['flutter', 'brand-web.dart', (t: string) => [...t.matchAll(/Color\(0xFF([0-9A-F]{6})\)/g)].map((m) => `#${m[1].toLowerCase()}`)],
      ] as const) {
        await chooseFormat(page, lang, id);
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: pt(lang, 'export.download'), exact: true }).click()]);
        expect(download.suggestedFilename(), id).toBe(file);
        expect(codesOf(await readFile(await download.path(), 'utf8')), id).toEqual(CODES);
      }

      // Adobe Swatch Exchange: a binary download that decodes back to the same colours.
      await dialog.getByRole('radio', { name: text(lang, 'ase.label', 'formats'), exact: true }).check();
      await expect(dialog.locator('pre')).toHaveCount(0);
      const [ase] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: pt(lang, 'export.download'), exact: true }).click(),
      ]);
      expect(ase.suggestedFilename()).toBe('brand-web.ase');
      const bytes = new Uint8Array(await readFile(await ase.path()));
      const decoded = decodeAse(bytes);
      expect(decoded.version).toEqual([1, 0]);
      expect(decoded.swatches.map((s) => rgbFloatsToCode(s.values))).toEqual(CODES);
      expect(decoded.swatches.map((s) => s.name)).toEqual(['Red', 'Mountain Meadow', 'Red', 'White']);
      expect(decoded.swatches.every((s) => s.model === 'RGB ' && s.type === 2)).toBe(true);

      // Photoshop's .aco: a binary download, its version 1 section's RGB channels (a byte × 257) the codes in order.
      await dialog.getByRole('radio', { name: text(lang, 'aco.label', 'formats'), exact: true }).check();
      const [aco] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: pt(lang, 'export.download'), exact: true }).click()]);
      expect(aco.suggestedFilename()).toBe('brand-web.aco');
      const acoBytes = await readFile(await aco.path());
      const acoView = new DataView(acoBytes.buffer, acoBytes.byteOffset, acoBytes.byteLength);
      expect([acoView.getUint16(0), acoView.getUint16(2)]).toEqual([1, CODES.length]);
      const acoCodes = CODES.map((_, i) => `#${[2, 4, 6].map((offset) => (acoView.getUint16(4 + i * 10 + offset) / 257).toString(16).padStart(2, '0')).join('')}`);
      expect(acoCodes).toEqual(CODES);

      // Procreate: a zip holding Swatches.json, its swatches in HSB (0–1), the codes in order.
      await dialog.getByRole('radio', { name: text(lang, 'procreate.label', 'formats'), exact: true }).check();
      const [swatches] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: pt(lang, 'export.download'), exact: true }).click()]);
      expect(swatches.suggestedFilename()).toBe('brand-web.swatches');
      const unzipped = unzipSync(new Uint8Array(await readFile(await swatches.path())));
      const [procreate] = JSON.parse(new TextDecoder().decode(unzipped['Swatches.json'])) as [{ name: string; swatches: { hue: number; saturation: number; brightness: number }[] }];
      expect(procreate.swatches.map((sw) => fromHsv({ hue: sw.hue * 360, saturation: sw.saturation * 100, value: sw.brightness * 100 }))).toEqual(CODES);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('an empty palette has no colors to export', async ({ page }) => {
      await seedPalettes(page, [{ uuid: 'p1', name: 'Empty', colors: [] }]);
      await openPalette(page, lang, 'p1');
      await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
      await expect(dialog.getByText(pt(lang, 'export.empty'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: pt(lang, 'export.download') })).toHaveCount(0);
    });
  });
}

test('names from hostile palette names cannot inject CSS', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'p1', name: '*/ body { display: none } /* </style>', colors: ['#123456'] }]);
  await openPalette(page, 'en', 'p1');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const css = await chooseFormat(page, 'en', 'css');
  expect(await computedColors(page, css, ['nile-blue'])).toEqual([rgb('#123456')]);
  await expect(page.locator('body')).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(0);
});

for (const [lang, name, file] of [
  ['en', 'Shared Palette', 'shared-palette'],
  ['ja', '共有パレット', '共有パレット'],
] as const) {
  test(`the shared palette exports too, named in ${lang}`, async ({ page }) => {
    await page.goto(`${lang === 'ja' ? '/ja' : ''}/palettes/preview?colors=ff0000-1ab385`);
    await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
    const css = await chooseFormat(page, lang, 'css');
    expect(css).toBe(`/* ${name} */\n:root {\n  --red: #ff0000;\n  --mountain-meadow: #1ab385;\n}\n`);
    const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: pt(lang, 'export.download') }).click();
    expect((await downloading).suggestedFilename()).toBe(`${file}.css`);
  });
}

/** The export dialog's Picture tab. */
const fmt = (lang: Lang, key: string) => text(lang, key, 'formats');

/** Opens the palette's export dialog on its Picture tab. */
async function openPicture(page: Page, lang: Lang, phone = false) {
  if (phone) {
    await page.getByRole('button', { name: pt(lang, 'editor.more') }).click();
    await page.getByRole('menuitem', { name: pt(lang, 'editor.export') }).click();
  } else await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
  await dialog.getByRole('tab', { name: fmt(lang, 'card.picture') }).click();
  await expect(dialog.getByRole('img')).toBeVisible();
  return dialog;
}

/** Returns the pixel colours at points of a PNG, decoded by the browser. */
async function pixels(page: Page, png: Buffer, points: readonly [number, number][]): Promise<string[]> {
  return page.evaluate(
    async ({ data, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return at.map(([x, y]) => `#${Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3), (v) => v.toString(16).padStart(2, '0')).join('')}`);
    },
    { data: png.toString('base64'), at: points },
  );
}

test('palette cards: PNG and SVG draw every colour where the card puts it, in each style and size; printing gives the colour sheet alone', async ({ page }) => {
  await seedPalettes(page, [{ uuid: 'p1', name: 'Brand / Web', colors: CODES }]);
  await openPalette(page, 'en', 'p1');
  const dialog = await openPicture(page, 'en');
  await expect(dialog.getByRole('img')).toHaveAccessibleName(/Square, 1080 × 1080/);
  const download = async (label: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: fmt('en', label) }).click()]);
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  };
  const layoutOf = (size: CardSize, style: 'light' | 'dark') =>
    paletteCard({ name: 'Brand / Web', colors: CODES.map((code, i) => ({ code, name: ['Red', 'Mountain Meadow', 'Red', 'White'][i] })), size, style, subtitle: '4 colors', credit: 'Irodori' });
  const centres = (size: CardSize, style: 'light' | 'dark') =>
    layoutOf(size, style).shapes.flatMap((s) => (s.kind === 'rect' ? [[Math.round(s.x + s.width / 2), Math.round(s.y + s.height / 2)] as [number, number]] : []));

  // Square, light: a PNG of 1080 × 1080 whose swatches are the colours, on white.
  const square = await download('card.downloadPng');
  expect(square.name).toBe('brand-web-1080x1080.png');
  expect([...square.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect([square.bytes.readUInt32BE(16), square.bytes.readUInt32BE(20)]).toEqual([1080, 1080]);
  expect(await pixels(page, square.bytes, [[4, 4], ...centres('square', 'light')])).toEqual(['#ffffff', ...CODES]);

  // A link preview, dark: 1200 × 630 on the dark ground.
  await dialog.getByRole('radio', { name: fmt('en', 'card.sizes.social') }).check();
  await dialog.getByRole('radio', { name: fmt('en', 'card.styles.dark') }).check();
  await expect(dialog.getByRole('img')).toHaveAccessibleName(/Link preview, 1200 × 630/);
  const social = await download('card.downloadPng');
  expect(social.name).toBe('brand-web-1200x630.png');
  expect([social.bytes.readUInt32BE(16), social.bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(await pixels(page, social.bytes, [[4, 4], ...centres('social', 'dark')])).toEqual(['#141418', ...CODES]);

  // SVG: well-formed, the same card (its swatches the colours in order, its texts the names and codes).
  const svg = await download('card.downloadSvg');
  expect(svg.name).toBe('brand-web-1200x630.svg');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    return {
      error: doc.querySelector('parsererror') !== null,
      size: [doc.documentElement.getAttribute('width'), doc.documentElement.getAttribute('height')],
      fills: [...doc.querySelectorAll('rect')].slice(1).map((r) => r.getAttribute('fill')),
      texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
    };
  }, svg.bytes.toString('utf8'));
  expect(parsed).toMatchObject({ error: false, size: ['1200', '630'], fills: CODES });
  expect(parsed.texts).toEqual(expect.arrayContaining(['Brand / Web', 'Mountain Meadow', '#1ab385', 'Irodori']));

  // Print: on paper only the sheet, each colour with its values; Chromium makes a PDF of it.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('[data-print-sheet]');
  await expect(sheet).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(sheet.getByRole('listitem')).toHaveCount(4);
  await expect(sheet.getByRole('listitem').nth(1)).toContainText('rgb(26 179 133)');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  // Closing the dialog takes the sheet away.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});

test.describe('palette cards in Japanese, dark, on a phone', () => {
  test.use({ locale: 'ja-JP', colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the card keeps a Japanese name, starts in the dark style, and the dialog fits the screen', async ({ page }) => {
    await seedPalettes(page, [{ uuid: 'p1', name: '秋の庭', colors: ['#b7282e', '#e6b422', '#316745'] }]);
    await openPalette(page, 'ja', 'p1');
    const dialog = await openPicture(page, 'ja', true);
    await expect(dialog.getByRole('radio', { name: fmt('ja', 'card.styles.dark') })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('radio', { name: fmt('ja', 'card.sizes.story') }).check();
    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: fmt('ja', 'card.downloadSvg') }).click()]);
    expect(file.suggestedFilename()).toBe('秋の庭-1080x1920.svg');
    const svg = await readFile(await file.path(), 'utf8');
    expect(svg).toContain('>秋の庭</text>');
    expect(svg).toContain('>3色</text>');
    expect(svg).toContain('fill="#141418"');
  });
});

test.describe('export in Japanese, dark, on a phone', () => {
  test.use({ locale: 'ja-JP', colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the formats are a strip that scrolls sideways, leaving the code in view; a format far along is chosen', async ({ page }) => {
    await seedPalettes(page, [{ uuid: 'p1', name: '秋の庭', colors: ['#b7282e', '#e6b422', '#316745'] }]);
    await openPalette(page, 'ja', 'p1');
    await page.getByRole('button', { name: pt('ja', 'editor.more') }).click();
    await page.getByRole('menuitem', { name: pt('ja', 'editor.export') }).click();
    const dialog = page.getByRole('dialog', { name: pt('ja', 'export.title') });
    const formats = dialog.getByRole('radiogroup');
    // Two rows of chips, not twenty wrapped ones; the rest lies beyond the strip's right edge.
    expect((await formats.boundingBox())!.height).toBeLessThan(110);
    expect(await formats.evaluate((strip) => strip.scrollWidth > strip.clientWidth)).toBe(true);
    await expect(dialog.getByRole('region')).toBeInViewport();
    // The last format scrolls into view when chosen, and the page itself never scrolls sideways.
    const last = formats.getByRole('radio').last();
    await last.check();
    await expect(last).toBeChecked();
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
