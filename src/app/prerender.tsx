/**
 * The app rendered to HTML at build time (src/build/prerenderPlugin.ts runs this module in Node): for a
 * route, the frame of the app (or the whole page, src/app/pages.ts `prerender`), its styles and its head,
 * in its language, so the browser paints it before any script has run; main.tsx then hydrates it.
 */
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { languageOfPath } from '../config/language';
import { PageMeta } from '../ui/PageMeta';
import { App } from './App';
import { initI18n, NAMESPACES } from './i18n';
import { presetPageTitle } from './pageTitle';
import { APP_PAGES, MARKETING_PAGES, pagePathPattern, type PageRoute } from './pages';
import { preloadPage } from './router';

/** A route's HTML: what goes into <head> (title, description, links, styles) and into #root. */
export type PrerenderedRoute = { readonly head: string; readonly body: string; readonly page: PageRoute };

let started: Promise<unknown> | null = null;

/** Renders `pathname` (a route's address, '/ja…' for Japanese) with an empty store, as a first visit sees it. */
export async function prerenderRoute(pathname: string): Promise<PrerenderedRoute> {
  const language = languageOfPath(pathname);
  started ??= initI18n(language);
  await started;
  await i18next.changeLanguage(language);
  // Every namespace, the lazy ones too: a page that waited for one here would render nothing.
  await i18next.loadNamespaces([...NAMESPACES]);
  const page = await preloadPage(pathname);
  await presetPageTitle(page);
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <StaticRouter location={pathname}>
          <App />
        </StaticRouter>,
      ),
    );
    // React places a page's <title>, <meta> and <link> first (hoisted); a frame-only page has none, so
    // its head is rendered from its declared title and description.
    const [hoisted, body] = splitHoisted(markup);
    const frameHead =
      page.prerender === 'frame' && page.head
        ? renderToString(
            <StaticRouter location={pathname}>
              <PageMeta title={i18next.t(page.head.title)} description={page.head.description ? i18next.t(page.head.description) : undefined} />
            </StaticRouter>,
          )
        : '';
    return { head: hoisted + frameHead + sheet.getStyleTags(), body, page };
  } finally {
    sheet.seal();
  }
}

/** The addresses whose HTML the build writes, in English and Japanese: every page but the catch-all, parameters as ':name'. */
export function prerenderedPaths(): string[] {
  const paths = [...APP_PAGES, ...MARKETING_PAGES].filter((page) => pagePathPattern(page.path) !== null).map((page) => `/${page.path}`);
  return [...paths, ...paths.map((path) => (path === '/' ? '/ja' : `/ja${path}`))];
}

/** Splits React's output into its leading hoisted head elements and the rest. */
function splitHoisted(markup: string): [head: string, body: string] {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(markup);
  const head = match?.[0] ?? '';
  return [head, markup.slice(head.length)];
}
