/**
 * The gradient's interpolation spaces (src/core/gradient/spaces.ts) against culori's conversions (Rec. 2020 with
 * BT.2020's curve, as CSS Color 4's sample code and Chromium), and round trips through XYZ D65 for greys, black,
 * white and colours outside sRGB.
 */
import { describe, expect, it } from 'vitest';
import { converter, type Color } from 'culori';
import { INTERPOLATION_SPACES, type InterpolationSpace } from '../../../src/core/gradient/gradient';
import { spaceToXyz65, xyz65ToSpace } from '../../../src/core/gradient/spaces';
import { mulberry32 } from '../../../src/core/random/mulberry32';
import type { Vec3 } from '../../../src/core/convert/types';

/** culori's mode and channel names for each space, and the factor from culori's units to CSS's (hsl, hwb: 100). */
const CULORI: Partial<Record<InterpolationSpace, { mode: string; channels: [string, string, string]; scale: [number, number, number] }>> = {
  oklch: { mode: 'oklch', channels: ['l', 'c', 'h'], scale: [1, 1, 1] },
  oklab: { mode: 'oklab', channels: ['l', 'a', 'b'], scale: [1, 1, 1] },
  srgb: { mode: 'rgb', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'srgb-linear': { mode: 'lrgb', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'display-p3': { mode: 'p3', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  rec2020: { mode: 'rec2020', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'a98-rgb': { mode: 'a98', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'prophoto-rgb': { mode: 'prophoto', channels: ['r', 'g', 'b'], scale: [1, 1, 1] },
  lab: { mode: 'lab', channels: ['l', 'a', 'b'], scale: [1, 1, 1] },
  lch: { mode: 'lch', channels: ['l', 'c', 'h'], scale: [1, 1, 1] },
  'xyz-d65': { mode: 'xyz65', channels: ['x', 'y', 'z'], scale: [1, 1, 1] },
  'xyz-d50': { mode: 'xyz50', channels: ['x', 'y', 'z'], scale: [1, 1, 1] },
  hsl: { mode: 'hsl', channels: ['h', 's', 'l'], scale: [1, 100, 100] },
  hwb: { mode: 'hwb', channels: ['h', 'w', 'b'], scale: [1, 100, 100] },
};

/**
 * Decimal places of agreement: culori's D50 white and adaptation differ from CSS Color 4's in the 8th digit, which
 * Lab's scale (L 0–100) shows at about 4e-5; the hsl and hwb scale of 100 shows culori's noise ×100.
 */
const DIGITS: Partial<Record<InterpolationSpace, number>> = { lab: 3, lch: 3, 'prophoto-rgb': 6, hsl: 5, hwb: 5 };

/** Seeded XYZ D65 colours: sRGB ones, and some of Display P3 beyond sRGB. */
function sampleXyz(): Vec3[] {
  const random = mulberry32(7);
  const toXyz = converter('xyz65');
  const colors: Vec3[] = [];
  for (let i = 0; i < 60; i++) {
    const mode = i % 3 === 0 ? 'p3' : 'rgb';
    const c = toXyz({ mode, r: random(), g: random(), b: random() } as Color) as { x: number; y: number; z: number };
    colors.push([c.x, c.y, c.z]);
  }
  return colors;
}

/** Returns whether two hues (degrees) are the same angle within `tolerance`. */
function sameHue(a: number, b: number, tolerance: number): boolean {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d) <= tolerance;
}

describe('gradient interpolation spaces', () => {
  const colors = sampleXyz();

  it.each(Object.keys(CULORI) as InterpolationSpace[])('%s matches culori from XYZ D65', (space) => {
    const { mode, channels, scale } = CULORI[space]!;
    const toMode = converter(mode as 'rgb');
    for (const xyz of colors) {
      const ours = xyz65ToSpace(xyz, space);
      const theirs = toMode({ mode: 'xyz65', x: xyz[0], y: xyz[1], z: xyz[2] } as Color) as unknown as Record<string, number | undefined>;
      for (let i = 0; i < 3; i++) {
        const expected = (theirs[channels[i]] ?? Number.NaN) * scale[i];
        const isHue = channels[i] === 'h';
        // A hue counts only where the colour has one (culori keeps noise hues that CSS calls powerless).
        if (isHue && (Number.isNaN(ours[i]) || Number.isNaN(expected))) continue;
        if (isHue) expect(sameHue(ours[i], expected, space === 'lch' ? 1e-4 : 1e-6), `${space} hue of ${xyz}`).toBe(true);
        else expect(ours[i], `${space}[${i}] of ${xyz}`).toBeCloseTo(expected, DIGITS[space] ?? 7);
      }
    }
  });

  it.each([...INTERPOLATION_SPACES])('%s round-trips through XYZ D65, greys, black, white and wide colours too', (space) => {
    const greys: Vec3[] = [[0, 0, 0], [0.95045592705167, 1, 1.08905775075988], [0.2034, 0.214, 0.233]];
    for (const xyz of [...colors, ...greys]) {
      const back = spaceToXyz65(xyz65ToSpace(xyz, space), space);
      // hsl and hwb are sRGB's cylinders: a colour beyond sRGB still comes back (negative channels are kept).
      for (let i = 0; i < 3; i++) expect(back[i], `${space} ${xyz}`).toBeCloseTo(xyz[i], 9);
    }
  });

  it('marks powerless hues: greys in every polar space, white + black ≥ 100 in hwb', () => {
    const grey: Vec3 = [0.2034, 0.214, 0.233];
    const oklchGrey = xyz65ToSpace(xyz65ToSpace(spaceToXyz65([0.5, 0.5, 0.5], 'srgb'), 'xyz-d65'), 'oklch');
    expect(oklchGrey[2]).toBeNaN();
    expect(xyz65ToSpace(spaceToXyz65([0.5, 0.5, 0.5], 'srgb'), 'lch')[2]).toBeNaN();
    expect(xyz65ToSpace(spaceToXyz65([0.5, 0.5, 0.5], 'srgb'), 'hsl')[0]).toBeNaN();
    expect(xyz65ToSpace(spaceToXyz65([0.5, 0.5, 0.5], 'srgb'), 'hwb')[0]).toBeNaN();
    expect(xyz65ToSpace(grey, 'oklch')[2]).not.toBeNaN();
    expect(xyz65ToSpace(spaceToXyz65([1, 0.5, 0], 'srgb'), 'hsl')[0]).toBeCloseTo(30, 9);
  });
});
