import { useRef, type PointerEvent } from 'react';

/** Returns x clamped to [0, 1]. */
function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/**
 * Pointer handling of a 1-D or 2-D picker control: a press (mouse, pen or touch) and every move while it is held
 * report the pointer's position inside the element as fractions x, y in [0, 1]. The pointer is captured, so the
 * drag keeps working outside the element; the element takes focus so arrow keys continue where the pointer left.
 */
export function usePointerPosition<T extends HTMLElement>(onPosition: (x: number, y: number) => void) {
  const ref = useRef<T>(null);
  const report = (event: PointerEvent<T>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onPosition(
      clamp01((event.clientX - rect.left) / (rect.width || 1)),
      clamp01((event.clientY - rect.top) / (rect.height || 1)),
    );
  };
  return {
    ref,
    onPointerDown: (event: PointerEvent<T>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.focus();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      report(event);
    },
    onPointerMove: (event: PointerEvent<T>) => {
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) report(event);
    },
  };
}
