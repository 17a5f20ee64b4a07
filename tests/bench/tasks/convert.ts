/**
 * `convert`: colours per second converted from sRGB bytes to RGB, HSL, HSV, CMYK, CIELAB (D50), LCH and
 * OKLCH, written into one flat Float64Array per batch (assembly/layout.ts). Peers do the same conversions
 * with their fastest public API; neither has CMYK, so both use the same one-line formula for it.
 */
import { converter, type Rgb } from 'culori';
import { ColorSpace, HSL, HSV, LCH, Lab, OKLCH, sRGB } from 'colorjs.io/fn';
import * as L from '../../../assembly/layout.ts';
import { packedColors } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const POOL = 50_000;

/** Writes naive CMYK (0–1) of sRGB 0–1 at `at`. */
function writeCmyk(r: number, g: number, b: number, out: Float64Array, at: number): void {
  const k = 1 - Math.max(r, g, b);
  const d = 1 - k;
  out[at] = k === 1 ? 0 : (1 - r - k) / d;
  out[at + 1] = k === 1 ? 0 : (1 - g - k) / d;
  out[at + 2] = k === 1 ? 0 : (1 - b - k) / d;
  out[at + 3] = k;
}

function writeTriple(values: ArrayLike<number>, out: Float64Array, at: number): void {
  out[at] = values[0];
  out[at + 1] = values[1];
  out[at + 2] = values[2];
}

/** Returns a batch converter over culori's converters. */
function culoriConverter(): (rgb: Uint32Array) => Float64Array {
  const toHsl = converter('hsl');
  const toHsv = converter('hsv');
  const toLab = converter('lab');
  const toLch = converter('lch');
  const toOklch = converter('oklch');
  return (packed) => {
    const out = new Float64Array(packed.length * L.CONVERT_STRIDE);
    for (let i = 0; i < packed.length; i++) {
      const at = i * L.CONVERT_STRIDE;
      const v = packed[i];
      const color: Rgb = { mode: 'rgb', r: ((v >>> 16) & 255) / 255, g: ((v >>> 8) & 255) / 255, b: (v & 255) / 255 };
      const hsl = toHsl(color);
      const hsv = toHsv(color);
      const lab = toLab(color);
      const lch = toLch(color);
      const oklch = toOklch(color);
      writeTriple([(v >>> 16) & 255, (v >>> 8) & 255, v & 255], out, at + L.CONVERT_RED);
      writeTriple([hsl.h ?? NaN, hsl.s, hsl.l], out, at + L.CONVERT_HSL_HUE);
      writeTriple([hsv.h ?? NaN, hsv.s, hsv.v], out, at + L.CONVERT_HSV_HUE);
      writeCmyk(color.r, color.g, color.b, out, at + L.CONVERT_CMYK_CYAN);
      writeTriple([lab.l, lab.a, lab.b], out, at + L.CONVERT_LAB_LIGHTNESS);
      writeTriple([lch.l, lch.c, lch.h ?? NaN], out, at + L.CONVERT_LCH_LIGHTNESS);
      writeTriple([oklch.l, oklch.c, oklch.h ?? NaN], out, at + L.CONVERT_OKLCH_LIGHTNESS);
    }
    return out;
  };
}

/** Returns a batch converter over colorjs.io's procedural API (`space.to(other, coords)`). */
function colorjsConverter(): (rgb: Uint32Array) => Float64Array {
  for (const space of [sRGB, HSL, HSV, Lab, LCH, OKLCH]) ColorSpace.register(space);
  return (packed) => {
    const out = new Float64Array(packed.length * L.CONVERT_STRIDE);
    for (let i = 0; i < packed.length; i++) {
      const at = i * L.CONVERT_STRIDE;
      const v = packed[i];
      const coords: [number, number, number] = [((v >>> 16) & 255) / 255, ((v >>> 8) & 255) / 255, (v & 255) / 255];
      writeTriple([(v >>> 16) & 255, (v >>> 8) & 255, v & 255], out, at + L.CONVERT_RED);
      writeTriple(sRGB.to(HSL, coords) as number[], out, at + L.CONVERT_HSL_HUE);
      writeTriple(sRGB.to(HSV, coords) as number[], out, at + L.CONVERT_HSV_HUE);
      writeCmyk(coords[0], coords[1], coords[2], out, at + L.CONVERT_CMYK_CYAN);
      writeTriple(sRGB.to(Lab, coords) as number[], out, at + L.CONVERT_LAB_LIGHTNESS);
      writeTriple(sRGB.to(LCH, coords) as number[], out, at + L.CONVERT_LCH_LIGHTNESS);
      writeTriple(sRGB.to(OKLCH, coords) as number[], out, at + L.CONVERT_OKLCH_LIGHTNESS);
    }
    return out;
  };
}

export const convertTask: BenchTask = {
  id: 'convert',
  unit: 'colours converted to 7 models',
  reference: 'wasm',
  targets: [{ impl: 'wasm', timesFaster: 3, than: 'culori' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const pool = packedColors(POOL);
    const batch = (size: number) => {
      let at = 0;
      return () => {
        if (at + size > POOL) at = 0;
        const slice = pool.subarray(at, at + size);
        at += size;
        return slice;
      };
    };
    const culori = culoriConverter();
    const colorjs = colorjsConverter();
    const next = { wasm: batch(1000), ts: batch(200), culori: batch(200), colorjs: batch(200) };
    const opsPerSecond = sideBySide(
      [
        { name: 'wasm', step: () => wasm.convert(next.wasm()).length / L.CONVERT_STRIDE },
        { name: 'ts', step: () => ts.convert(next.ts()).length / L.CONVERT_STRIDE },
        { name: 'culori', step: () => culori(next.culori()).length / L.CONVERT_STRIDE },
        { name: 'colorjs.io', step: () => colorjs(next.colorjs()).length / L.CONVERT_STRIDE },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    return { opsPerSecond };
  },
};
