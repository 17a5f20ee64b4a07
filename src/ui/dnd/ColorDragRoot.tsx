import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { tokens } from '../theme';
import { CLICK_GUARD_MS, DRAG_DISTANCE, PREVIEW_SIZE, TOUCH_DELAY, TOUCH_TOLERANCE } from './dragThresholds';
import {
  arrowDirection,
  centerOf,
  clampPoint,
  intersectRects,
  nextTarget,
  targetAtPoint,
  type Point,
  type Rect,
  type TargetBox,
} from './colorDragGeometry';
import { registerColorDragStarter, useColorDragStore, type ColorDragInput, type ColorDragSource } from './colorDragSource';
import type { ColorDropData } from './useColorDropTarget';

/*
 * The app-wide colour drag on dnd-kit (loaded on first need, see colorDragSource.ts): one draggable,
 * "the colour in hand", that every swatch's press starts through dnd-kit's pointer, touch and keyboard
 * sensors; the drop targets rendered inside (the drawer's palettes); the preview that follows the
 * pointer (DragOverlay); the notice to open the palette while the drawer is closed; and the
 * screen-reader announcements (dnd-kit's live region). Keyboard drags move from target to target.
 */

const HAND = 'color-in-hand';

type Holding = ColorDragSource & { input: ColorDragInput };

/** The viewport as a rectangle. */
function viewport(): Rect {
  return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
}

/** Ancestors of a target that cut off what overflows them, found once per drag, up to a fixed-position one. */
let clipCache = new WeakMap<HTMLElement, HTMLElement[]>();

function clippingAncestors(node: HTMLElement): HTMLElement[] {
  let found = clipCache.get(node);
  if (found) return found;
  found = [];
  for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') found.push(element);
    if (style.position === 'fixed') break;
  }
  clipCache.set(node, found);
  return found;
}

/** The part of each enabled target that can be seen: a row scrolled out of its list is not under the pointer. */
function visibleTargets(containers: Iterable<DroppableContainer>, keyboard: boolean): TargetBox<DroppableContainer>[] {
  const boxes: TargetBox<DroppableContainer>[] = [];
  for (const container of containers) {
    const node = container.node.current;
    const data = container.data.current as ColorDropData | undefined;
    if (container.disabled || !node?.isConnected || (keyboard && data?.keyboard === false)) continue;
    let rect: Rect | null = intersectRects(node.getBoundingClientRect(), viewport());
    for (const ancestor of clippingAncestors(node)) {
      if (!rect) break;
      rect = intersectRects(rect, ancestor.getBoundingClientRect());
    }
    if (rect) boxes.push({ target: container, rect });
  }
  return boxes;
}

/** The target under the pointer, or for the keyboard under the dragged colour's centre (innermost wins). */
const collisionDetection: CollisionDetection = ({ droppableContainers, pointerCoordinates, collisionRect }) => {
  const point: Point = pointerCoordinates ?? centerOf(collisionRect);
  const hit = targetAtPoint(point, visibleTargets(droppableContainers, false));
  return hit ? [{ id: hit.id, data: { droppableContainer: hit, value: 0 } }] : [];
};

/** Arrow keys move the colour in hand to the centre of the next target in that direction. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = arrowDirection(event.code);
  const rect = context.collisionRect;
  if (!direction || !rect) return undefined;
  // The arrows are the drag's, even where no target lies that way: the page does not scroll.
  event.preventDefault();
  const next = nextTarget(centerOf(rect), direction, visibleTargets(context.droppableContainers.getEnabled(), true));
  if (!next) return undefined;
  const c = centerOf(next.rect);
  return { x: c.x - rect.width / 2, y: c.y - rect.height / 2 };
};

/**
 * A press held while this chunk loaded may have moved past DRAG_DISTANCE already: it starts at once
 * (dnd-kit would otherwise wait for another move).
 */
let startAtOnce = false;

/** The sensors' options (constants: new options would rebind every swatch's press on each render). */
const pointerOptions = {
  activationConstraint: { distance: DRAG_DISTANCE },
  bypassActivationConstraint: () => startAtOnce,
};
const touchOptions = { activationConstraint: { delay: TOUCH_DELAY, tolerance: TOUCH_TOLERANCE } };
const keyboardOptions = {
  keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape', 'Tab'] },
  coordinateGetter: keyboardCoordinates,
};

/**
 * Swallows the click a browser sends after a mouse drag ends over a swatch (it would follow the link);
 * dnd-kit only stops its propagation. With the button still down (a drag cancelled with Escape) the
 * guard waits for its release. The next press or key, or CLICK_GUARD_MS after the release, ends it.
 */
function guardNextClick(released: boolean) {
  const guard = new AbortController();
  const options = { capture: true, signal: guard.signal };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expire = () => {
    clearTimeout(timer);
    timer = setTimeout(() => guard.abort(), CLICK_GUARD_MS);
  };
  guard.signal.addEventListener('abort', () => clearTimeout(timer));
  window.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopPropagation();
      guard.abort();
    },
    options,
  );
  window.addEventListener('pointerup', expire, options);
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, () => guard.abort(), options);
  if (released) expire();
}

/** The one draggable: placed where the press is, then handed the press by the swatch's events. */
function Hand({ onPress }: { onPress: (source: Holding) => void }) {
  const { setNodeRef, listeners } = useDraggable({ id: HAND });
  const node = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // Registered once every effect of this commit has run: dnd-kit's live region subscribes in an
    // effect of its own, rendered after this component, and a press held while the chunk loaded is
    // replayed on registration; it must be announced ("Picked up …") like any other.
    let unregister: (() => void) | undefined;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      unregister = registerColorDragStarter((input, event, source, moved) => {
        const hand = node.current;
        if (!hand || !listeners) return;
        const native = event.nativeEvent;
        let point: Point;
        if (input === 'pointer' && native instanceof MouseEvent) point = { x: native.clientX, y: native.clientY };
        else if (input === 'touch' && 'touches' in native && native.touches instanceof TouchList && native.touches.length > 0) {
          point = { x: native.touches[0].clientX, y: native.touches[0].clientY };
        } else point = centerOf(source.node.getBoundingClientRect());
        // dnd-kit measures this element when the drag starts: the preview appears centred on the press.
        const at = clampPoint(point, viewport(), PREVIEW_SIZE / 2);
        hand.style.left = `${at.x - PREVIEW_SIZE / 2}px`;
        hand.style.top = `${at.y - PREVIEW_SIZE / 2}px`;
        onPress({ ...source, input });
        const start = input === 'pointer' ? listeners.onPointerDown : input === 'touch' ? listeners.onTouchStart : listeners.onKeyDown;
        startAtOnce = moved;
        try {
          start?.(event);
        } finally {
          startAtOnce = false;
        }
      });
    });
    return () => {
      cancelled = true;
      unregister?.();
    };
  }, [listeners, onPress]);
  return (
    <HandNode
      ref={(element) => {
        node.current = element;
        setNodeRef(element);
      }}
      aria-hidden
    />
  );
}

/**
 * Mounted once, beside the page, from the first sign of a drag or the drawer opening (ColorDragHost).
 * `children` are the drop targets' home: the drawer's content.
 */
export default function ColorDragRoot({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const drawerVisible = useDrawerStore((state) => state.visible);
  const pressed = useRef<Holding | null>(null);
  const [holding, setHolding] = useState<Holding | null>(null);
  const holdingRef = useRef<Holding | null>(null);
  holdingRef.current = holding;

  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  // While a colour is dragged, Escape is the drag's: the drawer (which closes on Escape) leaves it alone.
  useEffect(() => {
    if (!holding) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [holding]);

  const onPress = useMemo(() => (source: Holding) => (pressed.current = source), []);

  const announcements = useMemo<Announcements>(() => {
    const code = () => holdingRef.current?.code ?? pressed.current?.code ?? '';
    const label = (data: unknown) => (data as ColorDropData | undefined)?.label ?? '';
    return {
      onDragStart: () => t('drag.pickedUp', { code: code() }),
      onDragOver: ({ over }) => (over ? t('drag.over', { code: code(), target: label(over.data.current) }) : undefined),
      onDragEnd: ({ over }) => (over ? t('drag.dropped', { code: code(), target: label(over.data.current) }) : t('drag.droppedNowhere', { code: code() })),
      onDragCancel: () => t('drag.cancelled', { code: code() }),
    };
  }, [t]);

  const end = (dropped: boolean) => {
    const held = holdingRef.current;
    setHolding(null);
    useColorDragStore.setState({ draggingId: null });
    if (held && held.input !== 'keyboard') guardNextClick(dropped);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      autoScroll={false}
      accessibility={{ announcements, restoreFocus: false, screenReaderInstructions: { draggable: t('drag.instructions') } }}
      onDragStart={() => {
        clipCache = new WeakMap();
        const held = pressed.current;
        setHolding(held);
        useColorDragStore.setState({ draggingId: held?.id ?? null });
      }}
      onDragEnd={({ over }) => {
        const code = holdingRef.current?.code;
        const target = over && !over.disabled ? (over.data.current as ColorDropData | undefined) : undefined;
        end(true);
        if (code && target) target.onDropColor(code);
      }}
      onDragCancel={() => end(false)}
    >
      <Hand onPress={onPress} />
      {children}
      <DragOverlay dropAnimation={null} zIndex={1000} style={{ pointerEvents: 'none' }}>
        {holding ? <Preview style={{ background: holding.code }} data-testid="drag-preview" aria-hidden /> : null}
      </DragOverlay>
      {holding && !drawerVisible ? (
        <Warning role="status" data-testid="drag-warning">
          {t('drag.openPalette')}
        </Warning>
      ) : null}
    </DndContext>
  );
}

const HandNode = styled.div`
  position: fixed;
  left: 0;
  top: 0;
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  visibility: hidden;
  pointer-events: none;
`;

const Preview = styled.div`
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.colors.shadow}, ${tokens.swatchEdge};
  pointer-events: none;
`;

/**
 * Right under the Open Palette button it names, which stays in view: the top bar's, or on phones and
 * tablets the mobile header's.
 */
const Warning = styled.div`
  position: fixed;
  top: ${tokens.sizes.topBar + tokens.space[3]}px;
  right: ${tokens.space[4]}px;
  z-index: 210;
  max-width: min(320px, calc(100vw - ${tokens.space[5]}px));
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  font-weight: ${tokens.fontWeights.bold};
  box-shadow: ${tokens.colors.shadow};
  pointer-events: none;
  ${tokens.media.tablet} {
    top: ${tokens.sizes.mobileHeader + tokens.space[3]}px;
  }
`;
