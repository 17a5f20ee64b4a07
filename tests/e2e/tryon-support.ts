import { expect, type Locator, type Page } from './fixtures';
import { text } from './helpers';

/** The try-on's words (tryon namespace), placeholders filled. */
export function yt(lang: 'en' | 'ja', key: string, values: Record<string, string | number> = {}): string {
  let value: string;
  try {
    value = text(lang, key, 'tryon');
  } catch {
    value = text(lang, `${key}_${values.count === 1 ? 'one' : 'other'}`, 'tryon');
  }
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

export const tryOn = (page: Page) => page.getByTestId('try-on');
/** The try-on's windows: the first is normal vision, the second (when a vision is chosen) the simulated one. */
export const viewports = (page: Page) => tryOn(page).locator('[aria-roledescription]');

/** Returns the colour a window paints a role with (its custom property). */
export async function roleColor(page: Page, role: string, frame = 0): Promise<string> {
  return viewports(page)
    .nth(frame)
    .evaluate((node, name) => (node as HTMLElement).style.getPropertyValue(`--t-${name}`), role);
}

/** The first element of the shown mock painted in a pair ('onPrimary/primary/body'). */
export function painted(page: Page, pair: string, frame = 0): Locator {
  return viewports(page).nth(frame).locator(`[data-pairs~="${pair}"]`).first();
}

/** Returns '#rrggbb' of a computed CSS colour 'rgb(r, g, b)'. */
export function hexOf(rgb: string): string {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** Returns the computed background of an element as '#rrggbb'. */
export async function backgroundOf(locator: Locator): Promise<string> {
  return hexOf(await locator.evaluate((node) => getComputedStyle(node).backgroundColor));
}

/** Waits until the try-on has drawn its mock (its marked elements are in). */
export async function tryOnReady(page: Page) {
  await expect(viewports(page).first().locator('[data-pairs]').first()).toBeAttached();
}
