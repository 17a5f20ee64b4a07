import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the page that offers it: pages render
 * (and paint) sooner, and a visit that never opens the dialog never downloads it. Once opened it
 * stays mounted, so closing it behaves as before (focus goes back to the opener). The dialog takes
 * an `open` prop like every dialog built on Modal.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
