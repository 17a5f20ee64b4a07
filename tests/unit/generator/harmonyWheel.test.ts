import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WHEEL_MAX_CHROMA, moveOnWheel, srgbChromaEdge, wheelHueChroma, wheelLightness, wheelPixels, wheelPoint, wheelXY } from '../../../src/core/generate/harmonyWheel.ts';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';

/** Returns the hue distance in degrees, 0–180. */
const hueGap = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180);

describe('the harmony wheel', () => {
  it('places hue counter-clockwise from the right and chroma outwards, and reads them back', () => {
    expect(wheelXY(0, WHEEL_MAX_CHROMA)).toEqual([1, -0]);
    const [x, y] = wheelXY(90, WHEEL_MAX_CHROMA / 2);
    expect(x).toBeCloseTo(0, 12);
    expect(y).toBeCloseTo(-0.5, 12);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0.001, max: WHEEL_MAX_CHROMA, noNaN: true }), (h, c) => {
        const back = wheelHueChroma(...wheelXY(h, c));
        expect(back.c).toBeCloseTo(c, 9);
        expect(hueGap(back.h, h)).toBeLessThan(1e-6);
      }),
      { numRuns: 500, seed: 4 },
    );
    expect(wheelHueChroma(3, 0).c).toBe(WHEEL_MAX_CHROMA);
  });

  it('is painted at the palette’s mean lightness', () => {
    const points = ['#000000', '#ffffff'].map(wheelPoint);
    expect(wheelLightness(points)).toBeCloseTo(0.5, 6);
  });

  const codes = ['#3a7bd5', '#d53a7b', '#7bd53a', '#808080'];
  const points = codes.map(wheelPoint);

  it('moves one colour alone without a harmony, its lightness kept', () => {
    const next = moveOnWheel(codes, points, [false, false, false, false], { index: 0, h: 30, c: 0.1 }, false);
    expect(next.slice(1)).toEqual(codes.slice(1));
    expect(next[0]).toBe(oklchToHexInGamut(points[0].l, 0.1, 30));
    expect(wheelPoint(next[0]).l).toBeCloseTo(points[0].l, 2);
  });

  it('with a harmony, turns the other unlocked colours by the same angle and scales their chroma; locked colours and greys stay', () => {
    const locked = [false, false, true, false];
    const turn = 40;
    const to = { index: 0, h: points[0].h + turn, c: points[0].c * 0.8 };
    const next = moveOnWheel(codes, points, locked, to, true);
    expect(next[2]).toBe(codes[2]);
    expect(next[3]).toBe(codes[3]);
    const moved = wheelPoint(next[1]);
    expect(hueGap(moved.h, points[1].h + turn)).toBeLessThan(1.5);
    expect(moved.c).toBeCloseTo(points[1].c * 0.8, 2);
    // The harmony's shape is kept: the two colours stay as far apart in hue as before.
    expect(hueGap(wheelPoint(next[0]).h, moved.h)).toBeCloseTo(hueGap(points[0].h, points[1].h), 0);
  });

  it('never moves a locked marker, and keeps every code of a move back to where it started', () => {
    expect(moveOnWheel(codes, points, [true, false, false, false], { index: 0, h: 10, c: 0.2 }, true)).toEqual(codes);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.boolean(), (index, linked) => {
        const back = moveOnWheel(codes, points, [false, false, false, false], { index, h: points[index].h, c: points[index].c }, linked);
        // Each colour is drawn again at its own OKLCH: the same code, or one a byte step away.
        back.forEach((code, i) => {
          const [a, b] = [code, codes[i]].map((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));
          for (let k = 0; k < 3; k++) expect(Math.abs(a[k] - b[k])).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 20, seed: 1 },
    );
  });
});

describe('the wheel’s picture', () => {
  it('is the colours inside sRGB’s edge, the edge colour veiled beyond it, and nothing beyond the rim', () => {
    const side = 60;
    const pixels = wheelPixels(0.6, side);
    const at = (px: number, py: number) => Array.from(pixels.slice((py * side + px) * 4, (py * side + px) * 4 + 4));
    expect(at(0, 0)[3]).toBe(0); // a corner: beyond the rim
    // Next to the centre: almost the grey at the palette's lightness (chroma 0.007), opaque.
    const centre = at(30, 30);
    expect(centre[3]).toBe(255);
    expect(Math.max(...centre.slice(0, 3)) - Math.min(...centre.slice(0, 3))).toBeLessThanOrEqual(6);
    // Along hue 0, the edge is where the pixels start being veiled, at sRGB's chroma limit for that hue.
    const edge = srgbChromaEdge(0.6)[0];
    const row = Array.from({ length: 29 }, (_, i) => ({ c: ((i + 0.5) / 30) * WHEEL_MAX_CHROMA, alpha: at(30 + i, 29)[3] }));
    // (Within a pixel of the edge either may hold; the last pixel is the rim's.)
    for (const { c, alpha } of row.slice(0, -1).filter(({ c }) => Math.abs(c - edge) > 0.012)) expect(alpha === 255, `chroma ${c}`).toBe(c < edge);
    expect(row.some(({ alpha }) => alpha < 255)).toBe(true);
  });
});
