import { expect, type Page } from './fixtures';
import { localized, text } from './helpers';

/** The image tool's e2e helpers, shared by image.spec.ts and imageLarge.spec.ts. */

export type Lang = 'en' | 'ja';

/** A text of the image namespace with its {{placeholders}} filled. */
export function it18(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let value = text(lang, key, 'image');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

export const rows = (page: Page, lang: Lang = 'en') => page.getByRole('list', { name: it18(lang, 'colors') }).getByRole('listitem');

export async function openTool(page: Page, lang: Lang = 'en') {
  await page.goto(localized('/tools/image', lang));
  await expect(page.getByRole('heading', { level: 1, name: it18(lang, 'title') })).toBeVisible();
  await expect(page.getByRole('button', { name: it18(lang, 'choose') })).toBeVisible();
}

/** Chooses a file with the page's file chooser, as a user does. */
export async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** The codes of the result, in order. */
export async function codes(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-color') ?? ''));
}

/** The shares shown, as fractions (NaN for a picked colour). */
export async function shares(page: Page): Promise<number[]> {
  const texts = await rows(page).evaluateAll((items) => items.map((item) => item.children[2]?.textContent ?? ''));
  return texts.map((value) => Number.parseFloat(value.replace(/[^\d.]/g, '')) / 100);
}

