import { useEffect } from 'react';
import { findPalette } from '../../core/model/collection';
import { useDrawerStore } from '../../stores/drawer';
import { usePalettesStore } from '../../stores/palettes';
import { DetailView } from './DetailView';
import { ListView } from './ListView';

/**
 * The drawer's content: the list of palettes, or the palette last opened (restored on load). A palette
 * that no longer exists (deleted here or in another tab) sends the drawer back to the list.
 */
export default function DrawerPanel() {
  const view = useDrawerStore((state) => state.view);
  const paletteId = useDrawerStore((state) => state.paletteId);
  const showList = useDrawerStore((state) => state.showList);
  const palette = usePalettesStore((state) => (paletteId ? findPalette(state.palettes, paletteId) : undefined));
  const missing = view === 'detail' && !palette;

  useEffect(() => {
    if (missing) showList();
  }, [missing, showList]);

  return view === 'detail' && palette ? <DetailView palette={palette} /> : <ListView />;
}
