import { useSyncExternalStore } from 'react';
import { breakpoints } from './theme';
import { isHydrating } from './useHydrated';

/** The mobile layout (tablet and narrower; SPEC §7 breakpoints). */
const MOBILE_QUERY = `(max-width: ${breakpoints.tabletMax}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * The window's answer, except while the build's HTML hydrates: React compares the answer it hydrated with (false,
 * as the build rendered) with this one right after, and a different one would make it render the layout again at
 * once, in one long task. The parts that differ by layout follow it once hydrated (src/app/layout/AppLayout.tsx).
 */
function isMobile(): boolean {
  return !isHydrating() && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * Returns whether the mobile layout (tablet and narrower) is shown, following the window as it is
 * resized. For parts that only one layout has, so the other layout's parts are not built at all.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}
