import { PRERENDER_THEME, type ThemeMode } from '../config/theme';
import { useThemeStore } from '../stores/theme';
import { useAfterHydration } from './useHydrated';

/**
 * Returns the theme the app renders with: the stored or device theme (the theme store), but the build's
 * (light) while HTML rendered at build time hydrates. Colours need no wait: they are CSS custom
 * properties that the head script sets on <html> before the first paint.
 */
export function useThemeMode(): ThemeMode {
  const mode = useThemeStore((state) => state.mode);
  return useAfterHydration(mode, PRERENDER_THEME);
}
