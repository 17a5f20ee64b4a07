/**
 * The scale curves are Tailwind's and Radix's own: measuring their palettes again (tests/support/measureScales.ts,
 * from the tailwindcss and @radix-ui/colors dev dependencies) gives the constants of src/core/scale/ to 4 decimals.
 */
import { describe, expect, it } from 'vitest';
import * as tailwind from '../../../src/core/scale/tailwindCurve.ts';
import * as radix from '../../../src/core/scale/radixCurve.ts';
import { measureAll } from '../../support/measureScales.ts';

describe('scale curves', () => {
  const measured = measureAll();

  it('are the measured Tailwind curves', () => {
    expect(tailwind.TAILWIND_LIGHTNESS).toEqual(measured.tailwind.chromaticLightness);
    expect(tailwind.TAILWIND_CHROMA).toEqual(measured.tailwind.chroma);
    expect(tailwind.TAILWIND_HUE_DRIFT).toEqual(measured.tailwind.hue);
    expect(tailwind.TAILWIND_NEUTRAL_LIGHTNESS).toEqual(measured.tailwind.greyLightness);
    expect(tailwind.TAILWIND_NEUTRAL_CHROMA).toEqual(measured.tailwind.neutralChroma);
  });

  it('are the measured Radix curves, light and dark', () => {
    expect(radix.RADIX_LIGHT_LIGHTNESS).toEqual(measured.radixLight.chromaticLightness);
    expect(radix.RADIX_LIGHT_CHROMA).toEqual(measured.radixLight.chroma);
    expect(radix.RADIX_LIGHT_HUE_DRIFT).toEqual(measured.radixLight.hue);
    expect(radix.RADIX_DARK_LIGHTNESS).toEqual(measured.radixDark.chromaticLightness);
    expect(radix.RADIX_DARK_CHROMA).toEqual(measured.radixDark.chroma);
    expect(radix.RADIX_DARK_HUE_DRIFT).toEqual(measured.radixDark.hue);
    expect(radix.RADIX_NEUTRAL_LIGHT_LIGHTNESS).toEqual(measured.radixLight.greyLightness);
    expect(radix.RADIX_NEUTRAL_DARK_LIGHTNESS).toEqual(measured.radixDark.greyLightness);
    expect(radix.RADIX_NEUTRAL_LIGHT_CHROMA).toEqual(measured.radixLight.neutralChroma);
    expect(radix.RADIX_NEUTRAL_DARK_CHROMA).toEqual(measured.radixDark.neutralChroma);
  });

  it('are monotonic where the scales are', () => {
    const decreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x < xs[i - 1]);
    expect(decreasing(tailwind.TAILWIND_LIGHTNESS)).toBe(true);
    expect(decreasing(tailwind.TAILWIND_NEUTRAL_LIGHTNESS)).toBe(true);
    expect(decreasing(radix.RADIX_LIGHT_LIGHTNESS)).toBe(true);
    expect(decreasing([...radix.RADIX_DARK_LIGHTNESS].reverse())).toBe(true);
  });
});
