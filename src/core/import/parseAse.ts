/**
 * Adobe Swatch Exchange (.ase) reader. Big-endian: 'ASEF', version (uint16 major, uint16 minor), block count
 * (uint32), then blocks of type (uint16), length (uint32, bytes after this field) and body. Group start 0xC001
 * (a name), group end 0xC002, colour entry 0x0001: name length in UTF-16 units with the null (uint16), the name
 * (UTF-16BE), the model ('RGB ', 'CMYK', 'LAB ', 'Gray'), its float32 channels, the colour type (uint16).
 * Groups are flattened: their colours keep their own names, in file order. Our writer: src/ui/export/ase.ts.
 * Reference: http://www.selapa.net/swatches/colors/fileformats.php#adobe_ase
 */
import type { Color } from 'culori/fn';
import { ImportFailure, type ImportResult } from './importTypes.ts';
import { importedFromColor } from './importedColor.ts';

/** Block type of a group's start (its body: the group's name). */
export const ASE_GROUP_START = 0xc001;
/** Block type of a group's end (no body). */
export const ASE_GROUP_END = 0xc002;
/** Block type of a colour entry. */
export const ASE_COLOR = 0x0001;

/** Returns whether bytes start with the 'ASEF' signature. */
export function isAse(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x41 && bytes[1] === 0x53 && bytes[2] === 0x45 && bytes[3] === 0x46;
}

/** Returns the culori colour of a model's channels, or null for an unknown model. */
function modelColor(model: string, v: readonly number[]): Color | null {
  switch (model) {
    case 'RGB ':
      return { mode: 'rgb', r: v[0], g: v[1], b: v[2] };
    case 'CMYK': // naive: no colour profile, as every swatch reader without one does
      return { mode: 'rgb', r: (1 - v[0]) * (1 - v[3]), g: (1 - v[1]) * (1 - v[3]), b: (1 - v[2]) * (1 - v[3]) };
    case 'LAB ': // CIE Lab (D50), L stored 0–1
      return { mode: 'lab', l: v[0] * 100, a: v[1], b: v[2] };
    case 'Gray':
      return { mode: 'rgb', r: v[0], g: v[0], b: v[0] };
    default:
      return null;
  }
}

/** The channel count of each model. */
const CHANNELS: Record<string, number> = { 'RGB ': 3, CMYK: 4, 'LAB ': 3, Gray: 1 };

/** Returns the colours of an .ase file; throws 'invalid' for a bad header and 'truncated' when a block is cut short. */
export function parseAse(bytes: Uint8Array): ImportResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isAse(bytes) || bytes.length < 12) throw new ImportFailure(bytes.length < 12 && isAse(bytes) ? 'truncated' : 'invalid');
  if (view.getUint16(4) !== 1) throw new ImportFailure('invalid');
  const blockCount = view.getUint32(8);
  const result: ImportResult = { format: 'ase', title: null, colors: [], unreadable: [] };
  let at = 12;
  let swatch = 0;
  for (let block = 0; block < blockCount; block++) {
    if (at + 6 > bytes.length) throw new ImportFailure('truncated', swatch + 1);
    const type = view.getUint16(at);
    const length = view.getUint32(at + 2);
    const body = at + 6;
    const end = body + length;
    if (end > bytes.length) throw new ImportFailure('truncated', swatch + 1);
    at = end;
    if (type !== ASE_COLOR) continue; // group start and end carry no colour; unknown blocks are skipped
    swatch++;
    const read = readColorBlock(view, body, end);
    if (!read) {
      result.unreadable.push({ line: swatch, text: '' });
      continue;
    }
    const color = modelColor(read.model, read.channels);
    if (color) result.colors.push(importedFromColor(color, `${read.model.trim()} ${read.channels.map((c) => +c.toFixed(4)).join(' ')}`, read.name, swatch));
    else result.unreadable.push({ line: swatch, text: read.name });
  }
  return result;
}

/** Returns a colour block's name, model and channels, or null when they do not fit in the block. */
function readColorBlock(view: DataView, body: number, end: number): { name: string; model: string; channels: number[] } | null {
  if (body + 2 > end) return null;
  const units = view.getUint16(body);
  let at = body + 2;
  if (at + units * 2 + 4 > end) return null;
  const codes: number[] = [];
  for (let k = 0; k < units; k++) codes.push(view.getUint16(at + k * 2));
  at += units * 2;
  while (codes.length > 0 && codes[codes.length - 1] === 0) codes.pop();
  let name = '';
  for (let k = 0; k < codes.length; k += 4096) name += String.fromCharCode(...codes.slice(k, k + 4096));
  const model = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  at += 4;
  const count = CHANNELS[model] ?? 0;
  if (at + count * 4 > end) return null;
  const channels = Array.from({ length: count }, (_, k) => view.getFloat32(at + k * 4));
  return { name, model, channels };
}
