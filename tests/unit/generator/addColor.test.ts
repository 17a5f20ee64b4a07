import { describe, expect, it } from 'vitest';
import { PALETTE_MAX_COLORS, PALETTE_MIN_DELTA_E, generatePalette, hexToSrgb, srgbToOklab } from '../../../src/core/index.ts';
import { addColorRequest } from '../../../src/features/generator/palette/addColor';

/** Returns ΔE_OK ×100 between two codes. */
function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = srgbToOklab(hexToSrgb(a));
  const [l2, a2, b2] = srgbToOklab(hexToSrgb(b));
  return 100 * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const palette = (codes: string[]) => ({ slots: codes.map((code) => ({ code })), harmony: 'auto' as const });

describe('one more colour for the palette (touch screens’ Add button)', () => {
  it('asks for every colour kept and one free slot at the end, in the palette’s harmony', () => {
    const request = addColorRequest({ ...palette(['#264653', '#2a9d8f', '#e9c46a']), harmony: 'triadic' }, 7);
    expect(request).toEqual({ colors: ['#264653', '#2a9d8f', '#e9c46a', '#e9c46a'], locked: [true, true, true, false], harmony: 'triadic', seed: 7 });
  });

  it('gives a new colour apart from every other, the others untouched, for many seeds', () => {
    const codes = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'];
    for (let seed = 0; seed < 200; seed++) {
      const result = generatePalette(addColorRequest(palette(codes), seed)!);
      expect(result.colors.slice(0, codes.length)).toEqual(codes);
      const added = result.colors[codes.length];
      expect(added).toMatch(/^#[0-9a-f]{6}$/);
      for (const code of codes) expect(deltaE(added, code), `seed ${seed}: ${added} by ${code}`).toBeGreaterThanOrEqual(PALETTE_MIN_DELTA_E);
    }
  });

  it('asks for nothing when the palette is full', () => {
    const full = palette(Array.from({ length: PALETTE_MAX_COLORS }, (_, i) => `#${(i * 0x151515).toString(16).padStart(6, '0')}`));
    expect(addColorRequest(full, 1)).toBeNull();
    expect(addColorRequest(palette(full.slots.slice(1).map((slot) => slot.code)), 1)).not.toBeNull();
  });
});
