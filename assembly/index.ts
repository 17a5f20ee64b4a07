/**
 * The Irodori wasm module: the hot colour maths of src/core, ported to AssemblyScript.
 * Raw ABI (no generated bindings): JavaScript reserves a scratch block, writes packed 0xRRGGBB inputs
 * into it, calls a batch function with addresses and a count, and reads the records back
 * (layouts in layout.ts, bridge in src/engine/wasm/). The module imports only `Math.sin`, `Math.cos` and
 * `Math.pow` (host.ts).
 */
export { reserve } from "./memory";
export { convertBatch } from "./batch/convert";
export { describeBatch } from "./batch/describe";
export { nearestNameBatch } from "./names/grid";
export { nearestJapaneseBatch } from "./names/japanese";
export { randomColorBatch } from "./random/randomColors";
export { sameLightnessRing } from "./scheme/sameLightness";
export { generatePalette } from "./generate/palette";
export { checkPalette } from "./check/paletteCheck";
export { checkAuthoredPalette } from "./check/authoredCheck";
export { gamutMapMany } from "./exact/gamutMapMany";
export { scaleSteps } from "./scale/scale";
export { themeRoles } from "./theme/irodoriTheme";
export { categoricalColors } from "./charts/categorical";
export { saferChartColors } from "./charts/safer";
export { imageHistogram } from "./image/histogram";
export { imagePalette } from "./image/kmeans";
export { gradientFallback } from "./gradient/fallback";
export { renderGradientRows } from "./gradient/raster";
export { renderMeshRows } from "./gradient/mesh";
export { imageGridColumns, imageGridRows } from "./gradient/imageGrid";
export { applyLutPixels, transferLut } from "./recolor/transferLut";
export { solveSystem } from "./system/solveCells";
