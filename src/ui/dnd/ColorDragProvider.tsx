import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  pointerWithin,
  rectIntersection,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { snapCenterToCursor } from '@dnd-kit/modifiers';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { tokens } from '../theme';
import { isColorDragData, isColorDropData } from './colorDrag';

/** Pointer movement (px) before a press becomes a drag, so clicks still open links (SPEC §4). */
export const DRAG_DISTANCE = 5;

/**
 * Drop targets are found under the pointer (the preview is centred on it, so this is where the
 * user sees the colour); keyboard drags, which have no pointer, fall back to overlapping rectangles.
 */
const colorCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  return rectIntersection(args);
};

/**
 * The app-wide drag-and-drop of colours: any swatch (useColorDraggable) can be dropped on any colour
 * target (useColorDropTarget), e.g. an open palette in the drawer. While a colour is dragged and the
 * drawer is closed, a notice asks the user to open the palette. Keyboard: Space lifts and drops,
 * arrows move, Escape cancels.
 */
export function ColorDragProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const drawerVisible = useDrawerStore((state) => state.visible);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current;
    setDragged(isColorDragData(data) ? data.code : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current;
    const target = over?.data.current;
    if (isColorDragData(data) && isColorDropData(target)) target.onDropColor(data.code);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={colorCollision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      {children}
      <DragOverlay modifiers={[snapCenterToCursor]} dropAnimation={null}>
        {dragged ? <Preview style={{ background: dragged }} aria-hidden /> : null}
      </DragOverlay>
      {dragged && !drawerVisible ? (
        <Warning role="status" data-testid="drag-warning">
          {t('drag.openPalette')}
        </Warning>
      ) : null}
    </DndContext>
  );
}

const Preview = styled.div`
  width: 56px;
  height: 56px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.colors.shadow}, inset 0 0 0 1px rgba(127, 127, 127, 0.35);
  cursor: grabbing;
`;

const Warning = styled.div`
  position: fixed;
  top: ${tokens.space[4]}px;
  right: ${tokens.space[4]}px;
  z-index: 210;
  max-width: 320px;
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  font-weight: ${tokens.fontWeights.bold};
  box-shadow: ${tokens.colors.shadow};
`;
