/**
 * The float path's batch gamut mapping (src/core/exact/gamutMapMany.ts): colorjs.io's `toGamut({ method: 'css' })` to
 * sRGB (rounded to bytes) and to Display P3, the single-colour functions' answers, and greys, black, white and alpha.
 */
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { GAMUT_MAP_STRIDE, gamutMapMany } from '../../../src/core/exact/gamutMapMany.ts';
import { oklchToHexInGamut } from '../../../src/core/convert/gamutMap.ts';
import { mulberry32 } from '../../../src/core/index.ts';

/** Returns `count` seeded OKLCH colours with alpha, in and far out of sRGB and Display P3. */
function seeded(count: number, seed: number): Float64Array {
  const random = mulberry32(seed);
  const out = new Float64Array(count * GAMUT_MAP_STRIDE);
  for (let i = 0; i < count; i++) out.set([random() * 1.1 - 0.05, random() * 0.5, random() * 360, random() < 0.5 ? 1 : random()], i * GAMUT_MAP_STRIDE);
  return out;
}

/** Returns the byte of a 0–1 channel as CSS rounds it. */
const byte = (c: number) => Math.floor(Math.min(1, Math.max(0, c)) * 255 + 0.5);

describe('gamutMapMany', () => {
  it('gives colorjs.io’s CSS gamut mapping: sRGB bytes exactly, Display P3 within 1e-9, on 5,000 seeded colours', () => {
    const input = seeded(5000, 41);
    const { srgb, p3 } = gamutMapMany(input, true);
    const failures: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const [l, c, h, alpha] = input.subarray(i * 4, i * 4 + 4);
      const inSrgb = new Color('oklch', [l, c, h]).toGamut({ method: 'css', space: 'srgb' }).to('srgb').coords.map((x) => byte(x ?? 0));
      const inP3 = new Color('oklch', [l, c, h]).toGamut({ method: 'css', space: 'p3' }).to('p3').coords;
      const ours = [...srgb.subarray(i * 4, i * 4 + 3)];
      if (ours.join() !== inSrgb.join()) failures.push(`oklch(${l} ${c} ${h}) sRGB ${ours} vs ${inSrgb}`);
      if (inP3.some((x, k) => !(Math.abs((x ?? 0) - (p3?.[i * 4 + k] ?? NaN)) <= 1e-9))) failures.push(`oklch(${l} ${c} ${h}) P3 ${p3?.subarray(i * 4, i * 4 + 3)} vs ${inP3}`);
      if (srgb[i * 4 + 3] !== byte(alpha) || p3?.[i * 4 + 3] !== alpha) failures.push(`alpha ${alpha}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('is the single colour’s fallback, and keeps P3 colours that lie in P3', () => {
    const input = seeded(500, 43);
    const { srgb } = gamutMapMany(input);
    for (let i = 0; i < 500; i++) {
      const hex = `#${[...srgb.subarray(i * 4, i * 4 + 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(oklchToHexInGamut(input[i * 4], input[i * 4 + 1], input[i * 4 + 2]));
    }
    const red = new Color('p3', [1, 0, 0]).to('oklch').coords.map((x) => x ?? 0);
    const { p3 } = gamutMapMany(new Float64Array([...red, 1]), true);
    expect([...(p3 ?? [])].map((x) => Number(x.toFixed(9)))).toEqual([1, 0, 0, 1]);
  });

  it('maps greys, black, white and lightness past both ends as CSS says', () => {
    const edges = [
      [0, 0, 0, 1],
      [1, 0, 0, 0.5],
      [0.5, 0, Number.NaN, 1],
      [0.5, 0.3, Number.NaN, 1],
      [1.2, 0.3, 40, 1],
      [-0.1, 0.3, 40, 0],
    ];
    const { srgb, p3 } = gamutMapMany(new Float64Array(edges.flat()), true);
    expect([...srgb]).toEqual([0, 0, 0, 255, 255, 255, 255, 128, 99, 99, 99, 255, 99, 99, 99, 255, 255, 255, 255, 255, 0, 0, 0, 0]);
    expect([...(p3 ?? [])].slice(0, 8).map((x) => Number(x.toFixed(12)))).toEqual([0, 0, 0, 1, 1, 1, 1, 0.5]);
    expect(p3?.[8]).toBeCloseTo(p3?.[9] ?? NaN, 12);
  });
});
