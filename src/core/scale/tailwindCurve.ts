/**
 * Tailwind CSS's default palette, measured: per step (50 … 950), the OKLCH lightness, the chroma relative to each
 * family's peak and the hue drift from the 500, as means over its families. Source: tailwindcss 4.3.5
 * `theme.css` (the palette in OKLCH, https://tailwindcss.com/docs/colors), measured by
 * tests/support/measureScales.ts (22 families: 17 chromatic, red … rose, and 5 greys, slate … stone; the four
 * greys added in v4.2, mauve … taupe, left out); tests/unit/core/scaleCurves.test.ts measures again and compares.
 */

/** OKLCH lightness of each step: the mean over the 17 chromatic families. */
export const TAILWIND_LIGHTNESS = [0.9772, 0.9504, 0.9055, 0.8405, 0.7535, 0.6827, 0.5978, 0.5149, 0.4461, 0.3946, 0.2779] as const;

/**
 * Chroma of each step relative to its family's peak chroma, the mean over the 17 chromatic families: highest at 500
 * (0.95) and 600, tapering to 0.08 at 50 and 0.38 at 950.
 */
export const TAILWIND_CHROMA = [0.0824, 0.1978, 0.3799, 0.6275, 0.8597, 0.9499, 0.9311, 0.8144, 0.6702, 0.5378, 0.3802] as const;

/** Hue of each step minus the 500's, degrees, the mean over the 17 chromatic families (lights warmer by ~1°, darks ~1° the other way). */
export const TAILWIND_HUE_DRIFT = [1.2146, 1.4816, 0.8643, 0.7201, 0.4054, 0, -0.1243, -0.6953, -1.0059, -0.9099, -0.2384] as const;

/** OKLCH lightness of each step of the greys: the mean over slate, gray, zinc, neutral and stone. */
export const TAILWIND_NEUTRAL_LIGHTNESS = [0.9848, 0.9684, 0.9244, 0.8702, 0.7066, 0.5532, 0.4434, 0.372, 0.2736, 0.2098, 0.1384] as const;

/** OKLCH chroma of each step of the tinted greys: the mean over slate, gray, zinc and stone (peak 0.0255 at 500). */
export const TAILWIND_NEUTRAL_CHROMA = [0.0015, 0.003, 0.0065, 0.0107, 0.0217, 0.0255, 0.0252, 0.0252, 0.0218, 0.022, 0.0198] as const;

/**
 * Chroma at and above which an input follows the chromatic curve alone; below it the lightness curve blends
 * towards the greys' in proportion (weight C0 / 0.1). Tailwind's chromatic 500s all have chroma above 0.14, its
 * tinted greys at most 0.046.
 */
export const TAILWIND_CHROMATIC_CHROMA = 0.1;
