import { useDraggable, useDroppable } from '@dnd-kit/core';

/** What a dragged colour carries. */
export type ColorDragData = { kind: 'color'; code: string };
/** What a place that accepts colours declares: the handler called with the dropped code. */
export type ColorDropData = { kind: 'color-target'; onDropColor: (code: string) => void };

export function isColorDragData(data: unknown): data is ColorDragData {
  return typeof data === 'object' && data !== null && (data as ColorDragData).kind === 'color';
}

export function isColorDropData(data: unknown): data is ColorDropData {
  return typeof data === 'object' && data !== null && (data as ColorDropData).kind === 'color-target';
}

/**
 * Makes an element a draggable colour (SPEC §2: swatches are draggable into the palette drawer).
 * `id` must be unique on the page. The returned `attributes` omit dnd-kit's role="button" so a
 * swatch that is a link stays a link for assistive technology.
 */
export function useColorDraggable(id: string, code: string) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `color:${id}`,
    data: { kind: 'color', code } satisfies ColorDragData,
  });
  const { role: _role, ...rest } = attributes;
  return { attributes: rest, listeners, setNodeRef, isDragging };
}

/** Makes an element a place where colours can be dropped; `onDropColor` receives the code. */
export function useColorDropTarget(id: string, onDropColor: (code: string) => void, disabled = false) {
  return useDroppable({
    id: `drop:${id}`,
    disabled,
    data: { kind: 'color-target', onDropColor } satisfies ColorDropData,
  });
}
