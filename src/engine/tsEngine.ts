/**
 * The ColorEngine over the TypeScript core: the reference every wasm answer is checked against,
 * and the fallback when the wasm cannot load.
 */
import {
  DEFAULT_RING_RADIUS,
  analyseImagePixels,
  categoricalPalette,
  checkPalette,
  createColor,
  generatePalette,
  generateScale,
  irodoriTheme,
  modelVectors,
  nearestJapaneseColor,
  nearestName,
  paletteOfAnalysis,
  randomColors,
  sameLightnessRing,
  type ColorNameTable,
  type JapaneseColorTable,
} from '../core/index.ts';
import { checkAuthoredPalette } from '../core/check/authoredCheck.ts';
import { gamutMapMany } from '../core/exact/gamutMapMany.ts';
import { saferChartColors } from '../core/charts/safer.ts';
import { solveSystem } from '../core/system/solveSystem.ts';
import { layerFallback } from '../core/gradient/fallback.ts';
import { renderGradient } from '../core/gradient/raster.ts';
import { renderMesh } from '../core/gradient/mesh/render.ts';
import { meshApproximation } from '../core/gradient/mesh/approximate.ts';
import { imageGrid } from '../core/gradient/image/imageGrid.ts';
import { transferPalette } from '../core/recolor/transferLut.ts';
import * as L from '../../assembly/layout.ts';
import type { ColorEngine } from './types.ts';
import { recordsOfCheck } from './checkRecords.ts';

/** Writes every model of one packed colour at `at`, through the core's conversion steps. */
function convertOne(rgb: number, out: Float64Array, at: number): void {
  const red = (rgb >>> 16) & 0xff;
  const green = (rgb >>> 8) & 0xff;
  const blue = rgb & 0xff;
  const { hsl, hsv, cmyk, lab, lch, oklch } = modelVectors(red, green, blue);
  out.set([red, green, blue], at + L.CONVERT_RED);
  out.set(hsl, at + L.CONVERT_HSL_HUE);
  out.set(hsv, at + L.CONVERT_HSV_HUE);
  out.set(cmyk, at + L.CONVERT_CMYK_CYAN);
  out.set(lab, at + L.CONVERT_LAB_LIGHTNESS);
  out.set(lch, at + L.CONVERT_LCH_LIGHTNESS);
  out.set(oklch, at + L.CONVERT_OKLCH_LIGHTNESS);
}

/** Returns the ColorEngine of the TypeScript core, naming colours from `names` and finding traditional colours in `japanese`. */
export function createTsEngine(names: ColorNameTable, japanese: JapaneseColorTable): ColorEngine {
  return {
    kind: 'ts',
    describe: (codes, lang = 'en') => codes.map((code) => createColor(code, { names, lang })),
    nearestNames: (codes) => codes.map((code) => nearestName(code, names).name),
    nearestJapaneseColors: (codes) => codes.map((code) => nearestJapaneseColor(code, japanese)),
    randomColors: (categoryId, count, seed) => randomColors(categoryId, count, seed),
    sameLightness: (code, radius = DEFAULT_RING_RADIUS) => sameLightnessRing(code, radius),
    generatePalette: (request) => generatePalette(request),
    checkPalette: (codes, severity) => checkPalette(codes, severity),
    checkPaletteRecords: (codes, severity) => recordsOfCheck(checkPalette(codes, severity)),
    checkAuthoredPalette: (list, severity) => checkAuthoredPalette(list, severity),
    checkAuthoredPaletteRecords: (list, severity) => recordsOfCheck(checkAuthoredPalette(list, severity)),
    gamutMapMany: (oklch, withP3 = false) => gamutMapMany(oklch, withP3),
    generateScale: (request) => generateScale(request),
    generateTheme: (request) => irodoriTheme(request),
    categoricalColors: (request) => categoricalPalette(request),
    saferChartColors: (request) => saferChartColors(request),
    solveSystem: (system) => solveSystem(system),
    gradientFallback: (layer) => layerFallback(layer),
    renderGradient: (gradient, width, height, options) => renderGradient(gradient, width, height, options),
    renderMesh: (mesh, width, height, dither) => renderMesh(mesh, width, height, { dither }),
    meshApproximation: (mesh) => meshApproximation(mesh),
    imageGrid: (rgba, width, height) => imageGrid(rgba, width, height),
    transferPalette: (rgba, shifts) => transferPalette(rgba, shifts),
    analyseImage(rgba, width, height) {
      const analysis = analyseImagePixels(rgba, width, height);
      const { columns, rows } = analysis.sample;
      return { width, height, analysedPixels: columns * rows, palette: (k) => paletteOfAnalysis(analysis, k) };
    },
    quantizePixels(rgba, width, height, k) {
      return paletteOfAnalysis(analyseImagePixels(rgba, width, height), k);
    },
    convert(rgb) {
      const out = new Float64Array(rgb.length * L.CONVERT_STRIDE);
      for (let i = 0; i < rgb.length; i++) convertOne(rgb[i], out, i * L.CONVERT_STRIDE);
      return out;
    },
  };
}
