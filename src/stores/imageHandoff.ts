import { create } from 'zustand';

/**
 * An image handed to the image tool from elsewhere in the app (import's dialog, when the file dropped there is an
 * image): the tool takes it when it shows, or at once when it is already shown. In memory only.
 */
type ImageHandoff = {
  readonly file: File | null;
  /** Hands a file over (replacing one not yet taken). */
  offer: (file: File) => void;
  /** Returns the file handed over, once, or null. */
  take: () => File | null;
};

export const useImageHandoff = create<ImageHandoff>()((set, get) => ({
  file: null,
  offer: (file) => set({ file }),
  take: () => {
    const { file } = get();
    if (file !== null) set({ file: null });
    return file;
  },
}));
