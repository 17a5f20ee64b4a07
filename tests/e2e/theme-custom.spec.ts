import { expect, test, type Page } from './fixtures';
import { localized, text, trackPageErrors } from './helpers';

/**
 * The theme tool's custom colours with Irodori's contrast-target method: the control shown with its hint, each colour's
 * four roles in the role table and its three pairs in the contrast report, passing in light and dark; a colour added
 * and unticked from the control, kept in the address.
 */

test.describe.configure({ mode: 'parallel' });

/** A text of the theme namespace with its {{placeholders}} filled. */
function tt(key: string, values: Record<string, string | number> = {}): string {
  let value = text('en', key, 'theme');
  for (const [name, replacement] of Object.entries(values)) value = value.replaceAll(`{{${name}}}`, String(replacement));
  return value;
}

/** Returns the code a role shows in an appearance (the role table's cell). */
async function roleCode(page: Page, role: string, mode: 'light' | 'dark'): Promise<string> {
  const cell = page.locator(`tr[data-role="${role}"] td[data-mode="${mode}"]`);
  return ((await cell.locator('span').first().textContent()) ?? '').slice(0, 7);
}

/** Expects a custom colour's four roles in the table and its three pairs in the report, passing in light and dark. */
async function expectCustomColor(page: Page, name: string) {
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  for (const role of [name, `on${Name}`, `${name}Container`, `on${Name}Container`]) {
    await expect(page.locator(`tr[data-role="${role}"]`), role).toBeVisible();
  }
  for (const pair of [`${name}/surface`, `on${Name}/${name}`, `on${Name}Container/${name}Container`]) {
    const cells = page.locator(`tr[data-pair="${pair}"] td[data-passes]`);
    await expect(cells, pair).toHaveCount(2);
    for (const cell of await cells.all()) await expect(cell, pair).toHaveAttribute('data-passes', 'true');
  }
}

test('custom colours with the contrast-target method: their roles listed, their pairs passing, added and unticked from the control', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto(localized('/tools/theme?colors=3a7bd5&method=irodori&target=wcag-4.5&x=success.2e7d32.1', 'en'));
  // The whole table: its groups after the accents render one by one after the first paint (busy until then).
  await expect(page.locator('tr[data-role="primary"]')).toBeVisible();
  await expect(page.locator('main table[aria-busy]')).toHaveCount(0);
  await expect(page).toHaveURL(/method=irodori/);
  await expect(page).toHaveURL(/x=success\.2e7d32\.1/);

  // The control is there with the method's hint; the table has the 27 roles and success's four.
  await expect(page.getByText(tt('extended.irodoriHint'))).toBeVisible();
  await expect(page.locator('tr[data-role]')).toHaveCount(31);
  await expect(page.locator('th[scope="colgroup"]', { hasText: tt('roles.groups.extended') })).toBeVisible();
  await expectCustomColor(page, 'success');
  const label = tt('target.wcag-4_5');
  await expect(page.getByRole('status').filter({ hasText: label })).toHaveText(new RegExp(tt('report.allPass', { count: '\\d+', target: label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') })));
  await expect(page.locator('td[data-passes="false"]')).toHaveCount(0);
  // Harmonised: success's hue turned toward the blue primary, so not its own bytes.
  expect(await roleCode(page, 'success', 'light')).not.toBe('#2e7d32');

  // A second colour from the control, and success unticked: it then passes as it is and stays itself in light.
  await page.getByLabel(tt('extended.name')).fill('warning');
  await page.getByRole('button', { name: tt('extended.add') }).click();
  await expect(page).toHaveURL(/x=success\.2e7d32\.1&x=warning\.[0-9a-f]{6}\.1/);
  await expect(page.locator('tr[data-role]')).toHaveCount(35);
  await expectCustomColor(page, 'warning');
  // The box follows the address (the state's one home), a moment after the click: not `uncheck()`'s instant check.
  const harmonize = page.getByRole('checkbox', { name: tt('extended.harmonize') }).first();
  await harmonize.click();
  await expect(harmonize).not.toBeChecked();
  await expect(page).toHaveURL(/x=success\.2e7d32\.0/);
  await expect.poll(() => roleCode(page, 'success', 'light')).toBe('#2e7d32');
  await expectCustomColor(page, 'success');
  await expect(page.locator('td[data-passes="false"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
