/**
 * Takes screenshots of pages of a running build for review by eye:
 *   npx tsx tests/support/screenshots.ts [--base http://127.0.0.1:4173] [--out screenshots] /path /ja/path …
 * Each path is shot in light and dark, at desktop (1280×800) and mobile (390×844) widths.
 * Append '#full' to a path for a full-page shot, '#click=Name|Other name' to press buttons, links or tabs
 * by their accessible names first (in order, e.g. to open a view), or both ('#click=Check#full').
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base', 'http://127.0.0.1:4173');
const out = option('--out', 'screenshots');
const only = option('--only', '');
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    if (only && !`${device}-${theme}`.includes(only)) continue;
    const context = await browser.newContext({ viewport, colorScheme: theme, isMobile: device === 'mobile', hasTouch: device === 'mobile' });
    const page = await context.newPage();
    for (const raw of paths) {
      const [path, ...options] = raw.split('#');
      const full = options.includes('full');
      const clicks = options.find((option) => option.startsWith('click='))?.slice(6).split('|') ?? [];
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      for (const name of clicks) {
        const exact = { name, exact: true };
        await page.getByRole('button', exact).or(page.getByRole('link', exact)).or(page.getByRole('tab', exact)).or(page.getByRole('menuitem', exact)).first().click();
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(300);
      const name = `${[path, ...clicks].join('_').replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({ path: join(out, name), fullPage: full });
      console.log(join(out, name));
    }
    await context.close();
  }
}
await browser.close();
