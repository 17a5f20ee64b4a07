/**
 * Irodori colour core: pure TypeScript, importable from plain Node (no React, DOM, storage or Vite APIs).
 *
 * FORMULA CHANGE LOG (the wasm port in assembly/ must match these numbers within 1e-9):
 *   (none yet — conversion formulas as first committed)
 *
 * Conventions (details in each module's header):
 *  - Values are unrounded; rgb 0–255 integers; hue in degrees [0, 360), NaN when achromatic (r = g = b) for HSL,
 *    HSV, LCH and OKLCH; for r = g = b Lab/OKLab a = b = 0 exactly so LCH/OKLCH chroma is 0 (color/models.ts).
 *  - Percent 0–100 for HSL/HSV saturation, lightness, value and CMYK; OKLCH lightness 0–1.
 *  - Bytes from 0–1: floor(clamp(c, 0, 1) · 255 + 0.5) (convert/srgbToHex.ts).
 *  - Algorithms the wasm engine ports (ring, random draws, nearest name, tie-breaking): see ./PORTING.md.
 */
export * from './convert/index.ts';
export * from './code/colorCode.ts';
export * from './category/categories.ts';
export * from './names/colorNames.ts';
export * from './names/nearestName.ts';
export * from './names/japaneseColors.ts';
export * from './names/wada.ts';
export * from './contrast/wcag.ts';
export * from './contrast/apca.ts';
export * from './contrast/contrast.ts';
export * from './contrast/readableText.ts';
export * from './contrast/suggestPassing.ts';
export * from './vision/machado.ts';
export * from './vision/simulate.ts';
export * from './color/types.ts';
export * from './color/models.ts';
export * from './color/fromModels.ts';
export * from './color/mix.ts';
export * from './color/foreground.ts';
export * from './color/describe.ts';
export * from './color/createColor.ts';
export * from './scheme/hueRotations.ts';
export * from './scheme/shadeTint.ts';
export * from './scheme/tones.ts';
export * from './scheme/sameLightness.ts';
export * from './scheme/lightnessScale.ts';
export * from './scheme/scheme.ts';
export * from './random/mulberry32.ts';
export * from './random/randomColors.ts';
export * from './generate/palette.ts';
export * from './check/paletteCheck.ts';
export * from './check/checkSummary.ts';
export * from './scale/scale.ts';
export * from './scale/exportScales.ts';
export * from './scale/scaleRoles.ts';
export * from './theme/irodoriTheme.ts';
export * from './charts/chartVision.ts';
export * from './charts/categorical.ts';
export * from './theme/export/index.ts';
export * from './theme/themeFile.ts';
export * from './image/index.ts';
export * from './model/messages.ts';
export * from './model/palette.ts';
export * from './model/collection.ts';
export * from './model/history.ts';
export * from './model/versions.ts';
export * from './model/codecs.ts';
export * from './model/share.ts';
export * from './spaces.ts';
export * from './uuid.ts';
