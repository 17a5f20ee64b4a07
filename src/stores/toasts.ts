import { create } from 'zustand';

/** How long a toast stays before it fades (SPEC §9). */
export const TOAST_DURATION = 3000;

/** How long a toast with an action (Undo) stays: long enough to reach its button. */
export const ACTION_TOAST_DURATION = 8000;

/** A button in a toast (e.g. Undo): running it also dismisses the toast. */
export type ToastAction = { label: string; run: () => void };

/** A toast (SPEC §3): plain text, or a colour toast that shows its swatch; either may carry one action. */
export type Toast = {
  id: number;
  type: 'plain' | 'color';
  text: string;
  subText?: string;
  colorCode?: string;
  action?: ToastAction;
};

/** Returns how long a toast stays. */
export function toastDuration(toast: Pick<Toast, 'action'>): number {
  return toast.action ? ACTION_TOAST_DURATION : TOAST_DURATION;
}

type ToastState = {
  toasts: Toast[];
  /**
   * Shows a toast; returns its id. Its 3 seconds (8 with an action) count from when it is on screen (ToastList), not
   * from now: the list's code loads with the first toast, and on a busy device that can take longer than a toast lasts.
   */
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
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a plain toast (usable outside React, e.g. from stores), with an optional action such as Undo. */
export function showToast(text: string, subText?: string, action?: ToastAction) {
  return useToastStore.getState().show({ type: 'plain', text, subText, action });
}

/** Shows a colour toast with the colour's swatch. */
export function showColorToast(colorCode: string, text: string, subText?: string) {
  return useToastStore.getState().show({ type: 'color', text, subText, colorCode });
}
