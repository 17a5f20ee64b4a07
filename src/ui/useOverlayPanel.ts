import { useEffect } from 'react';
import { useScrollLock } from './useScrollLock';

/**
 * For a panel shown over the whole page (the mobile menu, the search overlay, SPEC §2): the page under it does not
 * scroll while it is shown, and Escape closes it (`onClose`).
 */
export function useOverlayPanel(onClose: () => void) {
  useScrollLock(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
}
