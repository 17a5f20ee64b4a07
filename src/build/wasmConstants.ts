/**
 * The constants assembly/ shares with src/core, generated from the core into assembly/generated/constants.ts
 * (by buildWasm.ts) so the port never holds a hand-copied number: each is the core's exported constant (or a
 * position in one of its lists), under the name the port uses, grouped by the core module it comes from.
 */
import {
  APCA_BLACK_CLAMP,
  APCA_BLACK_THRESHOLD,
  APCA_COEFFICIENTS,
  APCA_DELTA_Y_MIN,
  APCA_LOW_CLIP,
  APCA_LOW_OFFSET,
  APCA_NORM_BG,
  APCA_NORM_TXT,
  APCA_REV_BG,
  APCA_REV_TXT,
  APCA_SCALE,
  BOLD_TEXT_AA,
  CHECK_MAX_COLORS,
  CHECK_VISIONS,
  CONFLICT_DELTA_E,
  FMIX32_MULTIPLIERS,
  FOREGROUND_LIGHTNESS_THRESHOLD,
  FOREGROUND_MIN_RATIO,
  FOREGROUND_MIX,
  FOREGROUND_STRONG_MIX,
  GAMUT_EPSILON,
  GAMUT_JND,
  HISTOGRAM_BINS,
  LAB_EPSILON,
  LAB_EPSILON_CBRT,
  LAB_KAPPA,
  MULBERRY32_INCREMENT,
  NEAR_IDENTICAL_DELTA_E,
  NORMAL_TEXT_AA,
  NORMAL_TEXT_AAA,
  PALETTE_CHROMA_MAX,
  PALETTE_CHROMA_MIN,
  PALETTE_HARMONIES,
  PALETTE_MAX_COLORS,
  PALETTE_MIN_DELTA_E,
  PALETTE_SPREAD_CONTRAST,
  RADIX_SOLID_INDEX,
  RADIX_STEPS,
  RANDOM_GREY_COUNT,
  RANDOM_GREY_MAX,
  RANDOM_GREY_MIN,
  RANDOM_MAX_ATTEMPTS,
  RANDOM_SATURATION_MAX,
  RANDOM_SATURATION_MIN,
  RANDOM_VALUE_MAX,
  RANDOM_VALUE_MIN,
  RING_BISECTION_STEPS,
  RING_GAMUT_EPSILON,
  RING_POINTS,
  RING_STEP,
  SCALE_KINDS,
  SCALE_METHODS,
  SCORE_EPSILON,
  TAILWIND_STEPS,
  UINT32_RANGE,
  WCAG_FLARE,
  WCAG_LEVELS,
  WCAG_LUMINANCE_WEIGHTS,
} from '../core/index.ts';
import { SYSTEM_MAX_STEPS, SYSTEM_METHODS } from '../core/system/systemRules.ts';
import * as CATEGORICAL from '../core/charts/categorical.ts';
import * as SAFER from '../core/charts/safer.ts';
import * as SAFER_SEQUENTIAL from '../core/charts/saferSequential.ts';
import { CHROMA_FIT_HALVINGS } from '../core/charts/chartCodes.ts';
import { CLEAR_DELTA_E, DISTINCT_DELTA_E, GREYSCALE_DELTA_L } from '../core/charts/report.ts';
import { CHART_VISIONS, FEATURE_SIZE, HUE_CHROMA, HUE_CLASH_COS, HUE_CLASH_LIGHTNESS, HUE_CLASH_PENALTY } from '../core/charts/chartVision.ts';
import { GAMUT_TEST_TOLERANCE, LINEAR_P3_TO_XYZ65, XYZ65_TO_LINEAR_P3 } from '../core/convert/wideGamut.ts';
import { LINEAR_P3_TO_LINEAR_SRGB, LINEAR_SRGB_TO_LINEAR_P3 } from '../core/convert/displayP3.ts';
import { LINEAR_SRGB_THRESHOLD } from '../core/convert/linearToSrgb.ts';
import { SRGB_GAMMA, SRGB_LINEAR_SLOPE, SRGB_LINEAR_THRESHOLD, SRGB_OFFSET } from '../core/convert/srgbToLinear.ts';
import type { Matrix3 } from '../core/convert/types.ts';
import { GAMUT_MAP_STRIDE } from '../core/exact/gamutMapMany.ts';
import { APCA_MAIN_TRC } from '../core/contrast/apca.ts';
import { RENDERINGS, TRANSLUCENT_BACKDROPS } from '../core/contrast/screenContrast.ts';
import * as SEED from '../core/generate/paletteSeed.ts';
import * as DISTANCE from '../core/generate/paletteDistance.ts';
import * as SPREAD from '../core/generate/paletteSpread.ts';
import * as THEME from '../core/theme/irodoriTheme.ts';
import { IRODORI_ROLES } from '../core/theme/roles.ts';
import { SEED_ROLES } from '../core/theme/settings.ts';
import * as GRADIENT_FALLBACK from '../core/gradient/fallback.ts';
import { FALLBACK_SAMPLE_STRIDE } from '../core/gradient/sample.ts';
import { FIT_CURVE_STEPS } from '../core/gradient/fallbackError.ts';
import * as RASTER_TABLE from '../core/gradient/rasterTable.ts';
import { R2_ALPHA_OFFSET, R2_X, R2_Y } from '../core/gradient/raster.ts';
import { MESH_CELL_STRIDE, MESH_CHANNELS } from '../core/gradient/mesh/surface.ts';
import { MESH_GAMMA_STEPS } from '../core/gradient/mesh/render.ts';
import { RECOLOR_LUT_EPSILON, RECOLOR_LUT_SIGMA, RECOLOR_LUT_SIZE } from '../core/recolor/transferLut.ts';

type Declaration = readonly [type: 'f64' | 'i32' | 'u32' | 'u8', value: number] | readonly [type: 'matrix', value: Matrix3];

/** Returns a literal that parses back to exactly `x` (shortest round-trip form). */
export function f64Literal(x: number): string {
  const s = String(x);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

const f64 = (value: number): Declaration => ['f64', value];
const i32 = (value: number): Declaration => ['i32', value];
const u32 = (value: number): Declaration => ['u32', value];
const u8 = (value: number): Declaration => ['u8', value];
/** A 3×3 matrix: nine f64 in static memory, row by row (assembly/vec3.ts `Matrix3`, the address). */
const matrix = (value: Matrix3): Declaration => ['matrix', value];

/** Returns the grey level of each of the two translucent backdrops (each a grey: r = g = b), so the port can hold one number. */
function backdropLevels(): number[] {
  if (TRANSLUCENT_BACKDROPS.length !== 2) throw new Error('the port judges a translucent background over two backdrops');
  return TRANSLUCENT_BACKDROPS.map(([r, g, b]) => {
    if (r !== g || g !== b) throw new Error(`a translucent backdrop is a grey: ${r} ${g} ${b}`);
    return r;
  });
}

/** Returns the position of `item` in a core list; throws when it is not there (the port's index would be wrong). */
function indexIn(list: readonly string[], item: string): number {
  const index = list.indexOf(item);
  if (index < 0) throw new Error(`${item} is not in the core's list (${list.join(', ')})`);
  return index;
}

/** Returns a camelCase name in CONSTANT_CASE ('onPrimaryContainer' → 'ON_PRIMARY_CONTAINER'). */
function constantCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/** Returns the core constants of each file's exported numbers whose name is in `names`, as the one type. */
function pick(module: Record<string, unknown>, type: (value: number) => Declaration, names: readonly string[]): Record<string, Declaration> {
  return Object.fromEntries(
    names.map((name) => {
      const value = module[name];
      if (typeof value !== 'number') throw new Error(`the core exports no number ${name}`);
      return [name, type(value)];
    }),
  );
}

/** The shared constants by the core module they come from. */
function sharedConstants(): Record<string, Record<string, Declaration>> {
  return {
    'src/core/contrast/wcag.ts': {
      WCAG_LUMINANCE_R: f64(WCAG_LUMINANCE_WEIGHTS[0]),
      WCAG_LUMINANCE_G: f64(WCAG_LUMINANCE_WEIGHTS[1]),
      WCAG_LUMINANCE_B: f64(WCAG_LUMINANCE_WEIGHTS[2]),
      WCAG_FLARE: f64(WCAG_FLARE),
    },
    'src/core/contrast/contrast.ts (thresholds, SCORE_EPSILON, WCAG_LEVELS positions)': {
      NORMAL_TEXT_AAA: f64(NORMAL_TEXT_AAA),
      NORMAL_TEXT_AA: f64(NORMAL_TEXT_AA),
      BOLD_TEXT_AA: f64(BOLD_TEXT_AA),
      SCORE_EPSILON: f64(SCORE_EPSILON),
      LEVEL_AAA: u8(indexIn(WCAG_LEVELS, 'AAA')),
      LEVEL_AA: u8(indexIn(WCAG_LEVELS, 'AA')),
      LEVEL_AA_LARGE: u8(indexIn(WCAG_LEVELS, 'AA Large')),
      LEVEL_FAIL: u8(indexIn(WCAG_LEVELS, 'Fail')),
    },
    'src/core/contrast/apca.ts': {
      APCA_RED: f64(APCA_COEFFICIENTS[0]),
      APCA_GREEN: f64(APCA_COEFFICIENTS[1]),
      APCA_BLUE: f64(APCA_COEFFICIENTS[2]),
      APCA_NORM_BG: f64(APCA_NORM_BG),
      APCA_NORM_TXT: f64(APCA_NORM_TXT),
      APCA_REV_BG: f64(APCA_REV_BG),
      APCA_REV_TXT: f64(APCA_REV_TXT),
      APCA_BLACK_THRESHOLD: f64(APCA_BLACK_THRESHOLD),
      APCA_BLACK_CLAMP: f64(APCA_BLACK_CLAMP),
      APCA_SCALE: f64(APCA_SCALE),
      APCA_LOW_OFFSET: f64(APCA_LOW_OFFSET),
      APCA_LOW_CLIP: f64(APCA_LOW_CLIP),
      APCA_DELTA_Y_MIN: f64(APCA_DELTA_Y_MIN),
      APCA_MAIN_TRC: f64(APCA_MAIN_TRC),
    },
    'src/core/color/foreground.ts': {
      FOREGROUND_LIGHTNESS_THRESHOLD: f64(FOREGROUND_LIGHTNESS_THRESHOLD),
      FOREGROUND_MIX: f64(FOREGROUND_MIX),
      FOREGROUND_STRONG_MIX: f64(FOREGROUND_STRONG_MIX),
      FOREGROUND_MIN_RATIO: f64(FOREGROUND_MIN_RATIO),
    },
    'src/core/convert/srgbToLinear.ts, linearToSrgb.ts (the transfer curve on any float, with the host\'s pow)': {
      SRGB_LINEAR_THRESHOLD: f64(SRGB_LINEAR_THRESHOLD),
      SRGB_LINEAR_SLOPE: f64(SRGB_LINEAR_SLOPE),
      SRGB_OFFSET: f64(SRGB_OFFSET),
      SRGB_GAMMA: f64(SRGB_GAMMA),
      LINEAR_SRGB_THRESHOLD: f64(LINEAR_SRGB_THRESHOLD),
    },
    'src/core/convert/wideGamut.ts, displayP3.ts (Display P3 matrices)': {
      XYZ65_TO_LINEAR_P3: matrix(XYZ65_TO_LINEAR_P3),
      LINEAR_P3_TO_XYZ65: matrix(LINEAR_P3_TO_XYZ65),
      LINEAR_P3_TO_LINEAR_SRGB: matrix(LINEAR_P3_TO_LINEAR_SRGB),
      LINEAR_SRGB_TO_LINEAR_P3: matrix(LINEAR_SRGB_TO_LINEAR_P3),
    },
    'src/core/exact/gamutMapMany.ts': {
      GAMUT_MAP_STRIDE: i32(GAMUT_MAP_STRIDE),
    },
    'src/core/contrast/screenContrast.ts (TRANSLUCENT_BACKDROPS as grey levels, in order; RENDERINGS positions)': {
      ...Object.fromEntries(backdropLevels().map((level, i) => [`TRANSLUCENT_BACKDROP_${i}`, f64(level)])),
      TRANSLUCENT_BACKDROP_COUNT: i32(TRANSLUCENT_BACKDROPS.length),
      RENDERING_SRGB: i32(indexIn(RENDERINGS, 'srgb')),
      RENDERING_P3: i32(indexIn(RENDERINGS, 'p3')),
      RENDERING_COUNT: i32(RENDERINGS.length),
    },
    'src/core/convert/xyz50ToLab.ts, labToXyz50.ts, gamutMap.ts': {
      LAB_EPSILON: f64(LAB_EPSILON),
      LAB_KAPPA: f64(LAB_KAPPA),
      LAB_EPSILON_CBRT: f64(LAB_EPSILON_CBRT),
      GAMUT_JND: f64(GAMUT_JND),
      GAMUT_EPSILON: f64(GAMUT_EPSILON),
    },
    'src/core/random/mulberry32.ts, randomColors.ts': {
      MULBERRY32_INCREMENT: u32(MULBERRY32_INCREMENT),
      UINT32_RANGE: f64(UINT32_RANGE),
      FMIX32_MULTIPLIER_1: u32(FMIX32_MULTIPLIERS[0]),
      FMIX32_MULTIPLIER_2: u32(FMIX32_MULTIPLIERS[1]),
      RANDOM_SATURATION_MIN: f64(RANDOM_SATURATION_MIN),
      RANDOM_SATURATION_MAX: f64(RANDOM_SATURATION_MAX),
      RANDOM_VALUE_MIN: f64(RANDOM_VALUE_MIN),
      RANDOM_VALUE_MAX: f64(RANDOM_VALUE_MAX),
      RANDOM_GREY_MIN: u32(RANDOM_GREY_MIN),
      RANDOM_GREY_MAX: u32(RANDOM_GREY_MAX),
      RANDOM_GREY_COUNT: i32(RANDOM_GREY_COUNT),
      RANDOM_MAX_ATTEMPTS: i32(RANDOM_MAX_ATTEMPTS),
    },
    'src/core/scheme/sameLightness.ts': {
      RING_POINTS: i32(RING_POINTS),
      RING_STEP: f64(RING_STEP),
      RING_BISECTION_STEPS: i32(RING_BISECTION_STEPS),
      RING_GAMUT_EPSILON: f64(RING_GAMUT_EPSILON),
    },
    'src/core/generate/paletteRules.ts (PALETTE_HARMONIES positions, PALETTE_MAX_COLORS)': {
      ...Object.fromEntries(PALETTE_HARMONIES.map((harmony) => [`HARMONY_${harmony.toUpperCase().replace('-', '_')}`, i32(indexIn(PALETTE_HARMONIES, harmony))])),
      CONCRETE_HARMONIES: i32(PALETTE_HARMONIES.length - 1),
      PALETTE_MAX_SLOTS: i32(PALETTE_MAX_COLORS),
      PALETTE_MIN_DELTA_E: f64(PALETTE_MIN_DELTA_E),
      PALETTE_SPREAD_CONTRAST: f64(PALETTE_SPREAD_CONTRAST),
      PALETTE_CHROMA_MIN: f64(PALETTE_CHROMA_MIN),
      PALETTE_CHROMA_MAX: f64(PALETTE_CHROMA_MAX),
    },
    'src/core/generate/paletteSeed.ts': pick(SEED, f64, [
      'PALETTE_ANCHOR_MIN_CHROMA', 'HUE_COVER_TOLERANCE', 'ANALOGOUS_STEP_MIN', 'ANALOGOUS_STEP_MAX', 'PALETTE_LIGHTNESS_MIN',
      'PALETTE_LIGHTNESS_MAX', 'MONO_LIGHTNESS_MIN', 'MONO_LIGHTNESS_MAX', 'RUNG_JITTER', 'CHROMA_FACTOR_FROM', 'CHROMA_FACTOR_SPAN',
      'MONO_CHROMA_FACTOR_FROM', 'MONO_CHROMA_FACTOR_SPAN', 'HUE_JITTER', 'MONO_HUE_JITTER', 'NATURAL_HUE_STEP',
      'NATURAL_LIGHTNESS_STEP_MIN', 'NATURAL_LIGHTNESS_STEP_MAX', 'NATURAL_CHROMA_STEP', 'NATURAL_CHROMA_MIN', 'NATURAL_CHROMA_MAX',
    ]),
    'src/core/generate/paletteDistance.ts': {
      ...pick(DISTANCE, i32, ['REPAIR_MAX_MOVES', 'REPAIR_ATTEMPTS', 'REPAIR_NARROW_ATTEMPTS']),
      ...pick(DISTANCE, f64, ['REPAIR_HUE_JITTER', 'REPAIR_WIDE_HUE_JITTER', 'MONO_REPAIR_HUE_JITTER', 'MONO_REPAIR_WIDE_HUE_JITTER']),
    },
    'src/core/generate/paletteSpread.ts': {
      ...pick(SPREAD, f64, ['SPREAD_MARGIN', 'SPREAD_LUMINANCE_MIN', 'SPREAD_LUMINANCE_MAX']),
      ...pick(SPREAD, i32, ['SPREAD_BISECTION_STEPS']),
    },
    'src/core/charts/categorical.ts': {
      ...pick(CATEGORICAL, i32, ['CATEGORICAL_MAX', 'CATEGORICAL_POOL', 'CATEGORICAL_STARTS', 'REFINE_PASSES', 'POOL_TRIES']),
      ...pick(CATEGORICAL, f64, ['MOVE_EPSILON']),
      GAMUT_TEST_TOLERANCE: f64(GAMUT_TEST_TOLERANCE),
      ...Object.fromEntries(CATEGORICAL.REFINE_STEPS.map((step, i) => [`REFINE_STEP_${i}`, f64(step)])),
      REFINE_STEP_COUNT: i32(CATEGORICAL.REFINE_STEPS.length),
    },
    'src/core/charts/safer.ts, saferSequential.ts, chartCodes.ts and report.ts (the verdicts\' thresholds)': {
      ...pick(SAFER, f64, ['CONTRAST_FINE_STEP', 'SAFER_EPSILON']),
      ...pick(SAFER, i32, ['CONTRAST_COARSE_SPAN', 'SAFER_ROUNDS', 'SETTLE_PARTS']),
      ...Object.fromEntries(SAFER.SAFER_STEPS.map((step, i) => [`SAFER_STEP_${i}`, f64(step)])),
      SAFER_STEP_COUNT: i32(SAFER.SAFER_STEPS.length),
      ...pick(SAFER_SEQUENTIAL, f64, ['SEQUENTIAL_GAP_BUMP', 'SEQUENTIAL_LOCK_WEIGHT', 'SEQUENTIAL_KEEP']),
      ...pick(SAFER_SEQUENTIAL, i32, ['SEQUENTIAL_ROUNDS']),
      CHROMA_FIT_HALVINGS: i32(CHROMA_FIT_HALVINGS),
      CLEAR_DELTA_E: f64(CLEAR_DELTA_E),
      DISTINCT_DELTA_E: f64(DISTINCT_DELTA_E),
      GREYSCALE_DELTA_L: f64(GREYSCALE_DELTA_L),
    },
    'src/core/charts/chartVision.ts (CHART_VISIONS: normal, then the three simulations in the port\'s order)': {
      FEATURE_SIZE: i32(FEATURE_SIZE),
      CHART_VISION_COUNT: i32(CHART_VISIONS.length),
      CHART_VISION_PROTANOPIA: i32(indexIn(CHART_VISIONS, 'protanopia')),
      CHART_VISION_DEUTERANOPIA: i32(indexIn(CHART_VISIONS, 'deuteranopia')),
      CHART_VISION_TRITANOPIA: i32(indexIn(CHART_VISIONS, 'tritanopia')),
      HUE_CLASH_LIGHTNESS: f64(HUE_CLASH_LIGHTNESS),
      HUE_CLASH_COS: f64(HUE_CLASH_COS),
      HUE_CLASH_PENALTY: f64(HUE_CLASH_PENALTY),
      HUE_CHROMA: f64(HUE_CHROMA),
    },
    'src/core/check/checkRules.ts (CHECK_VISIONS positions)': {
      CHECK_MAX_COLORS: i32(CHECK_MAX_COLORS),
      NEAR_IDENTICAL_DELTA_E: f64(NEAR_IDENTICAL_DELTA_E),
      CONFLICT_DELTA_E: f64(CONFLICT_DELTA_E),
      ...Object.fromEntries(CHECK_VISIONS.map((vision) => [`VISION_${vision.toUpperCase()}`, i32(indexIn(CHECK_VISIONS, vision))])),
    },
    'src/core/scale/scaleRules.ts (SCALE_KINDS and SCALE_METHODS positions, step counts)': {
      KIND_TAILWIND: i32(indexIn(SCALE_KINDS, 'tailwind')),
      KIND_RADIX: i32(indexIn(SCALE_KINDS, 'radix')),
      METHOD_APCA: i32(indexIn(SCALE_METHODS, 'apca')),
      TAILWIND_STEP_COUNT: i32(TAILWIND_STEPS.length),
      RADIX_STEP_COUNT: i32(RADIX_STEPS.length),
      RADIX_SOLID_INDEX: i32(RADIX_SOLID_INDEX),
    },
    'src/core/system/systemRules.ts (SYSTEM_METHODS positions, the most steps)': {
      SYSTEM_METHOD_APCA: i32(indexIn(SYSTEM_METHODS, 'apca')),
      SYSTEM_MAX_STEPS: i32(SYSTEM_MAX_STEPS),
    },
    'src/core/theme/irodoriTheme.ts, irodoriExtended.ts (constants, THEME_LIGHTNESS by appearance, IRODORI_ROLES and SEED_ROLES positions)': {
      ...pick(THEME, i32, ['THEME_SEARCH_STEPS']),
      ...pick(THEME, f64, [
        'THEME_SECONDARY_CHROMA_RATIO', 'THEME_SECONDARY_MIN_CHROMA', 'THEME_TERTIARY_HUE_SHIFT', 'THEME_TERTIARY_CHROMA_RATIO',
        'THEME_NEUTRAL_CHROMA', 'THEME_NEUTRAL_CHROMA_RATIO', 'THEME_NEUTRAL_SEED_MAX_CHROMA', 'THEME_ERROR_HUE', 'THEME_ERROR_CHROMA',
        'THEME_CONTAINER_MAX_CHROMA', 'THEME_ON_COLOR_MAX_CHROMA', 'THEME_BACKGROUND_SEED_MIN_L',
        'THEME_HARMONIZE_SHARE', 'THEME_HARMONIZE_MAX_ROTATION',
      ]),
      ...Object.fromEntries(
        (['light', 'dark'] as const).flatMap((appearance) =>
          Object.entries(THEME.THEME_LIGHTNESS[appearance]).map(([key, value]) => [`THEME_${appearance.toUpperCase()}_${constantCase(key)}`, f64(value)]),
        ),
      ),
      ...Object.fromEntries(IRODORI_ROLES.map((role) => [`ROLE_${constantCase(role)}`, i32(indexIn(IRODORI_ROLES, role))])),
      ROLE_COUNT: i32(IRODORI_ROLES.length),
      ...Object.fromEntries(SEED_ROLES.map((role) => [`SEED_${constantCase(role)}`, i32(indexIn(SEED_ROLES, role))])),
      SEED_COUNT: i32(SEED_ROLES.length),
    },
    'src/core/image/imageRules.ts': {
      HISTOGRAM_BINS: i32(HISTOGRAM_BINS),
    },
    'src/core/recolor/transferLut.ts (the palette transfer of a photo)': {
      RECOLOR_LUT_SIZE: i32(RECOLOR_LUT_SIZE),
      RECOLOR_LUT_SIGMA: f64(RECOLOR_LUT_SIGMA),
      RECOLOR_LUT_EPSILON: f64(RECOLOR_LUT_EPSILON),
    },
    'src/core/gradient/fallback.ts, sample.ts, fallbackError.ts (the classic fallback\'s fit)': {
      ...pick(GRADIENT_FALLBACK, i32, ['FALLBACK_SEARCH_STEPS', 'FALLBACK_REFINE_STEPS', 'FALLBACK_WORK_STRIDE']),
      FALLBACK_SAMPLE_STRIDE: i32(FALLBACK_SAMPLE_STRIDE),
      FIT_CURVE_STEPS: i32(FIT_CURVE_STEPS),
    },
    'src/core/gradient/rasterTable.ts, raster.ts (the gradient raster)': {
      ...pick(RASTER_TABLE, i32, ['RASTER_LAYER_STRIDE', 'RASTER_PIECE_STRIDE', 'RASTER_ENTRY_STRIDE', 'RASTER_KIND_LINEAR', 'RASTER_KIND_CONIC']),
      ...Object.fromEntries(RASTER_TABLE.RASTER_LAYER_FIELDS.map((field) => [`RASTER_FIELD_${constantCase(field)}`, i32(indexIn(RASTER_TABLE.RASTER_LAYER_FIELDS, field))])),
      ...Object.fromEntries(RASTER_TABLE.RASTER_PIECE_FIELDS.map((field) => [`RASTER_PIECE_${constantCase(field)}`, i32(indexIn(RASTER_TABLE.RASTER_PIECE_FIELDS, field))])),
      R2_X: f64(R2_X),
      R2_Y: f64(R2_Y),
      R2_ALPHA_OFFSET: f64(R2_ALPHA_OFFSET),
    },
    'src/core/gradient/mesh/surface.ts, render.ts (the mesh gradient render)': {
      MESH_CHANNELS: i32(MESH_CHANNELS),
      MESH_CELL_STRIDE: i32(MESH_CELL_STRIDE),
      MESH_GAMMA_STEPS: i32(MESH_GAMMA_STEPS),
    },
  };
}

/** Returns a declaration's literal; throws for an integer type given a fraction (a wrong core constant, not a rounding). */
function literal(declaration: Declaration): string {
  if (declaration[0] === 'matrix') return `memory.data<f64>([${declaration[1].flat().map(f64Literal).join(', ')}])`;
  const [type, value] = declaration;
  if (type === 'f64') return f64Literal(value);
  if (!Number.isInteger(value)) throw new Error(`${value} is no ${type}`);
  return type === 'u32' && value > 0xffff ? `0x${value.toString(16)}` : String(value);
}

/** Returns the source of assembly/generated/constants.ts. */
export function constantsSource(): string {
  const sections = Object.entries(sharedConstants()).map(([from, declarations]) => {
    const lines = Object.entries(declarations).map(([name, declaration]) => `export const ${name}: ${declaration[0] === 'matrix' ? 'usize' : declaration[0]} = ${literal(declaration)};`);
    return `/** From ${from}. */\n${lines.join('\n')}`;
  });
  return `// Generated by src/build/buildWasm.ts (src/build/wasmConstants.ts) from src/core. Do not edit; not committed.\n\n${sections.join('\n\n')}\n`;
}

/** Returns the names of every generated constant (the port must declare none of them itself). */
export function sharedConstantNames(): string[] {
  return Object.values(sharedConstants()).flatMap((declarations) => Object.keys(declarations));
}
