import { localizePath, type Language } from '../config/language';
import { paths } from '../config/paths';

/** Returns the absolute shared-palette link of codes (`/palettes/preview?colors=…`), in the page's language. */
export function shareUrl(codes: readonly string[], lang: Language): string {
  return window.location.origin + localizePath(paths.sharedPalette(codes), lang);
}
