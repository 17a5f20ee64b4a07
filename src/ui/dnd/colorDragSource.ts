import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent, TouchEvent as ReactTouchEvent } from 'react';
import { create } from 'zustand';
import { DRAG_DISTANCE } from './dragThresholds';

/*
 * The swatch side of the app-wide colour drag (SPEC §2: swatches are draggable into the palette
 * drawer). This part is in the entry and holds no drag code: dnd-kit and the drop targets load as
 * ColorDragRoot (a lazy chunk) on the first sign that it will be needed: a pointer over or a focus on a
 * swatch, a touch, or the drawer opening. The first page downloads none of it.
 *
 * Every swatch hands its press to the one draggable of ColorDragRoot, "the colour in hand", through the
 * starter that ColorDragRoot registers: dnd-kit's sensors then run the drag. One draggable for every
 * swatch also means that a grid of hundreds of swatches registers nothing and re-renders nothing when a
 * drag starts. A press that comes before the chunk is there waits for it while the press lasts.
 */

/** How a drag is driven. */
export type ColorDragInput = 'pointer' | 'touch' | 'keyboard';
/**
 * The swatch a drag starts from: its drag id (unique on the page), its colour (a '#rrggbb' code, or a wide or
 * translucent colour's exact text, which is CSS too) and its element.
 */
export type ColorDragSource = { id: string; code: string; node: HTMLElement };
/**
 * The smallest shape of the event that starts a drag (React's synthetic events have it). A keyboard
 * press that waited for the chunk is replayed with a plain object of this shape.
 */
export type ColorDragEvent = {
  nativeEvent: Event | { code: string; target: EventTarget | null; defaultPrevented: boolean };
  target: EventTarget | null;
  preventDefault(): void;
};
/**
 * Starts dnd-kit's sensor for `input` from the event, with `source` as the colour in hand; `moved` when
 * a held mouse press has already moved far enough to be a drag.
 */
export type ColorDragStarter = (input: ColorDragInput, event: ColorDragEvent, source: ColorDragSource, moved: boolean) => void;

type ColorDragState = {
  /** Whether ColorDragRoot has been asked for (it stays mounted from then on). */
  wanted: boolean;
  /** Whether ColorDragRoot is mounted: drags start at once. */
  ready: boolean;
  /** The drag id of the swatch whose colour is being dragged (it fades, SPEC §4). */
  draggingId: string | null;
};

export const useColorDragStore = create<ColorDragState>()(() => ({ wanted: false, ready: false, draggingId: null }));

/** The id of the one element that tells how to drag with the keyboard (rendered by ColorDragHost). */
export const COLOR_DRAG_INSTRUCTIONS_ID = 'color-drag-instructions';

let starter: ColorDragStarter | null = null;
/** A press made before ColorDragRoot was there, still held; `at`, where a held mouse press has moved to. */
type Held = { input: ColorDragInput; event: ColorDragEvent; source: ColorDragSource; moved: boolean; at?: { x: number; y: number }; stop: AbortController };
let waiting: Held | null = null;

/** Asks for ColorDragRoot (idempotent): call on any sign that a colour may soon be dragged. */
export function requestColorDrag() {
  if (!useColorDragStore.getState().wanted) useColorDragStore.setState({ wanted: true });
}

/** For ColorDragRoot: drags start through `next` from now on; a press still held starts now. */
export function registerColorDragStarter(next: ColorDragStarter): () => void {
  starter = next;
  useColorDragStore.setState({ ready: true });
  const held = waiting;
  if (held) {
    held.stop.abort();
    waiting = null;
    next(held.input, held.event, held.source, held.moved);
    // The drag starts where the press was: the pointer's moves while the chunk loaded are told to it as
    // one move, so the preview is under the pointer at once rather than at its next move.
    if (held.at) {
      const { x: clientX, y: clientY } = held.at;
      held.source.node.dispatchEvent(new PointerEvent('pointermove', { clientX, clientY, bubbles: true, isPrimary: true, pointerType: 'mouse', buttons: 1 }));
    }
  }
  return () => {
    if (starter !== next) return;
    starter = null;
    useColorDragStore.setState({ ready: false });
  };
}

/** Keeps a press until ColorDragRoot arrives, forgetting it when the press ends first. */
function wait(input: ColorDragInput, event: ColorDragEvent, source: ColorDragSource) {
  waiting?.stop.abort();
  const stop = new AbortController();
  const held: Held = { input, event, source, moved: false, stop };
  waiting = held;
  const forget = () => {
    if (waiting === held) waiting = null;
    stop.abort();
  };
  const ends = input === 'pointer' ? ['pointerup', 'pointercancel'] : input === 'touch' ? ['touchend', 'touchcancel'] : ['pointerdown'];
  for (const type of ends) window.addEventListener(type, forget, { capture: true, signal: stop.signal });
  // Meanwhile the link is not dragged the browser's way (which would cancel the press), nor its menu opened.
  if (input !== 'keyboard') {
    for (const type of ['dragstart', 'contextmenu']) window.addEventListener(type, (e) => e.preventDefault(), { capture: true, signal: stop.signal });
  }
  const native = event.nativeEvent;
  if (input === 'pointer' && native instanceof MouseEvent) {
    const onMove = (move: PointerEvent) => {
      held.moved ||= Math.hypot(move.clientX - native.clientX, move.clientY - native.clientY) >= DRAG_DISTANCE;
      held.at = { x: move.clientX, y: move.clientY };
    };
    window.addEventListener('pointermove', onMove, { capture: true, signal: stop.signal });
  }
  if (input === 'keyboard') source.node.addEventListener('blur', forget, { signal: stop.signal });
  requestColorDrag();
}

function begin(input: ColorDragInput, event: ColorDragEvent, source: ColorDragSource) {
  if (starter) starter(input, event, source, false);
  else wait(input, event, source);
}

/**
 * Makes a swatch (a link to a colour page) a drag source: spread `props` on it. The mouse drags after
 * DRAG_DISTANCE px (a click still follows the link), a finger after resting TOUCH_DELAY ms, the keyboard
 * with Space (Enter still follows the link). `isDragging` while its colour is dragged.
 */
export function useColorDragSource(id: string, code: string) {
  const isDragging = useColorDragStore((state) => state.draggingId === id);
  const source = (node: HTMLElement): ColorDragSource => ({ id, code, node });
  const props = {
    'aria-describedby': COLOR_DRAG_INSTRUCTIONS_ID,
    onPointerEnter: requestColorDrag,
    onFocus: () => requestColorDrag(),
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch' || event.button !== 0 || !event.isPrimary) return;
      begin('pointer', event, source(event.currentTarget));
    },
    onTouchStart: (event: ReactTouchEvent<HTMLElement>) => {
      if (event.touches.length !== 1) return;
      begin('touch', event, source(event.currentTarget));
    },
    onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => {
      if (event.code !== 'Space' || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (starter) {
        starter('keyboard', event, source(event.currentTarget), false);
        return;
      }
      // Not the page's scroll: the lift is replayed when the drag code is in.
      event.preventDefault();
      const node = event.currentTarget;
      const replay: ColorDragEvent = { nativeEvent: { code: 'Space', target: node, defaultPrevented: false }, target: node, preventDefault() {} };
      wait('keyboard', replay, source(node));
    },
  };
  return { props, isDragging };
}
