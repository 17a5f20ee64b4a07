import { lazyPanel } from '../lazyPanel';
import { withData } from '../data/pageData';

/**
 * The palette check of a palette (see PaletteCheckView), loaded on first use: the check's code and its translations
 * (the lazy 'check' namespace) load when a page first shows it.
 */
export const PaletteCheck = lazyPanel(withData(['colorNames'], () => import('./PaletteCheckView')), 240);
