import { create } from 'zustand';

type DrawerState = {
  /** Whether the palette drawer is open; shared by every page, closed at first (SPEC §2). */
  visible: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
};

/** Visibility of the palette drawer. */
export const useDrawerStore = create<DrawerState>()((set) => ({
  visible: false,
  open: () => set({ visible: true }),
  close: () => set({ visible: false }),
  toggle: () => set((state) => ({ visible: !state.visible })),
}));
