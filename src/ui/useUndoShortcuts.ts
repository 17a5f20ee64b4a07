import { useEffect } from 'react';

/** Returns true when a key event belongs to a text field (which has its own undo, and types spaces). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/**
 * Binds cmd/ctrl+Z to undo and cmd/ctrl+shift+Z (and ctrl+Y) to redo while the page is shown, except
 * in text fields and while a dialog is open.
 */
export function useUndoShortcuts(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.defaultPrevented) return;
      if (isTextEntry(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) redo();
        else undo();
      } else if (key === 'y' && event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        redo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
