import { create } from 'zustand';

/** How long a toast stays before it fades (SPEC §9). */
export const TOAST_DURATION = 3000;

/** A toast (SPEC §3): plain text, or a colour toast that shows its swatch. */
export type Toast = {
  id: number;
  type: 'plain' | 'color';
  text: string;
  subText?: string;
  colorCode?: string;
};

type ToastState = {
  toasts: Toast[];
  /** Shows a toast for 3 seconds; returns its id. */
  show: (toast: Omit<Toast, 'id'>) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** The toasts at the bottom of the screen. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    // At most three at once: the oldest gives way.
    set({ toasts: [...get().toasts.slice(-2), { ...toast, id }] });
    setTimeout(() => get().dismiss(id), TOAST_DURATION);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a plain toast (usable outside React, e.g. from stores). */
export function showToast(text: string, subText?: string) {
  return useToastStore.getState().show({ type: 'plain', text, subText });
}

/** Shows a colour toast with the colour's swatch. */
export function showColorToast(colorCode: string, text: string, subText?: string) {
  return useToastStore.getState().show({ type: 'color', text, subText, colorCode });
}
