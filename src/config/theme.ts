/**
 * The colour theme (SPEC §4): the visitor's stored choice, else the device's preference. One source for
 * the store (src/stores/theme.ts) and for the head script, which applies the theme before the first paint
 * (src/build/headScript.ts writes these functions' source into the script). So each function
 * stands alone: no imports, no module constants, nothing but its arguments.
 */
export type ThemeMode = 'light' | 'dark';

/** The theme HTML rendered at build time is made with (its colours still follow <html data-theme>). */
export const PRERENDER_THEME: ThemeMode = 'light';

/** The part of `window` the theme reads: the device's preference. */
type MediaView = { matchMedia?: (query: string) => { matches: boolean } };

/** Returns the stored form of a theme under the dark-mode key: 'true' for dark, 'false' for light. */
export function storedThemeValue(mode: ThemeMode): string {
  return String(mode === 'dark');
}

/**
 * Returns the theme to show: the stored value ('true' dark, 'false' light, anything else ignored), else
 * the device's preference read from `view` (the window; none outside a browser: light).
 */
export function themeModeOf(stored: string | null, view: MediaView | undefined): ThemeMode {
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return view && view.matchMedia && view.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Shows a theme on the root element: data-theme for the styles, color-scheme for the browser's own controls. */
export function applyThemeMode(root: { dataset: DOMStringMap; style: { colorScheme: string } }, mode: ThemeMode): void {
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}
