import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** True from just before main.tsx hydrates the build's HTML until that hydration's effects have run. */
let hydrationRunning = false;

/** Called by main.tsx right before it hydrates the build's HTML. */
export function beginHydration(): void {
  hydrationRunning = true;
}

/**
 * Around the app as it hydrates (main.tsx): its effect, the last of the hydration's first commit (a parent's
 * effects run after its children's), ends the hydration for the hooks below.
 */
export function HydrationScope({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrationRunning = false;
  }, []);
  return children;
}

/**
 * Whether this render hydrates HTML rendered at build time (or renders on the server). React reads the server
 * snapshot exactly while it hydrates a part; right after, it compares it with the browser's, which says the same
 * until the hydration's effects have run: a different answer there would make React render the part again at once,
 * in one long task (the whole app, for the theme at its root). Renders after that read the browser's: false.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrationRunning,
    () => true,
  );
}

/**
 * Returns `built` (what the build rendered) while React hydrates HTML rendered at build time, and `value` in every
 * other render. A part that depends on what only the browser knows (stored state, the window's width) renders as the
 * build did until then, so hydration finds the same markup; where the browser's value differs, the part follows it
 * right after, in a transition: React does that work in slices instead of one long task, the prerendered page
 * staying responsive meanwhile. Where it is the same, nothing renders again.
 */
export function useAfterHydration<T>(value: T, built: T): T {
  const hydrating = useHydrating();
  const [, renderAgain] = useState(0);
  const differs = !Object.is(value, built);
  useEffect(() => {
    // The next render reads the browser's answer (false) from the hook above.
    if (hydrating && differs) startTransition(() => renderAgain((count) => count + 1));
  }, [hydrating, differs]);
  return hydrating ? built : value;
}

/** Returns false while React hydrates HTML rendered at build time (and on the server), true after (see useAfterHydration). */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/** Whether HTML rendered at build time is being hydrated now (for hooks that read the browser: src/ui/useIsMobile.ts). */
export function isHydrating(): boolean {
  return hydrationRunning;
}
