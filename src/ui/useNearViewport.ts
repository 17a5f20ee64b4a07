import { startTransition, useCallback, useState, type RefCallback } from 'react';

/** How far beyond the screen, above and below, an element counts as near: one viewport height. */
const NEAR_MARGIN = '100% 0px';

/**
 * Returns a ref for an element and whether that element has come within one viewport height of the
 * screen. Once near it stays near, so content rendered on `near` mounts once and stays mounted; until
 * then render a placeholder of the same height, so the page does not move when it arrives. `eager`
 * (for what is on screen at start) and browsers without IntersectionObserver are near from the start.
 */
export function useNearViewport<T extends Element>(eager = false): [ref: RefCallback<T>, near: boolean] {
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          // A transition: off-screen content renders in slices that give way to input and paint.
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
