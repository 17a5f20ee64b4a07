/**
 * Procreate swatches (.swatches) reader: a zip holding `Swatches.json`, one palette `{ name, swatches }` (or an array
 * of them), each swatch `{ hue, saturation, brightness }` in 0–1 or null for an empty slot. A zip of several .swatches
 * files (a palette split in thirties, as Irodori exports one over 30 colours) is read file by file, in the zip's
 * order. The title is the first palette's name, without a split's trailing number. Unzipped by fflate.
 */
import { unzipSync } from 'fflate';
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { ImportFailure, type ImportResult } from './importTypes.ts';
import { cleanName, importedFromColor, unreadableText } from './importedColor.ts';
import { isRecord } from '../code/json.ts';

/** Returns whether bytes start with a zip's local file header ('PK\x03\x04'). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Returns the files of a zip, or throws 'invalid'. */
function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch {
    throw new ImportFailure('invalid');
  }
}

/** Returns whether a zip is Procreate swatches: it holds Swatches.json, or .swatches files. */
export function isProcreate(bytes: Uint8Array): boolean {
  if (!isZip(bytes)) return false;
  try {
    return Object.keys(unzipSync(bytes, { filter: (file) => file.name === 'Swatches.json' || file.name.endsWith('.swatches') })).length > 0;
  } catch {
    return false;
  }
}

const unit = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : null);

/** Adds the colours of one Swatches.json to the result. */
function readSwatches(json: Uint8Array, result: ImportResult, position: { at: number }) {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(json));
  } catch {
    throw new ImportFailure('invalid');
  }
  for (const palette of Array.isArray(data) ? data : [data]) {
    if (!isRecord(palette) || !Array.isArray(palette.swatches)) continue;
    if (result.title === null && typeof palette.name === 'string') result.title = cleanName(palette.name.replace(/\s+\d+$/, ''));
    for (const swatch of palette.swatches) {
      if (swatch === null) continue; // an empty slot
      position.at++;
      const [h, s, v] = isRecord(swatch) ? [unit(swatch.hue), unit(swatch.saturation), unit(swatch.brightness)] : [null, null, null];
      if (h === null || s === null || v === null) {
        result.unreadable.push({ line: position.at, text: unreadableText(JSON.stringify(swatch) ?? '') });
        continue;
      }
      const [r, g, b] = hsvToRgb([h * 360, s, v]);
      result.colors.push(importedFromColor({ mode: 'rgb', r, g, b }, `HSB ${[h, s, v].map((x) => x.toFixed(4)).join(' ')}`, null, position.at));
    }
  }
}

/** Returns the colours of a .swatches file, or of a zip of them. */
export function parseProcreate(bytes: Uint8Array): ImportResult {
  const result: ImportResult = { format: 'procreate', title: null, colors: [], unreadable: [] };
  const position = { at: 0 };
  const files = unzip(bytes);
  if (files['Swatches.json']) readSwatches(files['Swatches.json'], result, position);
  for (const [name, file] of Object.entries(files)) {
    if (!name.endsWith('.swatches') || !isZip(file)) continue;
    const inner = unzip(file)['Swatches.json'];
    if (inner) readSwatches(inner, result, position);
  }
  return result;
}
