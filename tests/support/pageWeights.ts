/**
 * What each page's first visit downloads beyond its HTML, read from a production build: the scripts and JSON (data
 * files and translations) its HTML lists for the head script to load (src/build/prerenderPlugin.ts: the app's entry,
 * its static imports and the page's own files), gzip level 9 each. Shared by the per-page budgets that `npm test`
 * enforces (tests/e2e/budget.spec.ts) and the `budgets` bench task (which prints them). Static: no browser, so every
 * page in both languages is measured in well under a second.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_PAGES, MARKETING_PAGES } from '../../src/app/pages';
import { htmlFileOf } from '../../src/build/prerenderPlugin';
import { START_META } from '../../src/build/headScript';

/**
 * Each page's budget in KB gzip of scripts plus JSON on a first visit, in the heavier of its two languages (Japanese,
 * whose pages load the English translations too). About 8 % above what each page weighed when the budgets were set: a page that grows
 * past it has taken on code or data it should load later. A new page must be given one here. Raised since, for what the
 * page itself shows on arrival: My Palettes (backup and restore of export templates, Figma's POST body read on import)
 * and the chart tool (the curated sets' colours, the verdicts' view), the colour system (a Display P3 cell's value and
 * fallback as the app marks wide colours everywhere, ExactMark, and the gamut's words).
 */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  '': 150,
  palettes: 185,
  'palettes/preview': 215,
  'palettes/:paletteId': 240,
  history: 160,
  'tools/generator': 215,
  'tools/image': 225,
  'tools/theme': 245,
  'tools/system': 205,
  'tools/charts': 192,
  'tools/gradient': 195,
  'tools/gradient/mesh': 181,
  'tools/recolor': 190,
  'tools/contrast-checker': 175,
  'colors/:hex': 205,
  'categories/:categoryId': 160,
  'japanese-colors': 160,
  combinations: 160,
  'combinations/:number': 215,
  '404': 145,
  about: 150,
  'about-ads': 150,
  privacy: 150,
  license: 150,
};

export type PageWeight = {
  /** The route's path in src/app/pages.ts ('' for the index). */
  readonly route: string;
  readonly language: 'en' | 'ja';
  /** KB gzip of the scripts, and of the JSON (data and translations). */
  readonly scriptsKb: number;
  readonly jsonKb: number;
  readonly totalKb: number;
};

/** Returns the first-visit weight of every page in both languages, from the build in `dist`. */
export function pageWeights(dist: string): PageWeight[] {
  const sizes = new Map<string, number>();
  const kb = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
      sizes.set(file, size);
    }
    return size;
  };
  // '*' is answered with the not-found page's HTML ('404').
  return [...APP_PAGES, ...MARKETING_PAGES].filter((page) => page.path !== '*').flatMap((page) =>
    (['en', 'ja'] as const).map((language) => {
      const path = `${language === 'ja' ? '/ja' : ''}/${page.path}`.replace(/\/$/, '') || '/';
      const html = readFileSync(join(dist, htmlFileOf(path)), 'utf8');
      const listed = new RegExp(`<meta name="${START_META}" content="([^"]+)">`).exec(html)?.[1].split(' ') ?? [];
      if (listed.length === 0) throw new Error(`page weights: ${path} lists no files`);
      const scriptsKb = listed.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + kb(file), 0);
      const jsonKb = listed.filter((file) => file.endsWith('.json')).reduce((sum, file) => sum + kb(file), 0);
      return { route: page.path, language, scriptsKb, jsonKb, totalKb: scriptsKb + jsonKb };
    }),
  );
}
