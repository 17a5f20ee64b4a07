/**
 * Builds the wasm engine: generates the tables AssemblyScript needs from the TypeScript core
 * (assembly/generated/tables.ts) and the constants it shares with the core (constants.ts, see wasmConstants.ts),
 * then compiles assembly/ with the `asc` API (asconfig.json, target release) into src/engine/generated/irodori.wasm, and writes the lists the module's indices point into:
 * the colour names (src/engine/generated/color-names.json, loaded by the app and the worker) and the
 * Japanese traditional colours (japanese-colors.json), with Wada Sanzō's combinations beside them (wada.json); and
 * the design systems the colour system editor starts from (system-presets.json, read from their npm packages).
 * Offline, no install scripts; every output is gitignored.
 *
 * Usage: tsx src/build/buildWasm.ts [--if-missing]
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';
import {
  CATEGORIES,
  IMAGE_CENTRE_TOLERANCE_SQUARED,
  IMAGE_MAX_ITERATIONS,
  IMAGE_CLUSTER_MAX_COLORS,
  IMAGE_SEED,
  MACHADO_DEUTAN,
  MACHADO_PROTAN,
  MACHADO_TRITAN,
  REPRESENTATIVE_EPSILON_SQUARED,
  SAMPLE_JITTER_STEP,
  apcaChannel,
  channelToByte,
  linearChannelToSrgb,
  mulberry32,
  srgbChannelToLinear,
  type Matrix3,
} from '../core/index.ts';
import * as TAILWIND_CURVE from '../core/scale/tailwindCurve.ts';
import * as RADIX_CURVE from '../core/scale/radixCurve.ts';
import { CONTRAST_NEUTRAL_CHROMA, SCALE_REFINE_RADIUS, SCALE_SEARCH_STEPS } from '../core/scale/contrastScale.ts';
import { SYSTEM_WIDE_RADIUS } from '../core/system/solveCells.ts';
import { SYSTEM_TARGET_SLACK } from '../core/system/systemRules.ts';
import {
  P3_C_DECIMALS, P3_GRID_RADIUS, P3_H_DECIMALS, P3_L_DECIMALS, P3_LINEAR_HIGH, P3_LINEAR_LOW, P3_SEARCH_STEPS, P3_WIDE_GRID_RADIUS,
} from '../core/system/p3Cells.ts';
import { NTC_COLOR_NAMES, NTC_COLOR_NAME_LIST } from './colorNameList.ts';
import { JAPANESE_COLORS, JAPANESE_COLOR_LIST, WADA_LIST } from './japaneseColorData.ts';
import { systemPresetSources } from './systemPresets/index.ts';
import { constantsSource, f64Literal } from './wasmConstants.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the compiled module lands (also read by src/engine/wasm/loadWasm.ts and the bench). */
export const WASM_FILE = fileURLToPath(new URL('../engine/generated/irodori.wasm', import.meta.url));
const TABLES_FILE = fileURLToPath(new URL('../../assembly/generated/tables.ts', import.meta.url));
const CONSTANTS_FILE = fileURLToPath(new URL('../../assembly/generated/constants.ts', import.meta.url));
/** The colour-name list (src/engine/colorNames.ts loads it). */
export const COLOR_NAMES_FILE = fileURLToPath(new URL('../engine/generated/color-names.json', import.meta.url));
/** The Japanese traditional colours and Wada's combinations (src/engine/japaneseColors.ts loads them). */
export const JAPANESE_COLORS_FILE = fileURLToPath(new URL('../engine/generated/japanese-colors.json', import.meta.url));
export const WADA_FILE = fileURLToPath(new URL('../engine/generated/wada.json', import.meta.url));
/** The design systems the colour system editor starts from (src/build/systemPresets/). */
export const SYSTEM_PRESETS_FILE = fileURLToPath(new URL('../engine/generated/system-presets.json', import.meta.url));

/** Returns lines of `perLine` comma-separated items, indented for an array literal. */
function arrayLines(items: readonly string[], perLine: number): string {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += perLine) lines.push(`  ${items.slice(i, i + perLine).join(', ')},`);
  return lines.join('\n');
}

/** Returns '0xrrggbb' for a '#rrggbb' code. */
function packedLiteral(code: string): string {
  return `0x${code.slice(1)}`;
}

/** Returns the nine entries of a matrix, row by row, as f64 literals. */
function matrixLiterals(m: Matrix3): string[] {
  return m.flat().map(f64Literal);
}

/** The core's byte for a linear-light channel: what assembly/convert/linearToByte.ts reproduces. */
function coreLinearToByte(x: number): number {
  return channelToByte(linearChannelToSrgb(x));
}

const bitsView = new DataView(new ArrayBuffer(8));
function toBits(x: number): bigint {
  bitsView.setFloat64(0, x);
  return bitsView.getBigUint64(0);
}
function fromBits(bits: bigint): number {
  bitsView.setBigUint64(0, bits);
  return bitsView.getFloat64(0);
}

/**
 * Returns the 256 thresholds of linearToByte.ts: entry k (1–255) is the smallest f64 x ≥ 0 with
 * coreLinearToByte(x) ≥ k, found by bisection over the (ordered) bit patterns of non-negative doubles;
 * entry 0 is −∞. Throws if the table disagrees with the core on a million seeded samples.
 */
export function linearToByteThresholds(): number[] {
  const thresholds = [-Infinity];
  for (let k = 1; k <= 255; k++) {
    let below = toBits(0);
    let atOrAbove = toBits(1);
    while (atOrAbove - below > 1n) {
      const mid = (below + atOrAbove) / 2n;
      if (coreLinearToByte(fromBits(mid)) >= k) atOrAbove = mid;
      else below = mid;
    }
    thresholds.push(fromBits(atOrAbove));
  }
  const viaTable = (x: number) => {
    let k = 0;
    for (let step = 128; step >= 1; step >>= 1) if (x >= thresholds[k + step]) k += step;
    return k;
  };
  const random = mulberry32(2024);
  for (let i = 0; i < 1_000_000; i++) {
    const x = i < thresholds.length ? thresholds[i] : random() * 1.2 - 0.1;
    for (const probe of [x, fromBits(toBits(Math.abs(x)) - 1n) * Math.sign(x || 1)]) {
      if (viaTable(probe) !== coreLinearToByte(probe)) {
        throw new Error(`linear→byte table disagrees with the core at ${probe}: ${viaTable(probe)} vs ${coreLinearToByte(probe)}`);
      }
    }
  }
  return thresholds;
}

/** Returns every matrix of a Machado table (severities 0.0 … 1.0), row by row, as f64 literals. */
function tableLiterals(table: readonly Matrix3[]): string[] {
  return table.flatMap(matrixLiterals);
}

/**
 * Returns the scale generator's curves (src/core/scale/tailwindCurve.ts, radixCurve.ts: every per-step array, as
 * `SCALE_` + its name) and constants, as AssemblyScript declarations (assembly/scale/).
 */
function scaleTablesSource(): string {
  const entries: [string, unknown][] = [...Object.entries(TAILWIND_CURVE), ...Object.entries(RADIX_CURVE)];
  const arrays = entries
    .filter((entry): entry is [string, readonly number[]] => Array.isArray(entry[1]))
    .map(([name, values]) => `export const SCALE_${name}: usize = memory.data<f64>([${values.map(f64Literal).join(', ')}]);`);
  return `/** The scale curves (src/core/scale/tailwindCurve.ts and radixCurve.ts), one f64 per step. */
${arrays.join('\n')}
/** Scale constants (src/core/scale/). */
export const SCALE_TAILWIND_CHROMATIC_CHROMA: f64 = ${f64Literal(TAILWIND_CURVE.TAILWIND_CHROMATIC_CHROMA)};
export const SCALE_CONTRAST_NEUTRAL_CHROMA: f64 = ${f64Literal(CONTRAST_NEUTRAL_CHROMA)};
export const SCALE_SEARCH_STEPS: i32 = ${SCALE_SEARCH_STEPS};
export const SCALE_REFINE_RADIUS: i32 = ${SCALE_REFINE_RADIUS};
/** Colour system constants (src/core/system/). */
export const SYSTEM_WIDE_RADIUS: i32 = ${SYSTEM_WIDE_RADIUS};
export const SYSTEM_SLACK_WCAG: f64 = ${f64Literal(SYSTEM_TARGET_SLACK.wcag)};
export const SYSTEM_SLACK_APCA: f64 = ${f64Literal(SYSTEM_TARGET_SLACK.apca)};
/** A Display P3 system's cells (src/core/system/p3Cells.ts): each decimal place's unit, the search, the lightness grid's radii, the wide rule. */
export const P3_L_UNIT: f64 = ${f64Literal(10 ** P3_L_DECIMALS)};
export const P3_C_UNIT: f64 = ${f64Literal(10 ** P3_C_DECIMALS)};
export const P3_H_UNIT: f64 = ${f64Literal(10 ** P3_H_DECIMALS)};
export const P3_SEARCH_STEPS: i32 = ${P3_SEARCH_STEPS};
export const P3_GRID_RADIUS: i32 = ${P3_GRID_RADIUS};
export const P3_WIDE_GRID_RADIUS: i32 = ${P3_WIDE_GRID_RADIUS};
export const P3_LINEAR_LOW: f64 = ${f64Literal(P3_LINEAR_LOW)};
export const P3_LINEAR_HIGH: f64 = ${f64Literal(P3_LINEAR_HIGH)};
`;
}

/** Returns the source of assembly/generated/tables.ts. */
export function tablesSource(): string {
  const rgb = NTC_COLOR_NAMES.map(({ code }) => packedLiteral(code));
  const japanese = JAPANESE_COLORS.map(({ code }) => packedLiteral(code));
  const linear = Array.from({ length: 256 }, (_, byte) => f64Literal(srgbChannelToLinear(byte / 255)));
  const hueMin = CATEGORIES.map((c) => (c.hueRange === null ? 'NaN' : f64Literal(c.hueRange[0])));
  const hueMax = CATEGORIES.map((c) => (c.hueRange === null ? 'NaN' : f64Literal(c.hueRange[1])));
  const representative = CATEGORIES.map((c) => packedLiteral(c.representative));
  const neutral = CATEGORIES.findIndex((c) => c.id === 'neutral');
  const wrapsTo = CATEGORIES.findIndex((c) => c.id === 'red');
  const apca = Array.from({ length: 256 }, (_, byte) => f64Literal(apcaChannel(byte / 255)));
  const toByte = linearToByteThresholds().map((t) => (t === -Infinity ? '-Infinity' : f64Literal(t)));
  return `// Generated by src/build/buildWasm.ts from src/core. Do not edit; not committed.

/** Number of colour names (src/engine/generated/color-names.json). */
export const NAME_COUNT: i32 = ${NTC_COLOR_NAMES.length};

/** 0xRRGGBB of every colour name, in the list's order (the wasm returns indices into it). */
export const NAME_RGB: usize = memory.data<u32>([
${arrayLines(rgb, 8)}
]);

/** Number of Japanese traditional colours (src/engine/generated/japanese-colors.json). */
export const JP_COUNT: i32 = ${JAPANESE_COLORS.length};

/** 0xRRGGBB of every traditional colour, in the list's order (the wasm returns indices into it). */
export const JP_RGB: usize = memory.data<u32>([
${arrayLines(japanese, 8)}
]);

/** srgbChannelToLinear(byte / 255) for every byte, computed by the core (bit-identical by construction). */
export const SRGB_BYTE_TO_LINEAR: usize = memory.data<f64>([
${arrayLines(linear, 4)}
]);

/**
 * Linear-light thresholds of the core's channelToByte(linearChannelToSrgb(x)): entry k is the smallest
 * f64 giving byte k or more (entry 0 is −∞); see assembly/convert/linearToByte.ts.
 */
export const LINEAR_TO_BYTE_THRESHOLDS: usize = memory.data<f64>([
${arrayLines(toByte, 4)}
]);

/** Number of categories (src/core CATEGORIES, in CATEGORY_IDS order; indices are positions in it). */
export const CATEGORY_COUNT: i32 = ${CATEGORIES.length};
/** Index of 'neutral' (no hue) and of 'red' (hues above the last range wrap to it). */
export const CATEGORY_NEUTRAL: i32 = ${neutral};
export const CATEGORY_WRAP: i32 = ${wrapsTo};
/** Inclusive hue range of each category in degrees (NaN for neutral). */
export const CATEGORY_HUE_MIN: usize = memory.data<f64>([${hueMin.join(', ')}]);
export const CATEGORY_HUE_MAX: usize = memory.data<f64>([${hueMax.join(', ')}]);
/** Representative 0xRRGGBB of each category. */
export const CATEGORY_REPRESENTATIVE: usize = memory.data<u32>([${representative.join(', ')}]);

/** Machado et al. (2009) severity-1 matrices (src/core/vision/machado.ts, row 10), row by row. */
export const MACHADO_PROTANOPIA: usize = memory.data<f64>([${matrixLiterals(MACHADO_PROTAN[10]).join(', ')}]);
export const MACHADO_DEUTERANOPIA: usize = memory.data<f64>([${matrixLiterals(MACHADO_DEUTAN[10]).join(', ')}]);
export const MACHADO_TRITANOPIA: usize = memory.data<f64>([${matrixLiterals(MACHADO_TRITAN[10]).join(', ')}]);

/** The whole Machado tables, severities 0.0, 0.1 … 1.0: 11 matrices of 9 f64 each, row by row (assembly/vision/machado.ts). */
export const MACHADO_PROTAN_TABLE: usize = memory.data<f64>([
${arrayLines(tableLiterals(MACHADO_PROTAN), 9)}
]);
export const MACHADO_DEUTAN_TABLE: usize = memory.data<f64>([
${arrayLines(tableLiterals(MACHADO_DEUTAN), 9)}
]);
export const MACHADO_TRITAN_TABLE: usize = memory.data<f64>([
${arrayLines(tableLiterals(MACHADO_TRITAN), 9)}
]);

/** APCA's per-channel term apcaChannel(byte / 255) = (byte / 255)^2.4 for every byte, computed by the core (src/core/contrast/apca.ts). */
export const APCA_BYTE_TO_Y: usize = memory.data<f64>([
${arrayLines(apca, 4)}
]);

${scaleTablesSource()}
/** The image palette's constants (src/core/image/imageRules.ts, sampling.ts). */
export const IMAGE_SEED: u32 = ${IMAGE_SEED};
export const SAMPLE_JITTER_STEP: u32 = ${SAMPLE_JITTER_STEP};
export const IMAGE_MAX_ITERATIONS: i32 = ${IMAGE_MAX_ITERATIONS};
export const IMAGE_CENTRE_TOLERANCE_SQUARED: f64 = ${f64Literal(IMAGE_CENTRE_TOLERANCE_SQUARED)};
export const IMAGE_CLUSTER_MAX_COLORS: i32 = ${IMAGE_CLUSTER_MAX_COLORS};
export const REPRESENTATIVE_EPSILON_SQUARED: f64 = ${f64Literal(REPRESENTATIVE_EPSILON_SQUARED)};
`;
}

/** Generates the tables and compiles the module; throws with the compiler's output on failure. */
export async function buildWasm(): Promise<void> {
  await mkdir(fileURLToPath(new URL('../../assembly/generated/', import.meta.url)), { recursive: true });
  await mkdir(fileURLToPath(new URL('../engine/generated/', import.meta.url)), { recursive: true });
  await writeFile(TABLES_FILE, tablesSource());
  await writeFile(CONSTANTS_FILE, constantsSource());
  await writeFile(COLOR_NAMES_FILE, JSON.stringify(NTC_COLOR_NAME_LIST));
  await writeFile(JAPANESE_COLORS_FILE, JSON.stringify(JAPANESE_COLOR_LIST));
  await writeFile(WADA_FILE, JSON.stringify(WADA_LIST));
  await writeFile(SYSTEM_PRESETS_FILE, JSON.stringify(systemPresetSources()));
  const stderr: string[] = [];
  const result = await asc.main(['--config', 'asconfig.json', '--target', 'release', '--baseDir', root], {
    stderr: { write: (chunk: string | Uint8Array) => (stderr.push(String(chunk)), true) } as never,
  });
  if (result.error) throw new Error(`asc failed: ${result.error.message}\n${stderr.join('')}`);
}

/** Returns true when the compiled module and the lists it writes exist. */
export async function wasmExists(): Promise<boolean> {
  const exists = (file: string) =>
    stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
  const files = await Promise.all([WASM_FILE, COLOR_NAMES_FILE, JAPANESE_COLORS_FILE, WADA_FILE, SYSTEM_PRESETS_FILE].map(exists));
  return files.every(Boolean);
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const ifMissing = process.argv.includes('--if-missing');
  if (ifMissing && (await wasmExists())) {
    console.log(`wasm: ${WASM_FILE} exists, not rebuilt`);
  } else {
    const started = performance.now();
    await buildWasm();
    const { size } = await stat(WASM_FILE);
    console.log(`wasm: built ${WASM_FILE} (${size} bytes) in ${Math.round(performance.now() - started)} ms`);
  }
}
