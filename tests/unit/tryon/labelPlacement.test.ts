/**
 * The try-on's contrast labels placed on a mock: never on one another, never on what they measure, inside the
 * mock, and beside their element where there is room.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABEL_GAP, overlapArea, placeLabels, sameSpot, unionBox, type Box } from '../../../src/ui/tryon/labelPlacement';

const BOUNDS = { width: 800, height: 1200 };
const at = (placement: { left: number; top: number }, width: number, height: number): Box => ({ x: placement.left, y: placement.top, width, height });

const box = fc.record({
  x: fc.integer({ min: 0, max: 760 }),
  y: fc.integer({ min: 0, max: 1160 }),
  width: fc.integer({ min: 6, max: 200 }),
  height: fc.integer({ min: 6, max: 60 }),
}).map((b) => ({ ...b, width: Math.min(b.width, BOUNDS.width - b.x), height: Math.min(b.height, BOUNDS.height - b.y) }));

describe('contrast labels on a mock', () => {
  it('never overlap one another, their element nor a solid element another label measures, and stay inside the mock', () => {
    fc.assert(
      fc.property(fc.array(box, { minLength: 1, maxLength: 40 }), fc.array(box, { maxLength: 80 }), (targets, drawn) => {
        const labels = targets.map((target, i) => ({ target, width: 90 + (i % 3) * 20, height: 18 + (i % 2) * 18, solid: i % 2 === 0 }));
        const placed = placeLabels(labels, BOUNDS, [...targets, ...drawn]).map((placement, i) => at(placement, labels[i].width, labels[i].height));
        placed.forEach((label, i) => {
          expect(overlapArea(label, labels[i].target)).toBe(0);
          for (const other of labels) if (other.solid) expect(overlapArea(label, other.target)).toBe(0);
          expect(label.x).toBeGreaterThanOrEqual(0);
          expect(label.y).toBeGreaterThanOrEqual(0);
          expect(label.x + label.width).toBeLessThanOrEqual(BOUNDS.width + 0.5);
          expect(label.y + label.height).toBeLessThanOrEqual(BOUNDS.height + 0.5);
          for (const other of placed.slice(i + 1)) expect(overlapArea(label, other)).toBe(0);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('sits just above the start of its element when nothing is there, with no leader line', () => {
    const target = { x: 100, y: 100, width: 60, height: 20 };
    const [placement] = placeLabels([{ target, width: 110, height: 18 }], BOUNDS, [target]);
    expect(placement).toEqual({ left: 100, top: 100 - LABEL_GAP - 18, leader: null });
  });

  it('moves off the text beside its element, and aside of a label already there rather than over it', () => {
    const logo = { x: 48, y: 24, width: 28, height: 28 };
    const wordmark = { x: 86, y: 26, width: 80, height: 24 };
    const link = { x: 200, y: 28, width: 60, height: 20 };
    const placed = placeLabels(
      [logo, wordmark, link].map((target) => ({ target, width: 110, height: 18 })),
      BOUNDS,
      [logo, wordmark, link],
    ).map((placement) => at(placement, 110, 18));
    for (const [i, label] of placed.entries()) {
      for (const element of [logo, wordmark, link]) expect(overlapArea(label, element), `label ${i}`).toBe(0);
      for (const other of placed.slice(i + 1)) expect(overlapArea(label, other)).toBe(0);
    }
  });

  it('draws a leader line to an element it could not sit beside', () => {
    // An element boxed in by text on every side, far from the mock's edges.
    const target = { x: 300, y: 300, width: 20, height: 20 };
    const around = [
      { x: 150, y: 240, width: 320, height: 56 },
      { x: 150, y: 324, width: 320, height: 56 },
      { x: 150, y: 296, width: 146, height: 28 },
      { x: 324, y: 296, width: 146, height: 28 },
    ];
    const [placement] = placeLabels([{ target, width: 110, height: 18 }], BOUNDS, [target, ...around]);
    const label = at(placement, 110, 18);
    for (const text of around) expect(overlapArea(label, text)).toBe(0);
    expect(placement.leader).not.toBeNull();
  });

  it('tells one spot from two: a donut and its arcs are one, a button and its neighbour are not', () => {
    const donut = { x: 10, y: 10, width: 96, height: 96 };
    expect(sameSpot(donut, { ...donut })).toBe(1);
    expect(sameSpot(donut, { x: 120, y: 10, width: 96, height: 96 })).toBe(0);
    expect(unionBox([donut, { x: 50, y: 0, width: 100, height: 20 }])).toEqual({ x: 10, y: 0, width: 140, height: 106 });
  });
});
