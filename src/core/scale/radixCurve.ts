/**
 * Radix Colors, measured: per step (1 … 12) of the light and the dark scales, the OKLCH lightness, the chroma
 * relative to the solid step 9 and the hue drift from step 9, as means over its 25 chromatic scales (tomato …
 * bronze); the neutral scales from its 5 tinted greys (mauve, slate, sage, olive, sand) and all 6 greys for
 * lightness. Source: @radix-ui/colors 3.0.0 (sRGB hex, https://www.radix-ui.com/colors), measured by
 * tests/support/measureScales.ts; tests/unit/core/scaleCurves.test.ts measures again and compares.
 */

/** Light scale: OKLCH lightness of each step (steps 9 and 10, the solids, vary most across scales). */
export const RADIX_LIGHT_LIGHTNESS = [0.9934, 0.982, 0.9588, 0.9314, 0.8999, 0.8601, 0.8074, 0.7363, 0.6698, 0.6409, 0.5382, 0.3352] as const;
/** Light scale: chroma relative to step 9. */
export const RADIX_LIGHT_CHROMA = [0.0243, 0.0765, 0.1889, 0.2973, 0.3944, 0.481, 0.5785, 0.7465, 1, 0.9884, 0.8903, 0.4601] as const;
/** Light scale: hue minus step 9's, degrees. */
export const RADIX_LIGHT_HUE_DRIFT = [0.3873, 1.3974, 0.779, 0.8297, 0.6907, 0.5527, 0.1282, -0.7352, 0, -0.3775, -1.4438, -2.116] as const;

/** Dark scale: OKLCH lightness of each step (1 the app background, 12 the high-contrast text). */
export const RADIX_DARK_LIGHTNESS = [0.1875, 0.2111, 0.2643, 0.3055, 0.3477, 0.3957, 0.4558, 0.5316, 0.6698, 0.7102, 0.7951, 0.915] as const;
/** Dark scale: chroma relative to step 9. */
export const RADIX_DARK_CHROMA = [0.1007, 0.1358, 0.3022, 0.4315, 0.4882, 0.5276, 0.5866, 0.6978, 1, 0.9581, 0.8706, 0.3831] as const;
/** Dark scale: hue minus step 9's, degrees. */
export const RADIX_DARK_HUE_DRIFT = [4.76, 4.6606, 1.9257, 1.8097, 1.0002, 1.0485, 0.9424, 0.7956, 0, 0.9879, 1.561, -1.4788] as const;

/** Neutral scales: OKLCH lightness of each step, the mean over the 6 greys (gray, mauve, slate, sage, olive, sand). */
export const RADIX_NEUTRAL_LIGHT_LIGHTNESS = [0.9923, 0.9822, 0.9557, 0.9316, 0.9092, 0.886, 0.8519, 0.7925, 0.6426, 0.6084, 0.5017, 0.2423] as const;
export const RADIX_NEUTRAL_DARK_LIGHTNESS = [0.1788, 0.2129, 0.2516, 0.2834, 0.3117, 0.3477, 0.4003, 0.4895, 0.5363, 0.5819, 0.7677, 0.9484] as const;
/** Neutral scales: OKLCH chroma of each step, the mean over the 5 tinted greys. */
export const RADIX_NEUTRAL_LIGHT_CHROMA = [0.0017, 0.0025, 0.0037, 0.0045, 0.0061, 0.0067, 0.0082, 0.0108, 0.0136, 0.013, 0.0113, 0.0107] as const;
export const RADIX_NEUTRAL_DARK_CHROMA = [0.0037, 0.0036, 0.0042, 0.0058, 0.0067, 0.0081, 0.0094, 0.0126, 0.0158, 0.0146, 0.0111, 0.0028] as const;
