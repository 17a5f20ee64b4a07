import { readFileSync } from 'node:fs';
import axe, { type AxeResults } from 'axe-core';
import { join } from 'node:path';
import { expect, waitForReady, type Locator, type Page } from './fixtures';
import { japaneseColorName } from '../../src/core/names/japaneseColors';
import { nearestName } from '../../src/core/names/nearestName';
import { NAMES } from '../support/colorNames';
import { JAPANESE } from '../support/japaneseColors';

type Messages = Record<string, unknown>;

/** Reads one translation namespace, for expectations written in the user's words. */
export function messages(lang: 'en' | 'ja', namespace = 'common'): Messages {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${namespace}.json`), 'utf8'));
}

/** Returns the translated string at a dotted key. */
export function text(lang: 'en' | 'ja', key: string, namespace = 'common'): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], messages(lang, namespace));
  if (typeof value !== 'string') throw new Error(`No ${lang} text at ${namespace}:${key}`);
  return value;
}

/**
 * Cuts a list into `count` parts of nearly equal length, in order: a sweep (every route, every open state) run as tests
 * of their own, so that the workers share it and each test stays well inside its time limit.
 */
export function inParts<T>(list: readonly T[], count: number): T[][] {
  const size = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, i) => list.slice(i * size, (i + 1) * size)).filter((part) => part.length > 0);
}

/** Prefixes a language-neutral path for a language. */
export function localized(path: string, lang: 'en' | 'ja'): string {
  if (lang === 'en') return path;
  return path === '/' ? '/ja' : `/ja${path}`;
}

/** Checks the document title ('%s - Irodori'), canonical and alternate links of the current page. */
export async function expectHead(page: Page, { title, path, lang }: { title: string; path: string; lang: 'en' | 'ja' }) {
  await expect(page).toHaveTitle(`${title} - Irodori`);
  const origin = new URL(page.url()).origin;
  const english = origin + path;
  const japanese = origin + localized(path, 'ja');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', lang === 'ja' ? japanese : english);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', japanese);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', english);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Waits for a page's final look, for suites that audit or watch every route (accessibility, privacy),
 * without waiting on the network: the app is ready and shows its heading, what it loads after the first
 * paint is in (the colour page's sections), nothing in view is still loading (aria-busy) and the fonts
 * it asked for have loaded. Transitions need no wait where the context asks for reduced motion.
 */
export async function settle(page: Page) {
  await waitForReady(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const lang = (await page.locator('html').getAttribute('lang')) === 'ja' ? 'ja' : 'en';
  if (/\/colors\/[0-9a-f]{3,6}$/.test(new URL(page.url()).pathname)) {
    await expect(page.getByRole('group', { name: text(lang, 'page.sections', 'color') })).toBeVisible();
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy="true"]')].every((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || box.height === 0;
    }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The rule sets every audit runs: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome a switch between the light and dark themes can change: the themes are the same document
 * painted with other colours, so every other rule (names, roles, structure, language) gives the same answer in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Rules every audit runs besides those tags: axe's experimental check that a control's accessible name contains its
 * visible text (WCAG 2.5.3 Label in Name), so that a voice-control user can say what they see.
 */
const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Runs axe-core on the page (or only on the part `scope` selects) once its transitions have ended, and returns a
 * readable line per violation (the first five nodes of each).
 * Axe is put into each document once and run there with its own API: the app has no frames to merge
 * results from, and @axe-core/playwright's runner (which opens a blank page per audit to merge them, and
 * injects axe twice) took three times as long on the colour page. Only violations are collected. `only` runs just
 * those rules instead of the tags' (a page audited again in its other theme: COLOUR_RULES).
 */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS, scope?: string, only?: readonly string[]): Promise<string[]> {
  // Axe reads computed colours: a transition still running (a theme switched a moment ago) is let finish. Two frames
  // first, so that a change just made has started its transitions (they are not in getAnimations() before).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ values, rules, scope, only }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(scope ? { include: [[scope]] } : document, only ? { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] } : { runOnly: { type: 'tag', values }, rules, resultTypes: ['violations'] })
        .then((results: AxeResults) => results.violations),
    { values: tags, rules: AXE_EXTRA_RULES, scope, only: only ? [...only] : undefined },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
        .join('\n'),
  );
}

/**
 * Waits until dnd-kit's keyboard sensor listens for the arrow keys. A lift by Space is announced at once, but the
 * sensor adds its keydown listener in a zero-delay timer (so that the lifting key is not read as a move): an arrow
 * pressed before that timer runs is lost, which a loaded machine showed once in a full run. A zero-delay timer set
 * after the lift runs after dnd-kit's (timers of equal delay run in order): no fixed wait.
 */
export async function keyboardSensorReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** Returns the name a page in `lang` shows for a '#rrggbb' code (src/ui/colorNames.ts, `useColorName`). */
export function shownColorName(code: string, lang: 'en' | 'ja'): string {
  return lang === 'ja' ? japaneseColorName(code, JAPANESE) : nearestName(code, NAMES).name;
}

/**
 * Presses keys on an element in one quick burst, as a person tapping an arrow key does: the presses fall within one
 * gesture of the page's undo history however loaded the machine is (a separate Playwright press per key can take
 * longer than the gesture's pause on a busy runner). Each is a keydown and keyup ("Shift+ArrowDown" holds Shift), a
 * macrotask apart so the page renders between them.
 */
export async function pressInOneGesture(target: Locator, keys: readonly string[]): Promise<void> {
  await target.evaluate(async (element, combos) => {
    for (const combo of combos) {
      const parts = combo.split('+');
      const key = parts[parts.length - 1];
      const init = { key, bubbles: true, cancelable: true, shiftKey: parts.includes('Shift'), ctrlKey: parts.includes('Control'), altKey: parts.includes('Alt'), metaKey: parts.includes('Meta') };
      element.dispatchEvent(new KeyboardEvent('keydown', init));
      element.dispatchEvent(new KeyboardEvent('keyup', init));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }, keys);
}
