import type { DataFile } from '../config/dataFiles.ts';

/**
 * Every page: the route path it is served at (below the language prefix, '' for the index), its module
 * under src/, and the data files it renders with (src/config/dataFiles.ts; tests/unit/pageData.test.ts
 * checks the list against what the page imports). Plain data, read by two sides: the router loads a page's
 * chunk and its data before rendering it (src/app/router.tsx), and the build writes a small script that
 * starts downloading both for the first page while the app's own code is still on its way (/boot.js,
 * written by src/build/bootScriptPlugin.ts).
 */
export type PageRoute = { readonly path: string; readonly module: string; readonly data?: readonly DataFile[] };

/** Pages inside the app frame (sidebar, top bar, drawer). Paths match src/config/paths.ts. */
export const APP_PAGES: readonly PageRoute[] = [
  { path: '', module: 'features/explore/ExplorePage' },
  { path: 'palettes', module: 'features/palettes/PalettesPage' },
  { path: 'palettes/preview', module: 'features/palettes/SharedPalettePage', data: ['colorNames'] },
  { path: 'palettes/:paletteId', module: 'features/palettes/PalettePage', data: ['colorNames'] },
  { path: 'history', module: 'features/history/HistoryPage' },
  { path: 'tools/generator', module: 'features/generator/GeneratorPage', data: ['colorNames'] },
  { path: 'tools/image', module: 'features/image/ImagePalettePage', data: ['colorNames'] },
  { path: 'tools/contrast-checker', module: 'features/contrast/ContrastCheckerPage' },
  { path: 'colors/:hex', module: 'features/color/ColorPage', data: ['colorNames'] },
  { path: 'categories/:categoryId', module: 'features/category/CategoryPage' },
  { path: 'japanese-colors', module: 'features/japanese/JapaneseColorsPage', data: ['japaneseColors'] },
  { path: 'combinations', module: 'features/japanese/CombinationsPage', data: ['wada'] },
  { path: 'combinations/:number', module: 'features/japanese/CombinationPage', data: ['wada'] },
  { path: '404', module: 'features/static/NotFoundPage' },
  { path: '*', module: 'features/static/NotFoundPage' },
];

/** The static pages, in the marketing frame. */
export const MARKETING_PAGES: readonly PageRoute[] = [
  { path: 'about', module: 'features/static/AboutPage' },
  { path: 'about-ads', module: 'features/static/AboutAdsPage' },
  { path: 'privacy', module: 'features/static/PrivacyPage' },
  { path: 'license', module: 'features/static/LicensePage' },
];

/**
 * A regular expression (source text) for the pathnames a page is served at, in English and under
 * /ja, with or without a trailing slash; null for the catch-all, which matches what nothing else does.
 * Static segments are matched before parameters by the caller's order (see APP_PAGES).
 */
export function pagePathPattern(path: string): string | null {
  if (path === '*') return null;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  return segments.length === 0 ? '^(?:/ja)?/?$' : `^(?:/ja)?/${segments.join('/')}/?$`;
}
