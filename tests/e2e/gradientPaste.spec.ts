import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { text } from './helpers';
import { gradientCss } from '../../src/core/gradient/css.ts';
import { gradientText, parseGradient, readGradientText } from '../../src/core/gradient/address.ts';
import { parseGradientCss } from '../../src/core/gradient/parse.ts';

/**
 * Pasted gradient CSS: every gradient of the corpus (tests/fixtures/gradients/corpus.json, real CSS from public sources)
 * read by the parser and written back by the tool's writer gives Chromium the same computed style as the original,
 * also after a trip through the address; and the journey: a paste in the dialog and a plain paste on the page become
 * the gradient (one undoable step), and what cannot be kept is said in English and Japanese.
 */

type Entry = { value: string; source: Record<string, string> };
const corpus = (JSON.parse(readFileSync(new URL('../fixtures/gradients/corpus.json', import.meta.url), 'utf8')) as { gradients: Entry[] }).gradients;
const gt = (lang: 'en' | 'ja', key: string) => text(lang, key, 'gradient');

test('every corpus gradient, read and written back, is the same computed style in Chromium, also through the address', async ({ page }) => {
  expect(corpus.length).toBeGreaterThanOrEqual(200);
  // The parser and writer run here, in Node; only the computed styles are the browser's (one page, one batch).
  const rows = corpus.map((entry) => {
    const result = parseGradientCss(entry.value);
    if (!result.ok) return { original: entry.value, written: `unread: ${result.problem.code} ${result.problem.text}`, trip: '' };
    const trip = readGradientText(gradientText(result.gradient));
    return { original: entry.value, written: gradientCss(result.gradient), trip: trip ? gradientCss(trip) : 'unread address' };
  });
  const computed = await page.evaluate((list) => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const style = (value: string) => {
      probe.style.backgroundImage = '';
      probe.style.backgroundImage = value;
      return getComputedStyle(probe).backgroundImage;
    };
    return list.map((row) => [style(row.original), style(row.written), style(row.trip)]);
  }, rows);
  const failures = rows.flatMap((row, i) => {
    const [original, written, trip] = computed[i];
    if (original === written && written === trip) return [];
    return [`${row.original}\n  original: ${original}\n  written:  ${written} (${row.written})\n  address:  ${trip} (${row.trip})`];
  });
  if (failures.length > 0) console.log(`${failures.length} of ${rows.length} differ:\n${failures.join('\n')}`);
  expect(failures).toEqual([]);
});

test('a gradient pasted in the dialog or on the page becomes the gradient; undo brings the previous one back', async ({ page }) => {
  await page.goto('/tools/gradient');
  const preview = page.getByTestId('gradient-preview');
  const before = await preview.evaluate((element) => getComputedStyle(element).backgroundImage);
  await page.getByRole('button', { name: gt('en', 'paste.open') }).click();
  const dialog = page.getByRole('dialog', { name: gt('en', 'paste.title') });
  await dialog.getByLabel(gt('en', 'paste.field')).fill('.hero {\n  background: linear-gradient(to right top, #ff8177 0%, #cf556c 78%, #b12a5b 100%), #fff;\n}');
  await expect(dialog).toContainText('Found 1 layer with 3 stops.');
  await expect(dialog).toContainText(gt('en', 'paste.notes.base-color').replace('{{text}}', '#fff'));
  await dialog.getByRole('button', { name: gt('en', 'paste.use') }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(
    'linear-gradient(to right top, rgb(255, 129, 119) 0%, rgb(207, 85, 108) 78%, rgb(177, 42, 91) 100%)',
  );
  await expect.poll(() => parseGradient(new URL(page.url()).searchParams).layers[0].authored?.angle?.text).toBe('to right top');

  // A plain paste anywhere on the page (not in a field) is read too, with a word that it was.
  await page.locator('h1').click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'background-image: repeating-linear-gradient(45deg, #000 0 10px, #fff 10px 20px);');
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('status').filter({ hasText: 'Read the pasted gradient: 1 layer, 4 stops.' })).toBeVisible();
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(
    'repeating-linear-gradient(45deg, rgb(0, 0, 0) 0px, rgb(0, 0, 0) 10px, rgb(255, 255, 255) 10px, rgb(255, 255, 255) 20px)',
  );

  // Each paste was one step: two undos bring the first gradient back.
  const undo = page.getByRole('button', { name: text('en', 'history.undo'), exact: true });
  await undo.click();
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('to right top');
  await undo.click();
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(before);
});

for (const lang of ['en', 'ja'] as const) {
  test(`a paste with var() says why it cannot be kept (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/tools/gradient' : '/ja/tools/gradient');
    await page.getByRole('button', { name: gt(lang, 'paste.open') }).click();
    const dialog = page.getByRole('dialog', { name: gt(lang, 'paste.title') });
    await dialog.getByLabel(gt(lang, 'paste.field')).fill('background: linear-gradient(var(--brand), transparent);');
    await expect(dialog).toContainText(gt(lang, 'paste.problems.var').replace('{{text}}', 'var(--brand)'));
    await expect(dialog.getByRole('button', { name: gt(lang, 'paste.use') })).toBeDisabled();
  });
}
