import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Returns false while React hydrates HTML rendered at build time (and on the server), true after and in
 * every render that is not part of a hydration. A part that depends on what only the browser knows
 * (stored state, the window's width) renders as the build did until then, so hydration finds the same
 * markup, and follows the browser right after, in a transition: React does that work in slices instead
 * of one long task, the prerendered page staying responsive meanwhile.
 */
export function useHydrated(): boolean {
  // React reads the server snapshot exactly while it hydrates this part (or renders it on the server).
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
