/**
 * `recolorImage`: a 12-megapixel photo (4000 × 3000) recolored by a palette transfer, as the worker does on each change
 * of the mapping: the 33³ lookup table built from the groups' moves, then every pixel looked up
 * (src/core/recolor/transferLut.ts, ported to assembly/recolor/transferLut.ts). Goal: under 500 ms. Figures are images per
 * second; the notes hold the times in ms (table and pixels apart) and the direct transfer beside it: the same Gaussian
 * move computed for every pixel (OKLab, weights, gamut mapping), without the table, timed on 0.25 MP and scaled to 12 MP,
 * with how far the table's answer lies from it.
 */
import { deltaEOK } from '../../../src/core/convert/gamutMap.ts';
import { labToLch } from '../../../src/core/convert/labToLch.ts';
import { oklabOfCode, srgbToOklab } from '../../../src/core/convert/srgbToOklab.ts';
import { encodeOklch, packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { mulberry32 } from '../../../src/core/random/mulberry32.ts';
import { RECOLOR_LUT_EPSILON, RECOLOR_LUT_SIGMA, buildTransferLut, transferPalette, type ColorShift } from '../../../src/core/recolor/transferLut.ts';
import { median, medianMs } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const GOAL_MS = 500;

/** A photo-like image: a sky from blue to orange, green hills, a red roof, grain. */
function landscape(width: number, height: number): Uint8ClampedArray {
  const random = mulberry32(2026);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const hill = v > 0.55 + 0.08 * Math.sin(u * 9);
      const roof = u > 0.6 && u < 0.75 && v > 0.5 && v < 0.62;
      const base = roof ? [178, 46, 38] : hill ? [60 + 40 * u, 120 - 50 * v, 50] : [70 + 170 * v, 120 + 60 * v, 220 - 150 * v];
      const grain = (random() - 0.5) * 16;
      const i = (y * width + x) * 4;
      rgba[i] = base[0] + grain;
      rgba[i + 1] = base[1] + grain;
      rgba[i + 2] = base[2] + grain;
      rgba[i + 3] = 255;
    }
  }
  return rgba;
}

/** The photo's four groups (sky, dusk, hills, roof) moved onto a palette, one kept. */
const SHIFTS: ColorShift[] = [
  ['#5a8ad0', '#264653'],
  ['#e6b46a', '#e9c46a'],
  ['#50783c', '#2a9d8f'],
  ['#b22e26', '#b22e26'],
].map(([from, to]) => ({ source: oklabOfCode(from), target: oklabOfCode(to) }));

/** Returns the pixels moved one by one, no table: the Gaussian-weighted shift of each pixel's own OKLab. */
function direct(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  const spread = 2 * RECOLOR_LUT_SIGMA * RECOLOR_LUT_SIGMA;
  for (let p = 0; p < rgba.length; p += 4) {
    const lab = srgbToOklab([rgba[p] / 255, rgba[p + 1] / 255, rgba[p + 2] / 255]);
    const d2 = SHIFTS.map(({ source }) => (lab[0] - source[0]) ** 2 + (lab[1] - source[1]) ** 2 + (lab[2] - source[2]) ** 2);
    const nearest = Math.min(...d2);
    const shift = [0, 0, 0];
    let total = 0;
    SHIFTS.forEach(({ source, target }, k) => {
      const w = (Math.exp(-(d2[k] - nearest) / spread) * (nearest + RECOLOR_LUT_EPSILON)) / (d2[k] + RECOLOR_LUT_EPSILON);
      total += w;
      for (let c = 0; c < 3; c++) shift[c] += w * (target[c] - source[c]);
    });
    const [l, c, h] = labToLch([lab[0] + shift[0] / total, lab[1] + shift[1] / total, lab[2] + shift[2] / total]);
    const rgb = encodeOklch(l, c, h);
    out.set([rgb >>> 16, (rgb >>> 8) & 0xff, rgb & 0xff, rgba[p + 3]], p);
  }
  return out;
}

export const recolorImageTask: BenchTask = {
  id: 'recolorImage',
  unit: '12 MP photos recolored by a palette transfer',
  reference: 'wasm',
  targets: [{ impl: 'wasm', atLeast: 1000 / GOAL_MS }, { impl: 'wasm', timesFaster: 1, than: 'ts' }],
  async run(context) {
    const { wasm, ts } = await context.engines();
    const runs = context.quick ? 1 : 5;
    const rgba = landscape(WIDTH, HEIGHT);
    wasm.transferPalette(rgba, SHIFTS);
    const wasmMs = medianMs(runs, () => wasm.transferPalette(rgba, SHIFTS));
    const tsMs = medianMs(Math.min(runs, 3), () => ts.transferPalette(rgba, SHIFTS));
    const lutMs = medianMs(runs, () => buildTransferLut(SHIFTS));
    // The direct transfer on a 0.25 MP image of the same scene, scaled to 12 MP; and how far the table lands from it.
    const small = landscape(500, 500);
    const directMs = medianMs(Math.min(runs, 3), () => direct(small)) * ((WIDTH * HEIGHT) / (500 * 500));
    const byTable = transferPalette(small, SHIFTS);
    const exact = direct(small);
    const errors: number[] = [];
    for (let p = 0; p < small.length; p += 4 * 97) {
      const lab = (bytes: Uint8ClampedArray) => packedToOklab((bytes[p] << 16) | (bytes[p + 1] << 8) | bytes[p + 2]);
      errors.push(deltaEOK(lab(byTable), lab(exact)));
    }
    const notes = [
      `12 MP (${WIDTH} × ${HEIGHT}), ${SHIFTS.length} groups: wasm ${wasmMs.toFixed(1)} ms, TypeScript ${tsMs.toFixed(1)} ms (its table ${lutMs.toFixed(1)} ms); goal under ${GOAL_MS} ms`,
      `the direct transfer (every pixel moved on its own, no table), TypeScript: ${directMs.toFixed(0)} ms scaled from 0.25 MP; the table's answer lies a median ΔE_OK ${median(errors).toFixed(4)}, at most ${Math.max(...errors).toFixed(4)}, from it`,
    ];
    context.log('bench: recolorImage done');
    return { opsPerSecond: { wasm: 1000 / wasmMs, ts: 1000 / tsMs, direct: 1000 / directMs }, notes };
  },
};
