/**
 * Every path of the app, built in one place (language-neutral; see `localizePath` for /ja).
 * Route definitions in src/app/router.tsx use the same segments.
 */
export type GeneratorTabId =
  | 'alternative'
  | 'shade'
  | 'tint'
  | 'gray'
  | 'hue'
  | 'ui'
  | 'fgbg'
  | 'same-lightness';

/** Strips the leading '#' and lower-cases a colour code for use in a path. */
const bare = (code: string) => code.replace(/^#/, '').toLowerCase();

/** Returns an exact colour text as a URL parameter's value: spaces written as '_', the rest percent-encoded. */
const exactParam = (text: string) => encodeURIComponent(text.replaceAll(' ', '_'));

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The contrast checker's parameters that carry a wide text or background colour's exact text. */
export const CONTRAST_EXACT_PARAMS = { fg: 'fgExact', bg: 'bgExact' } as const;

export const paths = {
  home: () => '/',
  palettes: () => '/palettes',
  palette: (uuid: string) => `/palettes/${encodeURIComponent(uuid)}`,
  /**
   * The shared-palette link: hex values without '#', joined by hyphens, the palette's name when it has one, and the
   * wide and translucent colours' exact texts (core/model/share.ts `encodeSharedExact`) when it holds any.
   */
  sharedPalette: (codes: readonly string[], name?: string, exact?: string | null) =>
    `/palettes/preview?colors=${codes.map(bare).join('-')}${name ? `&name=${encodeURIComponent(name)}` : ''}${exact ? `&exact=${encodeURIComponent(exact).replace(/%3A/g, ':').replace(/%2C/g, ',')}` : ''}`,
  history: () => '/history',
  generator: (color?: string, tab?: GeneratorTabId) =>
    withQuery('/tools/generator', { color: color === undefined ? undefined : bare(color), tab }),
  /** The generator's Scale mode for a colour. */
  scale: (color: string) => withQuery('/tools/generator', { mode: 'scale', color: bare(color) }),
  /**
   * The theme tool, optionally from a source: one colour, or a palette's or an image's colours (with the
   * palette's name).
   */
  theme: (source?: { from: 'color' | 'palette' | 'image'; colors: readonly string[]; name?: string }) =>
    source === undefined
      ? '/tools/theme'
      : withQuery('/tools/theme', { from: source.from, colors: source.colors.map(bare).join('-'), name: source.name || undefined }),
  /** Image to palette. */
  imageTool: () => '/tools/image',
  /** The chart-colour tool, its state in the query (features/charts/chartUrl.ts writes it). */
  charts: (query: Record<string, string | undefined> = {}) => withQuery('/tools/charts', query),
  /** The gradient tool, its gradient in the query (core/gradient/address.ts writes it). */
  gradient: (query: Record<string, string | undefined> = {}) => withQuery('/tools/gradient', query),
  /** The artwork recolouring tool; `colors` ('rrggbb-rrggbb…') is the palette it recolours with. */
  recolor: (query: Record<string, string | undefined> = {}) => withQuery('/tools/recolor', query),
  /** The mesh gradient page of the gradient tool, its mesh in the query (core/gradient/mesh/address.ts writes it). */
  mesh: (query: Record<string, string | undefined> = {}) => withQuery('/tools/gradient/mesh', query),
  /** The colour system editor, its system in the query (ui/systemAddress.ts writes it). */
  system: (query: Record<string, string | undefined> = {}) => withQuery('/tools/system', query),
  /**
   * The contrast checker: the text and background codes (a wide colour's sRGB fallback) and, for a wide or translucent
   * colour, its exact text in a parameter of its own (`fgExact`, `bgExact`; spaces as `_`, as a colour page's).
   */
  contrastChecker: (fg?: string, bg?: string, exact?: { fg?: string; bg?: string }) => {
    const path = withQuery('/tools/contrast-checker', {
      fg: fg === undefined ? undefined : bare(fg),
      bg: bg === undefined ? undefined : bare(bg),
    });
    const texts = (['fg', 'bg'] as const).flatMap((side) => (exact?.[side] ? [`${CONTRAST_EXACT_PARAMS[side]}=${exactParam(exact[side])}`] : []));
    return texts.length === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${texts.join('&')}`;
  },
  /**
   * A colour's page; a wide or translucent colour's page carries its exact text (`?exact=`, spaces as `_`), and `code`
   * is then its sRGB fallback (the page checks the two agree).
   */
  color: (code: string, exact?: string) => `/colors/${bare(code)}${exact ? `?exact=${exactParam(exact)}` : ''}`,
  category: (categoryId: string) => `/categories/${categoryId}`,
  /** The 227 traditional colours of Japan. */
  japaneseColors: () => '/japanese-colors',
  /** Wada Sanzō's combinations, optionally filtered by size (2–4) and by a colour (a name or a hex code). */
  combinations: (filter?: { size?: number; color?: string }) =>
    withQuery('/combinations', { size: filter?.size === undefined ? undefined : String(filter.size), color: filter?.color }),
  /** One of Wada Sanzō's 348 combinations. */
  combination: (number: number) => `/combinations/${number}`,
  about: () => '/about',
  aboutAds: () => '/about-ads',
  privacy: () => '/privacy',
  license: () => '/license',
  notFound: () => '/404',
  /** The open-source licences file generated at build time. */
  licensesFile: () => '/licenses.txt',
} as const;
