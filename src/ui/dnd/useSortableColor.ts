import type { CSSProperties } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useColorName, textColorOn } from '../palette/swatchText';

/** The sortable transition (SPEC §4: 300 ms). */
export const SORT_TRANSITION = { duration: 300, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

/**
 * Returns one item of a `SortableColorList`: the colour's name and label ('name #code'), the props of the
 * item (its node, the colour as background with a text colour that reads on it, the drag transform) and of
 * its handle (the only place a drag starts). `paint` is the background when it is more than the code (a wide or
 * translucent colour as it is: ../ExactMark.tsx `paintOf`), and `ink` its text colour there (`inkOnPaint`).
 */
export function useSortableColor(id: UniqueIdentifier, code: string, paint: string = code, ink?: string) {
  const colorName = useColorName();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, transition: SORT_TRANSITION });
  const name = colorName(code);
  const style: CSSProperties = { background: paint, color: ink ?? textColorOn(code), transform: CSS.Translate.toString(transform), transition };
  return {
    name,
    label: `${name} ${code}`,
    item: { ref: setNodeRef, style, 'data-dragging': isDragging || undefined },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
