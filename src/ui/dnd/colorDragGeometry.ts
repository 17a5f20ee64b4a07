/**
 * The pure part of the app-wide colour drag (ColorDragRoot): where the dragged colour sits, which drop target a drag is over and, from the keyboard, which target an arrow
 * key moves to. No DOM, no React: rectangles are viewport coordinates as getBoundingClientRect gives them.
 */

import { PREVIEW_SIZE } from './dragThresholds';

export type Point = { x: number; y: number };
export type Rect = { left: number; top: number; right: number; bottom: number };
/** A drop target and the part of it that can be seen (already clipped by scrolling ancestors). */
export type TargetBox<T> = { target: T; rect: Rect };
/** The arrow keys of a keyboard drag. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** The arrow key of a keyboard event's `code`, or null for any other key. */
export function arrowDirection(code: string): Direction | null {
  switch (code) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
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

/** The centre of a rectangle. */
export function centerOf(rect: Rect): Point {
  return { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 };
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

function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
}

/**
 * The target under a point (the pointer, or for the keyboard the dragged colour's centre). When several
 * contain it (a palette row inside the drawer's list) the smallest, the innermost, wins; on a tie the
 * first listed. Empty boxes never match.
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
 * Keyboard drags move from target to target, not pixel by pixel (spatial navigation): the target
 * whose centre lies in the arrow's direction from `from`, nearest along that axis with twice the
 * weight on straying sideways (so ArrowRight from a swatch reaches the drawer's row level with it, and
 * ArrowDown walks down a list). The box whose centre is `from` (the current target) is never chosen.
 */
export function nextTarget<T>(from: Point, direction: Direction, boxes: readonly TargetBox<T>[]): TargetBox<T> | null {
  let best: TargetBox<T> | null = null;
  let bestScore = Infinity;
  for (const box of boxes) {
    if (area(box.rect) === 0) continue;
    const c = centerOf(box.rect);
    const dx = c.x - from.x;
    const dy = c.y - from.y;
    const [along, aside] = direction === 'left' ? [-dx, dy] : direction === 'right' ? [dx, dy] : direction === 'up' ? [-dy, dx] : [dy, dx];
    if (along < 1) continue;
    const score = along + 2 * Math.abs(aside);
    if (score < bestScore) {
      best = box;
      bestScore = score;
    }
  }
  return best;
}
