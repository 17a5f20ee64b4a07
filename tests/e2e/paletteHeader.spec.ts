import { expect, test, type Locator, type Page } from './fixtures';
import { text } from './helpers';
import { countText, openPalette, pt, seedPalettes, type Lang } from './palettes-support';

/**
 * The palette page's head at a wide desktop, a small laptop and a phone, in both languages, with a short and a long
 * name: Try on and Copy codes beside the name, the view switch (colour blindness, check) on a row of its own, the
 * toolbar's buttons on one row, every label on one line, and nothing wider than the window.
 */

const CODES = ['#fbf7ef', '#1d2433', '#e85d3f', '#2a9d8f', '#f2c14e'];
const NAMES = ['Kyoto', 'Autumn evening in Kyoto, with a name long enough to wrap'];

type Rect = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Rect> => (await locator.boundingBox())!;
const middle = (rect: Rect) => rect.y + rect.height / 2;
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
/** The head's labelled buttons. */
const LABELLED = (lang: Lang) =>
  [pt(lang, 'editor.tryOn'), text(lang, 'generator.copyAll', 'tools'), pt(lang, 'editor.vision'), pt(lang, 'editor.check'), pt(lang, 'editor.export'), pt(lang, 'editor.share')];

/** Returns the boxes of the head's parts (the name, its count, the actions beside it, the toolbar's ends). */
async function head(page: Page, lang: Lang) {
  const main = page.getByRole('main');
  const title = main.getByRole('heading', { level: 1 });
  const [name, titleLine, count, copy, undo, more] = await Promise.all([
    box(title),
    title.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight)),
    box(main.getByText(countText(lang, CODES.length), { exact: true })),
    box(button(page, text(lang, 'generator.copyAll', 'tools'))),
    box(button(page, pt(lang, 'editor.undo'))),
    box(button(page, pt(lang, 'editor.more'))),
  ]);
  return { title: name, titleLine, count, copy, undo, more };
}

async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1440, 1024] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const lang of ['en', 'ja'] as const) {
      for (const [i, name] of NAMES.entries()) {
        test(`the name with Try on and Copy codes beside it, the views on a row of their own (${lang}, ${i === 0 ? 'short' : 'long'} name)`, async ({ page }) => {
          await seedPalettes(page, [{ uuid: 'p', name, colors: CODES }]);
          await openPalette(page, lang, 'p');
          await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
          const tryOn = button(page, pt(lang, 'editor.tryOn'));
          for (const view of ['colors', 'tryon'] as const) {
            if (view === 'tryon') {
              await tryOn.click();
              await expect(tryOn).toHaveAttribute('aria-pressed', 'true');
            }
            const [parts, tryOnBox, vision, check, toolbar, labels] = await Promise.all([
              head(page, lang),
              box(tryOn),
              box(button(page, pt(lang, 'editor.vision'))),
              box(button(page, pt(lang, 'editor.check'))),
              Promise.all([pt(lang, 'editor.export'), pt(lang, 'editor.share')].map((label) => box(button(page, label)))),
              Promise.all(LABELLED(lang).map((label) => box(button(page, label)))),
            ]);
            // Beside the name: on its first line, to its right, one row.
            for (const action of [tryOnBox, parts.copy]) {
              expect(middle(action), view).toBeGreaterThanOrEqual(parts.title.y);
              expect(middle(action), view).toBeLessThanOrEqual(parts.title.y + parts.titleLine);
              expect(action.x, view).toBeGreaterThanOrEqual(parts.title.x + parts.title.width);
            }
            expect(Math.abs(tryOnBox.y - parts.copy.y), view).toBeLessThan(1);
            // The views: one row, under the name's count and the actions, above the toolbar.
            expect(Math.abs(vision.y - check.y), view).toBeLessThan(1);
            expect(vision.y, view).toBeGreaterThanOrEqual(parts.count.y + parts.count.height);
            expect(vision.y, view).toBeGreaterThanOrEqual(parts.copy.y + parts.copy.height);
            expect(vision.y + vision.height, view).toBeLessThanOrEqual(parts.undo.y);
            // The toolbar: undo, Export, Share and More on one row.
            for (const other of [...toolbar, parts.more]) expect(Math.abs(middle(other) - middle(parts.undo)), view).toBeLessThan(2);
            // Every label on one line.
            labels.forEach((label, j) => expect(label.height, `${view}: ${LABELLED(lang)[j]}`).toBeLessThan(48));
            await expectNoOverflow(page, width);
          }
        });
      }
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const lang of ['en', 'ja'] as const) {
    test(`the name on its own, Copy codes beside the count, the views in More (${lang})`, async ({ page }) => {
      await seedPalettes(page, NAMES.map((name, i) => ({ uuid: `p${i}`, name, colors: CODES })));
      for (const [i, name] of NAMES.entries()) {
        await openPalette(page, lang, `p${i}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const parts = await head(page, lang);
        expect(Math.abs(middle(parts.copy) - middle(parts.count)), name).toBeLessThan(12);
        expect(parts.copy.x, name).toBeGreaterThanOrEqual(parts.count.x + parts.count.width);
        expect(parts.copy.x + parts.copy.width, name).toBeLessThanOrEqual(390);
        expect(parts.copy.y, name).toBeGreaterThanOrEqual(parts.title.y + parts.title.height);
        expect(Math.abs(middle(parts.more) - middle(parts.undo)), name).toBeLessThan(2);
        for (const hidden of [pt(lang, 'editor.tryOn'), pt(lang, 'editor.vision'), pt(lang, 'editor.check')]) await expect(button(page, hidden)).toBeHidden();
        await expectNoOverflow(page, 390);
      }
    });
  }
});
