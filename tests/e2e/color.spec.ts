import { expect, test, type Page } from './fixtures';
import { contrast, createColor, getCategory, nearestName, scheme, type Color } from '../../src/core/index.ts';
import { expectHead, localized, text, trackPageErrors } from './helpers';
import { NAMES } from '../support/colorNames';
import { pairContrast } from '../../src/core/contrast/screenContrast.ts';
import { seenOnP3Color } from '../../src/core/check/checkVision.ts';
import { converter, modeP3, modeRgb, useMode as registerMode } from 'culori/fn';

for (const mode of [modeRgb, modeP3]) registerMode(mode); // not a React hook
const toP3 = converter('p3');

/** Expected texts of the model rows, written from the documented rounding (not from the app's formatter). */
function expectedValues(c: Color): Record<string, string> {
  const n = (x: number, d: number) => {
    const r = Number(x.toFixed(d));
    return Object.is(r, -0) ? '0' : String(r);
  };
  // A grey has no hue (NaN in the core); the page writes 0 (never CSS 'none', which design tools reject).
  const hue = (x: number, d: number) => (Number.isNaN(x) ? '0' : n(x, d));
  return {
    HEX: c.colorCode,
    RGB: `rgb(${c.rgb.red} ${c.rgb.green} ${c.rgb.blue})`,
    HSL: `hsl(${hue(c.hsl.hue, 1)} ${n(c.hsl.saturation, 1)}% ${n(c.hsl.lightness, 1)}%)`,
    HSV: `${hue(c.hsv.hue, 1)}°, ${n(c.hsv.saturation, 1)}%, ${n(c.hsv.value, 1)}%`,
    CMYK: `${n(c.cmyk.cyan, 1)}%, ${n(c.cmyk.magenta, 1)}%, ${n(c.cmyk.yellow, 1)}%, ${n(c.cmyk.black, 1)}%`,
    CIELAB: `lab(${n(c.lab.lightness, 2)} ${n(c.lab.a, 2)} ${n(c.lab.b, 2)})`,
    CIELCH: `lch(${n(c.lch.lightness, 2)} ${n(c.lch.chroma, 2)} ${hue(c.lch.hue, 2)})`,
    OKLCH: `oklch(${n(c.oklch.lightness * 100, 2)}% ${n(c.oklch.chroma, 5)} ${hue(c.oklch.hue, 2)})`,
    // The same colour in Display P3's coordinates, by culori (not the app's own matrices).
    'Display P3': `color(display-p3 ${(({ r, g, b }) => [r, g, b])(toP3(c.colorCode)!).map((x) => n(x, 4)).join(' ')})`,
  };
}

/** The region of the colour values strip. */
const strip = (page: Page, lang: 'en' | 'ja' = 'en') =>
  page.getByRole('region', { name: text(lang, 'strip.heading', 'color') });

/** A section of the page by its heading. */
const section = (page: Page, key: string) =>
  page.getByRole('region', { name: text('en', `sections.${key}.title`, 'color'), exact: true });

test.describe('colour page', () => {
  for (const hex of ['3a7bd5', '808080', 'f80', 'ffffff', '000000']) {
    test(`the header and value strip of #${hex} match the core's colour`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const color = createColor(hex, { names: NAMES });
      await page.goto(`/colors/${hex}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(color.name);
      await expect(page.getByRole('main').locator('header').getByText(color.colorCode, { exact: true })).toBeVisible();
      await expect(page.getByText(color.description, { exact: true })).toBeVisible();
      await expectHead(page, { title: color.colorCode, path: `/colors/${hex}`, lang: 'en' });
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', color.description);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', color.colorCode);

      const values = strip(page);
      await expect(values.getByRole('link', { name: getCategory(color.categoryId).name })).toHaveAttribute(
        'href',
        `/categories/${color.categoryId}`,
      );
      // The name cell comes first (a traditional colour's English meaning may repeat the name below it).
      await expect(values.getByText(color.name, { exact: true }).first()).toBeVisible();
      await expect(values.getByText(`${color.lightness}%`, { exact: true })).toBeVisible();
      for (const [label, value] of Object.entries(expectedValues(color))) {
        await expect(values.getByRole('button', { name: `Copy ${label} ${value}`, exact: true })).toHaveText(value);
      }
      expect(errors).toEqual([]);
    });
  }

  test('shows Japanese texts under /ja', async ({ page }) => {
    const color = createColor('3a7bd5', { names: NAMES, lang: 'ja' });
    await page.goto('/ja/colors/3a7bd5');
    await expect(page.getByText(color.description, { exact: true })).toBeVisible();
    await expectHead(page, { title: '#3a7bd5', path: '/colors/3a7bd5', lang: 'ja' });
    await expect(strip(page, 'ja').getByRole('link', { name: getCategory(color.categoryId).nameJa })).toHaveAttribute(
      'href',
      '/ja/categories/cyan-blue',
    );
  });

  test('invalid hexes go to the not-found page, replacing the entry', async ({ page }) => {
    for (const hex of ['GGGGGG', '12345', 'ABC', 'FF8800', '1234567', 'ff88']) {
      await page.goto('/about');
      await page.goto(`/colors/${hex}`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'titles.notFound') })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    }
  });

  test('every section shows its colours, with See all links to the generator', async ({ page }) => {
    const code = '#3a7bd5';
    await page.goto('/colors/3a7bd5');
    const counts: Array<[string, number, string | null]> = [
      ['lightness', 10, null],
      ['shade', 4, 'shade'],
      ['tint', 4, 'tint'],
      ['gray', 4, 'gray'],
      ['complementary', 2, null],
      ['alternative', 10, 'alternative'],
      ['hue', 10, 'hue'],
      ['triadic', 3, null],
      ['square', 4, null],
      ['split', 3, null],
      ['ui', 7, 'ui'],
      ['sameLightness', scheme('same-lightness', code, { radius: 30 }).length, 'same-lightness'],
    ];
    for (const [key, count, tab] of counts) {
      const region = section(page, key);
      const swatches = region.getByRole('link', { name: /#[0-9a-f]{6}\b/ });
      await expect(swatches, key).toHaveCount(count);
      const seeAll = region.getByRole('link', { name: /^See all/ });
      if (tab) await expect(seeAll).toHaveAttribute('href', `/tools/generator?color=3a7bd5&tab=${tab}`);
      else await expect(seeAll).toHaveCount(0);
    }
    // Shade and tint are the core's 4-step scales; every swatch links to its own page.
    const shade = scheme('shade', code, { count: 4 });
    const shadeLinks = section(page, 'shade').getByRole('link', { name: /#[0-9a-f]{6}\b/ });
    for (let i = 0; i < shade.length; i++) {
      await expect(shadeLinks.nth(i)).toHaveAttribute('href', `/colors/${shade[i].slice(1)}`);
      // Named by what the card shows: its mix, code and name.
      await expect(shadeLinks.nth(i)).toHaveAccessibleName(`${Math.round(((i + 1) * 100) / (shade.length + 1))}% ${shade[i]} ${nearestName(shade[i], NAMES).name}`);
    }
    // FG/BG: the core's 8 pairs, each colour a link.
    const pairs = scheme('fgbg', code);
    const fgbg = section(page, 'fgbg');
    await expect(fgbg.getByRole('link', { name: /#[0-9a-f]{6}\b/ })).toHaveCount(pairs.length);
    await expect(fgbg.getByRole('link', { name: /^See all/ })).toHaveAttribute('href', '/tools/generator?color=3a7bd5&tab=fgbg');
    await expect(fgbg.getByRole('img', { name: `${pairs[0]} text on ${pairs[1]}` })).toBeVisible();
    await expect(section(page, 'vision').getByRole('link')).toHaveCount(4);
    await expect(section(page, 'accessibility').getByRole('region')).toHaveCount(4);
  });

  test('when the sections cannot load, the header and values stay and a message takes their place', async ({ page }) => {
    // The sections are a chunk of their own, requested after the first paint.
    await page.route(/\/assets\/ColorSections-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/colors/3a7bd5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(createColor('3a7bd5', { names: NAMES }).name);
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'errors.somethingWentWrong', 'common') })).toBeVisible();
    await expect(strip(page)).toBeVisible();
    await expect(section(page, 'vision')).toHaveCount(0);
  });

  test("hue-based sections say 'No colors' for a grey", async ({ page }) => {
    await page.goto('/colors/808080');
    for (const key of ['gray', 'complementary', 'alternative', 'hue', 'triadic', 'square', 'split', 'ui']) {
      const region = section(page, key);
      await expect(region.getByText('No colors', { exact: true }), key).toBeVisible();
      // No colours, no links: not to a colour, not to a generator that would show the same nothing.
      await expect(region.getByRole('link'), key).toHaveCount(0);
      // The reason fits the section.
      const reason = key === 'gray' ? 'page.noHueGray' : key === 'ui' ? 'page.noHueUi' : 'page.noHue';
      await expect(region.getByText(text('en', reason, 'color'), { exact: true }), key).toBeVisible();
    }
    for (const key of ['lightness', 'shade', 'tint', 'sameLightness']) {
      await expect(section(page, key).getByText('No colors', { exact: true }), key).toHaveCount(0);
    }
  });

  test('colour-blindness swatches show their type on hover and focus', async ({ page }) => {
    const color = createColor('3a7bd5', { names: NAMES });
    await page.goto('/colors/3a7bd5');
    const region = section(page, 'vision');
    const protan = region.getByRole('link', { name: `Protanopia: ${nearestName(color.protanopia, NAMES).name} ${color.protanopia}` });
    await expect(protan).toHaveAttribute('href', `/colors/${color.protanopia.slice(1)}`);
    const tag = protan.getByText('Protanopia', { exact: true });
    await expect(tag).toHaveCSS('opacity', '0');
    await protan.hover();
    await expect(tag).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(tag).toHaveCSS('opacity', '0');
    const tritan = region.getByRole('link', { name: new RegExp(`^Tritanopia: .* ${color.tritanopia}$`) });
    await tritan.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tritan.getByText('Tritanopia', { exact: true })).toHaveCSS('opacity', '1');
    for (const type of ['Original', 'Deuteranopia']) await expect(region.getByText(type, { exact: true })).toHaveCount(1);
  });

  test('the contrast block rates a second colour and links to the checker', async ({ page }) => {
    const color = createColor('3a7bd5', { names: NAMES });
    await page.goto('/colors/3a7bd5');
    const block = section(page, 'contrast');
    await expect(block.getByText(`${contrast(color.foreground, color.colorCode).score.toFixed(2)}:1`)).toBeVisible();
    const field = block.getByRole('textbox', { name: 'Text color', exact: true });
    await field.fill('000');
    await field.press('Enter');
    await expect(block.getByText(`${contrast('#000000', '#3a7bd5').score.toFixed(2)}:1`)).toBeVisible();
    const link = block.getByRole('link', { name: 'Open in Contrast Checker' });
    await expect(link).toHaveAttribute('href', /\/tools\/contrast-checker\?/);
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
    expect(href.searchParams.get('bg')).toBe('3a7bd5');
    expect(href.searchParams.get('fg')).toBe('000000');
    await link.click();
    await expect(page).toHaveURL(/\/tools\/contrast-checker\?fg=000000&bg=3a7bd5$/);
  });

  test('the accessibility section rates the colour with white and black', async ({ page }) => {
    await page.goto('/colors/3a7bd5');
    const region = section(page, 'accessibility');
    const cases: Array<[string, string, string]> = [
      ['On white', '#3a7bd5', '#ffffff'],
      ['On black', '#3a7bd5', '#000000'],
      ['White text', '#ffffff', '#3a7bd5'],
      ['Black text', '#000000', '#3a7bd5'],
    ];
    for (const [name, fg, bg] of cases) {
      const card = region.getByRole('region', { name });
      const result = contrast(fg, bg);
      await expect(card.getByText(`${result.score.toFixed(2)}:1`)).toBeVisible();
      await expect(card.getByRole('listitem').filter({ hasText: 'Small text' })).toContainText(
        result.normalText === 'Fail' ? 'Fail' : result.normalText,
      );
      await expect(card.getByRole('listitem').filter({ hasText: 'Large text' })).toContainText(
        result.boldText === 'Fail' ? 'Fail' : result.boldText,
      );
      await expect(card.getByText(`Lc ${(Math.round(Math.abs(result.apca) * 10) / 10).toFixed(1)}`)).toBeVisible();
    }
  });

  test("a wide colour's page rates its contrast on both screens, the worse shown, and opens the checker with it", async ({ page }) => {
    const p3 = 'color(display-p3 0 1 0)';
    await page.goto('/colors/00fb29?exact=color(display-p3_0_1_0)');
    const region = section(page, 'accessibility');
    const cases: Array<[string, string, string]> = [
      ['On white', p3, '#ffffff'],
      ['On black', p3, '#000000'],
      ['White text', '#ffffff', p3],
      ['Black text', '#000000', p3],
    ];
    for (const [name, fg, bg] of cases) {
      const { result, screens } = pairContrast(fg, bg);
      expect(screens).not.toBeNull();
      const card = region.getByRole('region', { name });
      await expect(card.getByText(`${result.score.toFixed(2)}:1`)).toBeVisible();
      await expect(card.getByText(`Lc ${(Math.round(Math.abs(result.apca) * 10) / 10).toFixed(1)}`)).toBeVisible();
    }
    // As text on white the P3 green reads weaker than its fallback: the page shows the P3 screen's Lc, not the fallback's.
    const onWhite = pairContrast(p3, '#ffffff');
    expect(onWhite.screens?.apcaFrom).toBe('p3');
    expect(Math.abs(onWhite.result.apca)).toBeLessThan(Math.abs(contrast('#00fb29', '#ffffff').apca));
    await expect(region.getByText(text('en', 'contrast.screens.judged', 'tools'))).toBeVisible();
    const block = section(page, 'contrast');
    await expect(block.getByText(text('en', 'contrast.screens.judged', 'tools'))).toBeVisible();
    // Its simulations are the P3 colour's, kept exactly, not its fallback's.
    const vision = page.getByTestId('section-vision');
    await expect(vision.getByText(p3)).toBeVisible();
    for (const type of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      const seen = seenOnP3Color(p3, type, 1);
      expect(seen.exact).toMatch(/^color\(display-p3 /);
      await expect(vision.getByText(seen.exact!)).toBeVisible();
    }
    const link = block.getByRole('link', { name: 'Open in Contrast Checker' });
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
    expect(href.searchParams.get('bg')).toBe('00fb29');
    expect(href.searchParams.get('bgExact')).toBe('color(display-p3_0_1_0)');
  });
});

test.describe('colour page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy puts the code (or a value) on the clipboard and confirms with a toast', async ({ page }) => {
    await page.goto('/colors/3a7bd5');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '#3a7bd5 Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#3a7bd5');
    await strip(page).getByRole('button', { name: 'Copy RGB rgb(58 123 213)' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'rgb(58 123 213) Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(58 123 213)');
  });

  test('a toast whose code arrives late (a busy device) is still shown for its time', async ({ page }) => {
    // The toasts' own code loads with the first toast; held back past a toast's 3 seconds, it must not lose it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ToastList-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/colors/3a7bd5');
    await page.getByRole('button', { name: 'Copy code' }).click();
    // The page's clock goes past the toast's time; then the code arrives.
    await page.clock.runFor(3_500);
    release();
    const toast = page.getByTestId('toast').filter({ hasText: '#3a7bd5 Copied' });
    await expect(toast).toBeVisible();
    await page.clock.runFor(3_100);
    await expect(toast).toBeHidden();
  });

  test('a visit adds the colour to the history, once and first', async ({ page }) => {
    for (const hex of ['112233', '3a7bd5', '112233']) {
      await page.goto(`/colors/${hex}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(createColor(hex, { names: NAMES }).name);
    }
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('colorHistory') ?? '[]')))
      .toEqual(['#112233', '#3a7bd5']);
    await page.goto('/history');
    await expect(page.getByRole('link', { name: /#112233/ }).first()).toBeVisible();
  });

  test('save adds the colour to a chosen palette', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('palettes'))
        localStorage.setItem(
          'palettes',
          JSON.stringify([
            { uuid: '11111111-1111-4111-8111-111111111111', name: 'Ocean', colors: ['#000080'] },
            { uuid: '22222222-2222-4222-8222-222222222222', name: 'Forest', colors: [] },
          ]),
        );
    });
    await page.goto('/colors/3a7bd5');
    await page.getByRole('button', { name: 'Save to palette' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to palette' });
    await dialog.getByRole('button', { name: /Ocean/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved to Ocean' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('palettes') ?? '[]'));
    expect(stored.find((p: { name: string }) => p.name === 'Ocean').colors).toEqual(['#000080', '#3a7bd5']);
    expect(stored.find((p: { name: string }) => p.name === 'Forest').colors).toEqual([]);
  });

  for (const lang of ['en', 'ja'] as const) {
    test(`a grey's values never show or copy 'none' (${lang})`, async ({ page }) => {
      const color = createColor('808080', { names: NAMES, lang });
      await page.goto(localized('/colors/808080', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(color.name);
      const values = strip(page, lang);
      await expect(values.getByRole('button', { name: /HSL/ })).toHaveText('hsl(0 0% 50.2%)');
      await expect(values.getByRole('button', { name: /HSV/ })).toHaveText('0°, 0%, 50.2%');
      expect(await page.getByRole('main').innerText()).not.toMatch(/\bnone\b|NaN/i);

      for (const [label, value] of Object.entries(expectedValues(color))) {
        expect(value).not.toMatch(/none|NaN/);
        const button = values.getByRole('button', { name: text(lang, 'strip.copyValue', 'color').replace('{{label}}', label).replace('{{value}}', value), exact: true });
        await button.click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      }

      // The picker opened on the grey shows numbers in every tab, hue 0.
      await page.getByRole('button', { name: text(lang, 'page.change', 'color') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'picker.title', 'color') });
      for (const tab of ['picker', 'hsv', 'rgb', 'cmyk']) {
        await dialog.getByRole('tab', { name: text(lang, `picker.tabs.${tab}`, 'color'), exact: true }).click();
        expect(await dialog.innerText()).not.toMatch(/\bnone\b|NaN/i);
        for (const input of await dialog.locator('input').all()) expect(await input.inputValue()).not.toMatch(/none|NaN/i);
        for (const slider of await dialog.getByRole('slider').all()) {
          expect(await slider.getAttribute('aria-valuetext')).not.toMatch(/none|NaN/i);
        }
      }
      await dialog.getByRole('tab', { name: 'HSV', exact: true }).click();
      await expect(dialog.getByRole('spinbutton').first()).toHaveValue('0');
    });
  }

  test("'Change color' opens the picker and Apply goes to the chosen colour", async ({ page }) => {
    await page.goto(localized('/colors/3a7bd5', 'ja'));
    await page.getByRole('button', { name: text('ja', 'page.change', 'color') }).click();
    const dialog = page.getByRole('dialog', { name: text('ja', 'picker.title', 'color') });
    const hex = dialog.getByRole('textbox', { name: text('ja', 'picker.hex', 'color') });
    await expect(hex).toHaveValue('#3a7bd5');
    await hex.fill('F80');
    await hex.press('Enter');
    await dialog.getByRole('button', { name: text('ja', 'picker.apply', 'color') }).click();
    await expect(page).toHaveURL(/\/ja\/colors\/ff8800$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(createColor('ff8800', { names: NAMES }).name);
  });
});
