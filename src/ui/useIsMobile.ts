import { useSyncExternalStore } from 'react';
import { breakpoints } from './theme';

/** The mobile layout (tablet and narrower; SPEC §7 breakpoints). */
const MOBILE_QUERY = `(max-width: ${breakpoints.tabletMax}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isMobile(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * Returns whether the mobile layout (tablet and narrower) is shown, following the window as it is
 * resized. For parts that only one layout has, so the other layout's parts are not built at all.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
