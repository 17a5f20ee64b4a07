import { Suspense, lazy, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDrawerStore } from '../../stores/drawer';
import { DRAWER_PANEL_ID, DrawerLoading } from './PaletteDrawer';
import { withData } from '../../ui/data/pageData';

/** The panel's content names colours with the core, so it loads on first opening (the shell stays small). */
const DrawerPanel = lazy(withData(['colorNames'], () => import('./DrawerPanel')));

/**
 * The drawer's content, shown in PaletteDrawer's panel while it is open. It is rendered where the app
 * puts it in the React tree (inside the colour drag's root, so its palettes are drop targets) and
 * placed in the panel's element by a portal.
 */
export function DrawerContents() {
  const visible = useDrawerStore((state) => state.visible);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setPanel(document.getElementById(DRAWER_PANEL_ID)), []);
  if (!visible || !panel) return null;
  return createPortal(
    <Suspense fallback={<DrawerLoading />}>
      <DrawerPanel />
    </Suspense>,
    panel,
  );
}
