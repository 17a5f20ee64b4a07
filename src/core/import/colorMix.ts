/**
 * CSS `color-mix()` (CSS Color 5 §2) of colours written as literals: `color-mix(in oklch, #1d3557 20%, white)`. culori
 * reads colours but not this function, so the mix is done here by the specification: both colours converted to the
 * interpolation space, the percentages normalised (one missing is 100% minus the other; both missing, 50% each; a
 * sum under 100% lowers the alpha), non-hue channels interpolated premultiplied by alpha, hues by the shorter arc
 * unless a hue method says otherwise, a missing hue (a grey in a polar space) taking the other colour's. A mix that
 * depends on anything but literals (`var(--text)`, `currentcolor`, a nested mix) cannot be known here: null.
 */
import { converter, getMode, parse, type Color, type Mode } from 'culori/fn';

/** The interpolation spaces CSS names, as culori's modes. */
const SPACES: Readonly<Record<string, Mode>> = {
  srgb: 'rgb',
  'srgb-linear': 'lrgb',
  'display-p3': 'p3',
  'a98-rgb': 'a98',
  'prophoto-rgb': 'prophoto',
  rec2020: 'rec2020',
  lab: 'lab',
  oklab: 'oklab',
  xyz: 'xyz65',
  'xyz-d65': 'xyz65',
  'xyz-d50': 'xyz50',
  hsl: 'hsl',
  hwb: 'hwb',
  lch: 'lch',
  oklch: 'oklch',
};

type HueMethod = 'shorter' | 'longer' | 'increasing' | 'decreasing';

/** Returns the top-level comma-separated parts of a function's arguments (commas inside nested parentheses kept). */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Returns a mix component's colour and percentage (null when none is written), or null when it is not a literal colour. */
function component(text: string): { color: Color; percent: number | null } | null {
  const match = /^(?:(\d*\.?\d+)%\s+(.+)|(.+?)\s+(\d*\.?\d+)%|(.+))$/s.exec(text.trim());
  if (!match) return null;
  const source = (match[2] ?? match[3] ?? match[5]).trim();
  const percent = match[1] ?? match[4];
  if (/var\(|color-mix\(|currentcolor/i.test(source)) return null;
  let color: Color | undefined;
  try {
    color = parse(source);
  } catch {
    return null;
  }
  return color ? { color, percent: percent === undefined ? null : Number(percent) } : null;
}

/** Returns the hue `t` of the way from `a` to `b` (degrees) by a hue method. */
function mixHue(a: number, b: number, t: number, method: HueMethod): number {
  let delta = (((b - a) % 360) + 360) % 360; // 0 … 360, the increasing arc
  if (method === 'shorter' && delta > 180) delta -= 360;
  else if (method === 'longer' && delta > 0 && delta < 180) delta -= 360;
  else if (method === 'decreasing' && delta > 0) delta -= 360;
  return (((a + delta * t) % 360) + 360) % 360;
}

/**
 * Returns the colour a `color-mix(…)` of literal colours denotes, in culori's form (its alpha below 1 when the
 * percentages add up to less than 100%), or null when it is not one this can compute.
 */
export function mixColors(text: string): Color | null {
  const call = /^color-mix\((.*)\)$/is.exec(text.trim());
  if (!call) return null;
  const [how, first, second, ...rest] = splitArguments(call[1]);
  if (rest.length > 0 || first === undefined || second === undefined) return null;
  const space = /^in\s+([a-z0-9-]+)(?:\s+(shorter|longer|increasing|decreasing)\s+hue)?$/i.exec(how);
  const mode = space ? SPACES[space[1].toLowerCase()] : undefined;
  if (!space || !mode) return null;
  const method = (space[2]?.toLowerCase() ?? 'shorter') as HueMethod;
  const one = component(first);
  const two = component(second);
  if (!one || !two) return null;
  if ([one.percent, two.percent].some((p) => p !== null && (p < 0 || p > 100))) return null;
  let p1 = one.percent ?? (two.percent === null ? 50 : 100 - two.percent);
  let p2 = two.percent ?? 100 - p1;
  const sum = p1 + p2;
  if (sum === 0) return null;
  const alphaScale = Math.min(1, sum / 100);
  p1 /= sum;
  p2 /= sum;

  const convert = converter(mode);
  const a = convert(one.color) as unknown as Record<string, number | undefined>;
  const b = convert(two.color) as unknown as Record<string, number | undefined>;
  const alphaA = a.alpha ?? 1;
  const alphaB = b.alpha ?? 1;
  const alpha = alphaA * p1 + alphaB * p2;
  const out: Record<string, unknown> = { mode };
  for (const channel of getMode(mode).channels) {
    if (channel === 'alpha') continue;
    const va = a[channel];
    const vb = b[channel];
    if (channel === 'h') {
      // A missing hue (a grey) takes the other colour's.
      if (va === undefined || vb === undefined) out.h = va ?? vb;
      else out.h = mixHue(va, vb, p2, method);
      continue;
    }
    const x = va ?? vb ?? 0;
    const y = vb ?? va ?? 0;
    out[channel] = alpha === 0 ? 0 : (x * alphaA * p1 + y * alphaB * p2) / alpha;
  }
  const finalAlpha = alpha * alphaScale;
  if (finalAlpha < 1) out.alpha = finalAlpha;
  return out as unknown as Color;
}
