import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorMessage } from './ErrorBoundary';
import { Root } from './Root';
import { AppLayout } from './layout/AppLayout';
import { MarketingLayout } from './layout/MarketingLayout';
import { APP_PAGES, MARKETING_PAGES, type PageRoute } from './pages';

/** Every page module, each its own chunk, loaded on demand. */
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

/** A lazy route for a page of src/app/pages.ts. */
function pageRoute({ path, module }: PageRoute): RouteObject {
  const load = pageModules[`../${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  const lazy = async () => ({ Component: (await load()).default });
  return path === '' ? { index: true, lazy } : { path, lazy };
}

const appPages = APP_PAGES.map(pageRoute);
const marketingPages = MARKETING_PAGES.map(pageRoute);

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
