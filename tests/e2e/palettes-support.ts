/**
 * Fixtures and helpers of the palette suites (palettes*.spec.ts, drawer*.spec.ts): stored palettes, the
 * translated texts of the 'palettes' namespace, and reads of what the page shows and stores.
 */
import { expect, type Locator, type Page } from './fixtures';
import { localized, text } from './helpers';

export type Lang = 'en' | 'ja';
export type StoredPalette = { uuid: string; name: string; colors: string[] };

/** Returns a text of the palettes namespace, with {{placeholders}} filled. */
export function pt(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let value = text(lang, key, 'palettes');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

/** Returns 'N colors' as the app writes it. */
export function countText(lang: Lang, count: number): string {
  return pt(lang, count === 1 ? 'count_one' : 'count_other', { count });
}

/** Stores palettes before the app starts (on a blank page of the origin), replacing any. */
export async function seedPalettes(page: Page, palettes: StoredPalette[], extra: Record<string, string> = {}) {
  await page.goto('/404');
  await page.evaluate(
    ({ data, more }) => {
      localStorage.clear();
      localStorage.setItem('palettes', data);
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    },
    { data: JSON.stringify(palettes), more: extra },
  );
}

/** Returns the palettes as stored. */
export async function storedPalettes(page: Page): Promise<StoredPalette[]> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('palettes'))) ?? '[]') as StoredPalette[];
}

/** The list of colour rows on the palette page. */
export function colorList(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByRole('list', { name: pt(lang, 'editor.listLabel'), exact: true });
}

/** Returns the codes of the palette page's rows, in order (read from their links to the colour pages). */
export async function rowCodes(page: Page, lang: Lang): Promise<string[]> {
  const hrefs = await colorList(page, lang).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => `#${href.split('/').pop()}`);
}

/** Waits until the page shows the codes in order. */
export async function expectRows(page: Page, lang: Lang, codes: string[]) {
  await expect.poll(() => rowCodes(page, lang)).toEqual(codes);
}

/** Opens a palette's page in a language. */
export async function openPalette(page: Page, lang: Lang, uuid: string) {
  await page.goto(localized(`/palettes/${uuid}`, lang));
}

/** The toasts region's items. */
export function toasts(page: Page): Locator {
  return page.getByTestId('toast');
}

/**
 * Drags one element onto the centre of another with the mouse, in small steps. `grab` is the point
 * pressed, from the element's top-left corner (its centre by default).
 */
export async function dragByMouse(
  page: Page,
  from: Locator,
  to: Locator,
  options: { offsetY?: number; grab?: { x: number; y: number } } = {},
) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: element not visible');
  const start = options.grab ? { x: a.x + options.grab.x, y: a.y + options.grab.y } : { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 4 });
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2 + (options.offsetY ?? 0);
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.move(x, y + 1, { steps: 2 });
  await page.mouse.up();
}
