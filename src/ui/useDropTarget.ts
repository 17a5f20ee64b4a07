import { useState, type DragEvent } from 'react';

/**
 * A drop zone inside a page or dialog: whether something is dragged over it, and the handlers to spread on it. A
 * dropped file goes to `onFile`; dropped text (when no file came) to `onText`, if given. (A file dropped anywhere on
 * a page is usePageFileDrop's.)
 */
export function useDropTarget(onFile: (file: File) => void, onText?: (text: string) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving for one of its own children is not leaving.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
      else {
        const text = event.dataTransfer.getData('text/plain');
        if (text) onText?.(text);
      }
    },
  };
  return { dragging, handlers };
}
