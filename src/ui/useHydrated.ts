import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Returns false while React hydrates HTML rendered at build time (and on the server), true after and in
 * every render that is not a hydration. A part that depends on what only the browser knows (stored
 * state, the window's width) renders as the build did until then, so hydration finds the same markup,
 * and follows the browser right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
