/**
 * How the HTML the build writes (src/build/prerenderPlugin.ts) tells the browser what it holds: #root
 * carries the address it was rendered for and how much of the page it holds (src/app/pages.ts
 * `prerender`). Shared by the build, which writes the marks, and main.tsx, which reads them.
 */
import type { PageRoute } from './pages';

/** The attributes on #root: the address rendered, and 'page' or 'frame'. */
export const PRERENDER_ATTRIBUTES = { path: 'data-prerendered', kind: 'data-prerender' } as const;

/** Returns the attributes that mark #root as the HTML of `path` (an address: '/palettes', '/ja'). */
export function prerenderMarks(path: string, page: PageRoute): Record<string, string> {
  return { [PRERENDER_ATTRIBUTES.path]: path, [PRERENDER_ATTRIBUTES.kind]: page.prerender };
}

/**
 * Whether the HTML in `container` can be hydrated at `location`: it was rendered for this very address
 * (a parametrised route's HTML serves every parameter, so its links would be wrong: it is replaced), and
 * a whole page only without a query (its content may follow the query; a frame does not).
 */
export function canHydrate(container: Element, location: { pathname: string; search: string }): boolean {
  const path = container.getAttribute(PRERENDER_ATTRIBUTES.path);
  if (path === null || path.includes(':')) return false;
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (path !== pathname) return false;
  return container.getAttribute(PRERENDER_ATTRIBUTES.kind) === 'frame' || location.search === '';
}

/** The head elements each page declares with <PageMeta> (src/ui/PageMeta.tsx). */
const PAGE_HEAD = 'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"]';

/**
 * Removes the page head the build wrote (its links are relative unless the build was given the site's origin,
 * VITE_SITE_ORIGIN), before the app renders its own: a page has one title and one canonical link.
 */
export function dropPrerenderedHead(head: ParentNode): void {
  for (const element of head.querySelectorAll(PAGE_HEAD)) element.remove();
}
