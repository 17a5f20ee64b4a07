/**
 * The conversion modules, one step per file, all plain f64 arithmetic on `Vec3` triples.
 * Hub: gamma sRGB 0–1 ⇄ linear sRGB ⇄ XYZ D65 ⇄ (XYZ D50 ⇄ CIELAB ⇄ LCH | OKLab ⇄ OKLCH);
 * HSV, HSL and CMYK hang off gamma sRGB.
 */
export * from './types.ts';
export * from './hue.ts';
export * from './srgbToLinear.ts';
export * from './linearToSrgb.ts';
export * from './linearToXyz65.ts';
export * from './xyz65ToLinear.ts';
export * from './xyz65ToXyz50.ts';
export * from './xyz50ToXyz65.ts';
export * from './xyz50ToLab.ts';
export * from './labToXyz50.ts';
export * from './labToLch.ts';
export * from './lchToLab.ts';
export * from './xyz65ToOklab.ts';
export * from './oklabToXyz65.ts';
export * from './rgbHue.ts';
export * from './rgbToHsv.ts';
export * from './hsvToRgb.ts';
export * from './rgbToHsl.ts';
export * from './hslToRgb.ts';
export * from './rgbToCmyk.ts';
export * from './cmykToRgb.ts';
export * from './hexToSrgb.ts';
export * from './srgbToHex.ts';
export * from './srgbToLab.ts';
export * from './labToSrgb.ts';
export * from './srgbToOklab.ts';
export * from './oklabToSrgb.ts';
export * from './gamutMap.ts';
