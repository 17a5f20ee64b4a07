/**
 * The translation namespaces: one JSON file each under locales/{lang}/ (tests/unit/locales.test.ts checks the
 * list against the files). `common` holds the app's frame (sidebar, top bar, drawer, dialogs' buttons) and is
 * loaded with the language; every other namespace is a chunk of its own per language, which a page declares in
 * src/app/pages.ts (the router loads it before the page renders, the page's HTML preloads it) and a lazily
 * loaded part asks for with `useTranslation` (it suspends until the namespace is in). Plain data, read by the
 * build too.
 */
export const NAMESPACES = ['charts', 'check', 'common', 'color', 'data', 'explore', 'formats', 'gradient', 'image', 'import', 'japanese', 'live', 'mesh', 'palettes', 'recolor', 'scale', 'search', 'static', 'system', 'templates', 'theme', 'themeExport', 'tools', 'tryon'] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** The namespace loaded with the language, before anything renders. */
export const FRAME_NAMESPACE = 'common' satisfies Namespace;
