import { paths } from '../../src/config/paths.ts';
import { encodeSharedExact } from '../../src/core/model/share.ts';
import { tryAuthoredColor } from '../../src/core/exact/authoredColor.ts';
import { expect, test, type Page } from './fixtures';
import { axeViolations, localized, text } from './helpers';
import { pt, toasts, type Lang } from './palettes-support';

/**
 * Wide and translucent colours through the export dialog and "Copy as", in Chromium: the CSS export's custom properties
 * compute to the colours as authored (the sRGB fallbacks wait behind `@supports not (oklch)`), an sRGB-only format
 * lists the colours it writes otherwise, and the copies keep the exact texts. The clipboard is real.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A P3 colour (Tailwind's lime-400), a translucent P3 red, a plain code, a Rec. 2020 green, a translucent sRGB red. */
const COLORS = ['oklch(84.1% 0.238 128.85)', 'color(display-p3 1 0 0 / 0.5)', '#1ab385', 'color(rec2020 0 1 0)', '#ff000080'];
const CODES = COLORS.map((c) => tryAuthoredColor(c)!.code);

/** Returns a formats text with its {{placeholders}} filled (a plural by its count). */
function ft(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const plural = values.count === undefined ? key : `${key}_${values.count === 1 ? 'one' : 'other'}`;
  return Object.entries(values).reduce((value, [name, replacement]) => value.replaceAll(`{{${name}}}`, String(replacement)), text(lang, plural, 'formats'));
}

/** Opens the shared page of the wide palette in a language and its export dialog; returns the dialog. */
async function openExport(page: Page, lang: Lang) {
  await page.goto(localized(paths.sharedPalette(CODES, 'Wide', encodeSharedExact(COLORS)), lang));
  await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'ja'] as const satisfies readonly Lang[]) {
  test.describe(`exact colours in ${lang}`, () => {
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

    test('the CSS export computes to the colours as authored; an sRGB format lists what it writes otherwise', async ({ page }) => {
      const dialog = await openExport(page, lang);
      const css = (await dialog.locator('pre').textContent()) ?? '';
      // CSS holds every colour: no note.
      await expect(dialog.getByRole('region', { name: ft(lang, 'fallback.listLabel') })).toHaveCount(0);
      const declared = [...css.split('@supports')[0].matchAll(/^ {2}(--[a-z0-9-]+): (.+);$/gm)].map((m) => [m[1], m[2]]);
      expect(declared.map(([, value]) => value)).toEqual(['oklch(84.1% 0.238 128.85)', 'color(display-p3 1 0 0 / 0.5)', '#1ab385', 'color(rec2020 0 1 0)', '#ff000080']);

      // Applied in the page: each property's computed value is the text as authored, and a colour through var() is the
      // colour itself, not its fallback; the fallback rule is there, under a condition this browser does not meet.
      await page.addStyleTag({ content: css });
      const applied = await page.evaluate((props) => {
        const paint = (value: string) => {
          const probe = document.createElement('div');
          probe.style.backgroundColor = value;
          document.body.appendChild(probe);
          const computed = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return computed;
        };
        const supports = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).find((rule): rule is CSSSupportsRule => rule instanceof CSSSupportsRule && rule.conditionText.includes('oklch'));
        return {
          values: props.map(([prop]) => getComputedStyle(document.documentElement).getPropertyValue(prop).trim()),
          painted: props.map(([prop, value]) => [paint(`var(${prop})`), paint(value)]),
          condition: supports ? [supports.conditionText, CSS.supports(supports.conditionText)] : null,
          fallbacks: supports ? (supports.cssRules[0] as CSSStyleRule).style.cssText : null,
        };
      }, declared);
      expect(applied.values).toEqual(declared.map(([, value]) => value));
      for (const [viaVar, direct] of applied.painted) expect(viaVar).toBe(direct);
      expect(applied.painted[0][0]).toBe('oklch(0.841 0.238 128.85)');
      expect(applied.condition).toEqual(['not (color: oklch(0% 0 0))', false]);
      expect(applied.fallbacks).toBe(`${declared[0][0]}: ${CODES[0]}; ${declared[1][0]}: ${CODES[1]}80; ${declared[3][0]}: ${CODES[3]};`);

      // GIMP palettes are sRGB and opaque: the two wide colours and the translucent ones are listed, with ΔE and opacity.
      await dialog.getByRole('radio', { name: text(lang, 'gpl.label', 'formats'), exact: true }).check();
      await expect(dialog.getByText(ft(lang, 'fallback.summary', { count: 4 }))).toBeVisible();
      const list = dialog.getByRole('region', { name: ft(lang, 'fallback.listLabel') }).getByRole('listitem');
      await expect(list).toHaveCount(4);
      await expect(list.nth(0)).toContainText(`oklch(84.1% 0.238 128.85) → ${CODES[0]}`);
      await expect(list.nth(0)).toContainText(ft(lang, 'fallback.distance', { distance: '' }).trim());
      await expect(list.nth(1)).toContainText(ft(lang, 'fallback.opacity', { percent: 50 }));
      await expect(list.nth(3)).toContainText('#ff000080');
      await expect(list.nth(3)).not.toContainText('→ #');
      // The note is readable and its scrolling list reachable by keyboard.
      expect(await axeViolations(page, undefined, 'dialog[open]')).toEqual([]);

      // SwiftUI holds Display P3 and opacity: only the Rec. 2020 green is clipped into P3.
      await dialog.getByRole('radio', { name: text(lang, 'swiftui.label', 'formats'), exact: true }).check();
      await expect(list).toHaveCount(1);
      await expect(list.first()).toContainText('color(rec2020 0 1 0) → color(display-p3');
      await expect(dialog.locator('pre')).toContainText('Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)');
    });

    test('Copy as keeps the exact texts; HEX copies the fallbacks and says so', async ({ page }) => {
      await page.goto(localized(paths.sharedPalette(CODES, 'Wide', encodeSharedExact(COLORS)), lang));
      const asLabel = text(lang, 'copy.asLabel').replace('{{label}}', text(lang, 'copy.palette'));
      await page.getByRole('button', { name: asLabel }).click();
      await page.getByRole('menuitemradio', { name: text(lang, 'copyAs.cssVar', 'formats') }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^--[a-z0-9-]+: oklch\(84\.1% 0\.238 128\.85\);\n--[a-z0-9-]+: color\(display-p3 1 0 0 \/ 0\.5\);\n/);
      await page.getByRole('button', { name: asLabel }).click();
      await page.getByRole('menuitemradio', { name: text(lang, 'copyAs.hex', 'formats') }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(CODES.join('\n'));
      await expect(toasts(page).filter({ hasText: ft(lang, 'copyAs.fallbacks', { count: 4 }) })).toBeVisible();
    });
  });
}
