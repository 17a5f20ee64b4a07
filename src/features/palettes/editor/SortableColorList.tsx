import { useRef } from 'react';
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaletteColor } from '../../../core/model/palette';
import { colorName } from '../../../ui/palette/swatchText';
import { tokens } from '../../../ui/theme';
import { ColorRow } from './ColorRow';

/** Pointer travel (px) before a press on a handle starts a drag (SPEC §4). */
export const PRESS_THRESHOLD = 5;

type SortableColorListProps = {
  colors: readonly PaletteColor[];
  canDuplicate: boolean;
  /** Called with the old and new index after a drop (arrayMove semantics). */
  onMove: (from: number, to: number) => void;
  onEdit: (color: PaletteColor) => void;
  onCopy: (color: PaletteColor) => void;
  onDuplicate: (color: PaletteColor) => void;
  onRemove: (color: PaletteColor) => void;
};

/**
 * The palette's colours as a vertical sortable list in its own DndContext (nested in the app-wide colour
 * drag context). Reordering starts from a row's handle only: with the pointer after 5 px, or from the
 * keyboard (Space lifts and drops, arrows move, Escape cancels), announced to screen readers.
 */
export function SortableColorList({ colors, canDuplicate, onMove, onEdit, onCopy, onDuplicate, onRemove }: SortableColorListProps) {
  const { t } = useTranslation('palettes');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: PRESS_THRESHOLD } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = colors.map((c) => c.uuid);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const describe = (id: UniqueIdentifier) => {
    const color = colors[indexOf(id)];
    return color ? `${colorName(color.code)} ${color.code}` : '';
  };
  const position = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: ids.length });

  // The last place announced, so that staying over the same row (as at the start) is not repeated.
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

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={t('editor.listLabel')}>
          {colors.map((color) => (
            <ColorRow
              key={color.uuid}
              color={color}
              canDuplicate={canDuplicate}
              onEdit={() => onEdit(color)}
              onCopy={() => onCopy(color)}
              onDuplicate={() => onDuplicate(color)}
              onRemove={() => onRemove(color)}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

const List = styled.ul`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4] - 6}px;
  margin: 0;
  padding: 0;
`;
