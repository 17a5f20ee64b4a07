import { useEffect, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { AppLayout } from './layout/AppLayout';
import { colorEngine } from '../engine/client';
import { loadData } from '../ui/data/pageData';
import { loadNamespaces } from './i18n';
import { useHydrated } from '../ui/useHydrated';
import { preloadable, type ComponentModule } from '../ui/preloadable';
import { APP_PAGES, MARKETING_PAGES, pageAt, type PageRoute } from './pages';

/** A page's module, or a frame's loaded on demand. */
type PageModule = ComponentModule<object>;

/** Every page module, each its own chunk, loaded on demand (a feature's page, or a page of a part of it: gradient/mesh). */
const pageModules = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '../features/*/*/*Page.tsx']);

type LazyPage = { route: PageRoute; element: ReactElement; preload: () => Promise<unknown> };

/** The static pages' frame (src/app/pages.ts MARKETING_PAGES): loaded with the first of them, as most visits never show one. */
const marketingLayout = preloadable(() => import('./layout/MarketingLayout').then((module) => ({ default: module.MarketingLayout })));

/**
 * A page rendered through React.lazy, loaded with the data files and translations it declares (src/app/pages.ts) and
 * its frame when that is loaded on demand (`frame`): its chunk, its data and its namespaces arrive together, before it
 * renders (and the engine worker starts, for a page that declares it). A page preloaded before the first render
 * (preloadPage) renders at once; navigations to a page not yet loaded keep the previous page shown (the router
 * navigates in a transition) until its chunk and data arrive.
 */
function lazyPage(route: PageRoute, frame?: () => Promise<unknown>): LazyPage {
  const load = pageModules[`../${route.module}.tsx`];
  if (!load) throw new Error(`No page module ${route.module}`);
  const { Component: Page, preload: preloadModule } = preloadable(() => {
    // Started, not waited for: the page renders without it and its first call finds the worker on its way (and
    // reports a failure itself).
    if (route.engine) colorEngine().catch(() => undefined);
    return Promise.all([load(), loadData(route.data ?? []), loadNamespaces(route.namespaces ?? []), frame?.()]).then(([module]) => module);
  });
  const page = (
    <>
      <Page />
      <PageReady />
    </>
  );
  return { route, element: route.prerender === 'frame' ? <InBrowser>{page}</InBrowser> : page, preload: preloadModule };
}

/**
 * Marks <html data-app-ready> once the first page is shown in the browser: committed with its page
 * (which it follows inside the same Suspense boundary), so the page's chunk, data and translations are
 * in, prerendered HTML is hydrated and handlers are attached. The page-ready signal end-to-end tests and
 * benchmarks wait for instead of the network.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

/**
 * A page whose HTML the build renders as the frame only (src/app/pages.ts): nothing on the server and
 * while that HTML hydrates, the page right after (in the same task, before the next paint).
 */
function InBrowser({ children }: { children: ReactElement }) {
  return useHydrated() ? children : null;
}

const appPages = APP_PAGES.map((route) => lazyPage(route));
const marketingPages = MARKETING_PAGES.map((route) => lazyPage(route, marketingLayout.preload));

function pageRoute({ route, element }: LazyPage): RouteObject {
  return route.path === '' ? { index: true, element } : { path: route.path, element };
}

/** The whole route tree under one language prefix ('/' for English, '/ja' for Japanese). */
function languageRoutes(prefix: '/' | '/ja'): RouteObject {
  return {
    path: prefix,
    element: <Root />,
    children: [
      { element: <AppLayout />, children: appPages.map(pageRoute) },
      { element: <marketingLayout.Component />, children: marketingPages.map(pageRoute) },
    ],
  };
}

/** Every route, in English and under /ja (SPEC §2). */
export const routes: RouteObject[] = [languageRoutes('/'), languageRoutes('/ja')];

/** The page for the current address, inside its language root and layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunk, the data and the translations of the page shown at `pathname` (src/app/pages.ts, `pageAt`), so the
 * first render has them; resolves to that page's entry.
 */
export function preloadPage(pathname: string): Promise<PageRoute> {
  const route = pageAt(pathname);
  const page = [...appPages, ...marketingPages].find((candidate) => candidate.route === route)!;
  return page.preload().then(() => route);
}
