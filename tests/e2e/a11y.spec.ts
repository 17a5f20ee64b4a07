import { expect, readyPage, test, type Browser, type Page } from './fixtures';
import { encodePng } from '../support/imageFiles';
import { photoImage } from '../support/images';
import { axeViolations, COLOUR_RULES, inParts, localized, settle } from './helpers';
import { PALETTE_FIXTURE, ROUTES, seedPalette } from './routes';

/**
 * Accessibility: axe-core finds no violations on every route, in light and dark, English and
 * Japanese, at desktop and mobile widths, and with the drawer and each dialog open.
 */

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const LANGS = ['en', 'ja'] as const;

/**
 * Audits every labelled state in turn and fails once at the end with the violations of all of them,
 * so one run reports every failing route (a state that cannot even be reached is reported too).
 */
class Audit {
  private readonly failures: string[] = [];

  /**
   * Runs `reach` (navigation, opening), then axe (on the part `scope` selects, or the page; only the rules `only` names,
   * if given); records what fails under `label`.
   */
  async check(page: Page, label: string, reach: () => Promise<void>, scope?: string, only?: readonly string[]) {
    try {
      await reach();
      for (const violation of await axeViolations(page, undefined, scope, only)) this.failures.push(`${label}: ${violation}`);
    } catch (error) {
      this.failures.push(`${label}: could not be audited: ${String((error as Error).message).split('\n')[0]}`);
    }
  }

  expectNone() {
    expect(this.failures, `${this.failures.length} violation(s)`).toEqual([]);
  }
}

/**
 * Each audit is a test of its own size: one device, theme and language (routes), or one device and
 * theme (open states), so the workers share the sweep and a test stays well within its timeout.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

type Device = keyof typeof VIEWPORTS;

/** A page in a context of one device and theme (reduced motion), with the fixture palette stored. */
async function auditPage(browser: Browser, baseURL: string | undefined, device: Device, theme: 'light' | 'dark') {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[device],
    colorScheme: theme,
    isMobile: device === 'mobile',
    hasTouch: device === 'mobile',
    reducedMotion: 'reduce',
  });
  const page = await readyPage(context);
  await page.addInitScript(seedPalette, PALETTE_FIXTURE);
  // A theme switched in place shows its final colours at once everywhere: no transitions, and no part whose rendering
  // the browser skips until it is near (content-visibility: Chromium restyles such a part only when it is shown, and
  // reads it to axe with the colours of the theme before).
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; content-visibility: visible !important; }';
    // Once the document's head is parsed (a style put in before it is lost).
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
  return { context, page };
}

/** The routes in three parts, each a test: an audit takes seconds, and two halves took two of a test's three minutes. */
const ROUTE_PARTS = inParts(ROUTES, 3);

/**
 * Each route is loaded once and audited in both themes: light, then dark as the device switches to it (the page follows
 * the device's setting while no theme is chosen), which spares a second load of every route; the dark audit runs the
 * rules colours decide (COLOUR_RULES), a third of the time of all of them.
 */
for (const device of Object.keys(VIEWPORTS) as Device[]) {
  for (const lang of LANGS) {
    for (const [part, routes] of ROUTE_PARTS.entries()) {
      test(`every route has no axe violations (${device}, light and dark, ${lang}, routes ${part + 1} of ${ROUTE_PARTS.length})`, async ({ browser, baseURL }) => {
        const { context, page } = await auditPage(browser, baseURL, device, 'light');
        const audit = new Audit();
        for (const route of routes) {
          await audit.check(page, `${device} light ${lang} ${route}`, async () => {
            await page.emulateMedia({ colorScheme: 'light' });
            await page.goto(localized(route, lang));
            await settle(page);
            // Reflow (WCAG 1.4.10): nothing runs off the screen sideways, on a phone either.
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > VIEWPORTS[device].width) throw new Error(`the page is ${width} px wide on a ${VIEWPORTS[device].width} px screen`);
          });
          // The same document in the dark theme: what its colours decide (the light audit has checked the rest).
          await audit.check(
            page,
            `${device} dark ${lang} ${route}`,
            async () => {
              await page.emulateMedia({ colorScheme: 'dark' });
              await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
            },
            undefined,
            COLOUR_RULES,
          );
        }
        await context.close();
        audit.expectNone();
      });
    }
  }
}

/** How many images the states have chosen (each gets a name of its own). */
let imagesChosen = 0;

/**
 * Chooses an image and waits for its markers. Each image has a name of its own: the page may first restore the image
 * an earlier state chose (kept in IndexedDB), and that one's markers must not pass for this one's.
 */
async function chooseImage(page: Page) {
  const name = `photo-${++imagesChosen}.png`;
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: encodePng(photoImage(480, 320, 5)) });
  await expect(page.locator(`img[alt$="${name}"]`)).toBeVisible();
  await expect(page.locator('[data-marker]').first()).toBeVisible();
}

/** Opens something, then audits the page with it open (both themes, desktop and mobile). */
/**
 * What an open state's audit covers: a modal dialog alone (the page behind it is inert, and every route is audited on
 * its own above), the drawer alone (the colour page beside it likewise), or the whole page (a view opened in it).
 */
const MODAL = 'dialog[open]';
const DRAWER = '#palette-drawer';

const OPEN_STATES: Array<{ name: string; path: string; open: (page: Page) => Promise<void>; scope?: string }> = [
  {
    name: 'palette drawer (list)',
    path: '/colors/3a7bd5',
    scope: DRAWER,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open Palette', exact: true }).first().click();
      await expect(page.locator('#palette-drawer')).toBeVisible();
    },
  },
  {
    name: 'palette drawer (detail)',
    path: '/colors/3a7bd5',
    scope: DRAWER,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open Palette', exact: true }).first().click();
      await page.locator('#palette-drawer').getByText(PALETTE_FIXTURE.name).first().click();
      await expect(page.locator('#palette-drawer').getByRole('link', { name: 'Open palette page' })).toBeVisible();
    },
  },
  {
    name: 'create palette dialog',
    path: '/palettes',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Create palette' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create palette' })).toBeVisible();
    },
  },
  {
    name: 'save to palette dialog',
    path: '/colors/3a7bd5',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Save to palette' }).click();
      await expect(page.getByRole('dialog', { name: 'Save to palette' })).toBeVisible();
    },
  },
  {
    name: 'colour picker, OKLCH tab past sRGB',
    path: '/colors/3a7bd5',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Change color' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change color' });
      await dialog.getByRole('tab', { name: 'OKLCH' }).click();
      await dialog.getByRole('spinbutton', { name: 'Chroma' }).fill('0.3');
      await expect(dialog.getByRole('status')).toContainText('Kept as');
    },
  },
  {
    name: 'export dialog',
    path: `/palettes/${PALETTE_FIXTURE.uuid}`,
    scope: MODAL,
    open: async (page) => {
      const direct = page.getByRole('button', { name: 'Export', exact: true });
      if (await direct.isVisible()) await direct.click();
      else {
        await page.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menuitem', { name: 'Export' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Export' })).toBeVisible();
      // The Picture tab: the card's size and style, its preview and the print sheet beside the dialog.
      await page.getByRole('dialog', { name: 'Export' }).getByRole('tab', { name: 'Picture' }).click();
      await expect(page.getByRole('dialog', { name: 'Export' }).getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'copy as menu on a palette colour',
    path: `/palettes/${PALETTE_FIXTURE.uuid}`,
    open: async (page) => {
      await page.getByRole('button', { name: /^Copy .* as$/ }).first().click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'palette check (grid, a conflict’s fixes open)',
    path: `/palettes/${PALETTE_FIXTURE.uuid}`,
    open: async (page) => {
      const toggle = page.getByRole('button', { name: 'Check', exact: true });
      if (await toggle.isVisible()) await toggle.click();
      else {
        await page.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menuitem', { name: 'Show palette check' }).click();
      }
      await expect(page.getByTestId('palette-check')).toBeVisible();
      await page.getByTestId('palette-check').getByRole('button', { name: 'Fix', exact: true }).first().click();
      await expect(page.getByRole('button', { name: /^Apply: change/ }).first()).toBeVisible();
    },
  },
  {
    name: 'shared preview check (list, body text)',
    path: `/palettes/preview?colors=${PALETTE_FIXTURE.colors.map((c) => c.slice(1)).join('-')}&view=check`,
    open: async (page) => {
      const view = page.getByTestId('palette-check');
      await view.getByRole('radio', { name: 'List', exact: true }).check();
      await view.getByRole('radio', { name: 'Body text', exact: true }).check();
      await expect(view.getByRole('list', { name: 'Pairs of colors, highest contrast first' })).toBeVisible();
    },
  },
  {
    name: 'shared preview check of wide and translucent colours (screen marks, the pair judged twice)',
    path: `/palettes/preview?colors=ffffff-00bd0f-1a1a1a-de3b3d&exact=${encodeURIComponent('1:color(display-p3_0_0.75_0),3:oklch(0.6_0.2_25_/_0.6)')}&view=check`,
    open: async (page) => {
      const view = page.getByTestId('palette-check');
      await view.getByRole('radio', { name: 'Grid', exact: true }).check();
      await expect(view.getByRole('img', { name: /screens, where this pair is worse$/ }).first()).toBeVisible();
    },
  },
  {
    name: 'shared preview check in Japanese',
    path: `/ja/palettes/preview?colors=${PALETTE_FIXTURE.colors.map((c) => c.slice(1)).join('-')}&view=check`,
    open: async (page) => {
      await expect(page.getByTestId('palette-check').getByRole('heading', { name: 'すべての組のコントラスト' })).toBeVisible();
    },
  },
  {
    name: 'shared preview try-on in Japanese: contrast labels, beside its deuteranopia view, a role open',
    path: `/ja/palettes/preview?colors=${PALETTE_FIXTURE.colors.map((c) => c.slice(1)).join('-')}&view=tryon`,
    open: async (page) => {
      const tryOn = page.getByTestId('try-on');
      await expect(tryOn.locator('[data-pairs]').first()).toBeAttached();
      await tryOn.getByRole('combobox', { name: '色覚' }).selectOption('deuteranopia');
      await expect(tryOn.locator('[data-vision="deuteranopia"] [data-pairs]').first()).toBeAttached();
      await tryOn.getByRole('button', { name: 'コントラスト表示' }).click();
      await expect(page.getByTestId('try-on-pairs')).toBeVisible();
      await tryOn.locator('[data-pairs]').first().click();
      await expect(tryOn.getByTestId('role-popover')).toBeVisible();
    },
  },
  {
    name: 'generator palette check',
    path: `/tools/generator?mode=palette&colors=${PALETTE_FIXTURE.colors.map((c) => c.slice(1)).join('-')}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByTestId('palette-check')).toBeVisible();
    },
  },
  {
    name: 'generator harmony wheel',
    path: `/tools/generator?mode=palette&colors=${PALETTE_FIXTURE.colors.map((c) => c.slice(1)).join('-')}&locked=1&harmony=triadic`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Harmony wheel' }).click();
      await expect(page.getByRole('region', { name: 'Harmony wheel' }).getByRole('button', { name: /^Color 1,/ })).toBeInViewport();
      // Opening it scrolls it into view, leaving the columns' top row half under the sticky top bar, which axe
      // counts as targets too small; back at the top, every target is whole (the wheel is still audited).
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'scale export dialog',
    path: '/tools/generator?mode=scale&color=3a7bd5&steps=tailwind&neutral=1',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Export all' }).click();
      await expect(page.getByRole('dialog', { name: 'Export scales' })).toBeVisible();
    },
  },
  {
    name: 'theme export dialog (several files) and the saved themes',
    path: '/tools/theme?colors=3a7bd5&method=irodori&target=apca-75',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Export theme' });
      await dialog.getByRole('radio', { name: 'Android XML', exact: true }).check();
      await expect(dialog.getByRole('combobox')).toBeVisible();
    },
  },
  {
    name: 'scale save dialog (contrast targets)',
    path: '/tools/generator?mode=scale&color=3a7bd5&steps=custom&scale=e76f51::accent',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Save as palette' }).click();
      await expect(page.getByRole('dialog', { name: 'Save as palette' })).toBeVisible();
    },
  },
  {
    name: 'import dialog with a preview and more than 100 colours',
    path: '/palettes',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const codes = Array.from({ length: 120 }, (_, i) => `#${(i * 0x020305 + 0x101010).toString(16).slice(-6)}`);
      await page.getByRole('dialog', { name: 'Import colors' }).getByRole('textbox', { name: 'Paste colors, code or a link' }).fill(`${codes.join(' ')}\nnot a colour\n#fff #FFF`);
      await expect(page.getByRole('dialog', { name: 'Import colors' }).getByRole('list', { name: 'Colors found' })).toBeVisible();
    },
  },
  {
    name: 'backup dialog',
    path: '/palettes',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Back up…' }).click();
      await expect(page.getByRole('dialog', { name: 'Back up your library' })).toBeVisible();
    },
  },
  {
    name: 'restore dialog with a preview, replace chosen',
    path: '/palettes',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Restore…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore a backup' });
      const backup = { format: 'irodori-backup', version: 1, exportedAt: '2026-11-20T10:00:00.000Z', palettes: [{ uuid: 'restored', name: 'Restored', colors: ['#3a7bd5'] }], history: ['#3a7bd5'], settings: { theme: 'dark', language: 'ja' } };
      await dialog.getByTestId('restore-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
      await dialog.getByRole('radio', { name: 'Replace' }).check();
      await expect(dialog.getByRole('button', { name: 'Replace my library' })).toBeEnabled();
    },
  },
  {
    name: 'recently deleted dialog with a palette',
    path: '/palettes',
    scope: MODAL,
    open: async (page) => {
      await page.evaluate(() => localStorage.setItem('deletedPalettes', JSON.stringify([{ palette: { uuid: 'gone', name: 'Gone', colors: ['#e76f51', '#2a9d8f'] }, deletedAt: Date.now() - 86_400_000, index: 0 }])));
      await page.reload();
      await page.getByRole('button', { name: 'Recently deleted (1)' }).click();
      await expect(page.getByRole('dialog', { name: 'Recently deleted' }).getByRole('listitem')).toHaveCount(1);
    },
  },
  {
    name: 'image tool with an image, a marker focused (the loupe shown)',
    path: '/tools/image',
    open: async (page) => {
      await chooseImage(page);
      await page.locator('[data-marker]').first().focus();
      await expect(page.locator('canvas')).toBeVisible();
    },
  },
  {
    name: 'image tool with the eyedropper on, in Japanese',
    path: '/ja/tools/image',
    open: async (page) => {
      await chooseImage(page);
      // Turned on from the keyboard with the mouse away: turning it on focuses the aim (the page may scroll to it),
      // and a mouse left where the image scrolls to under it would move the loupe, then hide it as it leaves.
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: 'スポイト' }).press('Enter');
      await expect(page.locator('canvas')).toBeVisible();
    },
  },
  {
    name: 'gradient tool with text over the gradient and its colour-vision views',
    path: '/tools/gradient',
    open: async (page) => {
      await page.getByRole('checkbox', { name: 'Text' }).check();
      await expect(page.getByTestId('text-verdict-body')).toBeVisible();
    },
  },
  {
    name: 'gradient export dialog',
    path: '/ja/tools/gradient',
    scope: MODAL,
    open: async (page) => {
      await expect(page.getByTestId('gradient-css')).toHaveAttribute('aria-busy', 'false');
      await page.getByRole('button', { name: '書き出す' }).click();
      await expect(page.getByRole('dialog', { name: 'グラデーションを書き出す' })).toBeVisible();
    },
  },
  {
    name: 'gradient from an image, the image read and its line drawn',
    path: '/ja/tools/gradient',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: '画像から', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '画像からグラデーション' });
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: encodePng(photoImage(480, 320, 5)) });
      await expect(dialog.getByTestId('image-gradient-summary')).toBeVisible();
    },
  },
  {
    name: 'gradient paste dialog with a gradient read and its notes',
    path: '/tools/gradient',
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'Paste CSS' }).click();
      const dialog = page.getByRole('dialog', { name: 'Paste a CSS gradient' });
      await dialog.getByRole('textbox').fill('background: radial-gradient(circle 40px at 10px 20px, red, blue), url(a.png), #fff;');
      await expect(dialog.getByText('Found 1 layer with 2 stops.')).toBeVisible();
    },
  },
  {
    name: 'artwork recolored from the sample in Japanese, a group set by hand, with its colour-vision views',
    path: '/ja/tools/recolor?colors=264653-2a9d8f-e9c46a-f4a261-e76f51',
    open: async (page) => {
      await page.getByRole('button', { name: 'サンプルで試す' }).click();
      await page.getByRole('region', { name: '色のグループ' }).getByRole('combobox').first().selectOption({ index: 2 });
      await expect(page.getByRole('img', { name: 'パレットで色替えした湖畔' })).toBeVisible();
    },
  },
  {
    name: 'rename dialog',
    path: `/palettes/${PALETTE_FIXTURE.uuid}`,
    scope: MODAL,
    open: async (page) => {
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      await expect(page.getByRole('dialog', { name: 'Rename palette' })).toBeVisible();
    },
  },
  {
    name: 'colour system in Display P3 in Japanese, a wide cell open (its P3 mark in the grid, its value and fallback)',
    path: '/ja/tools/system',
    open: async (page) => {
      await page.getByLabel('色域').selectOption('p3');
      await page.getByRole('table', { name: 'ライトの色' }).getByRole('button', { name: /^成功 600、ライト：#[0-9a-f]{6}、コントラスト[\d.]+ P3、/ }).click();
      await expect(page.getByRole('region', { name: '成功 600、ライト' })).toContainText('oklch(');
    },
  },
];

/** The desktop frame's own open states: the colour search, opened from the top bar (or ⌘K / Ctrl+K). */
const DESKTOP_STATES: typeof OPEN_STATES = [
  {
    name: 'colour search (⌘K) with the colours a part of a name finds',
    path: '/history',
    scope: MODAL,
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Search a color' }).getByRole('textbox').fill('桜');
      await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(2);
    },
  },
];

/** The mobile frame's own open states: the menu and the search overlay. */
const MOBILE_STATES: typeof OPEN_STATES = [
  {
    name: 'mobile menu',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    },
  },
  {
    name: 'search overlay',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Search colors' }).click();
      await page.getByRole('dialog').getByRole('textbox').fill('桜');
      await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(2);
    },
  },
];

/**
 * The open states in three parts, each a test per device (the device's own states with the last); each state is opened
 * once and audited in both themes.
 */
const STATE_PARTS = inParts(OPEN_STATES, 3);

for (const device of Object.keys(VIEWPORTS) as Device[]) {
  for (const [part, partStates] of STATE_PARTS.entries()) {
    test(`drawer and dialogs have no axe violations when open (${device}, light and dark, states ${part + 1} of ${STATE_PARTS.length})`, async ({ browser, baseURL }) => {
      const { context, page } = await auditPage(browser, baseURL, device, 'light');
      const audit = new Audit();
      const own = device === 'mobile' ? MOBILE_STATES : DESKTOP_STATES;
      const states = part === STATE_PARTS.length - 1 ? [...partStates, ...own] : partStates;
      for (const state of states) {
        await audit.check(page, `${device} light ${state.name}`, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(state.path);
          await settle(page);
          await state.open(page);
        }, state.scope);
        await audit.check(
          page,
          `${device} dark ${state.name}`,
          async () => {
            await page.emulateMedia({ colorScheme: 'dark' });
            await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          },
          state.scope,
          COLOUR_RULES,
        );
      }
      await context.close();
      audit.expectNone();
    });
  }
}
