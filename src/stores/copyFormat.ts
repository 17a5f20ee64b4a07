import { create } from 'zustand';
import { DEFAULT_COPY_FORMAT, isCopyFormat, type CopyFormat } from '../core/code/colorAs';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

type CopyFormatState = {
  /** The form every copy button uses (hex by default; an unknown stored value reads as hex). */
  format: CopyFormat;
  /** Remembers a form for the copy buttons (kept in memory when storage refuses the write). */
  choose: (format: CopyFormat) => void;
};

/** The preferred "Copy as" form: one setting, remembered across visits. */
export const useCopyFormatStore = create<CopyFormatState>()((set) => {
  const stored = readStorage(STORAGE_KEYS.copyFormat);
  return {
    format: isCopyFormat(stored) ? stored : DEFAULT_COPY_FORMAT,
    choose: (format) => {
      writeStorage(STORAGE_KEYS.copyFormat, format);
      set({ format });
    },
  };
});
