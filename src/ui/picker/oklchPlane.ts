/**
 * The OKLCH tab's lightness × chroma plane at one hue, as oklch.com draws it: x is chroma (0 at the left, the chroma
 * channel's maximum at the right), y is lightness (100 % at the top). Pure: the gamut edges, the painted pixels, where
 * the edges are named, and the mapping between a point of the plane and the channels. No React, no DOM.
 *
 * Each gamut's edge at a lightness is the largest chroma inside it, found by bisection with the core's gamut test
 * (`oklchInGamut`); at a fixed lightness and hue the colours inside a gamut run from grey (chroma 0) to that edge.
 * Reference: https://oklch.com (evilmartians/oklch-picker), https://www.w3.org/TR/css-color-4/#color-conversion-code
 */
import { GAMUTS, oklchInGamut, xyz65ToDisplayP3, type Gamut } from '../../core/convert/wideGamut';
import { lchToLab } from '../../core/convert/lchToLab';
import { oklabToXyz65 } from '../../core/convert/oklabToXyz65';
import { xyz65ToLinear } from '../../core/convert/xyz65ToLinear';
import { linearToSrgb } from '../../core/convert/linearToSrgb';
import { PICKER_CHANNELS, roundTo, writeChannel, type PickerColor } from './pickerModel';
import type { KeyMove } from './keyboard';

/** The short names the OKLCH tab gives the gamuts, on the tracks' edge marks and the plane's edges (both languages). */
export const GAMUT_SHORT: Record<Gamut, string> = { srgb: 'sRGB', p3: 'P3', rec2020: 'Rec. 2020' };

/** The plane's chroma axis ends at the chroma channel's maximum (0.4): Rec. 2020 reaches 0.41 at hue 340°. */
export const PLANE_CHROMA_MAX = PICKER_CHANNELS.oklch[1].max;

/**
 * Pixels painted per plane (columns × rows), scaled up by the browser: the plane is about 440 × 168 CSS px, so each
 * sample covers 4 × 4 px, and a repaint (on each change of hue) converts 4,620 colours.
 */
export const PLANE_SAMPLES = { width: 110, height: 42 } as const;

/** Lightness samples of each edge line, 0 to 1 (97: one per 1.75 px of the plane's height). */
export const EDGE_LINE_SAMPLES = 97;

/** Bisection steps of an edge: 0.4 / 2^20, far below a pixel of the plane. */
const EDGE_HALVINGS = 20;

/**
 * Returns the largest chroma (up to `ceiling`) at OKLCH lightness `l` (0–1) and hue `h` (degrees) that lies inside
 * `gamut`, by bisection with the core's gamut test; 0 at black and white.
 */
export function gamutChromaEdge(l: number, h: number, gamut: Gamut, ceiling = PLANE_CHROMA_MAX): number {
  if (oklchInGamut(l, ceiling, h, gamut)) return ceiling;
  let lo = 0;
  let hi = ceiling;
  for (let step = 0; step < EDGE_HALVINGS; step++) {
    const mid = (lo + hi) / 2;
    if (oklchInGamut(l, mid, h, gamut)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** One gamut's edge on the plane: its chroma at each of `lightness`'s values (0–1, ascending). */
export type PlaneEdge = { readonly gamut: Gamut; readonly chroma: readonly number[] };

/** Returns the lightness values (0–1) the edge lines are sampled at. */
export function edgeLineLightness(samples = EDGE_LINE_SAMPLES): number[] {
  return Array.from({ length: samples }, (_, i) => i / (samples - 1));
}

/** Returns the edges of sRGB, Display P3 and Rec. 2020 at a hue, at each of `lightness`'s values: computed once per hue. */
export function planeEdges(h: number, lightness: readonly number[] = edgeLineLightness()): PlaneEdge[] {
  return GAMUTS.map((gamut) => ({ gamut, chroma: lightness.map((l) => gamutChromaEdge(l, h, gamut)) }));
}

/** The colour space a plane is painted in: a canvas in Display P3 where the screen shows it, else sRGB. */
export type PlaneSpace = 'srgb' | 'display-p3';

/** Returns the gamma-encoded channels (0–1, unclamped) of OKLCH (l 0–1, c, h) in the painted space. */
function encoded(l: number, c: number, h: number, space: PlaneSpace) {
  const xyz = oklabToXyz65(lchToLab([l, c, h]));
  return space === 'display-p3' ? xyz65ToDisplayP3(xyz) : linearToSrgb(xyz65ToLinear(xyz));
}

/**
 * Returns the RGBA pixels (row by row from the top, 0–255, in `space`, opaque) of the plane at hue `h`: each sample
 * painted with its colour or, past what `space` shows, with the colour of the same lightness on `space`'s edge (chroma
 * reduced, the hue kept). The view cuts the painting at Rec. 2020's edge (`gamutOutline`), so beyond it the plane's
 * neutral ground shows, with a crisp edge however coarse the samples.
 */
export function paintPlane(h: number, space: PlaneSpace, width: number = PLANE_SAMPLES.width, height: number = PLANE_SAMPLES.height): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const shown: Gamut = space === 'display-p3' ? 'p3' : 'srgb';
  for (let row = 0; row < height; row++) {
    const l = 1 - (row + 0.5) / height;
    const shownEdge = gamutChromaEdge(l, h, shown);
    for (let column = 0; column < width; column++) {
      const c = ((column + 0.5) / width) * PLANE_CHROMA_MAX;
      const rgb = encoded(l, Math.min(c, shownEdge), h, space);
      const at = (row * width + column) * 4;
      pixels[at] = Math.round(rgb[0] * 255);
      pixels[at + 1] = Math.round(rgb[1] * 255);
      pixels[at + 2] = Math.round(rgb[2] * 255);
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

/**
 * Returns the CSS `polygon()` of the plane's part inside one gamut (an edge sampled at `lightness`, 0–1 ascending):
 * from black along the edge to white, and down the grey axis, in percent of the plane.
 */
export function gamutOutline(edge: PlaneEdge, lightness: readonly number[]): string {
  const points = edge.chroma.map((c, i) => `${round3((c / PLANE_CHROMA_MAX) * 100)}% ${round3((1 - lightness[i]) * 100)}%`);
  return `polygon(0% 100%, ${points.join(', ')}, 0% 0%)`;
}

/** Returns x to 3 decimals, as CSS takes it. */
const round3 = (x: number) => roundTo(x, 3);

/** Returns where OKLCH lightness (percent) and chroma lie on the plane, as fractions x, y in [0, 1] (y down). */
export function planePoint(lightness: number, chroma: number): { x: number; y: number } {
  return { x: clamp(chroma / PLANE_CHROMA_MAX, 0, 1), y: clamp(1 - lightness / 100, 0, 1) };
}

/**
 * Returns the lightness (percent, 1 decimal) and chroma (3 decimals) at a point of the plane, fractions x, y in [0, 1]
 * (y down, as a pointer reports them): a drag gives values as plain as the fields show.
 */
export function planeValues(x: number, y: number): { lightness: number; chroma: number } {
  return { lightness: roundTo(clamp((1 - y) * 100, 0, 100), 1), chroma: roundTo(clamp(x * PLANE_CHROMA_MAX, 0, PLANE_CHROMA_MAX), 3) };
}

/** Chroma of one keyboard step on the plane: 1 % of its width, as lightness steps by 1 % of its height. */
export const PLANE_CHROMA_STEP = PLANE_CHROMA_MAX / 100;

/**
 * Returns the lightness and chroma after a key (keyboard.ts): Left/Right step chroma by 1 % of the axis (10 % with
 * Shift), Up/Down (and Page Up/Down) lightness by 1 (10), Home/End set chroma to 0 / the maximum.
 */
export function planeKeyStep(lightness: number, chroma: number, move: KeyMove): { lightness: number; chroma: number } {
  if ('toStart' in move) return { lightness, chroma: 0 };
  if ('toEnd' in move) return { lightness, chroma: PLANE_CHROMA_MAX };
  return {
    lightness: roundTo(clamp(lightness + move.dy, 0, 100), 1),
    chroma: roundTo(clamp(chroma + move.dx * PLANE_CHROMA_STEP, 0, PLANE_CHROMA_MAX), 3),
  };
}

/** Returns the working colour with the OKLCH tab's lightness (percent) and chroma set, through the model's `writeChannel`. */
export function withLightnessChroma(color: PickerColor, lightness: number, chroma: number): PickerColor {
  return writeChannel('oklch', writeChannel('oklch', color, 0, lightness), 1, chroma);
}

/**
 * Where a gamut's edge is named on the plane: on the row at `lightness` (0–1), a dot on the edge at `edge` (its
 * chroma there) and a line to the name, which starts at `at` (chroma), clear of every edge.
 */
export type EdgeLabel = { readonly gamut: Gamut; readonly lightness: number; readonly edge: number; readonly at: number };

/**
 * The rows the names sit on, one per gamut (sRGB at the top): on the lower, straight part of the edges, where the
 * plane right of them is empty at every hue (the widest edge a name clears, Rec. 2020's at hue 250°, reaches 0.33 of 0.4).
 */
export const EDGE_LABEL_LIGHTNESS: Record<Gamut, number> = { srgb: 0.32, p3: 0.225, rec2020: 0.13 };

/** Half a name's height in lightness (7 px of the plane's 168): a name starts right of the edges over all its height. */
const LABEL_HALF_HEIGHT = 0.045;

/** Room between the widest edge and a name, in chroma (about 6 px). */
const LABEL_GAP = PLANE_CHROMA_MAX * 0.012;

/** Returns where each gamut's edge is named at hue `h`: a staircase along the edges' lower part, each name clear of them. */
export function edgeLabels(h: number): EdgeLabel[] {
  return GAMUTS.map((gamut) => {
    const lightness = EDGE_LABEL_LIGHTNESS[gamut];
    // The edges widen with lightness on this part: the name's top row is the one to clear.
    const clear = Math.max(...GAMUTS.map((other) => gamutChromaEdge(lightness + LABEL_HALF_HEIGHT, h, other)));
    return { gamut, lightness, edge: gamutChromaEdge(lightness, h, gamut), at: Math.min(clear + LABEL_GAP, PLANE_CHROMA_MAX) };
  });
}

/** Returns x clamped to [min, max]. */
function clamp(x: number, min: number, max: number): number {
  return x < min ? min : x > max ? max : x;
}
