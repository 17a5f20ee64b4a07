/** The product's name, used in titles, the logo's accessible label and texts. */
export const PRODUCT_NAME = 'Irodori';

/** The page title template (SPEC §2): '%s' is replaced by the page's own title. */
export const TITLE_TEMPLATE = `%s - ${PRODUCT_NAME}`;

/** Returns a page's full document title. */
export function formatTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
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
