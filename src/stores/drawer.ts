import { create } from 'zustand';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';

/** The drawer shows the list of palettes or one palette (SPEC §4 Drawer). */
export type DrawerView = 'list' | 'detail';

type DrawerState = {
  /** Whether the palette drawer is open; shared by every page, closed at first (SPEC §2). */
  visible: boolean;
  /** List of palettes, or the detail of `paletteId`. */
  view: DrawerView;
  /** The palette open in the detail view; restored from the last visit. */
  paletteId: string | null;
  /** Whether the panel is widened (400 px ↔ theme.sizes.drawerWide). */
  wide: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Shows a palette in the detail view and remembers it as the last opened one. */
  openPalette: (uuid: string) => void;
  /** Goes back to the list view and forgets the last opened palette. */
  showList: () => void;
  toggleWide: () => void;
};

const lastOpened = readStorage(STORAGE_KEYS.lastOpenedPaletteId);

/** The palette drawer: visibility, view and the last opened palette (stored under its own key, SPEC §7). */
export const useDrawerStore = create<DrawerState>()((set) => ({
  visible: false,
  view: lastOpened ? 'detail' : 'list',
  paletteId: lastOpened || null,
  wide: false,
  open: () => set({ visible: true }),
  close: () => set({ visible: false }),
  toggle: () => set((state) => ({ visible: !state.visible })),
  openPalette: (uuid) => {
    writeStorage(STORAGE_KEYS.lastOpenedPaletteId, uuid);
    set({ view: 'detail', paletteId: uuid });
  },
  showList: () => {
    removeStorage(STORAGE_KEYS.lastOpenedPaletteId);
    set({ view: 'list', paletteId: null });
  },
  toggleWide: () => set((state) => ({ wide: !state.wide })),
}));
