import type { KeyboardEvent } from 'react';
import { KEY_STEP, KEY_STEP_LARGE } from './pickerModel';

/** A keyboard move of a picker control: a change along x and/or y, or a jump to an end. */
export type KeyMove = { dx: number; dy: number } | { toStart: true } | { toEnd: true };

/**
 * Returns the move a key asks for (WAI-ARIA slider pattern): arrows step 1 (10 with Shift), Page Up/Down step 10
 * vertically, Home/End jump to the ends; null for any other key. y grows upwards (Arrow Up = +1).
 */
export function keyMove(event: KeyboardEvent): KeyMove | null {
  const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: step };
    case 'ArrowDown':
      return { dx: 0, dy: -step };
    case 'PageUp':
      return { dx: 0, dy: KEY_STEP_LARGE };
    case 'PageDown':
      return { dx: 0, dy: -KEY_STEP_LARGE };
    case 'Home':
      return { toStart: true };
    case 'End':
      return { toEnd: true };
    default:
      return null;
  }
}
