/**
 * A mesh gradient as text, as the mesh page's address holds it (so a link reopens it). The address has one parameter,
 * `m`: the grid's size, then its points row by row from the top left, separated by `~`:
 *   m=3_3~4f46e5~8b5cf6~ec4899~0ea5e9~f0abfc@42_58~f97316~14b8a6~a3e635~f59e0b
 *   size: columns _ rows (2–6 each)
 *   point: colour (a code without '#', or an exact text with '_' for its spaces), then where it was moved to:
 *          @ x _ y (% of the box, to a tenth), an axis left empty where the point keeps its place in the grid there
 *          (a grid of 4 has places a tenth cannot say), and nothing after the colour where it keeps both
 * Anything unreadable falls back: a size out of range is clamped to 2–6; a point whose place cannot be read sits at
 * its place in the grid; a point whose colour cannot be read, or a missing one, takes the colour of the point before
 * it (the first readable one, for the first); points beyond the grid are dropped; a mesh with no readable colour, or
 * no readable size, is the default one.
 */
import { tryAuthoredColor, type AuthoredColor } from '../../exact/authoredColor.ts';
import { formatExactNumber } from '../../exact/exactColor.ts';
import { DEFAULT_MESH, MAX_MESH_SIDE, MIN_MESH_SIDE, gridPlace, type Mesh, type MeshPoint } from './mesh.ts';

const num = (value: number, decimals: number) => formatExactNumber(Number(value.toFixed(decimals)), decimals);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A place as the address keeps it: within the box, to a tenth of a per cent. */
const place = (value: number) => clamp(Math.round(value * 10) / 10, 0, 100);

/** Returns a colour as the address writes it: a code without '#', or an exact text with '_' for its spaces. */
function colorText(color: AuthoredColor): string {
  return color.exact ? color.exact.replaceAll(' ', '_') : color.code.slice(1);
}

/** Returns a mesh as text (the address's `m`). */
export function meshText(mesh: Mesh): string {
  const points = mesh.points.map((point, index) => {
    const x = point.x === gridPlace(index % mesh.columns, mesh.columns) ? '' : num(point.x, 1);
    const y = point.y === gridPlace(Math.floor(index / mesh.columns), mesh.rows) ? '' : num(point.y, 1);
    return x === '' && y === '' ? colorText(point.color) : `${colorText(point.color)}@${x}_${y}`;
  });
  return [`${mesh.columns}_${mesh.rows}`, ...points].join('~');
}

const DEFAULT_TEXT = meshText(DEFAULT_MESH);

/** Returns the query of a mesh: empty for the default one. */
export function meshQuery(mesh: Mesh): Record<string, string | undefined> {
  const text = meshText(mesh);
  return { m: text === DEFAULT_TEXT ? undefined : text };
}

const finite = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Reads a side of the grid: an integer, clamped to 2–6; null where it is no number. */
function readSide(text: string | undefined): number | null {
  const value = finite(text);
  return value === null ? null : clamp(Math.round(value), MIN_MESH_SIDE, MAX_MESH_SIDE);
}

function readColor(text: string): AuthoredColor | null {
  const raw = text.replaceAll('_', ' ');
  return tryAuthoredColor(/^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(raw) ? `#${raw}` : raw);
}

/** Reads a point's text: its colour and place, each null where unreadable. */
function readPoint(text: string): { color: AuthoredColor | null; x: number | null; y: number | null } {
  const at = text.lastIndexOf('@');
  if (at < 0) return { color: readColor(text), x: null, y: null };
  const [x, y, ...rest] = text.slice(at + 1).split('_');
  const [px, py] = rest.length === 0 ? [finite(x), finite(y)] : [null, null];
  return { color: readColor(text.slice(0, at)), x: px, y: py };
}

/** Reads a mesh's text: what it can of it, or null where its size or every colour is unreadable. */
export function readMeshText(text: string): Mesh | null {
  const [sizeText, ...pointTexts] = text.split('~');
  const [columnsText, rowsText, ...extra] = sizeText.split('_');
  const columns = readSide(columnsText);
  const rows = readSide(rowsText);
  if (columns === null || rows === null || extra.length > 0) return null;
  const read = pointTexts.slice(0, columns * rows).map(readPoint);
  const first = read.find((point) => point.color !== null)?.color;
  if (!first) return null;
  const points: MeshPoint[] = [];
  for (let index = 0; index < columns * rows; index++) {
    const point = read[index];
    const color = point?.color ?? points[index - 1]?.color ?? first;
    const x = point?.x ?? null;
    const y = point?.y ?? null;
    points.push({ color, x: x === null ? gridPlace(index % columns, columns) : place(x), y: y === null ? gridPlace(Math.floor(index / columns), rows) : place(y) });
  }
  return { columns, rows, points };
}

/** Reads the mesh of an address; the default where nothing in it is readable. */
export function parseMesh(params: URLSearchParams): Mesh {
  const text = params.get('m');
  return (text === null ? null : readMeshText(text)) ?? DEFAULT_MESH;
}
