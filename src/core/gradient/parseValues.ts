/**
 * The small pieces of CSS a pasted gradient is made of, read without a library: top-level splitting (by commas or
 * spaces, outside parentheses), angles, lengths and percentages, and `<position>`s, each resolved to what the gradient
 * model holds (degrees, % of the gradient line, % of the box). A length needs a box: the one assumed is NOMINAL_BOX,
 * about the size of the tool's preview; the CSS keeps the length itself (gradient.ts `LayerAuthored`).
 */

/** The box lengths are resolved in (px): they only place the preview's handles; the written CSS keeps the length. */
export const NOMINAL_BOX = { width: 400, height: 300 } as const;

/** Splits a text at a separator outside parentheses and quotes, trimming each part (commas: `,`; spaces: /\s/). */
export function splitTopLevel(text: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    const splits = depth === 0 && !quote && (separator === ',' ? char === ',' : /\s/.test(char));
    if (splits) {
      if (current.trim() !== '' || separator === ',') parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '' || separator === ',') parts.push(current.trim());
  return parts;
}

const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const DIMENSION = new RegExp(`^(${NUMBER})([a-z%]*)$`, 'i');

/** Degrees per unit of a CSS angle. */
const ANGLE_UNITS: Readonly<Record<string, number>> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

/** Pixels per unit of the absolute lengths, and of the font- and viewport-relative ones in the nominal box (16 px font). */
const LENGTH_UNITS: Readonly<Record<string, number>> = {
  px: 1, em: 16, rem: 16, ex: 8, ch: 8, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6,
  vw: NOMINAL_BOX.width / 100, vh: NOMINAL_BOX.height / 100,
  vmin: Math.min(NOMINAL_BOX.width, NOMINAL_BOX.height) / 100, vmax: Math.max(NOMINAL_BOX.width, NOMINAL_BOX.height) / 100,
};

/** An angle's degrees ('45deg', '0.25turn'), or null when the text is no angle. */
export function readAngle(text: string): number | null {
  const match = DIMENSION.exec(text);
  if (!match) return null;
  const [, value, unit] = match;
  const factor = ANGLE_UNITS[unit.toLowerCase()];
  if (factor === undefined) return Number(value) === 0 && unit === '' ? 0 : null;
  return Number(value) * factor;
}

/** A length or percentage as % of `length` px ('25%' → 25, '40px' of 400 → 10), or null. `0` is a length. */
export function readLengthPercent(text: string, length: number): number | null {
  const match = DIMENSION.exec(text);
  if (!match) return null;
  const [, value, unit] = match;
  if (unit === '%') return Number(value);
  if (unit === '') return Number(value) === 0 ? 0 : null;
  const factor = LENGTH_UNITS[unit.toLowerCase()];
  return factor === undefined ? null : (Number(value) * factor * 100) / length;
}

/** A stop's or hint's position along the gradient as % ('30%', '20px' on a line of `length`, '90deg' of a conic turn). */
export function readStopPosition(text: string, kind: 'linear' | 'radial' | 'conic', length: number): number | null {
  if (kind === 'conic') {
    if (text.endsWith('%')) return readLengthPercent(text, 1);
    const degrees = readAngle(text);
    return degrees === null ? null : (degrees * 100) / 360;
  }
  return readLengthPercent(text, length);
}

const HORIZONTAL: Readonly<Record<string, number>> = { left: 0, center: 50, right: 100 };
const VERTICAL: Readonly<Record<string, number>> = { top: 0, center: 50, bottom: 100 };

/**
 * A `<position>` (one to four parts: 'top left', '30% 40%', '10px 20px', 'right 10% bottom 20px') as % of the box, or
 * null when it is not one.
 */
export function readPosition(text: string): [number, number] | null {
  const parts = splitTopLevel(text.toLowerCase(), ' ');
  const x = (part: string) => HORIZONTAL[part] ?? readLengthPercent(part, NOMINAL_BOX.width);
  const y = (part: string) => VERTICAL[part] ?? readLengthPercent(part, NOMINAL_BOX.height);
  if (parts.length === 1) {
    const [part] = parts;
    if (part in VERTICAL && !(part in HORIZONTAL)) return [50, VERTICAL[part]];
    const value = x(part);
    return value === null ? null : [value, 50];
  }
  if (parts.length === 2) {
    const [a, b] = parts;
    // Keywords may come in either order ('top left'); lengths are x then y.
    if ((a in VERTICAL && a !== 'center') || (b in HORIZONTAL && b !== 'center' && !(b in VERTICAL))) {
      const [vx, vy] = [x(b), y(a)];
      return vx === null || vy === null ? null : [vx, vy];
    }
    const [vx, vy] = [x(a), y(b)];
    return vx === null || vy === null ? null : [vx, vy];
  }
  if (parts.length === 4) {
    const read: { x?: number; y?: number } = {};
    for (const [keyword, offset] of [[parts[0], parts[1]], [parts[2], parts[3]]]) {
      const horizontal = keyword === 'left' || keyword === 'right';
      const amount = readLengthPercent(offset, horizontal ? NOMINAL_BOX.width : NOMINAL_BOX.height);
      if (amount === null || !(keyword in HORIZONTAL || keyword in VERTICAL)) return null;
      if (horizontal) read.x = keyword === 'left' ? amount : 100 - amount;
      else read.y = keyword === 'top' ? amount : 100 - amount;
    }
    return read.x === undefined || read.y === undefined ? null : [read.x, read.y];
  }
  return null;
}

/** A linear gradient's side or corner ('to right', 'to top left') as degrees, corners as a square box has them. */
export function readSideOrCorner(words: readonly string[]): number | null {
  const sides: Record<string, [number, number]> = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] };
  if (words.length < 1 || words.length > 2 || words.some((word) => !(word in sides))) return null;
  const [dx, dy] = words.reduce<[number, number]>((sum, word) => [sum[0] + sides[word][0], sum[1] + sides[word][1]], [0, 0]);
  if ((words.length === 2 && (dx === 0 || dy === 0))) return null;
  return ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
}
