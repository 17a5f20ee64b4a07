/** The product's name, used in titles, the logo's accessible label and texts. */
export const PRODUCT_NAME = 'Irodori';

/** The page title template (SPEC §2): '%s' is replaced by the page's own title. */
export const TITLE_TEMPLATE = `%s - ${PRODUCT_NAME}`;

/** Returns a page's full document title. */
export function formatTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

/**
 * Returns the site's origin for the addresses a page gives search engines (canonical and alternate links): the
 * build's `VITE_SITE_ORIGIN` setting (`VITE_SITE_ORIGIN=https://irodori.example npm run build`, see the README) when
 * it is an http(s) origin, so that the built pages carry absolute links as search engines require; else the page's own
 * origin in the browser, and nothing at build (the built pages' links are then relative, and the app writes absolute
 * ones once it runs).
 */
export function siteOrigin(configured: string | undefined, pageOrigin: string | undefined): string {
  const setting = configured?.trim().replace(/\/+$/, '') ?? '';
  if (setting !== '') {
    try {
      const url = new URL(setting);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === setting) return url.origin;
    } catch {
      // Not a URL: fall through to the page's origin.
    }
  }
  return pageOrigin ?? '';
}

/** The origin written into canonical and alternate links (siteOrigin): the build's setting, or the page's. */
export function pageLinkOrigin(): string {
  return siteOrigin(import.meta.env.VITE_SITE_ORIGIN, typeof window === 'undefined' ? undefined : window.location.origin);
}

/**
 * Outbound links (SPEC §7: outbound links only). Nothing is fetched from these hosts; they are plain
 * anchors that open in a new tab.
 */
export const EXTERNAL_LINKS = {
  iosApp: 'https://apps.apple.com/app/irodori',
  twitter: 'https://x.com/irodori_app',
  personalSite: 'https://irodori.app/about',
  donation: 'https://ko-fi.com/irodori',
} as const;
