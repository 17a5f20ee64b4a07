import { describe, expect, it } from 'vitest';
import {
  CATEGORY_BATCH_SIZE,
  CELL_TEXT_HEIGHT,
  MAX_COLUMNS,
  MIN_CELL_WIDTH,
  SENTINEL_ROOT_MARGIN,
  batchSeed,
  gridLayout,
  rowCount,
} from '../../../src/features/category/gridLayout';

describe('gridLayout', () => {
  it('fits as many columns of at least the minimum width as the container allows, 2 to 8', () => {
    expect(gridLayout(358).columns).toBe(2); // a 390 px phone
    expect(gridLayout(487).columns).toBe(2);
    expect(gridLayout(736).columns).toBe(4); // a 768 px tablet
    expect(gridLayout(976).columns).toBe(5); // 1280 px desktop beside the sidebar
    expect(gridLayout(1336).columns).toBe(7);
    expect(gridLayout(4000).columns).toBe(MAX_COLUMNS);
    expect(gridLayout(0).columns).toBe(2);
  });

  it('never makes a cell narrower than the minimum unless only two columns fit', () => {
    for (let width = 200; width <= 2000; width += 7) {
      const layout = gridLayout(width);
      expect(layout.cellWidth * layout.columns + layout.gap * (layout.columns - 1)).toBeCloseTo(width, 6);
      if (layout.columns > 2) expect(layout.cellWidth).toBeGreaterThanOrEqual(MIN_CELL_WIDTH);
    }
  });

  it('gives rows a fixed height: swatch, text block and gap', () => {
    const layout = gridLayout(976);
    expect(layout.rowHeight).toBe(layout.swatchHeight + CELL_TEXT_HEIGHT + layout.gap);
    expect(gridLayout(976)).toEqual(layout);
  });
});

describe('rowCount', () => {
  it('rounds up partial rows', () => {
    expect(rowCount(40, 5)).toBe(8);
    expect(rowCount(40, 6)).toBe(7);
    expect(rowCount(0, 6)).toBe(0);
    expect(rowCount(10, 0)).toBe(0);
  });
});

describe('batchSeed', () => {
  it('is a distinct 32-bit seed per batch of a visit, and the same again for the same visit', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => batchSeed(123456789, i));
    expect(new Set(seeds).size).toBe(1000);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(batchSeed(123456789, 7)).toBe(seeds[7]);
    expect(batchSeed(987654321, 0)).not.toBe(seeds[0]);
  });
});

describe('constants of the spec', () => {
  it('loads 40 colours per batch when the sentinel is within 250 px', () => {
    expect(CATEGORY_BATCH_SIZE).toBe(40);
    expect(SENTINEL_ROOT_MARGIN).toBe('0px 0px 250px 0px');
  });
});
