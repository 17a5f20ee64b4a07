import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { CLICK_GUARD_MS, DRAG_DISTANCE, PREVIEW_SIZE, TOUCH_DELAY, TOUCH_TOLERANCE } from '../../../src/ui/dnd/dragThresholds';
import {
  arrowDirection,
  centerOf,
  clampPoint,
  intersectRects,
  nextTarget,
  rectAround,
  targetAtPoint,
  type Rect,
} from '../../../src/ui/dnd/colorDragGeometry';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

describe('colour drag constants', () => {
  it('follow the SPEC: press threshold 5, drag source check delay 1000 ms', () => {
    expect(DRAG_DISTANCE).toBe(5);
    expect(CLICK_GUARD_MS).toBe(1000);
    expect(TOUCH_DELAY).toBe(250);
    expect(TOUCH_TOLERANCE).toBe(5);
  });

  it('reads the arrow keys by their code and nothing else', () => {
    expectOutputs(arrowDirection, [
      ['ArrowRight', 'right'],
      ['ArrowLeft', 'left'],
      ['ArrowUp', 'up'],
      ['ArrowDown', 'down'],
      ['Space', null],
      ['KeyD', null],
    ]);
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
    const around = rectAround({ x: 100, y: 50 });
    expect(around).toEqual({ left: 100 - PREVIEW_SIZE / 2, top: 50 - PREVIEW_SIZE / 2, right: 100 + PREVIEW_SIZE / 2, bottom: 50 + PREVIEW_SIZE / 2 });
    expect(centerOf(around)).toEqual({ x: 100, y: 50 });
  });

  it('intersects rectangles; touching edges do not overlap', () => {
    expect(intersectRects(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toEqual(rect(5, 5, 5, 5));
    expect(intersectRects(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBeNull();
    expect(intersectRects(rect(0, 0, 10, 10), rect(20, 20, 5, 5))).toBeNull();
  });
});

describe('choosing the drop target', () => {
  // The drawer's list (a large target) holding two palette rows (small targets).
  const list = { target: 'list', rect: rect(880, 100, 400, 700) };
  const alpha = { target: 'alpha', rect: rect(892, 120, 376, 64) };
  const beta = { target: 'beta', rect: rect(892, 188, 376, 64) };
  const boxes = [list, alpha, beta];

  it('under a point: the smallest target containing it, whatever the order', () => {
    expect(targetAtPoint({ x: 1000, y: 150 }, boxes)).toBe('alpha');
    expect(targetAtPoint({ x: 1000, y: 150 }, [...boxes].reverse())).toBe('alpha');
    expect(targetAtPoint({ x: 1000, y: 200 }, boxes)).toBe('beta');
    expect(targetAtPoint({ x: 1000, y: 500 }, boxes)).toBe('list');
    expect(targetAtPoint({ x: 500, y: 500 }, boxes)).toBeNull();
    expect(targetAtPoint({ x: 1000, y: 150 }, [])).toBeNull();
  });

  it('under a point: edges count, empty boxes never do', () => {
    expect(targetAtPoint({ x: 880, y: 100 }, [list])).toBe('list');
    expect(targetAtPoint({ x: 10, y: 10 }, [{ target: 'hidden', rect: rect(10, 10, 0, 0) }])).toBeNull();
  });
});

describe('keyboard drags move from target to target', () => {
  // Three palette rows in the drawer, on the right of a swatch at (200, 200).
  const rows = [0, 1, 2].map((i) => ({ target: `row${i}`, rect: rect(900, 100 + i * 70, 360, 64) }));
  const swatch = { x: 200, y: 200 };

  it('ArrowRight from a swatch reaches the row most level with it in one press', () => {
    // Row 1 spans 170–234: its centre (202) is level with the swatch.
    expect(nextTarget(swatch, 'right', rows)?.target).toBe('row1');
    expect(nextTarget({ x: 200, y: 120 }, 'right', rows)?.target).toBe('row0');
  });

  it('ArrowDown and ArrowUp walk the rows; nothing lies beyond the ends', () => {
    const at = (i: number) => centerOf(rows[i].rect);
    expect(nextTarget(at(0), 'down', rows)?.target).toBe('row1');
    expect(nextTarget(at(1), 'down', rows)?.target).toBe('row2');
    expect(nextTarget(at(2), 'down', rows)).toBeNull();
    expect(nextTarget(at(2), 'up', rows)?.target).toBe('row1');
    expect(nextTarget(at(0), 'up', rows)).toBeNull();
    // Nothing to the right of the drawer; the way back left is empty too (no other target).
    expect(nextTarget(at(1), 'right', rows)).toBeNull();
    expect(nextTarget(at(1), 'left', rows)).toBeNull();
  });

  it('never stays on the target it is on, and skips empty boxes', () => {
    const only = [{ target: 'zone', rect: rect(900, 100, 360, 600) }];
    expect(nextTarget(centerOf(only[0].rect), 'right', only)).toBeNull();
    expect(nextTarget(swatch, 'right', [{ target: 'hidden', rect: rect(900, 200, 0, 0) }])).toBeNull();
  });
});
