import { describe, expect, it } from 'vitest';
import {
  DRAG_DISTANCE,
  KEYBOARD_STEP,
  PREVIEW_SIZE,
  TOUCH_TOLERANCE,
  clampPoint,
  intersectRects,
  keyboardStep,
  overlapRatio,
  pointerPressActivates,
  rectAround,
  targetAtPoint,
  targetByOverlap,
  touchPressScrolls,
  type Rect,
} from '../../../src/ui/dnd/colorDragGeometry';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

describe('colour drag thresholds', () => {
  it('turns a mouse press into a drag at DRAG_DISTANCE px, not before (SPEC §4: press threshold 5)', () => {
    expect(DRAG_DISTANCE).toBe(5);
    const start = { x: 100, y: 100 };
    expect(pointerPressActivates(start, { x: 104, y: 100 })).toBe(false);
    expect(pointerPressActivates(start, { x: 103, y: 103 })).toBe(false); // 4.24 px
    expect(pointerPressActivates(start, { x: 105, y: 100 })).toBe(true);
    expect(pointerPressActivates(start, { x: 104, y: 104 })).toBe(true); // 5.66 px
    expect(pointerPressActivates(start, { x: 100, y: 90 })).toBe(true);
  });

  it('lets a waiting touch wobble TOUCH_TOLERANCE px; further is a scroll', () => {
    expect(TOUCH_TOLERANCE).toBe(5);
    const start = { x: 10, y: 10 };
    expect(touchPressScrolls(start, { x: 13, y: 14 })).toBe(false); // exactly 5 px
    expect(touchPressScrolls(start, { x: 10, y: 16 })).toBe(true);
  });

  it('moves by KEYBOARD_STEP px per arrow key and ignores other keys', () => {
    const point = { x: 200, y: 300 };
    expect(keyboardStep(point, 'ArrowRight')).toEqual({ x: 200 + KEYBOARD_STEP, y: 300 });
    expect(keyboardStep(point, 'ArrowLeft')).toEqual({ x: 200 - KEYBOARD_STEP, y: 300 });
    expect(keyboardStep(point, 'ArrowUp')).toEqual({ x: 200, y: 300 - KEYBOARD_STEP });
    expect(keyboardStep(point, 'ArrowDown')).toEqual({ x: 200, y: 300 + KEYBOARD_STEP });
    expect(keyboardStep(point, ' ')).toBeNull();
    expect(keyboardStep(point, 'Enter')).toBeNull();
  });

  it('keeps a point inside bounds, a margin from the edges', () => {
    const bounds = rect(0, 0, 800, 600);
    expect(clampPoint({ x: -50, y: 700 }, bounds, 28)).toEqual({ x: 28, y: 572 });
    expect(clampPoint({ x: 400, y: 300 }, bounds, 28)).toEqual({ x: 400, y: 300 });
    // Too small for the margin: the middle.
    expect(clampPoint({ x: 0, y: 0 }, rect(0, 0, 40, 40), 28)).toEqual({ x: 20, y: 20 });
  });
});

describe('colour drag geometry', () => {
  it('centres the preview on the point (SPEC: anchor 0.5)', () => {
    expect(rectAround({ x: 100, y: 50 })).toEqual({ left: 100 - PREVIEW_SIZE / 2, top: 50 - PREVIEW_SIZE / 2, right: 100 + PREVIEW_SIZE / 2, bottom: 50 + PREVIEW_SIZE / 2 });
  });

  it('intersects rectangles; touching edges do not overlap', () => {
    expect(intersectRects(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toEqual(rect(5, 5, 5, 5));
    expect(intersectRects(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBeNull();
    expect(intersectRects(rect(0, 0, 10, 10), rect(20, 20, 5, 5))).toBeNull();
  });

  it('measures overlap as intersection over union', () => {
    expect(overlapRatio(rect(0, 0, 10, 10), rect(0, 0, 10, 10))).toBe(1);
    expect(overlapRatio(rect(0, 0, 10, 10), rect(20, 0, 10, 10))).toBe(0);
    // 50 shared of 100 + 100 - 50.
    expect(overlapRatio(rect(0, 0, 10, 10), rect(5, 0, 10, 10))).toBeCloseTo(50 / 150);
    // Symmetric.
    expect(overlapRatio(rect(5, 0, 10, 10), rect(0, 0, 10, 10))).toBeCloseTo(50 / 150);
  });
});

describe('choosing the drop target', () => {
  // The drawer's list (a large target) holding two palette rows (small targets).
  const list = { target: 'list', rect: rect(880, 100, 400, 700) };
  const alpha = { target: 'alpha', rect: rect(892, 120, 376, 64) };
  const beta = { target: 'beta', rect: rect(892, 188, 376, 64) };
  const boxes = [list, alpha, beta];

  it('by the pointer: the smallest target containing it, whatever the order', () => {
    expect(targetAtPoint({ x: 1000, y: 150 }, boxes)).toBe('alpha');
    expect(targetAtPoint({ x: 1000, y: 150 }, [...boxes].reverse())).toBe('alpha');
    expect(targetAtPoint({ x: 1000, y: 200 }, boxes)).toBe('beta');
    expect(targetAtPoint({ x: 1000, y: 500 }, boxes)).toBe('list');
    expect(targetAtPoint({ x: 500, y: 500 }, boxes)).toBeNull();
    expect(targetAtPoint({ x: 1000, y: 150 }, [])).toBeNull();
  });

  it('by the pointer: edges count, empty boxes never do', () => {
    expect(targetAtPoint({ x: 880, y: 100 }, [list])).toBe('list');
    expect(targetAtPoint({ x: 10, y: 10 }, [{ target: 'hidden', rect: rect(10, 10, 0, 0) }])).toBeNull();
  });

  it('by the keyboard: the highest intersection over union with the preview', () => {
    // The preview sits on Alpha: Alpha's ratio beats the large list's.
    expect(targetByOverlap(rectAround({ x: 1000, y: 152 }), boxes)).toBe('alpha');
    // Half on Alpha, half on Beta, a little more on Beta.
    expect(targetByOverlap(rectAround({ x: 1000, y: 190 }), boxes)).toBe('beta');
    // Below the rows, only the list.
    expect(targetByOverlap(rectAround({ x: 1000, y: 500 }), boxes)).toBe('list');
    // Off the drawer.
    expect(targetByOverlap(rectAround({ x: 400, y: 500 }), boxes)).toBeNull();
    // Partly over the list's edge still counts.
    expect(targetByOverlap(rectAround({ x: 870, y: 500 }), boxes)).toBe('list');
  });
});
