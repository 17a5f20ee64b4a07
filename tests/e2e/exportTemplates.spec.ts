/**
 * "Your template" in a real browser: written in the palette's export dialog with the output following as it is typed,
 * a syntax error said in words, saved, still there after a reload, its file downloaded as it reads; the theme's export
 * dialog offers only the templates written for a theme; a backup carries them to a cleared browser; and the dialog
 * with the editor open has no axe violations, in light and dark.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { axeViolations, text, trackPageErrors } from './helpers';
import { openPalette, pt, seedPalettes, toasts, type Lang } from './palettes-support';
import { encodeTemplates, type SavedTemplate } from '../../src/core/model/exportTemplates.ts';

/** Returns a text of a namespace, {{placeholders}} filled; `count` picks the English plural form. */
function nt(namespace: string, key: string, values: Record<string, string | number> = {}, lang: Lang = 'en'): string {
  const plural = 'count' in values && namespace === 'data' ? `${key}_${values.count === 1 && lang === 'en' ? 'one' : 'other'}` : key;
  let value = text(lang, plural, namespace);
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}
const tpl = (key: string, values: Record<string, string | number> = {}, lang: Lang = 'en') => nt('templates', key, values, lang);

const PALETTE = { uuid: 'p1', name: 'Brand Web', colors: ['#ff0000', '#1ab385', '#fe0000'] };
const THEME_TEMPLATE: SavedTemplate = { id: 'theme-1', kind: 'theme', name: 'Role list', text: '{{#roles}}{{role}} {{light.hex}}\n{{/roles}}', extension: 'txt', savedAt: 1_764_288_000_000 };
const TEMPLATE = '{{#colors}}\n{{constant}}={{hex}}\n{{/colors}}\n';
const OUTPUT = 'RED=#ff0000\nMOUNTAIN_MEADOW=#1ab385\nRED_2=#fe0000\n';

async function openExport(page: Page, lang: Lang = 'en') {
  await openPalette(page, lang, PALETTE.uuid);
  await page.getByRole('button', { name: pt(lang, 'editor.export'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: pt(lang, 'export.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('write a template, see it filled live, save it, find it after a reload, download it; the theme dialog offers only theme templates; a backup restores it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await seedPalettes(page, [PALETTE], { exportTemplates: encodeTemplates([THEME_TEMPLATE]) });
  let dialog = await openExport(page);
  await dialog.getByRole('radio', { name: tpl('choice'), exact: true }).check();
  // A theme's template is not offered for a palette.
  await expect(dialog.getByRole('radio', { name: THEME_TEMPLATE.name })).toHaveCount(0);

  const editor = dialog.getByRole('textbox', { name: tpl('editor'), exact: true });
  const output = dialog.getByRole('region', { name: tpl('output', { name: tpl('choice') }) });
  // The CSS starter is filled at once.
  await expect(output).toContainText('--mountain-meadow: #1ab385;');
  await editor.fill(TEMPLATE);
  await expect(output).toHaveText(OUTPUT);

  // A section never closed: said in words, with its line, in place of the output.
  await editor.fill('# colours\n{{#colors}}\n{{hex}}\n');
  await expect(dialog.getByText(tpl('error.unclosedSection', { line: 2, name: 'colors' }))).toBeVisible();
  await expect(output).toHaveCount(0);

  // A placeholder from the reference goes in at the caret.
  await editor.fill(TEMPLATE);
  await editor.press('Control+End');
  await dialog.getByText(tpl('placeholders.title')).click();
  await dialog.getByRole('button', { name: tpl('placeholders.insert', { tag: '{{name}}' }), exact: true }).click();
  await expect(editor).toHaveValue(`${TEMPLATE}{{name}}`);
  await expect(output).toHaveText(`${OUTPUT}Brand Web`);
  await editor.fill(TEMPLATE);

  await dialog.getByRole('textbox', { name: tpl('extension') }).fill('env');
  await dialog.getByRole('textbox', { name: tpl('name'), exact: true }).fill('Env file');
  await dialog.getByRole('button', { name: tpl('save') }).click();
  await expect(toasts(page).first()).toContainText(tpl('saved'));
  await expect(dialog.getByRole('radio', { name: 'Env file', exact: true })).toBeChecked();

  // Saving another under the same name asks first.
  await dialog.getByRole('radio', { name: tpl('choice'), exact: true }).check();
  await dialog.getByRole('textbox', { name: tpl('name'), exact: true }).fill('env FILE');
  await dialog.getByRole('button', { name: tpl('save') }).click();
  await expect(dialog.getByText(tpl('replace.question', { name: 'Env file' }))).toBeVisible();
  await dialog.getByRole('button', { name: tpl('replace.cancel') }).click();

  // After a reload it is still there, and its file reads as the output.
  await page.reload();
  dialog = await openExport(page);
  await dialog.getByRole('radio', { name: 'Env file', exact: true }).check();
  await expect(dialog.getByRole('textbox', { name: tpl('editor'), exact: true })).toHaveValue(TEMPLATE);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: tpl('download') }).click()]);
  expect(download.suggestedFilename()).toBe('brand-web.env');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(OUTPUT);
  const stored = await page.evaluate(() => localStorage.getItem('exportTemplates'));

  // The theme's dialog offers its own templates only.
  await page.goto('/tools/theme?colors=3a7bd5');
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'actions.export', 'theme') }).click();
  const themeDialog = page.getByRole('dialog', { name: text('en', 'title', 'themeExport') });
  await expect(themeDialog.getByRole('radio', { name: 'Env file' })).toHaveCount(0);
  await themeDialog.getByRole('radio', { name: THEME_TEMPLATE.name, exact: true }).check();
  await expect(themeDialog.getByRole('region', { name: tpl('output', { name: THEME_TEMPLATE.name }) })).toContainText(/^primary #[0-9a-f]{6}\n(.+\n)*onPrimary #ffffff\n/);
  // A role by its name, from the reference's last group: filled with that role's colour.
  await themeDialog.getByRole('radio', { name: tpl('choice'), exact: true }).check();
  await themeDialog.getByRole('textbox', { name: tpl('editor'), exact: true }).fill('primary: ');
  await themeDialog.getByRole('textbox', { name: tpl('editor'), exact: true }).press('Control+End');
  await themeDialog.getByText(tpl('placeholders.title')).click();
  await expect(themeDialog.getByText(tpl('placeholders.byNameHint.theme'))).toBeVisible();
  await themeDialog.getByRole('list', { name: tpl('placeholders.byName') }).getByRole('button', { name: tpl('placeholders.insert', { tag: '{{role.primary.light.hex}}' }) }).click();
  await expect(themeDialog.getByRole('region', { name: tpl('output', { name: tpl('choice') }) })).toHaveText(/^primary: #[0-9a-f]{6}$/);

  // A backup carries both to a cleared browser.
  await page.goto('/palettes');
  await page.getByRole('button', { name: nt('data', 'section.backUp') }).click();
  const backupDialog = page.getByRole('dialog', { name: nt('data', 'backup.title') });
  await expect(backupDialog.getByText(nt('data', 'backup.templates', { count: 2 }), { exact: true })).toBeVisible();
  const [backup] = await Promise.all([page.waitForEvent('download'), backupDialog.getByRole('button', { name: nt('data', 'backup.download') }).click()]);
  const file = readFileSync((await backup.path())!, 'utf8');
  expect((JSON.parse(file) as { templates: SavedTemplate[] }).templates.map((t) => t.name)).toEqual(['Env file', THEME_TEMPLATE.name]);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: nt('data', 'section.restore'), exact: true }).click();
  const restore = page.getByRole('dialog', { name: nt('data', 'restore.title') });
  await restore.getByTestId('restore-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(restore.getByText(nt('data', 'restore.holdsTemplates', { count: 2 }), { exact: true })).toBeVisible();
  await expect(restore.getByText(nt('data', 'restore.templatesAdded', { count: 2 }))).toBeVisible();
  await restore.getByRole('button', { name: nt('data', 'restore.mergeSubmit') }).click();
  await expect(restore).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('exportTemplates'))).toBe(stored);

  // The palette came back too, and the template is offered again.
  dialog = await openExport(page);
  await dialog.getByRole('radio', { name: 'Env file', exact: true }).check();
  await expect(dialog.getByRole('region', { name: tpl('output', { name: 'Env file' }) })).toHaveText(OUTPUT);
  expect(errors).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the dialog with the editor has no axe violations (${mode})`, async ({ page }) => {
    await seedPalettes(page, [PALETTE], { darkMode: String(mode === 'dark'), exportTemplates: encodeTemplates([{ ...THEME_TEMPLATE, id: 'p', kind: 'palette', name: 'Saved one', text: TEMPLATE }]) });
    const dialog = await openExport(page);
    await dialog.getByRole('radio', { name: tpl('choice'), exact: true }).check();
    await dialog.getByText(tpl('placeholders.title')).click();
    expect(await axeViolations(page, undefined, 'dialog')).toEqual([]);
    // With an error in place of the output, and a saved template's Rename and Delete.
    await dialog.getByRole('textbox', { name: tpl('editor'), exact: true }).fill('{{#colors}}');
    await expect(dialog.getByText(tpl('error.title'))).toBeVisible();
    expect(await axeViolations(page, undefined, 'dialog')).toEqual([]);
    await dialog.getByRole('radio', { name: 'Saved one', exact: true }).check();
    await expect(dialog.getByRole('button', { name: tpl('delete') })).toBeVisible();
    expect(await axeViolations(page, undefined, 'dialog')).toEqual([]);

    // Delete, then Undo (in the dialog: outside it nothing can be pressed): it is back among the formats.
    await dialog.getByRole('button', { name: tpl('delete') }).click();
    await expect(dialog.getByRole('radio', { name: 'Saved one', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: tpl('choice'), exact: true })).toBeChecked();
    await expect(dialog.getByText(tpl('deletedNamed', { name: 'Saved one' }))).toBeVisible();
    expect(await axeViolations(page, undefined, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: tpl('undo') }).click();
    await expect(dialog.getByRole('radio', { name: 'Saved one', exact: true })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('exportTemplates'))).toContain('"Saved one"');
  });
}
