import { lazy, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Root } from './Root';
import { AppLayout } from './layout/AppLayout';
import { MarketingLayout } from './layout/MarketingLayout';
import { loadData } from '../ui/data/pageData';
import { APP_PAGES, MARKETING_PAGES, pagePathPattern, type PageRoute } from './pages';

type PageModule = { default: ComponentType };

/** Every page module, each its own chunk, loaded on demand. */
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

type LazyPage = { route: PageRoute; element: ReactElement; preload: () => Promise<unknown> };

/**
 * A page rendered through React.lazy, loaded with the data files it declares (src/app/pages.ts): its
 * chunk and its data arrive together, before it renders. Once both are in, the lazy component gets the
 * page back synchronously, so a page preloaded before the first render (preloadPage) renders at once
 * instead of suspending for a turn; navigations to a page not yet loaded keep the previous page shown
 * (the router navigates in a transition) until its chunk and data arrive.
 */
function lazyPage(route: PageRoute): LazyPage {
  const load = pageModules[`../${route.module}.tsx`];
  if (!load) throw new Error(`No page module ${route.module}`);
  let loaded: PageModule | undefined;
  const preload = () =>
    Promise.all([load(), loadData(route.data ?? [])]).then(([module]) => {
      loaded = module;
      return module;
    });
  const Page = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>) : preload(),
  );
  return { route, element: <Page />, preload };
}

const appPages = APP_PAGES.map(lazyPage);
const marketingPages = MARKETING_PAGES.map(lazyPage);

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
      { element: <MarketingLayout />, children: marketingPages.map(pageRoute) },
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
 * Loads the chunk and the data of the page shown at `pathname` (the first page of src/app/pages.ts whose
 * path matches, else the catch-all), so the first render has them.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const pages = [...appPages, ...marketingPages];
  const page =
    pages.find(({ route }) => {
      const pattern = pagePathPattern(route.path);
      return pattern !== null && new RegExp(pattern).test(pathname);
    }) ?? pages.find(({ route }) => route.path === '*');
  return page ? page.preload() : Promise.resolve();
}
