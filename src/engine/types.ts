/**
 * The colour engine contract: the same answers from the TypeScript core and from the wasm port.
 */
import type {
  CategoricalRequest,
  CategoricalResult,
  CategoryId,
  Color,
  GeneratedPalette,
  ImagePalette,
  IrodoriTheme,
  JapaneseMatch,
  Lang,
  PaletteCheck,
  PaletteRequest,
  RgbaPixels,
  Scale,
  ScaleRequest,
  ThemeRequest,
} from '../core/index.ts';
import type { GamutMapped } from '../core/exact/gamutMapMany.ts';
import type { SaferRequest, SaferResult } from '../core/charts/safer.ts';
import type { ColorSystem, SystemSolution } from '../core/system/systemRules.ts';
import type { Gradient, GradientLayer } from '../core/gradient/gradient.ts';
import type { RasterOptions } from '../core/gradient/raster.ts';
import type { FallbackResult } from '../core/gradient/fallback.ts';
import type { Mesh } from '../core/gradient/mesh/mesh.ts';
import type { MeshApproximation } from '../core/gradient/mesh/approximate.ts';
import type { PaletteCheckRecords } from './checkRecords.ts';
import type { ImageGrid } from '../core/gradient/image/imageGrid.ts';
import type { ImageAnalysis } from './image/imageTypes.ts';
import type { ColorShift } from '../core/recolor/transferLut.ts';

/** Which implementation answers: the wasm port or the TypeScript core. */
export type EngineKind = 'wasm' | 'ts';

/** The batch operations the app needs; every method takes any accepted colour codes and throws on an invalid one. */
export interface ColorEngine {
  readonly kind: EngineKind;
  /** Returns the Colour entity of each code, the same objects `createColor` gives (fresh uuids). */
  describe(codes: readonly string[], lang?: Lang): Color[];
  /** Returns the nearest colour name of each code. */
  nearestNames(codes: readonly string[]): string[];
  /** Returns the nearest Japanese traditional colour of each code: its index in the list and ΔE_OK ×100 (see `nearestJapaneseColor`). */
  nearestJapaneseColors(codes: readonly string[]): JapaneseMatch[];
  /** Returns `count` random codes of a category, the same list for the same seed (see `randomColors`). */
  randomColors(categoryId: CategoryId, count: number, seed: number): string[];
  /** Returns the same-lightness ring of a code (see `sameLightnessRing`). */
  sameLightness(code: string, radius: number): string[];
  /** Returns a generated palette, the same for the same request and seed (see `generatePalette`); throws on an invalid request. */
  generatePalette(request: PaletteRequest): GeneratedPalette;
  /**
   * Returns the palette check of 0–100 codes at a severity (0.1–1, clamped) for the three dichromacies: every ordered
   * pair's contrast, the pairs hard to tell apart under each vision, the palette under each (see `checkPalette`); throws
   * on more than 100 codes or an invalid one. The fixes (`fixContrast`, `fixConflict`) are not engine calls: the page
   * runs them from the core, one pair at a time.
   */
  checkPalette(codes: readonly string[], severity: number): PaletteCheck;
  /** Returns the same check as typed arrays (checkRecords.ts), the form the worker transfers to the page. */
  checkPaletteRecords(codes: readonly string[], severity: number): PaletteCheckRecords;
  /**
   * Returns the palette check of 0–100 hex codes and exact texts (wide, translucent or between-step colours): each pair
   * with an exact colour judged as an sRGB screen shows it (its fallback) and as a Display P3 screen does (the colour
   * mapped into P3), the worse reported with the screen it came from (see `checkAuthoredPalette`); a list of codes alone
   * is `checkPalette`'s check. Throws on more than 100 entries or one that is neither a code nor an exact text.
   */
  checkAuthoredPalette(list: readonly string[], severity: number): PaletteCheck;
  /** Returns the same check as typed arrays (checkRecords.ts, with the per-pair bits), the form the worker transfers. */
  checkAuthoredPaletteRecords(list: readonly string[], severity: number): PaletteCheckRecords;
  /**
   * Returns the CSS Color 4 gamut mapping of colours given as GAMUT_MAP_STRIDE floats each (OKLCH L 0–1, C, H degrees or
   * NaN, alpha 0–1): their sRGB fallback as RGBA bytes and, with `withP3`, their Display P3 channels (see `gamutMapMany`).
   */
  gamutMapMany(oklch: Float64Array, withP3?: boolean): GamutMapped;
  /**
   * Returns the scale of a request: Tailwind's 11 steps, Radix's 12 (light and dark), or one step per contrast
   * target, with the tinted neutral scale when asked (see `generateScale`); throws on an invalid request.
   */
  generateScale(request: ScaleRequest): Scale;
  /**
   * Returns Irodori's own theme of a request: every IRODORI_ROLES role in light and dark, each text pair meeting the
   * target and hue kept, with the families' tonal palettes (see `irodoriTheme`); throws on an invalid code or target.
   */
  generateTheme(request: ThemeRequest): IrodoriTheme;
  /**
   * Returns a categorical chart palette: `count` colours whose worst pair is as far apart as the search gets under
   * normal vision and the three dichromacies at once, within the request's ranges and contrast, locked colours first
   * (see `categoricalPalette`); throws a ChartRequestError on an invalid or unsatisfiable request.
   */
  categoricalColors(request: CategoricalRequest): CategoricalResult;
  /**
   * Returns a chart set made safer: each colour kept as close to itself as the goals allow — every colour at the
   * contrast target and the worst pair under the four visions up to CLEAR_DELTA_E (categorical), or lightness ordered and
   * neighbours apart (sequential) — with what moved and whether each goal was reached (see `saferChartColors` in
   * src/core/charts/safer.ts); throws a ChartRequestError on an invalid request.
   */
  saferChartColors(request: SaferRequest): SaferResult;
  /**
   * Returns a colour system solved: every row's cells in light and dark on its curves, its locked base and its cells set
   * by hand kept, each column's contrast target met or the cell marked (see `solveSystem` in src/core/system/); throws a
   * SystemError on a system that does not check.
   */
  solveSystem(system: ColorSystem): SystemSolution;
  /**
   * Returns the classic CSS fallback of a gradient layer: the fewest sRGB stops found (at most MAX_FALLBACK_STOPS) that
   * classic CSS interpolates to within FALLBACK_GOAL ΔE_OK of the modern rendering at every sample, hard stops kept,
   * with the error reached (see `layerFallback` in src/core/gradient/fallback.ts).
   */
  gradientFallback(layer: GradientLayer): FallbackResult;
  /**
   * Returns a gradient rendered at width × height px (1–RASTER_MAX_SIDE each) as RGBA bytes, straight alpha, dithered or
   * rounded, or only `options.rows` of that image (see `renderGradient` in src/core/gradient/raster.ts); throws a
   * RangeError on a size or rows out of range.
   */
  renderGradient(gradient: Gradient, width: number, height: number, options: RasterOptions): Uint8ClampedArray;
  /**
   * Returns a mesh gradient rendered at width × height px (1–RASTER_MAX_SIDE each) as RGBA bytes, straight alpha,
   * dithered or rounded (see `renderMesh` in src/core/gradient/mesh/render.ts); throws a RangeError on a size out of
   * range or a mesh whose point count is not its columns × rows.
   */
  renderMesh(mesh: Mesh, width: number, height: number, dither: boolean): Uint8ClampedArray;
  /**
   * Returns a mesh gradient's fitted CSS approximation: layered radial gradients over a base, with its error against
   * the mesh in ΔE_OK (see `meshApproximation` in src/core/gradient/mesh/approximate.ts).
   */
  meshApproximation(mesh: Mesh): MeshApproximation;
  /**
   * Returns the grid of width × height RGBA pixels that gradients taken from the image read: each cell's
   * opacity-weighted linear sums (see `imageGrid` in src/core/gradient/image/imageGrid.ts). Run in the worker on the
   * loaded image (the image session's `gradient`), not across it.
   */
  imageGrid(rgba: Uint8ClampedArray, width: number, height: number): ImageGrid;
  /**
   * Returns RGBA pixels recoloured by a palette transfer: each colour moved by the groups' OKLab shifts (source centroid
   * to target), weighted by its nearness to each source, through a 33³ lookup table, alpha kept (see `transferPalette` in
   * src/core/recolor/transferLut.ts); throws a RangeError over RECOLOR_MAX_SHIFTS groups. Run in the worker on the
   * loaded image (the image session's `recolor`), not across it.
   */
  transferPalette(rgba: Uint8ClampedArray, shifts: readonly ColorShift[]): Uint8ClampedArray;
  /**
   * Returns every model of each packed 0xRRGGBB colour as CONVERT_STRIDE f64 per colour
   * (layout in assembly/layout.ts: bytes, HSL, HSV, CMYK in 0–1, Lab, LCH, OKLCH; NaN hue for greys).
   */
  convert(rgb: Uint32Array): Float64Array;
  /**
   * Analyses width × height RGBA pixels for image palettes: the stratified sample and its colour
   * histogram, kept so `palette(k)` answers for any k without reading the pixels again. The engine keeps a
   * reference to `rgba` (the wasm engine re-reads it if another analysis has replaced its histogram since).
   * Throws a RangeError when the buffer does not fit the size.
   */
  analyseImage(rgba: RgbaPixels, width: number, height: number): ImageAnalysis;
  /** Returns the palette of k colours (2–100; the image tool asks 2–12) of RGBA pixels in one call: `analyseImage(…).palette(k)` (see `quantizePixels`). */
  quantizePixels(rgba: RgbaPixels, width: number, height: number, k: number): ImagePalette;
}
