/**
 * Saved gradients in a real browser: listed on My Palettes, each painted with its gradient; a card opens the gradient
 * tool with the gradient in its address; Delete and Undo; a backup (a real download) carries them to a cleared browser;
 * in Japanese, the section and its links are Japanese; another tab follows; no axe violations, light and dark.
 */
import { readFileSync } from 'node:fs';
import { expect, readyPage, test, type Page } from './fixtures';
import { axeViolations, localized, text, trackPageErrors } from './helpers';
import { pt, seedPalettes, toasts, type Lang } from './palettes-support';
import { encodeGradients, type SavedGradient } from '../../src/core/model/gradients.ts';

/** Returns a text of the 'data' namespace, {{placeholders}} filled; `count` picks the plural form. */
function dt(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const plural = 'count' in values ? `${key}_${values.count === 1 && lang === 'en' ? 'one' : 'other'}` : key;
  let value = text(lang, plural, 'data');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

/** Two saved gradients, newest first: a linear one with a hint and an easing, and a radial one with a translucent stop over a conic layer. */
const DAWN: SavedGradient = {
  id: 'dawn',
  savedAt: 1_764_288_000_000,
  name: 'Dawn',
  text: 'linear_90_oklch_shorter_50_50_ellipse_farthest-corner~4f46e5@0~ec4899@50!h35!ease-in~f59e0b@100',
};
const GLASS: SavedGradient = {
  id: 'glass',
  savedAt: 1_764_200_000_000,
  name: 'Glass 硝子',
  text: 'radial_0_srgb_longer_20_30_circle_closest-side~oklch(70%_0.3_150_/_0.5)@0~0000ff@100*conic_90_oklch_shorter_50_50_ellipse_farthest-corner~000000@0~ffffff@100',
};
const STORED = encodeGradients([DAWN, GLASS]);

async function openMyPalettes(page: Page, lang: Lang = 'en') {
  await page.goto(localized('/palettes', lang));
  await expect(page.getByRole('heading', { name: dt(lang, 'section.title') })).toBeVisible();
}

/** The saved gradients' section. */
const section = (page: Page, lang: Lang = 'en') => page.getByRole('region', { name: pt(lang, 'gradients.title'), exact: true });
const openLink = (page: Page, name: string, lang: Lang = 'en') => section(page, lang).getByRole('link', { name: pt(lang, 'gradients.open', { name }), exact: true });
const paints = (page: Page) => section(page).getByTestId('saved-gradient-paint').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundImage));

test('saved gradients are listed, open in the tool, delete with Undo, and come back from a backup in a cleared browser', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = trackPageErrors(page);
  await seedPalettes(page, [], { gradients: STORED });
  await openMyPalettes(page);

  // Newest first, each painted with its gradient: the second's layers, the top one first.
  await expect(section(page).getByRole('listitem')).toHaveCount(2);
  await expect(section(page).getByRole('listitem').first()).toContainText(DAWN.name);
  await expect(section(page).getByRole('listitem').last()).toContainText(GLASS.name);
  const [dawn, glass] = await paints(page);
  expect(dawn).toMatch(/^linear-gradient\(/);
  expect(glass).toMatch(/^radial-gradient\(.*\), conic-gradient\(/);

  // A card opens the gradient tool with the gradient in its address.
  await openLink(page, GLASS.name).click();
  await expect(page).toHaveURL(/\/tools\/gradient\?g=/);
  expect(new URL(page.url()).searchParams.get('g')).toBe(GLASS.text);
  // Under its name, ready to save again or share.
  await expect(page.getByRole('textbox', { name: text('en', 'code.name', 'gradient'), exact: true })).toHaveValue(GLASS.name);

  // Delete, then Undo: back where it stood.
  await openMyPalettes(page);
  await section(page).getByRole('button', { name: pt('en', 'gradients.delete', { name: DAWN.name }), exact: true }).click();
  await expect(openLink(page, DAWN.name)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gradients'))).toBe(encodeGradients([GLASS]));
  const toast = toasts(page).filter({ hasText: pt('en', 'gradients.deleted') });
  await expect(toast).toContainText(DAWN.name);
  await toast.getByRole('button', { name: pt('en', 'gradients.undo') }).click();
  await expect(section(page).getByRole('listitem').first()).toContainText(DAWN.name);
  expect(await page.evaluate(() => localStorage.getItem('gradients'))).toBe(STORED);

  // A backup holds them.
  await page.getByRole('button', { name: dt('en', 'section.backUp') }).click();
  const backupDialog = page.getByRole('dialog', { name: dt('en', 'backup.title') });
  await expect(backupDialog.getByText(dt('en', 'backup.gradients', { count: 2 }), { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), backupDialog.getByRole('button', { name: dt('en', 'backup.download') }).click()]);
  const file = readFileSync((await download.path())!, 'utf8');
  expect((JSON.parse(file) as { gradients: SavedGradient[] }).gradients).toEqual([DAWN, GLASS]);

  // The browser forgets everything; the file brings them back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(section(page)).toHaveCount(0);
  await page.getByRole('button', { name: dt('en', 'section.restore'), exact: true }).click();
  const restore = page.getByRole('dialog', { name: dt('en', 'restore.title') });
  await restore.getByTestId('restore-file').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(restore.getByText(dt('en', 'restore.holdsGradients', { count: 2 }), { exact: true })).toBeVisible();
  await expect(restore.getByText(dt('en', 'restore.gradientsAdded', { count: 2 }))).toBeVisible();
  await restore.getByRole('radio', { name: dt('en', 'restore.replace') }).check();
  await expect(restore.getByText(dt('en', 'restore.replaceGradients', { count: 2 }))).toBeVisible();
  await restore.getByRole('radio', { name: dt('en', 'restore.merge') }).check();
  await restore.getByRole('button', { name: dt('en', 'restore.mergeSubmit') }).click();
  await expect(restore).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('gradients'))).toBe(STORED);
  await expect(openLink(page, DAWN.name)).toBeVisible();
  await expect(openLink(page, GLASS.name)).toBeVisible();
  expect(errors).toEqual([]);
});

test('in Japanese the section and its links are Japanese; another tab follows a deletion; no axe violations, light and dark', async ({ page, context }) => {
  await seedPalettes(page, [], { gradients: STORED });
  await openMyPalettes(page, 'ja');
  await expect(section(page, 'ja').getByRole('heading', { name: 'グラデーション', exact: true })).toBeVisible();
  const href = await openLink(page, DAWN.name, 'ja').getAttribute('href');
  expect(href).toMatch(/^\/ja\/tools\/gradient\?g=/);
  expect(new URLSearchParams(href!.split('?')[1]).get('g')).toBe(DAWN.text);
  expect(await axeViolations(page)).toEqual([]);

  const other = await readyPage(context);
  await openMyPalettes(other);
  await expect(openLink(other, GLASS.name)).toBeVisible();
  await section(page, 'ja').getByRole('button', { name: pt('ja', 'gradients.delete', { name: GLASS.name }), exact: true }).click();
  await expect(openLink(other, GLASS.name)).toHaveCount(0);
  await expect(openLink(other, DAWN.name)).toBeVisible();

  await other.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(openLink(other, DAWN.name)).toBeVisible();
  expect(await axeViolations(other)).toEqual([]);
});
