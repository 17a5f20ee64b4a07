import { useId, useRef, useState } from 'react';

/**
 * Returns a panel the generator shows on demand below the palette (the check, the wheel, the try-on): whether it is
 * open, the panel's id and ref, and its toggle's props. Opening it brings the panel into view (`block` as
 * scrollIntoView takes it) once it is there.
 */
export function usePanelToggle(block: ScrollLogicalPosition) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const onClick = () => {
    setOpen((was) => !was);
    if (!open) requestAnimationFrame(() => ref.current?.scrollIntoView({ block }));
  };
  return { open, panel: { id, ref }, toggle: { 'aria-expanded': open, 'aria-controls': open ? id : undefined, onClick } };
}
