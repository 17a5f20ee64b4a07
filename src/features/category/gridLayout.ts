/**
 * The geometry of the category grid: how many columns fit a width and how tall each row is. Rows have
 * one fixed height per width, so the virtualiser knows every row's place without measuring (no shifts).
 */
import { breakpoints } from '../../ui/theme';

/** Colours per batch (SPEC §9). */
export const CATEGORY_BATCH_SIZE = 40;
/** The next batch is requested when the sentinel comes within this distance (px) of the viewport (SPEC §9). */
export const SENTINEL_MARGIN = 250;
/** The sentinel observer's root margin: SENTINEL_MARGIN below the viewport. */
export const SENTINEL_ROOT_MARGIN = `0px 0px ${SENTINEL_MARGIN}px 0px`;

/** Narrowest cell (px) on tablet and desktop widths; narrow screens always get two columns. */
export const MIN_CELL_WIDTH = 160;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;
/** Swatch height as a share of the cell width. */
export const SWATCH_RATIO = 0.72;
/** The text block under a swatch: padding and two lines (name 22 px, code 20 px), plus the 2 px border. */
export const CELL_TEXT_HEIGHT = 10 + 22 + 20 + 12 + 2;

/** The grid at one width: columns, cell size and the height of a row including the gap below it. */
export type GridLayout = {
  readonly columns: number;
  readonly gap: number;
  readonly cellWidth: number;
  readonly swatchHeight: number;
  readonly rowHeight: number;
};

/** Returns the grid layout for a container width in px. */
export function gridLayout(width: number): GridLayout {
  const narrow = width <= breakpoints.narrowMax;
  const gap = narrow ? 12 : 16;
  const fit = Math.floor((Math.max(0, width) + gap) / (MIN_CELL_WIDTH + gap));
  const columns = narrow ? MIN_COLUMNS : Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
  const cellWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const swatchHeight = Math.round(cellWidth * SWATCH_RATIO);
  return { columns, gap, cellWidth, swatchHeight, rowHeight: swatchHeight + CELL_TEXT_HEIGHT + gap };
}

/** Returns the rows needed for `cells` cells in `columns` columns. */
export function rowCount(cells: number, columns: number): number {
  return columns > 0 ? Math.ceil(cells / columns) : 0;
}

/** Returns the seed of batch `index` of a visit: the visit's seed plus the index, as a 32-bit value. */
export function batchSeed(visitSeed: number, index: number): number {
  return (visitSeed + Math.imul(index + 1, 0x9e3779b1)) >>> 0;
}
