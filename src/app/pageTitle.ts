import i18next from 'i18next';
import { usePageTitleStore } from '../stores/pageTitle';
import type { PageRoute } from './pages';

/**
 * Puts the page's declared title (src/app/pages.ts `head`) in the top bar before the first render, on
 * the server and in the browser alike, so HTML rendered at build time shows it and hydration finds it
 * (<PageMeta> sets the page's own title after that).
 */
export async function presetPageTitle(page: PageRoute): Promise<void> {
  const key = page.head?.title;
  if (key !== undefined) await i18next.loadNamespaces(key.split(':')[0]);
  // A page whose title depends on its address (a colour, a palette) starts with none.
  usePageTitleStore.getState().setTitle(key === undefined ? '' : i18next.t(key));
}
