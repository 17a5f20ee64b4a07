import { expect, test, type Page } from './fixtures';
import { localized } from './helpers';
import { tryOn, tryOnReady, viewports, yt } from './tryon-support';

/**
 * The try-on's mocks read as pictures: the contrast labels drawn on a mock never cover one another nor the element
 * they measure, and stay inside the mock; the stacked avatars of the landing page each show their initials whole.
 */

/** A cream ground, ink, and three accents (the try-on suite's palette). */
const CODES = ['#fbf7ef', '#1d2433', '#e85d3f', '#2a9d8f', '#f2c14e'];
const LINK = `/palettes/preview?colors=${CODES.map((c) => c.slice(1)).join('-')}&view=tryon`;
const MOCK_IDS = ['landing', 'dashboard', 'phone', 'editorial'] as const;

/**
 * Returns what is wrong with the contrast labels of the normal window, as sentences: two labels that overlap, a label
 * over the element it measures (the first shown element in its pair, as the labels take it) or over a text, icon or
 * button another label measures, a label outside the mock. Each pair's figures are one line of a label (`[data-pair]`).
 */
function labelProblems(page: Page): Promise<string[]> {
  return viewports(page)
    .first()
    .evaluate((viewport) => {
      const layer = viewport.querySelector('[data-testid="contrast-labels"]');
      if (!layer) return ['no labels'];
      const content = layer.parentElement!.getBoundingClientRect();
      const lines = [...layer.querySelectorAll('[data-pair]')].map((line) => ({ pair: line.getAttribute('data-pair')!, box: line.getBoundingClientRect() }));
      if (lines.length === 0) return ['no labels'];
      // Edges may touch: half a pixel of rounding is not an overlap.
      const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      const shown = [...viewport.querySelectorAll('[data-pairs]')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !layer.contains(element);
      });
      const measured = lines.map((line) => shown.find((candidate) => (candidate.getAttribute('data-pairs') ?? '').split(' ').includes(line.pair)));
      const out: string[] = [];
      lines.forEach((line, i) => {
        for (const other of lines.slice(i + 1)) if (overlap(line.box, other.box)) out.push(`${line.pair} overlaps ${other.pair}`);
        measured.forEach((element, j) => {
          // Another label's card or section may lie under a label; what draws (a text, an icon, a button) may not.
          if (!element || (j !== i && element.querySelector('[data-pairs]'))) return;
          if (!overlap(line.box, element.getBoundingClientRect())) return;
          out.push(j === i ? `${line.pair} covers its ${element.getAttribute('data-el')}` : `${line.pair} covers the ${element.getAttribute('data-el')} of ${lines[j].pair}`);
        });
        if (line.box.left < content.left - 0.5 || line.box.right > content.right + 0.5) out.push(`${line.pair} runs out of the mock`);
      });
      return out;
    });
}

/** Opens the try-on in a language with the contrast labels on. */
async function openWithLabels(page: Page, lang: 'en' | 'ja') {
  await page.goto(localized(LINK, lang));
  await tryOnReady(page);
  await tryOn(page).getByRole('button', { name: yt(lang, 'contrast.toggle') }).click();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkEveryMock(page: Page, lang: 'en' | 'ja') {
  await openWithLabels(page, lang);
  for (const id of MOCK_IDS) {
    await tryOn(page).getByRole('radio', { name: yt(lang, `mock.${id}.name`) }).check();
    await expect(tryOn(page)).toHaveAttribute('data-mock', id);
    await tryOnReady(page);
    await expect.poll(() => labelProblems(page), { message: `${id} (${lang})` }).toEqual([]);
  }
}

for (const lang of ['en', 'ja'] as const) {
  test(`the contrast labels cover neither one another nor what they measure, on every mock (${lang})`, async ({ page }) => {
    await checkEveryMock(page, lang);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`the contrast labels cover neither one another nor what they measure, on every mock (${lang}, phone)`, async ({ page }) => {
      await checkEveryMock(page, lang);
    });
  });
}

/**
 * Returns what is wrong with the landing page's avatars, as sentences: initials wider than their circle, initials
 * that the next avatar of a stack covers, an avatar of a stack without a ring of the ground it sits on.
 * Initials are drawn by generated content, so their width is measured in the avatar's font.
 */
function avatarProblems(page: Page): Promise<string[]> {
  return viewports(page)
    .first()
    .evaluate((viewport) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const out: string[] = [];
      const avatars = [...viewport.querySelectorAll<HTMLElement>('[data-el="avatar"]')].filter((avatar) => avatar.getBoundingClientRect().width > 0);
      for (const avatar of avatars) {
        const style = getComputedStyle(avatar);
        const initials = avatar.getAttribute('data-text') ?? '';
        context.font = style.font;
        context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        const width = context.measureText(initials).width;
        const box = avatar.getBoundingClientRect();
        const inner = avatar.clientWidth;
        if (width > inner * 0.8) out.push(`"${initials}" is ${width.toFixed(1)} px in a ${inner} px circle`);
        const next = avatar.nextElementSibling;
        if (next?.getAttribute('data-el') === 'avatar') {
          const textRight = box.left + box.width / 2 + width / 2;
          const covered = next.getBoundingClientRect().left;
          if (textRight > covered) out.push(`"${initials}" runs ${(textRight - covered).toFixed(1)} px under "${next.getAttribute('data-text')}"`);
        }
        const stacked = next?.getAttribute('data-el') === 'avatar' || avatar.previousElementSibling?.getAttribute('data-el') === 'avatar';
        if (stacked) {
          let ground = 'rgba(0, 0, 0, 0)';
          for (let node = avatar.parentElement; node && ground === 'rgba(0, 0, 0, 0)'; node = node.parentElement) ground = getComputedStyle(node).backgroundColor;
          if (parseFloat(style.borderTopWidth) < 2 || style.borderTopColor !== ground) out.push(`"${initials}" has no ring of its ground ${ground}`);
        }
      }
      if (avatars.length < 4) out.push(`only ${avatars.length} avatars`);
      return out;
    });
}

for (const lang of ['en', 'ja'] as const) {
  test(`each avatar of the landing page shows its initials whole, a stack's ringed in its ground (${lang})`, async ({ page }) => {
    await page.goto(localized(LINK, lang));
    await tryOnReady(page);
    await expect(tryOn(page)).toHaveAttribute('data-mock', 'landing');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await avatarProblems(page)).toEqual([]);
  });
}
