import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import { create } from 'zustand';
import {
  PREVIEW_SIZE,
  TOUCH_DELAY,
  clampPoint,
  intersectRects,
  keyboardStep,
  pointerPressActivates,
  rectAround,
  targetAtPoint,
  targetByOverlap,
  touchPressScrolls,
  type Point,
  type Rect,
  type TargetBox,
} from './colorDragGeometry';

/*
 * The app-wide drag of colours (SPEC §2: swatches are draggable into the palette drawer): any swatch
 * (useColorDraggable) can be dropped on any colour target (useColorDropTarget), e.g. a palette in the
 * drawer. ColorDragLayer shows the preview, the open-the-drawer warning and the screen-reader texts.
 *
 * - Mouse and pen: a press becomes a drag after DRAG_DISTANCE px; a plain click still follows the
 *   link, and the click a browser may send after a drag is swallowed. Escape cancels.
 * - Touch: a press becomes a drag after TOUCH_DELAY ms within TOUCH_TOLERANCE px (moving further
 *   first is a scroll); then the page does not scroll. Lifting the finger drops.
 * - Keyboard: Space lifts (Enter still follows the link), arrows move by KEYBOARD_STEP px, Space or
 *   Enter drops, Escape cancels.
 *
 * Only what React shows goes through the store (the drag's start and end, the hovered target, the
 * announcement); the preview's position is written straight to its node, once per frame.
 */

export { DRAG_DISTANCE } from './colorDragGeometry';

/** How a drag is driven. */
export type ColorDragMode = 'pointer' | 'touch' | 'keyboard';
/** The colour being dragged, and the swatch (its drag id) it comes from. */
export type ColorDrag = { code: string; sourceId: string; mode: ColorDragMode };
/** What the live region says; `serial` tells two equal announcements apart. */
export type ColorDragAnnouncement = {
  kind: 'pickedUp' | 'dropped' | 'droppedNowhere' | 'cancelled';
  code: string;
  serial: number;
};

type ColorDragState = {
  drag: ColorDrag | null;
  /** The id of the drop target under the drag. */
  overId: string | null;
  announcement: ColorDragAnnouncement | null;
  /** Whether ColorDragLayer is mounted: without it swatches are plain links. */
  enabled: boolean;
};

export const useColorDragStore = create<ColorDragState>()(() => ({
  drag: null,
  overId: null,
  announcement: null,
  enabled: false,
}));

/** The id of the one element that tells how to drag with the keyboard (rendered by ColorDragLayer). */
export const COLOR_DRAG_INSTRUCTIONS_ID = 'color-drag-instructions';

type DropTarget = {
  id: string;
  node: HTMLElement | null;
  onDropColor: (code: string) => void;
  disabled: boolean;
};

/** Every mounted drop target. */
const targets = new Set<DropTarget>();

type Session = {
  mode: ColorDragMode;
  code: string;
  sourceId: string;
  /** Where the press started. */
  start: Point;
  /** The pointer, or for the keyboard the preview's centre. */
  point: Point;
  /** The pointer or touch this session follows. */
  inputId: number;
  /** False while a press waits to become a drag, true during the drag. */
  active: boolean;
  /** A mouse drag cancelled with Escape: nothing is dragged, but the button is still down. */
  cancelled: boolean;
  over: DropTarget | null;
  frame: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Removes every listener the session added. */
  listeners: AbortController;
  /** Clipping ancestors of each target, found once per drag. */
  clips: WeakMap<HTMLElement, HTMLElement[]>;
};

let session: Session | null = null;
let previewNode: HTMLElement | null = null;
let clickGuard: AbortController | null = null;
let serial = 0;

function newSession(mode: ColorDragMode, code: string, sourceId: string, point: Point, inputId: number): Session {
  session = {
    mode,
    code,
    sourceId,
    start: point,
    point,
    inputId,
    active: false,
    cancelled: false,
    over: null,
    frame: 0,
    timer: undefined,
    listeners: new AbortController(),
    clips: new WeakMap(),
  };
  return session;
}

/** Adds a listener that lives as long as the session. */
type EventMap = WindowEventMap & DocumentEventMap;
function listen<K extends keyof EventMap>(
  s: Session,
  target: EventTarget,
  type: K,
  handler: (event: EventMap[K]) => void,
  options: AddEventListenerOptions = {},
) {
  target.addEventListener(type, handler as EventListener, { ...options, signal: s.listeners.signal });
}

function announce(kind: ColorDragAnnouncement['kind'], code: string): ColorDragAnnouncement {
  serial += 1;
  return { kind, code, serial };
}

// ——— Where the preview is and what it is over ———

function viewport(): Rect {
  return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
}

function writePreview() {
  if (!previewNode || !session?.active) return;
  const half = PREVIEW_SIZE / 2;
  previewNode.style.transform = `translate3d(${session.point.x - half}px, ${session.point.y - half}px, 0)`;
}

/** ColorDragLayer's preview element (null when it goes): placed at once where the drag is. */
export function setColorDragPreview(node: HTMLElement | null) {
  previewNode = node;
  writePreview();
}

/** Ancestors that cut off what overflows them, up to a fixed-position one (which the page does not clip). */
function clippingAncestors(s: Session, node: HTMLElement): HTMLElement[] {
  let found = s.clips.get(node);
  if (found) return found;
  found = [];
  for (let element = node.parentElement; element && element !== document.body; element = element.parentElement) {
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') found.push(element);
    if (style.position === 'fixed') break;
  }
  s.clips.set(node, found);
  return found;
}

/** The part of each enabled target that can be seen: a row scrolled out of its list is not under the pointer. */
function measureTargets(s: Session): TargetBox<DropTarget>[] {
  const boxes: TargetBox<DropTarget>[] = [];
  for (const target of targets) {
    const node = target.node;
    if (target.disabled || !node?.isConnected) continue;
    let rect: Rect | null = intersectRects(node.getBoundingClientRect(), viewport());
    for (const ancestor of clippingAncestors(s, node)) {
      if (!rect) break;
      rect = intersectRects(rect, ancestor.getBoundingClientRect());
    }
    if (rect) boxes.push({ target, rect });
  }
  return boxes;
}

function findOver(s: Session): DropTarget | null {
  const boxes = measureTargets(s);
  return s.mode === 'keyboard' ? targetByOverlap(rectAround(s.point), boxes) : targetAtPoint(s.point, boxes);
}

function setOver(s: Session, over: DropTarget | null) {
  if (s.over === over) return;
  s.over = over;
  useColorDragStore.setState({ overId: over ? over.id : null });
}

/** Moves the preview and finds the target under it, now. */
function update(s: Session) {
  if (s.frame) cancelAnimationFrame(s.frame);
  s.frame = 0;
  if (session !== s || !s.active) return;
  writePreview();
  setOver(s, findOver(s));
}

/** The same at the next frame, however many moves come before it. */
function scheduleUpdate(s: Session) {
  if (s.frame || !s.active) return;
  s.frame = requestAnimationFrame(() => {
    s.frame = 0;
    update(s);
  });
}

// ——— Start and end ———

function activate(s: Session) {
  if (session !== s || s.active) return;
  s.active = true;
  if (s.mode !== 'keyboard') window.getSelection()?.removeAllRanges();
  s.over = findOver(s);
  useColorDragStore.setState({
    drag: { code: s.code, sourceId: s.sourceId, mode: s.mode },
    overId: s.over ? s.over.id : null,
    announcement: announce('pickedUp', s.code),
  });
  writePreview();
  // Targets move under a still pointer when a list or the page scrolls.
  listen(s, window, 'scroll', () => scheduleUpdate(s), { capture: true, passive: true });
  listen(s, window, 'resize', () => scheduleUpdate(s));
  listen(s, window, 'blur', () => finish(s, 'cancel'));
  listen(s, document, 'visibilitychange', () => {
    if (document.hidden) finish(s, 'cancel');
  });
}

/**
 * Ends what is dragged: a drop calls the target's handler (if the drag is over one), a cancel
 * does nothing. The screen reader hears which. Does not remove the session (see release).
 */
function endDrag(s: Session, outcome: 'drop' | 'cancel') {
  if (!s.active) return;
  if (s.frame) cancelAnimationFrame(s.frame);
  s.frame = 0;
  s.active = false;
  const target = outcome === 'drop' && s.over && targets.has(s.over) && !s.over.disabled ? s.over : null;
  s.over = null;
  const kind = outcome === 'cancel' ? 'cancelled' : target ? 'dropped' : 'droppedNowhere';
  useColorDragStore.setState({ drag: null, overId: null, announcement: announce(kind, s.code) });
  target?.onDropColor(s.code);
}

/** Removes the session and every listener and timer it holds. */
function release(s: Session) {
  if (session === s) session = null;
  s.listeners.abort();
  clearTimeout(s.timer);
  if (s.frame) cancelAnimationFrame(s.frame);
  s.frame = 0;
}

function finish(s: Session, outcome: 'drop' | 'cancel') {
  if (session !== s) return;
  release(s);
  endDrag(s, outcome);
}

/** Ends any drag or press now, dropping nothing (ColorDragLayer unmounting). */
export function cancelColorDrag() {
  if (session) finish(session, 'cancel');
}

/**
 * Swallows the click a browser sends after a mouse drag ends (over the swatch, it would follow the
 * link). It is for that one click: the next press or key, or a second later, ends the guard.
 */
function guardNextClick() {
  clickGuard?.abort();
  const guard = new AbortController();
  clickGuard = guard;
  const stop = () => {
    guard.abort();
    if (clickGuard === guard) clickGuard = null;
  };
  const options = { capture: true, signal: guard.signal };
  window.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopPropagation();
      stop();
    },
    options,
  );
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, stop, options);
  const timer = setTimeout(stop, 1000);
  guard.signal.addEventListener('abort', () => clearTimeout(timer));
}

const preventDefault = (event: Event) => event.preventDefault();

/**
 * Whether a new press may start: never during a drag; a press still waiting (whose release this page
 * may not have heard, e.g. outside the window) gives way.
 */
function claim(): boolean {
  if (!useColorDragStore.getState().enabled) return false;
  if (session?.active) return false;
  if (session) finish(session, 'cancel');
  return true;
}

// ——— The three inputs ———

function startPointer(event: ReactPointerEvent<HTMLElement>, sourceId: string, code: string) {
  if (event.pointerType === 'touch' || event.button !== 0 || !event.isPrimary || !claim()) return;
  const s = newSession('pointer', code, sourceId, { x: event.clientX, y: event.clientY }, event.pointerId);
  listen(s, window, 'pointermove', (move) => {
    if (move.pointerId !== s.inputId || s.cancelled) return;
    s.point = { x: move.clientX, y: move.clientY };
    if (s.active) scheduleUpdate(s);
    else if (pointerPressActivates(s.start, s.point)) activate(s);
  });
  listen(s, window, 'pointerup', (up) => {
    if (up.pointerId !== s.inputId) return;
    if (s.active) {
      s.point = { x: up.clientX, y: up.clientY };
      update(s);
    }
    if (s.active || s.cancelled) guardNextClick();
    finish(s, 'drop');
  });
  listen(s, window, 'pointercancel', (cancel) => {
    if (cancel.pointerId === s.inputId) finish(s, 'cancel');
  });
  // While pressed, the link is not dragged the browser's way and no text gets selected.
  listen(s, window, 'dragstart', preventDefault);
  listen(s, window, 'selectstart', preventDefault);
  listen(
    s,
    window,
    'keydown',
    (key) => {
      if (key.key !== 'Escape' || !s.active) return;
      // Ours, not the drawer's (which closes on Escape) nor anyone else's.
      key.preventDefault();
      key.stopPropagation();
      // The button is still down: keep the session until it comes up, so its click is swallowed.
      s.cancelled = true;
      endDrag(s, 'cancel');
    },
    { capture: true },
  );
}

function findTouch(event: TouchEvent, id: number): Touch | undefined {
  return Array.from(event.changedTouches).find((touch) => touch.identifier === id);
}

function startTouch(event: ReactTouchEvent<HTMLElement>, sourceId: string, code: string) {
  if (event.touches.length !== 1 || !claim()) return;
  const touch = event.changedTouches[0];
  const s = newSession('touch', code, sourceId, { x: touch.clientX, y: touch.clientY }, touch.identifier);
  s.timer = setTimeout(() => activate(s), TOUCH_DELAY);
  const onMove = (move: TouchEvent) => {
    const current = findTouch(move, s.inputId);
    if (!current || session !== s) return;
    s.point = { x: current.clientX, y: current.clientY };
    if (!s.active) {
      if (touchPressScrolls(s.start, s.point)) finish(s, 'cancel');
      return;
    }
    if (move.cancelable) move.preventDefault();
    scheduleUpdate(s);
  };
  const onEnd = (end: TouchEvent) => {
    const current = findTouch(end, s.inputId);
    if (!current || session !== s) return;
    if (s.active) {
      // No click after a drag: it would follow the link.
      if (end.cancelable) end.preventDefault();
      s.point = { x: current.clientX, y: current.clientY };
      update(s);
      guardNextClick();
    }
    finish(s, 'drop');
  };
  const onCancel = (cancel: TouchEvent) => {
    if (findTouch(cancel, s.inputId)) finish(s, 'cancel');
  };
  // Touch events go to the element first touched, even once it has left the page (a swatch that
  // unmounts mid-drag); the window hears them while it is still there. Handlers run once per event.
  const touched = event.nativeEvent.target ?? event.currentTarget;
  for (const target of new Set<EventTarget>([touched, window])) {
    listen(s, target, 'touchmove', onMove, { passive: false });
    listen(s, target, 'touchend', onEnd);
    listen(s, target, 'touchcancel', onCancel);
  }
  // A long press would open the link's menu, start the browser's own drag or select text.
  listen(s, window, 'contextmenu', preventDefault, { capture: true });
  listen(s, window, 'dragstart', preventDefault);
  listen(s, window, 'selectstart', preventDefault);
}

/**
 * Registered on each swatch for as long as it is mounted: a non-passive touchmove listener where a
 * touch starts is what lets the page stop scrolling once the press has become a drag.
 */
function holdTouchScroll(event: TouchEvent) {
  if (session?.mode === 'touch' && session.active && event.cancelable) event.preventDefault();
}

function startKeyboard(event: ReactKeyboardEvent<HTMLElement>, sourceId: string, code: string) {
  if (event.key !== ' ' || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !claim()) return;
  event.preventDefault();
  const box = event.currentTarget.getBoundingClientRect();
  const center = clampPoint({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 }, viewport(), PREVIEW_SIZE / 2);
  const s = newSession('keyboard', code, sourceId, center, -1);
  // Capture phase on the window: this key, already past it, does not come back as a drop.
  listen(
    s,
    window,
    'keydown',
    (key) => {
      if (key.isComposing) return;
      const moved = keyboardStep(s.point, key.key);
      if (moved) {
        s.point = clampPoint(moved, viewport(), PREVIEW_SIZE / 2);
        update(s);
      } else if (key.key === ' ' || key.key === 'Enter') {
        if (!key.repeat) finish(s, 'drop');
      } else if (key.key === 'Escape') {
        finish(s, 'cancel');
      } else {
        return;
      }
      // The keys of a drag are the drag's: no scrolling, no link followed, no drawer closed.
      key.preventDefault();
      key.stopPropagation();
    },
    { capture: true },
  );
  activate(s);
}

// ——— Hooks ———

/**
 * Makes an element a draggable colour (SPEC §2: swatches are draggable into the palette drawer).
 * `id` must be unique on the page. Spread `attributes` and `listeners` on the element and give it
 * `setNodeRef`; a swatch that is a link stays a link (no role is added). `isDragging` while its
 * colour is dragged (the swatch fades, SPEC §4).
 */
export function useColorDraggable(id: string, code: string) {
  const enabled = useColorDragStore((state) => state.enabled);
  const isDragging = useColorDragStore((state) => state.drag !== null && state.drag.sourceId === id);
  const node = useRef<HTMLElement | null>(null);
  const setNodeRef = useCallback((element: HTMLElement | null) => {
    node.current?.removeEventListener('touchmove', holdTouchScroll);
    node.current = element;
    element?.addEventListener('touchmove', holdTouchScroll, { passive: false });
  }, []);
  const listeners = {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => startPointer(event, id, code),
    onTouchStart: (event: ReactTouchEvent<HTMLElement>) => startTouch(event, id, code),
    onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => startKeyboard(event, id, code),
  };
  const attributes = { 'aria-describedby': enabled ? COLOR_DRAG_INSTRUCTIONS_ID : undefined };
  return { attributes, listeners, setNodeRef, isDragging };
}

/**
 * Makes an element a place where colours can be dropped: `onDropColor` (the one of the latest
 * render) receives the code. `isOver` while a colour is dragged over it (the smallest target under
 * the pointer wins); `active` is the dragged colour, null when none is. A disabled target is ignored.
 */
export function useColorDropTarget(id: string, onDropColor: (code: string) => void, disabled = false) {
  const ref = useRef<DropTarget | null>(null);
  if (ref.current === null) ref.current = { id, node: null, onDropColor, disabled };
  const target = ref.current;
  useLayoutEffect(() => {
    target.id = id;
    target.onDropColor = onDropColor;
    target.disabled = disabled;
  });
  useEffect(() => {
    targets.add(target);
    if (session?.active) scheduleUpdate(session);
    return () => {
      targets.delete(target);
      if (session?.over === target) setOver(session, null);
      if (session?.active) scheduleUpdate(session);
    };
  }, [target]);
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      target.node = node;
    },
    [target],
  );
  const active = useColorDragStore((state) => state.drag);
  const isOver = useColorDragStore((state) => state.drag !== null && state.overId === id && !disabled);
  return { setNodeRef, isOver, active };
}

/** For ColorDragLayer: swatches become draggable while it is mounted; unmounting ends any drag. */
export function enableColorDrag(): () => void {
  useColorDragStore.setState({ enabled: true });
  return () => {
    cancelColorDrag();
    clickGuard?.abort();
    clickGuard = null;
    useColorDragStore.setState({ enabled: false, drag: null, overId: null });
  };
}
