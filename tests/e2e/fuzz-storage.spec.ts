import fc from 'fast-check';
import { expect, test } from './fixtures';

/**
 * Storage fuzzing (bounded): every key the app reads is set to random JSON and non-JSON values
 * before start. The app starts, repairs what it reads, and never loses a valid palette it can read.
 */

const KEYS = ['palettes', 'colorHistory', 'language', 'darkMode', 'lastOpenedPaletteId', 'deletedPalettes', 'backupStatus', 'gradients'] as const;

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const junk = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom('', 'null', 'undefined', '{', '[', '[[]]', '{"uuid":1}', 'NaN', '"#fff"', '[{"uuid":"","name":"x","colors":[]}]'),
  fc.anything().map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined';
    } catch {
      return 'x';
    }
  }),
);
const validPalette = fc.record({
  uuid: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 24 }).filter((name) => name.trim() !== '' && name === name.trim()),
  colors: fc.array(hex, { maxLength: 6 }),
});
const junkEntry = fc.oneof(fc.anything(), fc.record({ uuid: fc.anything(), name: fc.anything(), colors: fc.anything() }));

/** A storage snapshot: junk everywhere, sometimes a palettes array with one valid palette among junk entries. */
const snapshot = fc.record({
  values: fc.record(Object.fromEntries(KEYS.map((key) => [key, fc.option(junk, { nil: undefined })])) as Record<(typeof KEYS)[number], fc.Arbitrary<string | undefined>>),
  keeper: fc.option(fc.tuple(validPalette, fc.array(junkEntry, { maxLength: 4 }), fc.nat(4)), { nil: undefined }),
});

/** The cases: one sample, cut into parts that run as tests of their own, so the workers share them. */
const CASES = fc.sample(snapshot, { numRuns: 60, seed: 42 });
const PARTS = 4;

test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

for (let part = 0; part < PARTS; part++) {
  const first = (part * CASES.length) / PARTS;
  const last = ((part + 1) * CASES.length) / PARTS;
  test(`the app starts on any stored data, repairs it and keeps every valid palette (cases ${first}–${last - 1})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    for (let index = first; index < last; index++) {
      const { values, keeper } = CASES[index];
      const stored: Record<string, string> = {};
      for (const key of KEYS) if (values[key] !== undefined) stored[key] = values[key]!;
      if (keeper) {
        const [palette, entries, at] = keeper;
        const list: unknown[] = [...entries];
        list.splice(Math.min(at, list.length), 0, palette);
        stored.palettes = JSON.stringify(list);
      }
      if (index === first) await page.goto('/404');
      await page.evaluate((data) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(data)) localStorage.setItem(key, value);
      }, stored);

      const label = `case ${index}: ${JSON.stringify(stored).slice(0, 300)}`;
      // Every case opens the pages that read storage; every fifth also opens Explore (the heaviest page).
      for (const path of index % 5 === 0 ? ['/palettes', '/history', '/'] : ['/palettes', '/history']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
        await expect(page.getByText('Something went wrong.'), label).toHaveCount(0);
        // The valid palette is listed (checked on the visit to /palettes, not on an extra one) …
        if (keeper && path === '/palettes') {
          const [palette] = keeper;
          await expect.poll(() => page.locator('main').evaluate((main) => main.textContent ?? ''), { message: label }).toContain(palette.name);
        }
      }
      // … and still stored after every page has read (and repaired) storage.
      if (keeper) expect(await page.evaluate(() => localStorage.getItem('palettes')), label).toContain(JSON.stringify(keeper[0].uuid));
      expect(errors, label).toEqual([]);
    }
  });
}
