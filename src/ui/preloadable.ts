import { lazy, type ComponentType } from 'react';

/** A module whose default export is a component (a page, a frame, a part loaded on demand). */
export type ComponentModule<P extends object> = { default: ComponentType<P> };

/**
 * A component rendered through React.lazy whose module can be loaded ahead: `preload` starts the load (once) and
 * resolves when it is in; from then on `Component` renders at once instead of suspending for a turn (React shows a
 * part that suspended only after a pause). Where a control opens the part, it opens it once `preload` resolves, so
 * what the control says (aria-expanded, aria-controls) is never ahead of the page.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentModule<P>>) {
  let loaded: ComponentModule<P> | undefined;
  let loading: Promise<ComponentModule<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() =>
    loaded ? ({ then: (resolve: (module: ComponentModule<P>) => void) => resolve(loaded!) } as Promise<ComponentModule<P>>) : preload(),
  );
  return { Component, preload };
}
