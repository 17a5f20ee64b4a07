import { useEffect } from 'react';

let locks = 0;

/** Locks page scrolling while `active` (menus and overlays, SPEC §2); nested locks are counted. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.dataset.scrollLocked = 'true';
    return () => {
      locks -= 1;
      if (locks === 0) delete document.body.dataset.scrollLocked;
    };
  }, [active]);
}
