/**
 * The raw exports of src/engine/generated/irodori.wasm (built from assembly/index.ts). Addresses and
 * counts are plain numbers; u32 arguments may be passed as any uint32 (wasm reads the same bits).
 */
export interface IrodoriExports {
  readonly memory: WebAssembly.Memory;
  /** Returns the address of a scratch block of at least `bytes` bytes (may grow, and so detach, memory). */
  reserve(bytes: number): number;
  /** Writes CONVERT_STRIDE f64 per packed colour. */
  convertBatch(input: number, count: number, output: number): void;
  /** Writes DESCRIBE_STRIDE f64 per packed colour. */
  describeBatch(input: number, count: number, output: number): void;
  /** Writes one i32 name index per packed colour. */
  nearestNameBatch(input: number, count: number, output: number): void;
  /** Writes the nearest traditional colour's index (i32, at `indices`) and ΔE_OK ×100 (f64, at `deltaEs`) per packed colour. */
  nearestJapaneseBatch(input: number, count: number, indices: number, deltaEs: number): void;
  /** Writes `count` packed colours of category index `category` for `seed`. */
  randomColorBatch(category: number, count: number, seed: number, output: number): void;
  /** Writes up to 10 packed ring colours and returns how many. */
  sameLightnessRing(rgb: number, radius: number, output: number): number;
  /**
   * Writes `count` packed palette colours for the packed colours at `input` (bit i of `lockMask` locks colour i),
   * harmony index `harmony` (PALETTE_HARMONIES order, 0 = auto) and `seed`; returns the harmony index used.
   */
  generatePalette(input: number, count: number, lockMask: number, harmony: number, seed: number, output: number): number;
  /**
   * Checks the `count` (0–100) packed colours at `input` at `severity` (clamped by the caller): writes one f64 score
   * and one f64 APCA Lc (at `scores`, `apca`) and one u8 WCAG_LEVELS index (at `ratings`) per ordered pair, fg-major;
   * CHECK_VISION_COUNT × count packed colours at `simulated`, vision-major; the conflicts at `conflicts`, worst first,
   * as columns (assembly/layout.ts CHECK_CONFLICT_*), sorted with `spare` (as large); returns the number of conflicts.
   */
  checkPalette(
    input: number,
    count: number,
    severity: number,
    simulated: number,
    scores: number,
    apca: number,
    ratings: number,
    conflicts: number,
    spare: number,
  ): number;
  /**
   * Checks an authored list (assembly/check/authoredCheck.ts): `count` packed codes at `input`, a u8 kind each at `kinds`
   * (AUTHORED_*), AUTHORED_STRIDE f64 each at `exact` (OKLCH L, C, H, alpha; an exact colour's), at `severity`. Writes
   * what `checkPalette` writes and one u8 of CHECK_JUDGED_* bits per ordered pair at `judged`; returns the number of
   * conflicts (their columns carry each one's bits).
   */
  checkAuthoredPalette(
    input: number,
    kinds: number,
    exact: number,
    count: number,
    severity: number,
    simulated: number,
    scores: number,
    apca: number,
    ratings: number,
    judged: number,
    conflicts: number,
    spare: number,
  ): number;
  /**
   * Maps the `count` colours at `input` (GAMUT_MAP_STRIDE f64 each: OKLCH L, C, H, alpha) into sRGB, writing 4 bytes
   * each (r, g, b, alpha) at `srgb`, and unless `p3` is 0 into Display P3, GAMUT_MAP_STRIDE f64 each at `p3`.
   */
  gamutMapMany(input: number, count: number, srgb: number, p3: number): void;
  /**
   * Writes the steps of one scale as SCALE_STEP_STRIDE f64 records at `output` and returns how many: kind index
   * `kind` (SCALE_KINDS order), `variant` a mask of SCALE_VARIANT_*, packed `rgb`, `pinned` step index (−1: the
   * default); contrast scales read `count` f64 targets at `targets`, against packed `background` by method index
   * `method` (SCALE_METHODS order).
   */
  scaleSteps(kind: number, variant: number, rgb: number, pinned: number, targets: number, count: number, background: number, method: number, output: number): number;
  /**
   * Writes the packed colour of every IRODORI_ROLES role (u32, in that order) of one appearance (`dark` 1, light 0)
   * at `output`, for the SEED_ROLES seeds at `seeds` (u32; bit i of `present` when seed i is given), measured by APCA
   * (`apca` 1) or WCAG, with the target's text and component levels.
   */
  /**
   * Writes `count` packed chart colours in legend order at `output` for a validated request (background packed, ranges,
   * contrast, severity, `lockedCount` packed locked colours at `locked`, seed); returns the worst pair's ΔE_OK ×100, or -1
   * when too few colours meet the constraints.
   */
  categoricalColors(count: number, background: number, lightMin: number, lightMax: number, chromaMin: number, chromaMax: number, minContrast: number, severity: number, locked: number, lockedCount: number, seed: number, output: number): number;
  /**
   * Writes one appearance's IRODORI_ROLES then four roles per custom colour at `output`: packed seeds at `seeds` (bit i
   * of `present` when given), `extendedCount` packed custom colours at `extended` (bit k of `harmonize` when harmonised).
   */
  themeRoles(seeds: number, present: number, apca: number, textLevel: number, componentLevel: number, dark: number, output: number, extended: number, extendedCount: number, harmonize: number): void;
  /**
   * Writes the safer set of `count` packed colours at `colors` as `count` packed colours at `output`, for a validated
   * request: `kind` 0 categorical, 1 sequential; packed background, contrast target, severity; bit i of `locked` set
   * for a locked colour i.
   */
  saferChartColors(kind: number, colors: number, count: number, background: number, minContrast: number, severity: number, locked: number, output: number): void;
  /**
   * Solves a colour system's cells (assembly/system/solveCells.ts): `n` target records at `targets`, `blockCount`
   * blocks at `blocks` (each its packed background, then `n` cell records), SYSTEM_OUT_STRIDE f64 per cell at `output`;
   * `p3`: a Display P3 system.
   */
  solveSystem(targets: number, n: number, blocks: number, blockCount: number, output: number, p3: boolean): void;
  /**
   * Fits a gradient layer's classic fallback (assembly/gradient/fallback.ts) to `count` samples at `samples`
   * (FALLBACK_SAMPLE_STRIDE f64 each) in `pieceCount` pieces (i32 first indices at `pieces`, then the count), at the
   * error `goal` with at most `maxStops` stops; `work` holds FALLBACK_WORK_STRIDE f64 a sample. Writes the error (f64)
   * at `output` and the stops' sample indices (i32) after it, with room for two lists of `capacity` (more than `maxStops`
   * and than twice the pieces); returns how many.
   */
  gradientFallback(samples: number, count: number, pieces: number, pieceCount: number, goal: number, maxStops: number, work: number, output: number, capacity: number): number;
  /**
   * Writes rows [start, end) of a gradient image `width` px wide as RGBA bytes at `out` (assembly/gradient/raster.ts),
   * dithered when `dither` is 1, from `layerCount` layer records at `layers`, the pieces at `pieces` and the table at
   * `table` (src/core/gradient/rasterTable.ts).
   */
  renderGradientRows(layers: number, layerCount: number, pieces: number, table: number, width: number, start: number, end: number, dither: number, out: number): void;
  /**
   * Writes rows [start, end) of a mesh gradient image `width` × `height` px as RGBA bytes at `out`
   * (assembly/gradient/mesh.ts), dithered when `dither` is 1, from a `columns` × `rows` mesh's places at `places`,
   * its cells at `cells`, the matrices at `matrices` and the gamma table at `gamma` (src/core/gradient/mesh/render.ts).
   */
  renderMeshRows(places: number, cells: number, matrices: number, gamma: number, columns: number, rows: number, width: number, height: number, start: number, end: number, dither: number, out: number): void;
  /** Writes each pixel column's cell offset (u32) at `columnCells` for the image grid (assembly/gradient/imageGrid.ts). */
  imageGridColumns(width: number, columns: number, columnCells: number): void;
  /** Adds the band of image rows [start, end) at `pixels` (packed RGBA) to the grid of `columns` × `rows` cells (4 f64 each) at `cells`. */
  imageGridRows(pixels: number, width: number, height: number, start: number, end: number, columns: number, rows: number, columnCells: number, cells: number): void;
  /**
   * Builds the image histogram (assembly/image/histogram.ts) from the `rowCount` image rows at `rows` (each
   * `width` packed RGBA pixels), their image y at `ys` (u32), sampling `columns` cells a row (`above`: room for 2 ·
   * `columns` i32); returns the number of non-empty bins. The histogram stays until the next call.
   */
  imageHistogram(rows: number, ys: number, width: number, columns: number, rowCount: number, above: number): number;
  /**
   * Writes the palette transfer's lookup table (RECOLOR_LUT_SIZE³ × 3 bytes) at `lut` from `count` groups' moves at
   * `shifts` (6 f64 each: source OKLab, target OKLab; assembly/recolor/transferLut.ts).
   */
  transferLut(shifts: number, count: number, lut: number): void;
  /** Recolours `count` RGBA pixels at `pixels` in place through the lookup table at `lut`, alpha untouched. */
  applyLutPixels(pixels: number, count: number, lut: number): void;
  /** Clusters the current histogram into k (2–12) colours; writes IMAGE_CLUSTER_BYTES records at `output`, returns how many. */
  imagePalette(k: number, output: number): number;
}

/** The only imports of the module: host maths where the engine needs the host's exact results (assembly/host.ts). */
export const WASM_IMPORTS = {
  env: { 'Math.sin': Math.sin, 'Math.cos': Math.cos, 'Math.pow': Math.pow, 'Math.exp': Math.exp },
} satisfies WebAssembly.Imports;
