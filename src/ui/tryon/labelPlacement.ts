/**
 * Where the try-on's contrast labels go on a mock: each beside the element it measures, never on it and never on
 * another label, inside the mock, and as little as it can over the mock's other texts and icons. Placed as map labels
 * are (Imhof's positions around a feature, tried in order of preference, then improved one label at a time), a label
 * moves further out, with a leader line back to its element, only where every place near it is taken or covers text.
 */

/** A rectangle in the mock's content (px). */
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
/**
 * A label to place: the box of what it measures, its own size, and whether its element is solid: one that draws
 * (a text, an icon, a button) and that no other label may cover either, where a card or a section only asks that its
 * own label keep off it.
 */
export type LabelRequest = { readonly target: Box; readonly width: number; readonly height: number; readonly solid?: boolean };
/** Where a label goes, and the line from it to its element when it is not beside it. */
export type Placement = { readonly left: number; readonly top: number; readonly leader: { x1: number; y1: number; x2: number; y2: number } | null };

/** Space between a label and its element: clear of the 2 px dashed outline drawn around a failing element. */
export const LABEL_GAP = 4;
/** Space kept between two labels. */
export const LABEL_SPACING = 2;
/** How many steps out from its element a label may move before it takes the least bad place it has found. */
const MAX_RING = 40;
/** The distance (px) from its element that costs a label as much as one step out above or below it: about its height. */
const DISTANCE_UNIT = 18;
/** What covering anything the mock draws costs a label, plus what covering all of its area costs, in steps further out. */
const COVER_ANY = 2;
const COVER_ALL = 3;
/** The cost of a place over another label or a solid element, worse than any free place within reach. */
const OVER_A_LABEL = 1000;
/** How many times every label is placed again among all the others, to take a place a later label left free. */
const SWEEPS = 2;

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** Returns the area two boxes share (0 when apart or only touching). */
export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
  const height = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Returns how far a label is from its element beyond the gap kept between them (px). */
function distance(label: Box, target: Box): number {
  const dx = Math.max(0, target.x - right(label), label.x - right(target));
  const dy = Math.max(0, target.y - bottom(label), label.y - bottom(target));
  return Math.max(0, Math.hypot(dx, dy) - LABEL_GAP);
}

/** Returns whether two labels come nearer than the space kept between labels. */
const crowds = (a: Box, b: Box) =>
  a.x < right(b) + LABEL_SPACING && b.x < right(a) + LABEL_SPACING && a.y < bottom(b) + LABEL_SPACING && b.y < bottom(a) + LABEL_SPACING;

/** The side of a cell of `DrawnIndex` (px): about a label's width. */
const CELL = 128;

/** What a mock draws, bucketed in square cells, so that a label looks only at what is near it. */
class DrawnIndex {
  private readonly cells = new Map<number, Box[]>();

  constructor(boxes: readonly Box[]) {
    for (const box of boxes) this.cellsOf(box, (key) => (this.cells.get(key) ?? this.cells.set(key, []).get(key)!).push(box));
  }

  /** Calls `visit` with the key of every cell `box` touches. */
  private cellsOf(box: Box, visit: (key: number) => void) {
    const [x0, x1] = [Math.max(0, Math.floor(box.x / CELL)), Math.max(0, Math.floor(right(box) / CELL))];
    const [y0, y1] = [Math.max(0, Math.floor(box.y / CELL)), Math.max(0, Math.floor(bottom(box) / CELL))];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) visit(x * 65536 + y);
  }

  /** Returns the area of `box` that drawn things cover (a part two of them cover counts twice), at most its own. */
  covered(box: Box): number {
    const seen = new Set<Box>();
    let sum = 0;
    this.cellsOf(box, (key) => {
      for (const drawn of this.cells.get(key) ?? []) {
        if (seen.has(drawn)) continue;
        seen.add(drawn);
        sum += overlapArea(drawn, box);
      }
    });
    return Math.min(sum, box.width * box.height);
  }
}

/** Returns the smallest box around all of `boxes` (at least one). */
export function unionBox(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  return { x, y, width: Math.max(...boxes.map(right)) - x, height: Math.max(...boxes.map(bottom)) - y };
}

/** Returns how much two boxes are one spot: the area they share over the area they cover together (0 to 1). */
export function sameSpot(a: Box, b: Box): number {
  const shared = overlapArea(a, b);
  return shared === 0 ? 0 : shared / (a.width * a.height + b.width * b.height - shared);
}

/**
 * Returns the positions a label of `width` × `height` may take `ring` steps out from `target`, in order of preference:
 * above and below its start, its end and its middle (kept inside the mock's width), after and before it; then, on
 * each of those rows and columns, just clear of every label already placed on it, which moves a label aside rather
 * than out.
 */
function candidates(target: Box, width: number, height: number, ring: number, bounds: { width: number; height: number }, placed: readonly Box[]): { left: number; top: number }[] {
  const above = target.y - LABEL_GAP - height - ring * (height + LABEL_SPACING);
  const below = bottom(target) + LABEL_GAP + ring * (height + LABEL_SPACING);
  const after = right(target) + LABEL_GAP + ring * (width + LABEL_SPACING);
  const before = target.x - LABEL_GAP - width - ring * (width + LABEL_SPACING);
  const inWidth = (left: number) => clamp(left, 0, bounds.width - width);
  const inHeight = (top: number) => clamp(top, 0, bounds.height - height);
  const lefts = [target.x, right(target) - width, target.x + (target.width - width) / 2].map(inWidth);
  const tops = [target.y, target.y + (target.height - height) / 2].map(inHeight);
  const out = [
    { left: lefts[0], top: above },
    { left: lefts[0], top: below },
    ...tops.map((top) => ({ left: after, top })),
    ...tops.map((top) => ({ left: before, top })),
    { left: lefts[1], top: above },
    { left: lefts[1], top: below },
    { left: lefts[2], top: above },
    { left: lefts[2], top: below },
  ];
  const step = LABEL_SPACING + 0.5;
  for (const top of [above, below]) {
    for (const other of placed) {
      if (other.y < top + height && bottom(other) > top) out.push({ left: inWidth(right(other) + step), top }, { left: inWidth(other.x - width - step), top });
    }
  }
  for (const left of [after, before]) {
    for (const other of placed) {
      if (other.x < left + width && right(other) > left) out.push({ left, top: inHeight(bottom(other) + step) }, { left, top: inHeight(other.y - height - step) });
    }
  }
  return out;
}

/** Returns the line between the nearest points of a label and its element, or null when the label is beside it. */
function leaderOf(label: Box, target: Box): Placement['leader'] {
  const span = (a0: number, a1: number, b0: number, b1: number): [number, number] => {
    if (a1 < b0) return [a1, b0];
    if (b1 < a0) return [a0, b1];
    const middle = (Math.max(a0, b0) + Math.min(a1, b1)) / 2;
    return [middle, middle];
  };
  const [x1, x2] = span(label.x, right(label), target.x, right(target));
  const [y1, y2] = span(label.y, bottom(label), target.y, bottom(target));
  return Math.hypot(x2 - x1, y2 - y1) > LABEL_GAP + 2 ? { x1, y1, x2, y2 } : null;
}

/** Returns the strip a leader line runs in (a pixel wide where it runs straight). */
function corridorOf({ x1, y1, x2, y2 }: NonNullable<Placement['leader']>): Box {
  return { x: Math.min(x1, x2) - 0.5, y: Math.min(y1, y2) - 0.5, width: Math.abs(x2 - x1) + 1, height: Math.abs(y2 - y1) + 1 };
}

/** Where one label goes and what it costs there (see `placeLabels`). */
type Spot = { box: Box; cost: number };

/**
 * Returns the best place for one label, off its own element, the `solid` elements other labels measure and the
 * `placed` labels: the least cost of distance from its element and of covering what the mock draws (`drawn`); a label
 * with no free place within reach goes where it costs the least, off its element at least.
 */
function placeOne(
  { target, width, height }: LabelRequest,
  bounds: { width: number; height: number },
  drawn: DrawnIndex,
  solid: readonly Box[],
  placed: readonly Box[],
): Spot {
  const area = width * height;
  let best: Spot | undefined;
  let fallback: Spot | undefined;
  // A step out moves a label at least its height (above or below), so no later step can beat a cost below it.
  for (let ring = 0; ring <= MAX_RING && (best === undefined || (ring * (height + LABEL_SPACING)) / DISTANCE_UNIT < best.cost); ring++) {
    const positions = candidates(target, width, height, ring, bounds, placed);
    for (let preference = 0; preference < positions.length; preference++) {
      const box = { x: positions[preference].left, y: positions[preference].top, width, height };
      if (box.x < 0 || box.y < 0 || right(box) > bounds.width + 0.5 || bottom(box) > bounds.height + 0.5 || overlapArea(box, target) > 0) continue;
      const covered = drawn.covered(box);
      // A leader line across text hides a line of it: less than a label would, more than nothing.
      const leader = leaderOf(box, target);
      const crossed = leader !== null && drawn.covered(corridorOf(leader)) > 0;
      const cost =
        distance(box, target) / DISTANCE_UNIT + Math.min(preference, 10) * 0.01 + (covered > 0 ? COVER_ANY + (COVER_ALL * covered) / area : 0) + (crossed ? COVER_ANY / 2 : 0);
      const free = !placed.some((other) => crowds(other, box)) && !solid.some((other) => overlapArea(other, box) > 0);
      if (free && (best === undefined || cost < best.cost)) best = { box, cost };
      else if (!free && (fallback === undefined || cost < fallback.cost)) fallback = { box, cost };
    }
  }
  if (best) return best;
  // Over another label or a solid element: the worst place, which the sweeps below move from as soon as one comes free.
  const box = fallback?.box ?? { x: clamp(target.x, 0, bounds.width - width), y: bottom(target) + LABEL_GAP, width, height };
  return { box, cost: OVER_A_LABEL + (fallback?.cost ?? 0) };
}

/**
 * Returns where each label goes: inside `bounds` (the mock's content), off its own element, every solid element
 * another label measures and every other label, and at the least cost of covering the `obstacles` (what the mock
 * draws: its texts and icons, not the cards they sit on) and of distance from its element. Labels are placed in the
 * order given (earlier ones get the better places), then each is placed again among all the others while that makes
 * it cheaper.
 */
export function placeLabels(labels: readonly LabelRequest[], bounds: { width: number; height: number }, obstacles: readonly Box[]): Placement[] {
  const drawn = new DrawnIndex(obstacles);
  const spots: Spot[] = [];
  const solid = labels.filter((label) => label.solid).map((label) => label.target);
  for (const label of labels) spots.push(placeOne(label, bounds, drawn, solid, spots.map((spot) => spot.box)));
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    labels.forEach((label, i) => {
      const again = placeOne(label, bounds, drawn, solid, spots.filter((_, j) => j !== i).map((spot) => spot.box));
      if (again.cost < spots[i].cost - 0.05) spots[i] = again;
    });
  }
  return spots.map(({ box }, i) => ({ left: box.x, top: box.y, leader: leaderOf(box, labels[i].target) }));
}
