import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { converter, modeOklch, modeP3, modeRgb, useMode as registerMode } from 'culori/fn';
import { GAMUTS, narrowestGamut, oklchInGamut } from '../../../src/core/convert/wideGamut.ts';
import { codeOf, pickerColorOf, readChannels } from '../../../src/ui/picker/pickerModel.ts';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import {
  EDGE_LABEL_LIGHTNESS,
  PLANE_CHROMA_MAX,
  PLANE_CHROMA_STEP,
  PLANE_SAMPLES,
  edgeLabels,
  gamutChromaEdge,
  gamutOutline,
  paintPlane,
  planeEdges,
  planeKeyStep,
  planePoint,
  planeValues,
  withLightnessChroma,
} from '../../../src/ui/picker/oklchPlane.ts';

for (const mode of [modeRgb, modeOklch, modeP3]) registerMode(mode); // not a React hook
const toRgb = converter('rgb');
const toP3 = converter('p3');

const lightness = fc.double({ min: 0.02, max: 0.98, noNaN: true });
const hue = fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true });

describe('the OKLCH plane: gamut edges', () => {
  it('each edge is the largest chroma inside its gamut by the core gamut test (a step past it is outside)', () => {
    fc.assert(
      fc.property(lightness, hue, fc.constantFrom(...GAMUTS), (l, h, gamut) => {
        const edge = gamutChromaEdge(l, h, gamut);
        expect(oklchInGamut(l, edge, h, gamut)).toBe(true);
        expect(oklchInGamut(l, edge * 0.5, h, gamut)).toBe(true);
        if (edge < PLANE_CHROMA_MAX) expect(oklchInGamut(l, edge + 1e-5, h, gamut)).toBe(false);
      }),
      { numRuns: 600, seed: 7 },
    );
  });

  it('nests the gamuts (sRGB within P3 within Rec. 2020) and closes at black and white', () => {
    fc.assert(
      fc.property(lightness, hue, (l, h) => {
        const [srgb, p3, rec2020] = GAMUTS.map((gamut) => gamutChromaEdge(l, h, gamut));
        expect(srgb).toBeLessThanOrEqual(p3 + 1e-6);
        expect(p3).toBeLessThanOrEqual(rec2020 + 1e-6);
      }),
      { numRuns: 300, seed: 8 },
    );
    for (const gamut of GAMUTS) {
      // Within the gamut test's tolerance (1e-9 of linear light, which at black is a chroma of 0.001).
      expect(gamutChromaEdge(0, 140, gamut)).toBeLessThan(0.002);
      expect(gamutChromaEdge(1, 140, gamut)).toBeLessThan(1e-5);
    }
  });

  it('agrees with known edges: sRGB red #ff0000 sits on the sRGB edge; Rec. 2020 passes 0.4 at hue 340°', () => {
    const [l, c, h] = readChannels('oklch', pickerColorOf('#ff0000'));
    expect(gamutChromaEdge(l / 100, h, 'srgb')).toBeCloseTo(c, 4);
    expect(gamutChromaEdge(0.74, 340, 'rec2020')).toBe(PLANE_CHROMA_MAX);
  });

  it('samples every gamut at every lightness given, once per hue', () => {
    const edges = planeEdges(260, [0, 0.25, 0.5, 0.75, 1]);
    expect(edges.map((edge) => edge.gamut)).toEqual([...GAMUTS]);
    for (const { gamut, chroma } of edges) {
      expect(chroma).toHaveLength(5);
      expect(chroma[2]).toBe(gamutChromaEdge(0.5, 260, gamut));
    }
  });

  it('names each edge on its row, right of every edge over the name’s height, and within the plane', () => {
    for (let h = 0; h < 360; h += 5) {
      for (const label of edgeLabels(h)) {
        expect(label.lightness).toBe(EDGE_LABEL_LIGHTNESS[label.gamut]);
        expect(label.edge).toBe(gamutChromaEdge(label.lightness, h, label.gamut));
        for (const gamut of GAMUTS) for (const dl of [-0.04, 0, 0.04]) expect(label.at).toBeGreaterThan(gamutChromaEdge(label.lightness + dl, h, gamut));
        // Room for the longest name ('Rec. 2020', about 50 px of the plane's 440) or 'sRGB' (28 px) at the widest rows.
        expect(label.at / PLANE_CHROMA_MAX).toBeLessThan(label.gamut === 'rec2020' ? 0.85 : 0.88);
      }
    }
  });
});

describe('the OKLCH plane: painting', () => {
  const { width, height } = PLANE_SAMPLES;
  const pixel = (pixels: Uint8ClampedArray, column: number, row: number) => [...pixels.slice((row * width + column) * 4, (row * width + column) * 4 + 4)];
  const at = (column: number, row: number) => ({ l: 1 - (row + 0.5) / height, c: ((column + 0.5) / width) * PLANE_CHROMA_MAX });

  it('paints each sample inside sRGB with its sRGB colour, opaque', () => {
    const h = 150;
    const pixels = paintPlane(h, 'srgb');
    expect(pixels).toHaveLength(width * height * 4);
    let inside = 0;
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const { l, c } = at(column, row);
        const gamut = narrowestGamut(l, c, h);
        const [r, g, b, a] = pixel(pixels, column, row);
        expect(a).toBe(255);
        if (gamut === 'srgb') {
          const rgb = toRgb({ mode: 'oklch', l, c, h });
          expect(Math.max(...[r, g, b].map((value, i) => Math.abs(value - [rgb.r, rgb.g, rgb.b][i] * 255)))).toBeLessThanOrEqual(0.51);
          inside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(500);
  });

  it('paints past sRGB with the colour of the same lightness and hue on the sRGB edge', () => {
    const h = 150;
    const pixels = paintPlane(h, 'srgb');
    const row = Math.round(height * 0.2);
    const { l } = at(0, row);
    const edge = gamutChromaEdge(l, h, 'srgb');
    const outer = gamutChromaEdge(l, h, 'rec2020');
    const column = Math.floor((((edge + outer) / 2) / PLANE_CHROMA_MAX) * width);
    expect(narrowestGamut(l, at(column, row).c, h)).not.toBe('srgb');
    const rgb = toRgb({ mode: 'oklch', l, c: edge, h });
    const near = (pixels: number[]) => pixels.slice(0, 3).map((value, i) => Math.abs(value - [rgb.r, rgb.g, rgb.b][i] * 255)).every((d) => d <= 0.51);
    expect(near(pixel(pixels, column, row))).toBe(true);
    // Beyond Rec. 2020 too (the view cuts it away at the outline), so the scaled-up samples blend with no halo.
    expect(near(pixel(pixels, width - 1, row))).toBe(true);
  });

  it('outlines a gamut as a polygon from black along its edge to white and down the grey axis', () => {
    const lightness = [0, 0.5, 1];
    const [, , rec2020] = planeEdges(150, lightness);
    const outline = gamutOutline(rec2020, lightness);
    const points = outline.replace(/^polygon\((.*)\)$/, '$1').split(', ').map((point) => point.split(' ').map((value) => Number(value.replace('%', ''))));
    expect(points[0]).toEqual([0, 100]);
    expect(points.slice(1, 4).map(([x, y]) => [x / 100 * PLANE_CHROMA_MAX, y])).toEqual(
      rec2020.chroma.map((c, i) => [expect.closeTo(c, 5), (1 - lightness[i]) * 100]),
    );
    expect(points[4]).toEqual([0, 0]);
  });

  it('paints in Display P3 for a P3 canvas: a colour past sRGB is drawn as it is', () => {
    const h = 140;
    const pixels = paintPlane(h, 'display-p3');
    const row = Math.round(height * 0.25);
    const { l } = at(0, row);
    const srgb = gamutChromaEdge(l, h, 'srgb');
    const p3 = gamutChromaEdge(l, h, 'p3');
    const column = Math.floor((((srgb + p3) / 2) / PLANE_CHROMA_MAX) * width);
    const { c } = at(column, row);
    expect(narrowestGamut(l, c, h)).toBe('p3');
    const color = toP3({ mode: 'oklch', l, c, h });
    const [r, g, b, a] = pixel(pixels, column, row);
    expect([r, g, b].map((value, i) => Math.abs(value - [color.r, color.g, color.b][i] * 255)).every((d) => d <= 0.51)).toBe(true);
    expect(a).toBe(255);
  });
});

describe('the OKLCH plane: pointer and keys', () => {
  it('maps a point to lightness and chroma and back (light at the top, chroma to the right)', () => {
    expect(planeValues(0, 0)).toEqual({ lightness: 100, chroma: 0 });
    expect(planeValues(1, 1)).toEqual({ lightness: 0, chroma: PLANE_CHROMA_MAX });
    expect(planeValues(0.25, 0.3)).toEqual({ lightness: 70, chroma: 0.1 });
    expect(planePoint(70, 0.1)).toEqual({ x: expect.closeTo(0.25, 9), y: expect.closeTo(0.3, 9) });
    // A value beyond the axis stays on the plane's edge.
    expect(planePoint(120, 0.5)).toEqual({ x: 1, y: 0 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: PLANE_CHROMA_MAX, noNaN: true }), (l, c) => {
        const { x, y } = planePoint(l, c);
        const back = planeValues(x, y);
        expect(Math.abs(back.lightness - l)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(back.chroma - c)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
      { numRuns: 500, seed: 9 },
    );
  });

  it('steps 1 % of an axis per key (10 % with Shift), clamps at the edges, Home/End set chroma to 0 / the maximum', () => {
    expect(planeKeyStep(58.62, 0.15327, { dx: 1, dy: 0 })).toEqual({ lightness: 58.6, chroma: 0.157 });
    expect(planeKeyStep(58.62, 0.15327, { dx: 0, dy: -10 })).toEqual({ lightness: 48.6, chroma: 0.153 });
    expect(planeKeyStep(99.5, 0.001, { dx: -10, dy: 10 })).toEqual({ lightness: 100, chroma: 0 });
    expect(planeKeyStep(50, 0.2, { toStart: true })).toEqual({ lightness: 50, chroma: 0 });
    expect(planeKeyStep(50, 0.2, { toEnd: true })).toEqual({ lightness: 50, chroma: PLANE_CHROMA_MAX });
    expect(PLANE_CHROMA_STEP).toBeCloseTo(0.004, 12);
  });

  it('writes lightness and chroma through the model: the hue stays, the code is the gamut-mapped colour', () => {
    const start = pickerColorOf('#3a7bd5');
    const [, , h] = readChannels('oklch', start);
    const next = withLightnessChroma(start, 70, 0.25);
    expect(readChannels('oklch', next)).toEqual([70, 0.25, h]);
    expect(codeOf(next)).toBe(oklchToHexInGamut(0.7, 0.25, h));
  });
});
