import { useEffect, useRef, useState } from 'react';

/** Returns true when a drag event carries files (not text or an element of the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Takes a file dropped anywhere on the page while `enabled`: calls `onFile` with the first file, and returns
 * whether files are being dragged over the page (to show where they go). A drop that something on the page already
 * took (its handler called preventDefault, as the import dialog's does) is left alone.
 */
export function usePageFileDrop(onFile: (file: File) => void, enabled = true): boolean {
  const [dragging, setDragging] = useState(false);
  const callback = useRef(onFile);
  callback.current = onFile;
  useEffect(() => {
    if (!enabled) return;
    // dragenter and dragleave fire for every element crossed; count them to know when the drag left the window.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) callback.current(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
      setDragging(false);
    };
  }, [enabled]);
  return dragging;
}
