import type { DataFile } from '../config/dataFiles.ts';
import type { Namespace } from '../config/namespaces.ts';

/**
 * Every page: the route path it is served at (below the language prefix, '' for the index), its module
 * under src/, the data files it renders with (src/config/dataFiles.ts; tests/unit/pageData.test.ts
 * checks the list against what the page imports) and its translations. Plain data, read by two sides: the
 * router loads a page's chunk, data and translations before rendering it (src/app/router.tsx), and the build
 * renders and writes each page's HTML (src/build/prerenderPlugin.ts) with preload links for them, so they
 * download while the app's own code is still on its way.
 */
export type PageRoute = {
  readonly path: string;
  readonly module: string;
  readonly data?: readonly DataFile[];
  /**
   * The translation namespaces it renders with besides the frame's (src/config/namespaces.ts): loaded with its chunk
   * and data, preloaded by its HTML (tests/unit/pageNamespaces.test.ts checks the list against what the page uses).
   */
  readonly namespaces?: readonly Namespace[];
  /**
   * What the build renders into the route's HTML (src/build/prerenderPlugin.ts): 'page', the whole page
   * (its content is the same for every visitor); 'frame', the app's frame and the page's head, the page
   * itself rendering in the browser from what only the browser knows (stored palettes, a random colour,
   * the address's query or parameters). A parametrised route's one HTML serves every parameter.
   */
  readonly prerender: 'page' | 'frame';
  /** The page's title and description as translation keys, for its HTML's head and the top bar's title; none where they depend on the address. */
  readonly head?: { readonly title: string; readonly description?: string };
  /**
   * Whether the page's content comes from the engine as soon as it is shown (Explore's colours): the router starts
   * the engine worker with the page's chunk and data, so the worker's code and wasm load while the page renders
   * (the render does not wait for them).
   */
  readonly engine?: boolean;
};

/** Pages inside the app frame (sidebar, top bar, drawer). Paths match src/config/paths.ts. */
export const APP_PAGES: readonly PageRoute[] = [
  { path: '', module: 'features/explore/ExplorePage', namespaces: ['explore'], prerender: 'frame', engine: true, head: { title: 'common:titles.explore', description: 'explore:explore.description' } },
  { path: 'palettes', module: 'features/palettes/PalettesPage', namespaces: ['data', 'palettes'], prerender: 'frame', head: { title: 'common:titles.palettes', description: 'palettes:list.description' } },
  { path: 'palettes/preview', module: 'features/palettes/SharedPalettePage', data: ['colorNames'], namespaces: ['formats', 'palettes', 'tools'], prerender: 'frame', head: { title: 'common:titles.sharedPalette', description: 'palettes:shared.description' } },
  { path: 'palettes/:paletteId', module: 'features/palettes/PalettePage', data: ['colorNames'], namespaces: ['formats', 'palettes', 'tools'], prerender: 'frame' },
  { path: 'history', module: 'features/history/HistoryPage', namespaces: ['explore'], prerender: 'frame', head: { title: 'common:titles.history', description: 'explore:history.description' } },
  { path: 'tools/generator', module: 'features/generator/GeneratorPage', data: ['colorNames'], namespaces: ['color', 'formats', 'tools'], prerender: 'frame', head: { title: 'common:titles.generator' } },
  { path: 'tools/image', module: 'features/image/ImagePalettePage', data: ['colorNames'], namespaces: ['formats', 'image', 'palettes', 'tools'], prerender: 'frame', head: { title: 'image:title', description: 'image:description' } },
  { path: 'tools/theme', module: 'features/theme/ThemePage', data: ['colorNames'], namespaces: ['palettes', 'theme'], prerender: 'frame', head: { title: 'common:titles.theme', description: 'theme:description' } },
  { path: 'tools/system', module: 'features/system/SystemPage', namespaces: ['scale', 'system', 'theme'], prerender: 'frame', head: { title: 'common:titles.system', description: 'system:description' } },
  { path: 'tools/charts', module: 'features/charts/ChartsPage', namespaces: ['charts', 'palettes'], prerender: 'frame', head: { title: 'common:titles.charts', description: 'charts:description' } },
  { path: 'tools/gradient', module: 'features/gradient/GradientPage', namespaces: ['gradient'], prerender: 'frame', head: { title: 'common:titles.gradient', description: 'gradient:description' } },
  { path: 'tools/gradient/mesh', module: 'features/gradient/mesh/MeshPage', namespaces: ['gradient', 'mesh'], prerender: 'frame', engine: true, head: { title: 'common:titles.mesh', description: 'mesh:description' } },
  { path: 'tools/recolor', module: 'features/recolor/RecolorPage', data: ['colorNames'], namespaces: ['recolor'], prerender: 'frame', head: { title: 'common:titles.recolor', description: 'recolor:description' } },
  { path: 'tools/contrast-checker', module: 'features/contrast/ContrastCheckerPage', namespaces: ['check', 'tools'], prerender: 'frame', head: { title: 'common:titles.contrastChecker', description: 'tools:contrast.description' } },
  { path: 'colors/:hex', module: 'features/color/ColorPage', data: ['colorNames'], namespaces: ['color', 'formats'], prerender: 'frame' },
  { path: 'categories/:categoryId', module: 'features/category/CategoryPage', namespaces: ['explore'], prerender: 'frame' },
  { path: 'japanese-colors', module: 'features/japanese/JapaneseColorsPage', data: ['japaneseColors'], namespaces: ['japanese'], prerender: 'page', head: { title: 'common:titles.japaneseColors' } },
  { path: 'combinations', module: 'features/japanese/CombinationsPage', data: ['wada'], namespaces: ['japanese'], prerender: 'page', head: { title: 'common:titles.combinations' } },
  { path: 'combinations/:number', module: 'features/japanese/CombinationPage', data: ['wada', 'colorNames'], namespaces: ['formats', 'japanese', 'palettes', 'tools'], prerender: 'frame' },
  { path: '404', module: 'features/static/NotFoundPage', prerender: 'page', head: { title: 'common:titles.notFound' } },
  { path: '*', module: 'features/static/NotFoundPage', prerender: 'page', head: { title: 'common:titles.notFound' } },
];

/** The static pages, in the marketing frame. */
export const MARKETING_PAGES: readonly PageRoute[] = [
  { path: 'about', module: 'features/static/AboutPage', namespaces: ['static'], prerender: 'page', head: { title: 'common:titles.about' } },
  { path: 'about-ads', module: 'features/static/AboutAdsPage', namespaces: ['static'], prerender: 'page', head: { title: 'common:titles.aboutAds' } },
  { path: 'privacy', module: 'features/static/PrivacyPage', namespaces: ['static'], prerender: 'page', head: { title: 'common:titles.privacy' } },
  { path: 'license', module: 'features/static/LicensePage', namespaces: ['static'], prerender: 'page', head: { title: 'common:titles.license' } },
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

/** Returns the page shown at `pathname`: the first page whose path matches it, else the catch-all. */
export function pageAt(pathname: string): PageRoute {
  const pages = [...APP_PAGES, ...MARKETING_PAGES];
  return (
    pages.find((page) => {
      const pattern = pagePathPattern(page.path);
      return pattern !== null && new RegExp(pattern).test(pathname);
    }) ?? pages.find((page) => page.path === '*')!
  );
}
