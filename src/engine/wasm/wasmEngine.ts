/**
 * The ColorEngine over the wasm module: codes are packed into the module's scratch block, one batch
 * call does the maths, and the records are turned into the core's objects here (names, descriptions
 * and codes are strings, which stay on the JavaScript side).
 */
import {
  CATEGORY_IDS,
  DEFAULT_RING_RADIUS,
  PALETTE_HARMONIES,
  SCALE_KINDS,
  SCALE_METHODS,
  RANDOM_MAX_COUNT,
  describeColor,
  getCategory,
  newUuid,
  scaleOf,
  scaleStepNames,
  themeOf,
  validatePaletteRequest,
  validateScaleRequest,
  validateThemeRequest,
  validateCategorical,
  ChartRequestError,
  type CategoryId,
  type ConcreteHarmony,
  type ColorNameTable,
  type Color,
  type JapaneseMatch,
  type Lang,
  type ScaleStep,
  type ValidScaleRequest,
} from '../../core/index.ts';
import { IRODORI_ROLES } from '../../core/theme/roles.ts';
import { saferResultOf, validateSafer } from '../../core/charts/safer.ts';
import { solveSystemWith } from './wasmSystem.ts';
import { FALLBACK_GOAL, FALLBACK_WORK_STRIDE, MAX_FALLBACK_STOPS, fallbackResultOf } from '../../core/gradient/fallback.ts';
import { FALLBACK_SAMPLE_STRIDE, sampleCount, sampleLayer } from '../../core/gradient/sample.ts';
import { rasterRows } from '../../core/gradient/raster.ts';
import { rasterInput } from '../../core/gradient/rasterTable.ts';
import { meshRenderInput } from '../../core/gradient/mesh/render.ts';
import { meshApproximation } from '../../core/gradient/mesh/approximate.ts';
import * as L from '../../../assembly/layout.ts';
import type { ColorEngine } from '../types.ts';
import { checkOfRecords } from '../checkRecords.ts';
import { GAMUT_MAP_STRIDE } from '../../core/exact/gamutMapMany.ts';
import type { IrodoriExports } from './exports.ts';
import { formatColorCode, packColorCode, packColorCodes } from './codes.ts';
import { wasmImageAnalyser } from './wasmImage.ts';
import { wasmImageGrid } from './wasmImageGrid.ts';
import { wasmTransferPalette } from './wasmTransfer.ts';
import { wasmChecks } from './wasmCheck.ts';

/** Ring size written by `sameLightnessRing` at most. */
const RING_CAPACITY = 10;

const CATEGORY_INDEX = new Map<string, number>(CATEGORY_IDS.map((id, index) => [id, index]));

/** Returns the Colour of one describe record (at `at` in `r`) for `code`, in the core's field order. */
function colorFromRecord(r: Float64Array, at: number, colorCode: string, lang: Lang, names: readonly string[]): Color {
  const categoryId = CATEGORY_IDS[r[at + L.DESCRIBE_CATEGORY]];
  const saturation = r[at + L.CONVERT_HSV_SATURATION] * 100;
  const labLightness = r[at + L.CONVERT_LAB_LIGHTNESS];
  return {
    colorCode,
    hex: colorCode.slice(1),
    uuid: newUuid(),
    name: names[r[at + L.DESCRIBE_NAME]],
    description: describeColor({ categoryId, saturation, labLightness }, lang),
    categoryId,
    lightness: Math.round(labLightness),
    foreground: formatColorCode(r[at + L.DESCRIBE_FOREGROUND]),
    rgb: { red: r[at + L.CONVERT_RED], green: r[at + L.CONVERT_GREEN], blue: r[at + L.CONVERT_BLUE] },
    hsl: {
      hue: r[at + L.CONVERT_HSL_HUE],
      saturation: r[at + L.CONVERT_HSL_SATURATION] * 100,
      lightness: r[at + L.CONVERT_HSL_LIGHTNESS] * 100,
    },
    hsv: { hue: r[at + L.CONVERT_HSV_HUE], saturation, value: r[at + L.CONVERT_HSV_VALUE] * 100 },
    cmyk: {
      cyan: r[at + L.CONVERT_CMYK_CYAN] * 100,
      magenta: r[at + L.CONVERT_CMYK_MAGENTA] * 100,
      yellow: r[at + L.CONVERT_CMYK_YELLOW] * 100,
      black: r[at + L.CONVERT_CMYK_BLACK] * 100,
    },
    lab: { lightness: labLightness, a: r[at + L.CONVERT_LAB_A], b: r[at + L.CONVERT_LAB_B] },
    lch: { lightness: r[at + L.CONVERT_LCH_LIGHTNESS], chroma: r[at + L.CONVERT_LCH_CHROMA], hue: r[at + L.CONVERT_LCH_HUE] },
    oklch: {
      lightness: r[at + L.CONVERT_OKLCH_LIGHTNESS],
      chroma: r[at + L.CONVERT_OKLCH_CHROMA],
      hue: r[at + L.CONVERT_OKLCH_HUE],
    },
    protanopia: formatColorCode(r[at + L.DESCRIBE_PROTANOPIA]),
    deuteranopia: formatColorCode(r[at + L.DESCRIBE_DEUTERANOPIA]),
    tritanopia: formatColorCode(r[at + L.DESCRIBE_TRITANOPIA]),
  };
}

/** Returns the steps of `count` scale records (at `at` in `r`) named by `labels`; `contrast` scales carry their targets. */
function stepsFromRecords(r: Float64Array, labels: readonly string[], targets: readonly number[] | null): ScaleStep[] {
  return labels.map((label, i) => {
    const at = i * L.SCALE_STEP_STRIDE;
    const flags = r[at + L.SCALE_STEP_FLAGS];
    return {
      label,
      hex: formatColorCode(r[at + L.SCALE_STEP_RGB]),
      anchor: (flags & L.SCALE_FLAG_ANCHOR) !== 0,
      onWhite: { wcag: r[at + L.SCALE_STEP_WHITE_WCAG], apca: r[at + L.SCALE_STEP_WHITE_APCA] },
      onBlack: { wcag: r[at + L.SCALE_STEP_BLACK_WCAG], apca: r[at + L.SCALE_STEP_BLACK_APCA] },
      target: targets === null ? null : targets[i],
      contrast: targets === null ? null : r[at + L.SCALE_STEP_CONTRAST],
      reachable: (flags & L.SCALE_FLAG_REACHABLE) !== 0,
    };
  });
}

/** Returns the count as the core does: floor, clamped to 0 … RANDOM_MAX_COUNT (NaN → 0). */
function sanitizeCount(count: number): number {
  return count > 0 ? Math.min(RANDOM_MAX_COUNT, Math.floor(count)) : 0;
}

/**
 * Returns a ColorEngine over an instantiated module. Not re-entrant (one scratch block), which suits
 * both a worker and a single-threaded Node process.
 */
export function wasmEngineFrom(wasm: IrodoriExports, names: ColorNameTable): ColorEngine {
  /** The names the module's indices point into (the same list its table was generated from). */
  const nameStrings = names.entries.map((entry) => entry.name);
  /** Packs `codes` into a scratch block followed by room for `outBytes`; returns both addresses. */
  function stage(codes: readonly string[], outBytesPerColor: number): { input: number; output: number } {
    const n = codes.length;
    const inputBytes = (n * 4 + 7) & ~7;
    const input = wasm.reserve(inputBytes + n * outBytesPerColor);
    packColorCodes(codes, new Uint32Array(wasm.memory.buffer, input, n));
    return { input, output: input + inputBytes };
  }

  const checks = wasmChecks(wasm);
  const images = wasmImageAnalyser(wasm);

  return {
    kind: 'wasm',

    describe(codes, lang = 'en') {
      const { input, output } = stage(codes, L.DESCRIBE_STRIDE * 8);
      wasm.describeBatch(input, codes.length, output);
      const records = new Float64Array(wasm.memory.buffer, output, codes.length * L.DESCRIBE_STRIDE);
      const out: Color[] = new Array(codes.length);
      for (let i = 0; i < codes.length; i++) {
        const code = codes[i];
        const colorCode = code.length === 7 && code === code.toLowerCase() ? code : formatColorCode(packColorCode(code));
        out[i] = colorFromRecord(records, i * L.DESCRIBE_STRIDE, colorCode, lang, nameStrings);
      }
      return out;
    },

    nearestNames(codes) {
      const { input, output } = stage(codes, 4);
      wasm.nearestNameBatch(input, codes.length, output);
      const indices = new Int32Array(wasm.memory.buffer, output, codes.length);
      const out: string[] = new Array(codes.length);
      for (let i = 0; i < codes.length; i++) out[i] = nameStrings[indices[i]];
      return out;
    },

    nearestJapaneseColors(codes) {
      // The indices (i32, padded to 8 bytes), then the ΔE (f64): 16 bytes a colour cover both. The list
      // itself is compiled into the module, so no table is needed here.
      const n = codes.length;
      const indexBytes = (n * 4 + 7) & ~7;
      const { input, output } = stage(codes, 16);
      wasm.nearestJapaneseBatch(input, n, output, output + indexBytes);
      const indices = new Int32Array(wasm.memory.buffer, output, n);
      const deltaEs = new Float64Array(wasm.memory.buffer, output + indexBytes, n);
      const out: JapaneseMatch[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = { index: indices[i], deltaE: deltaEs[i] };
      return out;
    },

    randomColors(categoryId: CategoryId, count, seed) {
      getCategory(categoryId); // throws the core's error for an unknown id
      const n = sanitizeCount(count);
      const output = wasm.reserve(n * 4);
      wasm.randomColorBatch(CATEGORY_INDEX.get(categoryId) ?? 0, n, seed >>> 0, output);
      const packed = new Uint32Array(wasm.memory.buffer, output, n);
      const out: string[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = formatColorCode(packed[i]);
      return out;
    },

    sameLightness(code, radius = DEFAULT_RING_RADIUS) {
      const rgb = packColorCode(code);
      const output = wasm.reserve(RING_CAPACITY * 4);
      const written = wasm.sameLightnessRing(rgb, radius, output);
      return Array.from(new Uint32Array(wasm.memory.buffer, output, written), formatColorCode);
    },

    generatePalette(request) {
      // The core checks the request (and throws its errors); the module gets the packed colours, a lock
      // mask (bit i for colour i) and the harmony's index, and writes the palette after its input.
      const codes = validatePaletteRequest(request);
      const n = codes.length;
      const input = wasm.reserve(n * 8);
      packColorCodes(codes, new Uint32Array(wasm.memory.buffer, input, n));
      let lockMask = 0;
      for (let i = 0; i < n; i++) if (request.locked[i]) lockMask |= 1 << i;
      const harmony = PALETTE_HARMONIES.indexOf(request.harmony);
      const used = wasm.generatePalette(input, n, lockMask, harmony, request.seed >>> 0, input + n * 4);
      const colors = Array.from(new Uint32Array(wasm.memory.buffer, input + n * 4, n), formatColorCode);
      return { colors, harmony: PALETTE_HARMONIES[used] as ConcreteHarmony };
    },

    checkPaletteRecords: checks.checkPaletteRecords,

    generateScale(request) {
      // The core checks the request (and throws its errors) and reduces it to numbers; one module call per step
      // list (the main scale, Radix's dark one, the neutrals) writes the targets' steps after the targets.
      const valid: ValidScaleRequest = validateScaleRequest(request);
      const contrast = valid.kind === 'contrast';
      const labels = contrast ? valid.targets.map(String) : scaleStepNames(valid.kind);
      const n = labels.length;
      return scaleOf(valid, (neutral, dark) => {
        const input = wasm.reserve(n * 8 + n * L.SCALE_STEP_STRIDE * 8);
        const output = input + n * 8;
        if (contrast) new Float64Array(wasm.memory.buffer, input, n).set(valid.targets);
        const variant = (neutral ? L.SCALE_VARIANT_NEUTRAL : 0) | (dark ? L.SCALE_VARIANT_DARK : 0);
        const kind = SCALE_KINDS.indexOf(valid.kind);
        const method = SCALE_METHODS.indexOf(valid.method);
        wasm.scaleSteps(kind, variant, valid.rgb, valid.pinned, input, contrast ? n : 0, valid.background, method, output);
        return stepsFromRecords(new Float64Array(wasm.memory.buffer, output, n * L.SCALE_STEP_STRIDE), labels, contrast ? valid.targets : null);
      });
    },

    categoricalColors(request) {
      // The core checks the request (and throws its errors); the module gets numbers and the packed locked colours,
      // and writes the palette after them.
      const valid = validateCategorical(request);
      const locked = valid.locked.length;
      const input = wasm.reserve(4 * (locked + valid.count));
      packColorCodes(valid.locked, new Uint32Array(wasm.memory.buffer, input, locked));
      const output = input + 4 * locked;
      const [lightMin, lightMax] = valid.lightness;
      const [chromaMin, chromaMax] = valid.chroma;
      const worst = wasm.categoricalColors(valid.count, packColorCode(valid.background), lightMin, lightMax, chromaMin, chromaMax, valid.minContrast, valid.severity, input, locked, valid.seed >>> 0, output);
      if (worst < 0) throw new ChartRequestError('too few colours meet the constraints');
      return { codes: Array.from(new Uint32Array(wasm.memory.buffer, output, valid.count), formatColorCode), worst };
    },

    saferChartColors(request) {
      // The core checks the request (and throws its errors); the module gets the packed colours and numbers, writes the
      // safer set after them, and the core scores it (the same answer as the TypeScript engine's for the same codes).
      const valid = validateSafer(request);
      const n = valid.colors.length;
      const input = wasm.reserve(8 * n);
      packColorCodes(valid.colors, new Uint32Array(wasm.memory.buffer, input, n));
      const output = input + 4 * n;
      const locked = valid.locked.reduce((mask, i) => mask | (1 << i), 0);
      wasm.saferChartColors(valid.kind === 'categorical' ? 0 : 1, input, n, packColorCode(valid.background), valid.minContrast, valid.severity, locked, output);
      return saferResultOf(valid, Array.from(new Uint32Array(wasm.memory.buffer, output, n), formatColorCode));
    },

    solveSystem: (system) => solveSystemWith(wasm, system),

    gradientFallback(layer) {
      // The sampling is the core's (TypeScript in both engines); the module fits the stops to the samples, and the core
      // turns the chosen samples into stops.
      const input = sampleLayer(layer);
      const count = sampleCount(input);
      const pieceCount = input.pieces.length - 1;
      // Room for a reach that passes the limit by one before it gives up.
      const capacity = Math.max(MAX_FALLBACK_STOPS, 2 * pieceCount) + 1;
      const samplesBytes = count * FALLBACK_SAMPLE_STRIDE * 8;
      const workBytes = count * FALLBACK_WORK_STRIDE * 8;
      const piecesBytes = ((pieceCount + 1) * 4 + 7) & ~7;
      const base = wasm.reserve(samplesBytes + workBytes + piecesBytes + 8 + capacity * 8);
      const work = base + samplesBytes;
      const pieces = work + workBytes;
      const output = pieces + piecesBytes;
      new Float64Array(wasm.memory.buffer, base, count * FALLBACK_SAMPLE_STRIDE).set(input.samples);
      new Int32Array(wasm.memory.buffer, pieces, pieceCount + 1).set(input.pieces);
      const n = wasm.gradientFallback(base, count, pieces, pieceCount, FALLBACK_GOAL, MAX_FALLBACK_STOPS, work, output, capacity);
      const error = new Float64Array(wasm.memory.buffer, output, 1)[0];
      const indices = Array.from(new Int32Array(wasm.memory.buffer, output + 8, n));
      return fallbackResultOf(input, { indices, error }, FALLBACK_GOAL);
    },

    renderGradient(gradient, width, height, options) {
      // The tables and the geometry are the core's (TypeScript in both engines); the module runs the pixel loop.
      const [start, end] = rasterRows(width, height, options);
      const input = rasterInput(gradient, width, height);
      const outBytes = width * (end - start) * 4;
      const base = wasm.reserve(8 * (input.layers.length + input.pieces.length + input.table.length) + outBytes);
      const pieces = base + 8 * input.layers.length;
      const table = pieces + 8 * input.pieces.length;
      const out = table + 8 * input.table.length;
      new Float64Array(wasm.memory.buffer, base, input.layers.length).set(input.layers);
      new Float64Array(wasm.memory.buffer, pieces, input.pieces.length).set(input.pieces);
      new Float64Array(wasm.memory.buffer, table, input.table.length).set(input.table);
      wasm.renderGradientRows(base, input.layerCount, pieces, table, width, start, end, options.dither ? 1 : 0, out);
      return new Uint8ClampedArray(wasm.memory.buffer.slice(out, out + outBytes));
    },

    generateTheme(request) {
      // The core checks the request (and throws its errors) and reduces it to numbers; one module call per appearance
      // writes its roles (IRODORI_ROLES, then four per custom colour) after the seeds and the custom colours, and the
      // core assembles the theme (names, codes, the tonal palettes).
      const valid = validateThemeRequest(request);
      const seeds = valid.seeds.length;
      const extended = valid.extended.length;
      const roles = IRODORI_ROLES.length + 4 * extended;
      const input = wasm.reserve(4 * (seeds + extended + 2 * roles));
      const extendedAt = input + 4 * seeds;
      const output = extendedAt + 4 * extended;
      let present = 0;
      const packed = new Uint32Array(wasm.memory.buffer, input, seeds + extended);
      valid.seeds.forEach((rgb, i) => {
        if (rgb >= 0) {
          packed[i] = rgb;
          present |= 1 << i;
        }
      });
      let harmonize = 0;
      valid.extended.forEach((x, k) => {
        packed[seeds + k] = x.rgb;
        if (x.harmonize) harmonize |= 1 << k;
      });
      const apca = valid.apca ? 1 : 0;
      wasm.themeRoles(input, present, apca, valid.text, valid.component, 0, output, extendedAt, extended, harmonize);
      wasm.themeRoles(input, present, apca, valid.text, valid.component, 1, output + 4 * roles, extendedAt, extended, harmonize);
      const out = new Uint32Array(wasm.memory.buffer, output, 2 * roles);
      return themeOf(valid, out.subarray(0, roles), out.subarray(roles));
    },

    checkPalette(codes, severity) {
      return checkOfRecords(checks.checkPaletteRecords(codes, severity));
    },

    checkAuthoredPalette(list, severity) {
      return checkOfRecords(checks.checkAuthoredPaletteRecords(list, severity));
    },

    checkAuthoredPaletteRecords: checks.checkAuthoredPaletteRecords,

    gamutMapMany(oklch, withP3 = false) {
      // The colours (whole records only, as the core reads them) in, the bytes and P3 channels out, one call.
      const n = Math.floor(oklch.length / GAMUT_MAP_STRIDE);
      const recordBytes = GAMUT_MAP_STRIDE * 8;
      const input = wasm.reserve(n * recordBytes * (withP3 ? 2 : 1) + n * 4);
      const p3 = withP3 ? input + n * recordBytes : 0;
      const srgb = input + n * recordBytes * (withP3 ? 2 : 1);
      new Float64Array(wasm.memory.buffer, input, n * GAMUT_MAP_STRIDE).set(oklch.subarray(0, n * GAMUT_MAP_STRIDE));
      wasm.gamutMapMany(input, n, srgb, p3);
      return {
        srgb: new Uint8ClampedArray(wasm.memory.buffer, srgb, n * 4).slice(),
        p3: withP3 ? new Float64Array(wasm.memory.buffer, p3, n * GAMUT_MAP_STRIDE).slice() : null,
      };
    },

    analyseImage: images.analyseImage,
    imageGrid: (rgba, width, height) => wasmImageGrid(wasm, rgba, width, height),
    transferPalette: (rgba, shifts) => wasmTransferPalette(wasm, rgba, shifts),
    renderMesh(mesh, width, height, dither) {
      // The surface's tables are the core's (TypeScript in both engines); the module runs the pixel loop.
      rasterRows(width, height, { dither });
      const { surface, matrices, gamma } = meshRenderInput(mesh);
      const tables = [surface.places, surface.cells, matrices, gamma];
      const outBytes = width * height * 4;
      const base = wasm.reserve(8 * tables.reduce((sum, table) => sum + table.length, 0) + outBytes);
      const at: number[] = [];
      let next = base;
      for (const table of tables) {
        at.push(next);
        new Float64Array(wasm.memory.buffer, next, table.length).set(table);
        next += 8 * table.length;
      }
      wasm.renderMeshRows(at[0], at[1], at[2], at[3], surface.columns, surface.rows, width, height, 0, height, dither ? 1 : 0, next);
      return new Uint8ClampedArray(wasm.memory.buffer.slice(next, next + outBytes));
    },
    meshApproximation: (mesh) => meshApproximation(mesh),
    quantizePixels: images.quantizePixels,

    convert(rgb) {
      const n = rgb.length;
      const inputBytes = (n * 4 + 7) & ~7;
      const input = wasm.reserve(inputBytes + n * L.CONVERT_STRIDE * 8);
      new Uint32Array(wasm.memory.buffer, input, n).set(rgb);
      wasm.convertBatch(input, n, input + inputBytes);
      return new Float64Array(wasm.memory.buffer, input + inputBytes, n * L.CONVERT_STRIDE).slice();
    },
  };
}
