/**
 * The pure part of the app-wide colour drag (colorDrag.ts): when a press becomes a drag, where the
 * preview sits, and which drop target a drag is over. No DOM, no React: rectangles are viewport
 * coordinates as getBoundingClientRect gives them.
 */

export type Point = { x: number; y: number };
export type Rect = { left: number; top: number; right: number; bottom: number };
/** A drop target and the part of it that can be seen (already clipped by scrolling ancestors). */
export type TargetBox<T> = { target: T; rect: Rect };

/** Mouse and pen: movement (px) before a press becomes a drag, so a click still follows the link (SPEC §4). */
export const DRAG_DISTANCE = 5;
/** Touch: how long (ms) a finger rests on a swatch before the press becomes a drag. */
export const TOUCH_DELAY = 250;
/** Touch: movement (px) allowed while waiting for TOUCH_DELAY; more is a scroll and no drag. */
export const TOUCH_TOLERANCE = 5;
/** Keyboard: how far (px) one arrow key moves the dragged colour. */
export const KEYBOARD_STEP = 25;
/** Side (px) of the square preview that follows the pointer, centred on it (SPEC: drag preview anchor 0.5). */
export const PREVIEW_SIZE = 56;

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Whether a mouse or pen press that started at `start` and is now at `point` has become a drag. */
export function pointerPressActivates(start: Point, point: Point): boolean {
  return distance(start, point) >= DRAG_DISTANCE;
}

/** Whether a touch still waiting for TOUCH_DELAY has moved too far: the finger is scrolling. */
export function touchPressScrolls(start: Point, point: Point): boolean {
  return distance(start, point) > TOUCH_TOLERANCE;
}

/** A keyboard move: the point one KEYBOARD_STEP in the direction of an arrow key, or null for other keys. */
export function keyboardStep(point: Point, key: string): Point | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: point.x - KEYBOARD_STEP, y: point.y };
    case 'ArrowRight':
      return { x: point.x + KEYBOARD_STEP, y: point.y };
    case 'ArrowUp':
      return { x: point.x, y: point.y - KEYBOARD_STEP };
    case 'ArrowDown':
      return { x: point.x, y: point.y + KEYBOARD_STEP };
    default:
      return null;
  }
}

/** Keeps `point` inside `bounds`, `margin` px from their edges (or in the middle if they are too small). */
export function clampPoint(point: Point, bounds: Rect, margin = 0): Point {
  const clamp = (value: number, low: number, high: number) => (low > high ? (low + high) / 2 : Math.min(Math.max(value, low), high));
  return {
    x: clamp(point.x, bounds.left + margin, bounds.right - margin),
    y: clamp(point.y, bounds.top + margin, bounds.bottom - margin),
  };
}

/** The square of side `size` centred on `center`. */
export function rectAround(center: Point, size = PREVIEW_SIZE): Rect {
  const half = size / 2;
  return { left: center.x - half, top: center.y - half, right: center.x + half, bottom: center.y + half };
}

export function area(rect: Rect): number {
  return Math.max(0, rect.right - rect.left) * Math.max(0, rect.bottom - rect.top);
}

/** The overlap of two rectangles, or null when they do not overlap (touching edges do not). */
export function intersectRects(a: Rect, b: Rect): Rect | null {
  const rect = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return rect.right > rect.left && rect.bottom > rect.top ? rect : null;
}

/** How much two rectangles overlap: intersection / union, 0 (apart) to 1 (the same rectangle). */
export function overlapRatio(a: Rect, b: Rect): number {
  const overlap = intersectRects(a, b);
  if (!overlap) return 0;
  const shared = area(overlap);
  return shared / (area(a) + area(b) - shared);
}

function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
}

/**
 * Pointer drags: the target under the pointer. When several contain it (a palette row inside the
 * drawer's list) the smallest, the innermost, wins; on a tie the first listed. Empty boxes never match.
 */
export function targetAtPoint<T>(point: Point, boxes: readonly TargetBox<T>[]): T | null {
  let best: TargetBox<T> | null = null;
  for (const box of boxes) {
    if (area(box.rect) === 0 || !contains(box.rect, point)) continue;
    if (!best || area(box.rect) < area(best.rect)) best = box;
  }
  return best ? best.target : null;
}

/**
 * Keyboard drags, which have no pointer: the target the dragged preview overlaps most, by
 * intersection over union (so a small row the preview sits on beats the large list around it).
 */
export function targetByOverlap<T>(rect: Rect, boxes: readonly TargetBox<T>[]): T | null {
  let best: T | null = null;
  let bestRatio = 0;
  for (const box of boxes) {
    const ratio = overlapRatio(rect, box.rect);
    if (ratio > bestRatio) {
      best = box.target;
      bestRatio = ratio;
    }
  }
  return best;
}
