import { useDroppable } from '@dnd-kit/core';

/** What a drop target tells ColorDragRoot (dnd-kit's `data` of the droppable). */
export type ColorDropData = {
  /** Receives the dropped colour: a '#rrggbb' code, or a wide or translucent colour's exact text. */
  onDropColor: (code: string) => void;
  /** What the screen reader hears the colour is over (e.g. the palette's name). */
  label: string;
  /** False for a target the keyboard skips (a list around its rows, which only explains itself). */
  keyboard: boolean;
};

type DropTargetOptions = { label: string; disabled?: boolean; keyboard?: boolean };

/**
 * Makes an element a place where colours dragged from any swatch can be dropped (it must be rendered
 * inside ColorDragRoot, as the drawer is). `onDropColor` (the one of the latest render) receives the
 * colour. `isOver` while a colour is over it (the innermost target under the pointer wins); `active`
 * while any colour is dragged. A disabled target is ignored.
 */
export function useColorDropTarget(id: string, onDropColor: (code: string) => void, { label, disabled = false, keyboard = true }: DropTargetOptions) {
  const data: ColorDropData = { onDropColor, label, keyboard };
  const { setNodeRef, isOver, active } = useDroppable({ id, disabled, data });
  return { setNodeRef, isOver: isOver && !disabled, active: active !== null };
}
