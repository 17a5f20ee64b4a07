/**
 * The working state of one palette generation (generatePalette in palette.ts): every slot's colour as packed
 * 0xRRGGBB bytes with the OKLab and WCAG luminance of those bytes, and every slot's OKLCH plan. The steps
 * (paletteSeed.ts, paletteSpread.ts, paletteDistance.ts) read and write it in place, always through the bytes
 * a slot will be written as, so every rule is checked on the palette the user gets.
 *
 * Numbers as the wasm port (assembly/generate/) computes them: OKLab of bytes through `srgbToOklab(byte / 255)`,
 * luminance as `relativeLuminance` (contrast/wcag.ts), distances as ΔE_OK ×100 = 100 · sqrt(ΔL² + Δa² + Δb²).
 */
import type { Vec3 } from '../convert/types.ts';
import { srgbChannelToLinear } from '../convert/srgbToLinear.ts';
import { linearChannelToSrgb } from '../convert/linearToSrgb.ts';
import { channelToByte } from '../convert/srgbToHex.ts';
import { srgbToOklab } from '../convert/srgbToOklab.ts';
import { labToLch } from '../convert/labToLch.ts';
import { oklchToLinearInGamut } from '../convert/gamutMap.ts';
import { WCAG_FLARE, WCAG_LUMINANCE_WEIGHTS } from '../contrast/wcag.ts';
import type { Random } from '../random/mulberry32.ts';

/** The state of one generation; arrays have one entry per slot (three for `lab`). */
export type PaletteWork = {
  readonly count: number;
  readonly locked: readonly boolean[];
  readonly random: Random;
  /** Packed 0xRRGGBB of each slot. */
  readonly rgb: number[];
  /** OKLab of each slot's bytes, [L, a, b] at 3i. */
  readonly lab: Float64Array;
  /** WCAG relative luminance of each slot's bytes. */
  readonly luminance: Float64Array;
  /** OKLCH of each slot: the plan of an unlocked slot (before gamut mapping), the colour of a locked one. */
  readonly lightness: Float64Array;
  readonly chroma: Float64Array;
  readonly hue: Float64Array;
  /** The harmony hue an unlocked slot was given (its plan's hue before jitter). */
  readonly baseHue: Float64Array;
  /** The palette's typical OKLCH chroma, set by palette.ts before seeding. */
  chromaCentre: number;
};

/** Returns the OKLab of packed bytes, as `srgbToOklab(hexToSrgb(code))`. */
export function packedToOklab(rgb: number): Vec3 {
  return srgbToOklab([((rgb >>> 16) & 0xff) / 255, ((rgb >>> 8) & 0xff) / 255, (rgb & 0xff) / 255]);
}

/** Returns the WCAG relative luminance of packed bytes, as `relativeLuminance(code)`. */
export function packedLuminance(rgb: number): number {
  const r = srgbChannelToLinear(((rgb >>> 16) & 0xff) / 255);
  const g = srgbChannelToLinear(((rgb >>> 8) & 0xff) / 255);
  const b = srgbChannelToLinear((rgb & 0xff) / 255);
  return WCAG_LUMINANCE_WEIGHTS[0] * r + WCAG_LUMINANCE_WEIGHTS[1] * g + WCAG_LUMINANCE_WEIGHTS[2] * b;
}

/** Returns the byte of a linear channel in [0, 1], as `srgbToHex(linearToSrgb(…))` rounds it. */
function linearToByte(x: number): number {
  return channelToByte(linearChannelToSrgb(x));
}

/** Returns packed 0xRRGGBB of OKLCH mapped into sRGB (CSS Color 4 chroma reduction, convert/gamutMap.ts). */
export function encodeOklch(l: number, c: number, h: number): number {
  const [r, g, b] = oklchToLinearInGamut(l, c, h);
  return ((linearToByte(r) << 16) | (linearToByte(g) << 8) | linearToByte(b)) >>> 0;
}

/** Returns the work for the packed colours (every slot measured; OKLCH of every slot from its bytes). */
export function createWork(rgb: readonly number[], locked: readonly boolean[], random: Random): PaletteWork {
  const count = rgb.length;
  const work: PaletteWork = {
    count,
    locked,
    random,
    rgb: rgb.slice(),
    lab: new Float64Array(3 * count),
    luminance: new Float64Array(count),
    lightness: new Float64Array(count),
    chroma: new Float64Array(count),
    hue: new Float64Array(count),
    baseHue: new Float64Array(count),
    chromaCentre: 0,
  };
  for (let i = 0; i < count; i++) {
    setColor(work, i, rgb[i]);
    const [l, c, h] = labToLch([work.lab[3 * i], work.lab[3 * i + 1], work.lab[3 * i + 2]]);
    work.lightness[i] = l;
    work.chroma[i] = c;
    work.hue[i] = h;
  }
  return work;
}

/** Writes packed bytes into slot `i` with their OKLab and luminance. */
export function setColor(work: PaletteWork, i: number, rgb: number): void {
  const [l, a, b] = packedToOklab(rgb);
  work.rgb[i] = rgb;
  work.lab[3 * i] = l;
  work.lab[3 * i + 1] = a;
  work.lab[3 * i + 2] = b;
  work.luminance[i] = packedLuminance(rgb);
}

/** Writes slot `i`'s OKLCH plan and `rgb`, the bytes it maps to (`encodeOklch(l, c, h)`). */
export function setPlanColor(work: PaletteWork, i: number, l: number, c: number, h: number, rgb: number): void {
  work.lightness[i] = l;
  work.chroma[i] = c;
  work.hue[i] = h;
  setColor(work, i, rgb);
}

/** Writes slot `i`'s OKLCH plan and the bytes it maps to. */
export function setPlan(work: PaletteWork, i: number, l: number, c: number, h: number): void {
  setPlanColor(work, i, l, c, h, encodeOklch(l, c, h));
}

/** Returns ΔE_OK ×100 between OKLab `lab` and slot `j`. */
export function distanceTo(work: PaletteWork, lab: Vec3, j: number): number {
  const dl = lab[0] - work.lab[3 * j];
  const da = lab[1] - work.lab[3 * j + 1];
  const db = lab[2] - work.lab[3 * j + 2];
  return 100 * Math.sqrt(dl * dl + da * da + db * db);
}

/** Returns ΔE_OK ×100 between slots `i` and `j`. */
export function slotDistance(work: PaletteWork, i: number, j: number): number {
  return distanceTo(work, [work.lab[3 * i], work.lab[3 * i + 1], work.lab[3 * i + 2]], j);
}

/**
 * Returns the WCAG contrast between the lightest and the darkest slot, with slot `skip` (−1: none) read as
 * having luminance `replacement`: (max + 0.05) / (min + 0.05), the ratio `contrastRatio` gives that pair.
 */
export function spreadRatio(work: PaletteWork, skip: number, replacement: number): number {
  let max = skip >= 0 ? replacement : -1;
  let min = skip >= 0 ? replacement : 2;
  for (let i = 0; i < work.count; i++) {
    if (i === skip) continue;
    const y = work.luminance[i];
    if (y > max) max = y;
    if (y < min) min = y;
  }
  return (max + WCAG_FLARE) / (min + WCAG_FLARE);
}
