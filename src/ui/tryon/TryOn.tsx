import { lazyPanel } from '../lazyPanel';
import { withData } from '../data/pageData';

/**
 * The try-on: a palette or a theme worn by real interfaces, with the roles each element uses, every pair's
 * contrast and the colour-vision views. Loaded on first use: the try-on's code, its mocks and its translations (the
 * lazy 'tryon' namespace) load when a page first shows it.
 */
export const TryOn = lazyPanel(withData(['colorNames'], () => import('./TryOnView')), 640);
