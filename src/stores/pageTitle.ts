import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** The current page's title, shown in the desktop top bar; set by <PageMeta>. */
export const usePageTitleStore = create<{ title: string; setTitle: (title: string) => void }>()((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));

const currentTitle = () => usePageTitleStore.getState().title;

/**
 * Returns the current page's title, the same on the server and while hydrating as after (zustand's own
 * hook answers a server render with the store's initial state, which would leave the top bar of HTML
 * rendered at build time without the title set before it, src/app/pageTitle.ts).
 */
export function usePageTitle(): string {
  return useSyncExternalStore(usePageTitleStore.subscribe, currentTitle, currentTitle);
}
