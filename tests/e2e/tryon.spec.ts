import { expect, test, type Page } from './fixtures';
import { paletteRoles, wornAssignment } from '../../src/core/tryon/paletteRoles';
import { simulateForCheck } from '../../src/core/check/checkVision';
import { contrast } from '../../src/core/contrast/contrast';
import { formatLc } from '../../src/ui/contrast/apcaLevels';
import { text, trackPageErrors } from './helpers';
import { openPalette, seedPalettes, storedPalettes } from './palettes-support';
import { backgroundOf, painted, roleColor, tryOn, tryOnReady, viewports, yt } from './tryon-support';

/**
 * The try-on: a palette link opened in it shows its colours on each mock, roles reassigned by hand, the
 * contrast labels (the palette check's figures), a fix and its undo, each vision, light and dark, Japanese, a phone,
 * the generator's Space, the keyboard and full screen.
 */

/** A cream ground, ink, and three accents: vermilion (the most chromatic: primary), teal and saffron. */
const CODES = ['#fbf7ef', '#1d2433', '#e85d3f', '#2a9d8f', '#f2c14e'];
const LINK = `/palettes/preview?colors=${CODES.map((c) => c.slice(1)).join('-')}&view=tryon`;
const MOCK_IDS = ['landing', 'dashboard', 'phone', 'editorial'] as const;
const expected = (mode: 'light' | 'dark', codes = CODES) => paletteRoles(codes, wornAssignment(codes), {}, mode).colors;

async function openLink(page: Page, path = LINK) {
  await page.goto(path);
  await tryOnReady(page);
}

/**
 * Returns every marked text of the shown mock whose drawn colours are not the roles it is marked with: its computed
 * colour against its foreground role, the first painted ground behind it against its background role. Empty when the
 * mock tells the truth about its pairs (what the labels and the inspector rely on).
 */
async function untruthfulMarks(page: Page): Promise<string[]> {
  return viewports(page)
    .first()
    .evaluate((viewport) => {
      const hex = (rgb: string) => {
        const parts = rgb.match(/[\d.]+/g)!.map(Number);
        return parts.length === 4 && parts[3] === 0 ? null : `#${parts.slice(0, 3).map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
      };
      const role = (name: string) => (viewport as HTMLElement).style.getPropertyValue(`--t-${name}`);
      const out: string[] = [];
      for (const element of viewport.querySelectorAll('[data-pairs][data-text]')) {
        for (const pair of (element.getAttribute('data-pairs') ?? '').split(' ')) {
          const [fg, bg, kind] = pair.split('/');
          if (kind === 'component') continue;
          // A drop cap is its paragraph's first letter, in its own pair.
          const colors = [hex(getComputedStyle(element).color), hex(getComputedStyle(element, '::first-letter').color)];
          const color = colors.includes(role(fg)) ? role(fg) : colors[0];
          let ground: string | null = null;
          for (let node: Element | null = element; node && ground === null; node = node.parentElement) ground = hex(getComputedStyle(node).backgroundColor);
          if (color !== role(fg) || ground !== role(bg)) out.push(`${element.getAttribute('data-el')} "${element.getAttribute('data-text')}": ${color} on ${ground}, marked ${fg} ${role(fg)} on ${bg} ${role(bg)}`);
        }
      }
      return out;
    });
}

test('a palette link opened in the try-on wears its colours on each mock, each text truly in the roles it names', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openLink(page);
  const light = expected('light');
  expect(light.primary).toBe('#e85d3f');
  expect(light.background).toBe('#fbf7ef');
  for (const id of MOCK_IDS) {
    await tryOn(page).getByRole('radio', { name: yt('en', `mock.${id}.name`) }).check();
    await expect(tryOn(page)).toHaveAttribute('data-mock', id);
    await tryOnReady(page);
    for (const role of ['primary', 'secondary', 'tertiary', 'background', 'onBackground', 'onPrimary'] as const) expect(await roleColor(page, role), `${id} ${role}`).toBe(light[role]);
    expect(await untruthfulMarks(page), id).toEqual([]);
  }
  // Dark, switched in place: the palette turned round.
  await tryOn(page).getByRole('radio', { name: text('en', 'mode.dark', 'theme') }).check();
  await expect(tryOn(page)).toHaveAttribute('data-mode', 'dark');
  const dark = expected('dark');
  expect(await roleColor(page, 'background')).toBe(dark.background);
  expect(dark.background).toBe('#1d2433');
  expect(await roleColor(page, 'onBackground')).toBe('#fbf7ef');
  for (const id of MOCK_IDS) {
    await tryOn(page).getByRole('radio', { name: yt('en', `mock.${id}.name`) }).check();
    await tryOnReady(page);
    expect(await untruthfulMarks(page), `${id} dark`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a role given another colour of the palette repaints it everywhere, and goes back to automatic', async ({ page }) => {
  await openLink(page);
  const button = painted(page, 'onPrimary/primary/body');
  await button.click();
  const popover = tryOn(page).getByTestId('role-popover');
  await expect(popover).toBeVisible();
  const primaryName = text('en', 'role.primary', 'theme');
  const choices = popover.getByRole('group', { name: yt('en', 'inspect.roleChoices', { role: primaryName }) });
  await expect(choices.getByRole('button', { pressed: true })).toHaveAccessibleName(/#e85d3f$/);
  await choices.getByRole('button', { name: /#2a9d8f$/ }).click();
  await expect.poll(() => roleColor(page, 'primary')).toBe('#2a9d8f');
  // Every element filled with primary is teal now.
  const filled = viewports(page).first().locator('[data-text][data-pairs*="onPrimary/primary/body"]');
  for (let i = 0; i < Math.min(3, await filled.count()); i++) {
    const fill = await filled.nth(i).evaluate((node) => {
      for (let n: Element | null = node; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (!bg.endsWith(', 0)') && bg !== 'transparent') return bg;
      }
      return '';
    });
    expect(fill).toBe('rgb(42, 157, 143)');
  }
  await expect(choices.getByRole('button', { pressed: true })).toHaveAccessibleName(/#2a9d8f$/);
  await choices.getByRole('button', { name: yt('en', 'inspect.automatic') }).click();
  await expect.poll(() => roleColor(page, 'primary')).toBe('#e85d3f');
  // Shuffle gives the accents to other colours; Reset brings the automatic assignment back.
  await tryOn(page).getByRole('button', { name: yt('en', 'inspect.close') }).click();
  await expect(popover).toBeHidden();
  for (let i = 0; i < 8 && (await roleColor(page, 'primary')) === '#e85d3f'; i++) await tryOn(page).getByRole('button', { name: yt('en', 'shuffle') }).click();
  expect(await roleColor(page, 'primary')).not.toBe('#e85d3f');
  await tryOn(page).getByRole('button', { name: yt('en', 'reset') }).click();
  await expect.poll(() => roleColor(page, 'primary')).toBe('#e85d3f');
});

test('the contrast labels give the palette check’s figures for the same pair, and a fix is one undoable change', async ({ page }) => {
  await openLink(page);
  await tryOn(page).getByRole('button', { name: yt('en', 'contrast.toggle') }).click();
  const pairs = page.getByTestId('try-on-pairs');
  await expect(pairs).toBeVisible();
  // Ink on the cream ground: colours 2 and 1 of the palette.
  const row = pairs.locator('[data-pair="onBackground/background/body"]');
  const result = contrast(CODES[1], CODES[0]);
  const figures = `${result.score.toFixed(2)}:1 · Lc ${formatLc(result.apca)}`;
  await expect(row).toContainText(figures);
  await expect(tryOn(page).getByTestId('contrast-labels').locator('[data-pair="onBackground/background/body"]')).toHaveText(figures);
  // The palette check shows the same pair with the same figures.
  await page.getByRole('tab', { name: text('en', 'editor.check', 'palettes') }).click();
  const cell = page.getByRole('grid').getByRole('row').nth(2).getByRole('gridcell').nth(0);
  await expect(cell).toContainText(result.score.toFixed(2));
  await expect(cell).toContainText(`Lc ${formatLc(result.apca)}`);

  // Back in the try-on, a failing pair's fix changes the palette's colour, and Undo takes it back.
  await page.getByRole('tab', { name: text('en', 'editor.tryOn', 'palettes') }).click();
  await tryOnReady(page);
  await tryOn(page).getByRole('button', { name: yt('en', 'contrast.toggle') }).click();
  const failing = pairs.locator('[data-passes="false"]').filter({ has: page.getByRole('button', { name: /^Fix / }) }).first();
  await expect(failing).toBeVisible();
  const key = (await failing.getAttribute('data-pair'))!;
  await failing.getByRole('button', { name: /^Fix / }).click();
  await expect(pairs.locator(`[data-pair="${key}"]`)).toHaveAttribute('data-passes', 'true');
  await expect(page.getByText(text('en', 'shared.edited', 'palettes'))).toBeVisible();
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes') }).click();
  await expect(pairs.locator(`[data-pair="${key}"]`)).toHaveAttribute('data-passes', 'false');
  await expect(page.getByText(text('en', 'shared.unchanged', 'palettes'))).toBeVisible();
});

test('each colour vision beside normal vision, with the app’s simulation', async ({ page }) => {
  await openLink(page);
  const light = expected('light');
  for (const vision of ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const) {
    await tryOn(page).getByRole('combobox', { name: yt('en', 'vision') }).selectOption(vision);
    const twin = viewports(page).nth(1);
    await expect(twin).toHaveAttribute('data-vision', vision);
    await expect(twin.locator('[data-pairs]').first()).toBeAttached();
    for (const role of ['primary', 'secondary', 'background'] as const) expect(await roleColor(page, role, 1), `${vision} ${role}`).toBe(simulateForCheck(light[role], vision, 1));
    expect(await roleColor(page, 'primary', 0)).toBe(light.primary);
  }
  // The severity of a dichromacy.
  await tryOn(page).getByRole('combobox', { name: yt('en', 'vision') }).selectOption('deuteranopia');
  await tryOn(page).getByRole('slider', { name: yt('en', 'severity') }).fill('50');
  await expect.poll(() => roleColor(page, 'primary', 1)).toBe(simulateForCheck(light.primary, 'deuteranopia', 0.5));
  // Both windows scroll together.
  await viewports(page).first().evaluate((node) => node.scrollTo(0, 400));
  await expect.poll(() => viewports(page).nth(1).evaluate((node) => node.scrollTop)).toBe(400);
  await tryOn(page).getByRole('combobox', { name: yt('en', 'vision') }).selectOption('normal');
  await expect(viewports(page)).toHaveCount(1);
});

test('the keyboard inspects each element, opens its roles with Enter and closes with Escape; full screen and back', async ({ page }) => {
  await openLink(page);
  const viewport = viewports(page).first();
  await viewport.focus();
  await page.keyboard.press('ArrowDown');
  const status = tryOn(page).getByRole('status');
  await expect(status).not.toBeEmpty();
  await expect(tryOn(page).getByTestId('role-card')).toBeVisible();
  await page.keyboard.press('Enter');
  const popover = tryOn(page).getByTestId('role-popover');
  await expect(popover).toBeVisible();
  expect(await popover.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(viewport).toBeFocused();

  await tryOn(page).getByRole('button', { name: yt('en', 'fullscreen.enter') }).click();
  await expect(tryOn(page)).toHaveAttribute('data-full', 'true');
  const box = await viewport.boundingBox();
  expect(box!.height).toBeGreaterThan(500);
  // The controls are tucked away behind one button.
  const mockChoice = tryOn(page).getByRole('radio', { name: yt('en', 'mock.dashboard.name') });
  await expect(mockChoice).toBeHidden();
  await tryOn(page).getByRole('button', { name: yt('en', 'fullscreen.controls') }).click();
  await mockChoice.check();
  await expect(tryOn(page)).toHaveAttribute('data-mock', 'dashboard');
  await tryOn(page).getByRole('button', { name: yt('en', 'fullscreen.exit') }).click();
  await expect(tryOn(page)).not.toHaveAttribute('data-full', 'true');
});

test('Japanese: the page’s copy in Japanese, and Japanese copy chosen on an English page', async ({ page }) => {
  await openLink(page, `/ja${LINK}`);
  await expect(tryOn(page).getByRole('radio', { name: yt('ja', 'mock.landing.name') })).toBeChecked();
  const japanese = /[\u3040-\u30ff\u4e00-\u9faf]/;
  const content = viewports(page).first().locator('[lang]').first();
  await expect(content).toHaveAttribute('lang', 'ja');
  expect(await viewports(page).first().locator('[data-text]').first().getAttribute('data-text')).toMatch(japanese);

  await openLink(page);
  await expect(viewports(page).first().locator('[lang]').first()).toHaveAttribute('lang', 'en');
  await tryOn(page).getByRole('combobox', { name: yt('en', 'lang') }).selectOption('ja');
  await expect(viewports(page).first().locator('[lang]').first()).toHaveAttribute('lang', 'ja');
  await expect.poll(async () => (await viewports(page).first().locator('[data-text]').nth(2).getAttribute('data-text')) ?? '').toMatch(japanese);
});

test('the generator’s Space recolours the try-on', async ({ page }) => {
  await page.goto(`/tools/generator?mode=palette&colors=${CODES.map((c) => c.slice(1)).join('-')}`);
  await page.getByRole('button', { name: text('en', 'editor.tryOn', 'palettes'), exact: true }).click();
  await tryOnReady(page);
  expect(await roleColor(page, 'primary')).toBe('#e85d3f');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press(' ');
  await expect(page).not.toHaveURL(/e85d3f/);
  const codes = () => new URL(page.url()).searchParams.get('colors')!.split('-').map((c) => `#${c}`);
  await expect.poll(async () => roleColor(page, 'primary')).toBe(paletteRoles(codes(), wornAssignment(codes()), {}, 'light').colors.primary);
  expect(await roleColor(page, 'background')).toBe(paletteRoles(codes(), wornAssignment(codes()), {}, 'light').colors.background);
});

test('the palette page’s try-on and its fix, undone with the page’s Undo', async ({ page }) => {
  const palette = { uuid: '5b0f6e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Try me', colors: CODES };
  await seedPalettes(page, [palette]);
  await openPalette(page, 'en', palette.uuid);
  await page.getByRole('button', { name: text('en', 'editor.tryOn', 'palettes'), exact: true }).click();
  await tryOnReady(page);
  await tryOn(page).getByRole('button', { name: yt('en', 'contrast.toggle') }).click();
  const pairs = page.getByTestId('try-on-pairs');
  const failing = pairs.locator('[data-passes="false"]').filter({ has: page.getByRole('button', { name: /^Fix / }) }).first();
  const key = (await failing.getAttribute('data-pair'))!;
  await failing.getByRole('button', { name: /^Fix / }).click();
  await expect(pairs.locator(`[data-pair="${key}"]`)).toHaveAttribute('data-passes', 'true');
  await expect.poll(async () => (await storedPalettes(page))[0].colors).not.toEqual(CODES);
  await page.getByRole('button', { name: text('en', 'editor.undo', 'palettes') }).click();
  await expect(pairs.locator(`[data-pair="${key}"]`)).toHaveAttribute('data-passes', 'false');
  await expect.poll(async () => (await storedPalettes(page))[0].colors).toEqual(CODES);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the try-on fits the screen, each mock laid out for it', async ({ page }) => {
    await openLink(page);
    for (const id of MOCK_IDS) {
      await tryOn(page).getByRole('radio', { name: yt('en', `mock.${id}.name`) }).check();
      await tryOnReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBeLessThanOrEqual(390);
      expect(await backgroundOf(viewports(page).first()), id).toBe(expected('light').background);
    }
    // A finger taps an element to see its roles and give one another colour.
    await painted(page, 'onPrimary/primary/body').tap();
    const popover = tryOn(page).getByTestId('role-popover');
    await expect(popover).toBeInViewport({ ratio: 0.5 });
    await popover.getByRole('group', { name: yt('en', 'inspect.roleChoices', { role: text('en', 'role.primary', 'theme') }) }).getByRole('button', { name: /#2a9d8f$/ }).tap();
    await expect.poll(() => roleColor(page, 'primary')).toBe('#2a9d8f');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('on the theme tool: the theme’s roles as they are; a role given another of its colours is an edit, undone with Undo', async ({ page }) => {
  await page.goto('/tools/theme?colors=3a7bd5&method=irodori');
  await tryOnReady(page);
  const primary = await roleColor(page, 'primary');
  const tableCode = async () => ((await page.locator('tr[data-role="primary"] td[data-mode="light"] span').first().textContent()) ?? '').slice(0, 7);
  expect(await tableCode()).toBe(primary);
  await painted(page, 'onPrimary/primary/body').click();
  const choices = tryOn(page).getByTestId('role-popover').getByRole('group', { name: yt('en', 'inspect.roleChoices', { role: text('en', 'role.primary', 'theme') }) });
  const other = choices.getByRole('button', { pressed: false }).first();
  const chosen = ((await other.getAttribute('aria-label')) ?? '').slice(-7);
  await other.click();
  await expect.poll(tableCode).toBe(chosen);
  await expect.poll(() => roleColor(page, 'primary')).toBe(chosen);
  await expect(page).toHaveURL(/light=primary\./);
  await page.getByRole('button', { name: text('en', 'actions.undo', 'theme') }).click();
  await expect.poll(tableCode).toBe(primary);
  await expect.poll(() => roleColor(page, 'primary')).toBe(primary);
});
