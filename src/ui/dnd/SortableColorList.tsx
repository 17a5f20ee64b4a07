import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useColorName } from '../palette/swatchText';

/** Pointer travel (px) before a press on a handle starts a drag (SPEC §4). */
export const PRESS_THRESHOLD = 5;

type SortableColorListProps = {
  /** The items' ids (as given to `useSortableColor`) and their colours, in order. */
  ids: readonly UniqueIdentifier[];
  codes: readonly string[];
  /** Called with the old and new index after a drop (arrayMove semantics). */
  onMove: (from: number, to: number) => void;
  /** 'vertical': rows, dragging locked to the vertical axis; 'grid': items that wrap (columns, then rows). */
  layout: 'vertical' | 'grid';
  /** What a screen reader hears on reaching a handle (default the palette page's instructions). */
  instructions?: string;
  /** The list element with one `useSortableColor` item per id. */
  children: ReactNode;
};

/**
 * A sortable list of colours in its own DndContext (nested in the app-wide colour drag context). Reordering
 * starts from an item's handle only: with the pointer after 5 px, or from the keyboard (Space lifts and drops,
 * arrows move, Escape cancels, `sortableKeyboardCoordinates`), announced to screen readers by name and place.
 */
export function SortableColorList({ ids, codes, onMove, layout, instructions, children }: SortableColorListProps) {
  const colorName = useColorName();
  const { t } = useTranslation('palettes');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: PRESS_THRESHOLD } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.findIndex((item) => String(item) === String(id));
  const describe = (id: UniqueIdentifier) => {
    const code = codes[indexOf(id)];
    return code ? `${colorName(code)} ${code}` : '';
  };
  const position = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: ids.length });

  // The last place announced, so that staying over the same item (as at the start) is not repeated.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('dnd.picked', { label: describe(active.id), ...position(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? t('dnd.moved', { label: describe(active.id), ...position(over.id) }) : t('dnd.outside', { label: describe(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { label: describe(active.id), ...position(over.id) }) : t('dnd.dropOutside', { label: describe(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { label: describe(active.id), ...position(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  const vertical = layout === 'vertical';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={vertical ? [restrictToVerticalAxis, restrictToParentElement] : [restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions ?? t('dnd.instructions') } }}
    >
      <SortableContext items={[...ids]} strategy={vertical ? verticalListSortingStrategy : rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
