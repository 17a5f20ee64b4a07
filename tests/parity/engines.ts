/**
 * Shared set-up of the parity suite: both engines, the inputs, and mismatch reporting that names the
 * colour and both answers.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../../src/core/index.ts';
import { createTsEngine, createWasmEngine, type ColorEngine } from '../../src/engine/index.ts';
import { NAMES } from '../support/colorNames.ts';
import { JAPANESE } from '../support/japaneseColors.ts';

/** The compiled module the suite checks (built by `npm run build` / `npm run build:wasm`). */
export const WASM_FILE = fileURLToPath(new URL('../../src/engine/generated/irodori.wasm', import.meta.url));

/** Float tolerance of the contract. */
export const TOLERANCE = 1e-9;

/** Returns both engines; fails with instructions when the wasm has not been built. */
export async function loadEngines(): Promise<{ wasm: ColorEngine; ts: ColorEngine }> {
  if (!existsSync(WASM_FILE)) {
    throw new Error(`The parity suite needs the built wasm (${WASM_FILE}); run \`npm run build\` or \`npm run build:wasm\` first.`);
  }
  return { wasm: await createWasmEngine(), ts: createTsEngine(NAMES, JAPANESE) };
}

/** Returns every 3-digit code ('000' … 'fff'), as the user could type them. */
export function threeDigitCodes(): string[] {
  return Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(3, '0'));
}

/** Returns `count` packed 0xRRGGBB colours from mulberry32(seed). */
export function seededPackedColors(count: number, seed: number): Uint32Array {
  const random = mulberry32(seed);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = Math.floor(random() * 0x1000000);
  return out;
}

/** Returns '#rrggbb' of packed colours. */
export function codesOf(packed: Uint32Array): string[] {
  return Array.from(packed, (rgb) => `#${rgb.toString(16).padStart(6, '0')}`);
}

/** Returns true when two numbers agree within the tolerance (NaN matches NaN only). */
export function closeEnough(a: number, b: number): boolean {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  return Math.abs(a - b) <= TOLERANCE;
}

/**
 * Returns the paths where two values differ: strings, booleans and integers exactly, other numbers
 * within the tolerance, objects and arrays member by member. `ignore` lists top-level keys to skip.
 */
export function differences(wasm: unknown, ts: unknown, ignore: readonly string[] = [], path = ''): string[] {
  if (typeof wasm === 'number' && typeof ts === 'number') {
    return closeEnough(wasm, ts) ? [] : [`${path}: wasm ${wasm} ≠ ts ${ts}`];
  }
  if (wasm !== null && ts !== null && typeof wasm === 'object' && typeof ts === 'object') {
    const keys = new Set([...Object.keys(wasm), ...Object.keys(ts)]);
    const out: string[] = [];
    for (const key of keys) {
      if (path === '' && ignore.includes(key)) continue;
      out.push(
        ...differences(
          (wasm as Record<string, unknown>)[key],
          (ts as Record<string, unknown>)[key],
          [],
          path === '' ? key : `${path}.${key}`,
        ),
      );
    }
    return out;
  }
  return Object.is(wasm, ts) ? [] : [`${path}: wasm ${JSON.stringify(wasm)} ≠ ts ${JSON.stringify(ts)}`];
}

/** Collects mismatch reports and fails once with the first few (colour and both answers each). */
export class Mismatches {
  private readonly lines: string[] = [];
  private total = 0;

  /** Records that `subject` differs, with the detail lines. */
  add(subject: string, details: readonly string[] | string): void {
    const list = typeof details === 'string' ? [details] : details;
    if (list.length === 0) return;
    this.total++;
    if (this.lines.length < 40) this.lines.push(`${subject}\n    ${list.slice(0, 6).join('\n    ')}`);
  }

  /** Throws when anything was recorded. */
  assertNone(label: string): void {
    if (this.total > 0) {
      throw new Error(`${label}: ${this.total} mismatching input(s); first ones:\n  ${this.lines.join('\n  ')}`);
    }
  }
}
