/**
 * Japanese lines break between phrases, never inside a word: the words the walkthrough saw cut
 * (ロ|ックしましょう, ドラッ|グすると, 暗|い方へ, 保存されま|す) stay on one line at every width, read from where
 * Chromium lays out each character.
 */
import { expect, test, type Page } from './fixtures';

/** Pages, and the words on them that must never be cut across lines. */
const PAGES: readonly { path: string; words: readonly string[] }[] = [
  { path: '/ja/tools/generator?mode=palette', words: ['ロックしましょう'] },
  { path: '/ja/japanese-colors', words: ['ドラッグすると'] },
  { path: '/ja/colors/3a7bd5', words: ['暗い方'] },
  { path: '/ja/palettes', words: ['保存されます'] },
];
const WIDTHS = [320, 360, 390, 430, 600, 768, 1024];

/**
 * Returns, for each of `words`, how many lines its characters sit on in the first visible text that holds it
 * (0 when no visible text holds it).
 */
function linesOf(page: Page, words: readonly string[]): Promise<number[]> {
  return page.evaluate((words) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return words.map((word) => {
      for (const node of nodes) {
        const at = node.data.indexOf(word);
        if (at === -1 || node.parentElement!.getClientRects().length === 0) continue;
        const tops = new Set<number>();
        for (let i = at; i < at + word.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.add(Math.round(range.getBoundingClientRect().top));
        }
        return tops.size;
      }
      return 0;
    });
  }, words);
}

for (const { path, words } of PAGES) {
  test(`${path} keeps ${words.join(', ')} on one line at every width`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('auto-phrase');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Each word on screen first: a part that renders when scrolled near, or once the engine has answered.
      for (const word of words) {
        const holder = page.getByText(word).filter({ visible: true }).first();
        await holder.scrollIntoViewIfNeeded();
        await expect(holder).toBeVisible();
      }
      expect(await linesOf(page, words), `at ${width} px`).toEqual(words.map(() => 1));
    }
  });
}
