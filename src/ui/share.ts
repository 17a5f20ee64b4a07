import { localizePath, type Language } from '../config/language';
import { paths } from '../config/paths';

/**
 * Returns the absolute shared-palette link of codes (`/palettes/preview?colors=…`), with the palette's name
 * (`&name=`) when it has one, in the page's language.
 */
export function shareUrl(codes: readonly string[], lang: Language, name?: string): string {
  return window.location.origin + localizePath(paths.sharedPalette(codes, name), lang);
}
