import { create } from 'zustand';

/** The current page's title, shown in the desktop top bar; set by <PageMeta>. */
export const usePageTitleStore = create<{ title: string; setTitle: (title: string) => void }>()((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));
