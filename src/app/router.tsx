import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorMessage } from './ErrorBoundary';
import { Root } from './Root';
import { AppLayout } from './layout/AppLayout';
import { MarketingLayout } from './layout/MarketingLayout';

/** Loads a page module on demand (each route is its own chunk). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** Pages inside the app frame (sidebar, top bar, drawer). Segments match src/config/paths.ts. */
const appPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/explore/ExplorePage')) },
  { path: 'palettes', lazy: page(() => import('../features/palettes/PalettesPage')) },
  { path: 'palettes/preview', lazy: page(() => import('../features/palettes/SharedPalettePage')) },
  { path: 'palettes/:paletteId', lazy: page(() => import('../features/palettes/PalettePage')) },
  { path: 'history', lazy: page(() => import('../features/history/HistoryPage')) },
  { path: 'tools/generator', lazy: page(() => import('../features/generator/GeneratorPage')) },
  { path: 'tools/contrast-checker', lazy: page(() => import('../features/contrast/ContrastCheckerPage')) },
  { path: 'colors/:hex', lazy: page(() => import('../features/color/ColorPage')) },
  { path: 'categories/:categoryId', lazy: page(() => import('../features/category/CategoryPage')) },
  { path: '404', lazy: page(() => import('../features/static/NotFoundPage')) },
  { path: '*', lazy: page(() => import('../features/static/NotFoundPage')) },
];

/** The static pages, in the marketing frame. */
const marketingPages: RouteObject[] = [
  { path: 'about', lazy: page(() => import('../features/static/AboutPage')) },
  { path: 'about-ads', lazy: page(() => import('../features/static/AboutAdsPage')) },
  { path: 'privacy', lazy: page(() => import('../features/static/PrivacyPage')) },
  { path: 'license', lazy: page(() => import('../features/static/LicensePage')) },
];

/** The whole route tree under one language prefix ('/' for English, '/ja' for Japanese). */
function languageRoutes(prefix: '/' | '/ja'): RouteObject {
  return {
    path: prefix,
    element: <Root />,
    errorElement: <ErrorMessage />,
    // The first page's chunk loads before anything renders; the theme is already painted.
    HydrateFallback: () => null,
    children: [
      { element: <AppLayout />, children: appPages },
      { element: <MarketingLayout />, children: marketingPages },
    ],
  };
}

/** Every route, in English and under /ja (SPEC §2). */
export const routes: RouteObject[] = [languageRoutes('/'), languageRoutes('/ja')];

/** Creates the browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
