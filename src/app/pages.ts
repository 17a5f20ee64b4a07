/**
 * Every page: the route path it is served at (below the language prefix, '' for the index) and its
 * module under src/. Plain data with no imports, read by two sides: the router makes a lazy route of
 * each page (src/app/router.tsx), and the build writes a small script that starts downloading the
 * first page's chunk while the app's own code is still on its way (/boot.js, written by
 * src/build/bootScriptPlugin.ts).
 */
export type PageRoute = { readonly path: string; readonly module: string };

/** Pages inside the app frame (sidebar, top bar, drawer). Paths match src/config/paths.ts. */
export const APP_PAGES: readonly PageRoute[] = [
  { path: '', module: 'features/explore/ExplorePage' },
  { path: 'palettes', module: 'features/palettes/PalettesPage' },
  { path: 'palettes/preview', module: 'features/palettes/SharedPalettePage' },
  { path: 'palettes/:paletteId', module: 'features/palettes/PalettePage' },
  { path: 'history', module: 'features/history/HistoryPage' },
  { path: 'tools/generator', module: 'features/generator/GeneratorPage' },
  { path: 'tools/image', module: 'features/image/ImagePalettePage' },
  { path: 'tools/contrast-checker', module: 'features/contrast/ContrastCheckerPage' },
  { path: 'colors/:hex', module: 'features/color/ColorPage' },
  { path: 'categories/:categoryId', module: 'features/category/CategoryPage' },
  { path: 'japanese-colors', module: 'features/japanese/JapaneseColorsPage' },
  { path: 'combinations', module: 'features/japanese/CombinationsPage' },
  { path: 'combinations/:number', module: 'features/japanese/CombinationPage' },
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
