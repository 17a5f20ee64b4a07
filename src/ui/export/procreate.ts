/**
 * Procreate swatches (.swatches), read back by src/core/import/parseProcreate.ts: a zip (fflate) holding
 * `Swatches.json`, `[{ "name": …, "swatches": [{ "hue", "saturation", "brightness", "alpha", "colorSpace": 0 }] }]`,
 * each channel in 0–1 (HSB, unrounded, so every byte comes back). A Procreate palette holds at most 30 colours: a
 * larger palette is split into palettes of 30 ("Autumn 1", "Autumn 2" …), one .swatches file each, zipped together.
 * Procreate keeps no colour names.
 */
import { strToU8, zipSync } from 'fflate';
import { hexToSrgb } from '../../core/convert/hexToSrgb';
import { rgbToHsv } from '../../core/convert/rgbToHsv';
import { fileName } from './identifiers';
import type { ExportInput } from './types';

/** The most colours a Procreate palette holds. */
export const PROCREATE_MAX_COLORS = 30;

/** Returns one .swatches file (a zip) of a palette of at most 30 colours. */
function swatchesFile(name: string, codes: readonly string[]): Uint8Array {
  const swatches = codes.map((code) => {
    const [h, s, v] = rgbToHsv(hexToSrgb(code));
    return { hue: Number.isNaN(h) ? 0 : h / 360, saturation: s, brightness: v, alpha: 1, colorSpace: 0 };
  });
  return zipSync({ 'Swatches.json': strToU8(JSON.stringify([{ name, swatches }])) });
}

/** Returns whether a palette needs more than one Procreate palette. */
export const procreateSplits = (input: ExportInput): boolean => input.colors.length > PROCREATE_MAX_COLORS;

/** Returns the .swatches file of a palette, or, over 30 colours, a zip of one .swatches file per 30 colours. */
export function toProcreate(input: ExportInput): Uint8Array {
  const name = input.name.trim() || 'Palette';
  const codes = input.colors.map((c) => c.code);
  if (!procreateSplits(input)) return swatchesFile(name, codes);
  const files: Record<string, Uint8Array> = {};
  for (let start = 0, part = 1; start < codes.length; start += PROCREATE_MAX_COLORS, part++) {
    files[fileName(`${name} ${part}`, 'swatches')] = swatchesFile(`${name} ${part}`, codes.slice(start, start + PROCREATE_MAX_COLORS));
  }
  // The .swatches files are zips already: stored, not compressed again.
  return zipSync(files, { level: 0 });
}
