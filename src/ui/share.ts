import { localizePath, type Language } from '../config/language';
import { paths } from '../config/paths';
import { fallbackOf } from '../core/exact/authoredColor';
import { encodeSharedExact } from '../core/model/share';

/**
 * Returns the absolute shared-palette link of colours, codes or exact texts (`/palettes/preview?colors=…`, and
 * `&exact=` for the wide and translucent ones), with the palette's name (`&name=`) when it has one, in the page's
 * language.
 */
export function shareUrl(colors: readonly string[], lang: Language, name?: string): string {
  return window.location.origin + localizePath(paths.sharedPalette(colors.map(fallbackOf), name, encodeSharedExact(colors)), lang);
}
