/**
 * The colour page's Lightness ramp: the colour at several CIELAB lightness steps, keeping its CIE LCh hue and as
 * much of its chroma as sRGB allows at each step. The chroma is brought into gamut with the same bisection the same-lightness ring uses (`fitChromaToGamut`), so a
 * step never clips channels and never shifts hue. Greys give a neutral ramp.
 */
import { colorModels } from '../color/models.ts';
import { lchToLab } from '../convert/lchToLab.ts';
import { linearToSrgb } from '../convert/linearToSrgb.ts';
import { srgbToHex } from '../convert/srgbToHex.ts';
import { fitChromaToGamut } from './sameLightness.ts';

/** CIELAB L of each step, light to dark (like a 50–900 design-token scale). */
export const LIGHTNESS_STEPS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;

/** One step: its target CIELAB lightness and the code. */
export type LightnessStep = { lightness: number; code: string };

/** Returns the colour at each of `LIGHTNESS_STEPS` (hue and chroma of the base, chroma reduced to fit sRGB). */
export function lightnessScale(base: string, steps: readonly number[] = LIGHTNESS_STEPS): LightnessStep[] {
  const { lch } = colorModels(base);
  return steps.map((lightness) => {
    const [l, a, b] = lchToLab([lightness, lch.chroma, lch.hue]);
    return { lightness, code: srgbToHex(linearToSrgb(fitChromaToGamut(l, a, b))) };
  });
}
