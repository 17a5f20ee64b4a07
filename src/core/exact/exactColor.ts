/**
 * An exact colour: a colour kept as it was authored, in its own space, at full precision, with alpha. Irodori keeps
 * every colour as its sRGB '#rrggbb' code (the SPEC's form, and each wide or translucent colour's fallback); a colour
 * that the code cannot say exactly (outside sRGB, translucent, or between two 8-bit steps) also keeps its exact text.
 *
 * The exact text is CSS, in a small strict grammar read here without any library, so that the stores can read it at
 * start-up (culori stays in the lazy chunks that read arbitrary CSS, ./readExact.ts):
 *
 *   oklch(L C H [/ A])   oklab(L a b [/ A])   lab(L a b [/ A])   lch(L C H [/ A])
 *   color(srgb | display-p3 | rec2020  r g b [/ A])   rgb(R G B [/ A])   #rrggbbaa   #rgba
 *
 * with numbers, percentages where CSS Color 4 allows them, `none`, and `deg` on hues. The text keeps the digits
 * as written ("oklch(63.7% 0.237 25.331)" stays exactly that), only folded to lower case and single spaces, so a
 * colour brought in from Tailwind or shadcn/ui goes back out digit for digit.
 * Reference: CSS Color 4 §8–10 (https://www.w3.org/TR/css-color-4/#specifying-oklab-oklch); percentages as its
 * reference ranges: OKLab L 100% = 1, a/b 100% = 0.4, OKLCH C 100% = 0.4; Lab L 100% = 100, a/b 100% = 125,
 * LCH C 100% = 150; RGB spaces 100% = 1; rgb() 100% = 255.
 */
import type { Vec3 } from '../convert/types.ts';

/** The spaces an exact colour may be written in ('srgb' also covers rgb() and 8-digit hex). */
export const EXACT_SPACES = ['srgb', 'display-p3', 'rec2020', 'oklch', 'oklab', 'lab', 'lch'] as const;
export type ExactSpace = (typeof EXACT_SPACES)[number];

/** A colour read from its exact text: the space, three coordinates in that space's own units, alpha 0–1. */
export type ExactColor = {
  readonly space: ExactSpace;
  /** srgb, display-p3 and rec2020 0–1 (gamma-encoded); oklch L 0–1, C, H degrees; lab L 0–100; `none` → 0. */
  readonly coords: Vec3;
  readonly alpha: number;
  /** The exact text, normalised (lower case, single spaces). */
  readonly text: string;
};

/** A number as CSS writes it (no units); exponent allowed. */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/;

/** How one component reads: what 100% means, whether it is a hue (`deg` allowed, no %), whether % is allowed at all. */
type Component = { readonly percent: number | null; readonly hue?: boolean };

const FUNCTIONS: Readonly<Record<string, { space: ExactSpace; components: readonly [Component, Component, Component] }>> = {
  oklch: { space: 'oklch', components: [{ percent: 1 }, { percent: 0.4 }, { percent: null, hue: true }] },
  oklab: { space: 'oklab', components: [{ percent: 1 }, { percent: 0.4 }, { percent: 0.4 }] },
  lab: { space: 'lab', components: [{ percent: 100 }, { percent: 125 }, { percent: 125 }] },
  lch: { space: 'lch', components: [{ percent: 100 }, { percent: 150 }, { percent: null, hue: true }] },
  rgb: { space: 'srgb', components: [{ percent: 255 }, { percent: 255 }, { percent: 255 }] },
};

const RGB_SPACE: Component = { percent: 1 };
const COLOR_SPACES: Readonly<Record<string, ExactSpace>> = { srgb: 'srgb', 'display-p3': 'display-p3', rec2020: 'rec2020' };

/**
 * Returns the number a decimal text means with its point moved `places` to the left (a percentage to a fraction:
 * '63.7' and 2 → 0.637), by moving the digits rather than dividing, so no binary rounding creeps in.
 */
export function shiftDecimal(text: string, places: number): number {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  return Number(`${sign}${whole || '0'}.${fraction}e${Number(exponent) - places}`);
}

/** Returns a component's value, or null when the token is not one this component accepts. */
function readComponent(token: string, component: Component): number | null {
  if (token === 'none') return 0;
  if (component.hue && token.endsWith('deg')) token = token.slice(0, -3);
  if (token.endsWith('%')) {
    if (component.percent === null) return null;
    const digits = token.slice(0, -1);
    if (!NUMBER.test(digits)) return null;
    // 100% = 1 moves the point two places; any other reference range multiplies the fraction.
    const fraction = shiftDecimal(digits, 2);
    return component.percent === 1 ? fraction : fraction * component.percent;
  }
  return NUMBER.test(token) ? Number(token) : null;
}

/** Returns alpha of a token (a number or a percentage, clamped to 0–1), or null. */
function readAlpha(token: string): number | null {
  const value = token === 'none' ? 0 : token.endsWith('%') && NUMBER.test(token.slice(0, -1)) ? shiftDecimal(token.slice(0, -1), 2) : NUMBER.test(token) ? Number(token) : null;
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(1, Math.max(0, value));
}

/** Returns the colour of an 8- or 4-digit hex code, or null. */
function readHexAlpha(text: string): ExactColor | null {
  const match = /^#([0-9a-f]{8}|[0-9a-f]{4})$/.exec(text);
  if (!match) return null;
  const digits = match[1].length === 4 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const byte = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { space: 'srgb', coords: [byte(0) / 255, byte(1) / 255, byte(2) / 255], alpha: byte(3) / 255, text: `#${digits}` };
}

/**
 * Returns the colour of an exact text, or null when it is not in the grammar above (plain hex, names, hsl() and the
 * rest are read by ./readExact.ts and turned into this grammar first). Never throws.
 */
export function readExact(input: unknown): ExactColor | null {
  if (typeof input !== 'string') return null;
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) return readHexAlpha(text);
  const match = /^([a-z]+)\(\s*([^()]*?)\s*\)$/.exec(text);
  if (!match) return null;
  const [, name, body] = match;
  const [main, alphaPart, ...extra] = body.split('/');
  if (extra.length > 0) return null;
  const tokens = main.trim().split(/\s+/);
  let space: ExactSpace;
  let components: readonly Component[];
  let prefix = '';
  if (name === 'color') {
    const spaceName = tokens.shift() ?? '';
    if (!(spaceName in COLOR_SPACES)) return null;
    space = COLOR_SPACES[spaceName];
    components = [RGB_SPACE, RGB_SPACE, RGB_SPACE];
    prefix = `${spaceName} `;
  } else if (name in FUNCTIONS) {
    ({ space, components } = FUNCTIONS[name]);
  } else {
    return null;
  }
  if (tokens.length !== 3) return null;
  const values = tokens.map((token, i) => readComponent(token, components[i]));
  if (values.some((v) => v === null || !Number.isFinite(v))) return null;
  let alpha = 1;
  let alphaText = '';
  if (alphaPart !== undefined) {
    const token = alphaPart.trim();
    const value = readAlpha(token);
    if (value === null) return null;
    alpha = value;
    alphaText = ` / ${token}`;
  }
  let coords = values as unknown as [number, number, number];
  if (name === 'rgb') coords = [coords[0] / 255, coords[1] / 255, coords[2] / 255];
  return { space, coords, alpha, text: `${name}(${prefix}${tokens.join(' ')}${alphaText})` };
}

/** Returns whether a text is an exact colour text (see `readExact`). */
export function isExactText(input: unknown): input is string {
  return readExact(input) !== null;
}

/** Returns a number for an exact text: at most 12 significant digits, no float noise, no trailing zeros. */
export function formatExactNumber(value: number, maxDecimals = 12): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Number(Number(value.toPrecision(12)).toFixed(maxDecimals));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
