/**
 * Adobe Photoshop colour swatches (.aco) reader. Big-endian: a section of version (uint16 1 or 2), count (uint16) and
 * per colour a colour space (uint16) and four uint16 channels, version 2 adding each colour's name (uint32 length in
 * UTF-16 units with the null, UTF-16BE). A file holds a version 1 section, a version 2 one, or both (then the second,
 * with names, is read). Colour spaces: 0 RGB (0–65535), 1 HSB (hue 0–65535 for 0–360°), 2 CMYK (0 = full ink),
 * 7 Lab (L 0–10000, a and b signed, ×100; D50), 8 grayscale (0–10000 of ink, 0 white); any other is listed as
 * unreadable. Our writer: src/ui/export/aco.ts. Reference: Adobe Photoshop File Formats Specification, "Color Swatches".
 */
import type { Color } from 'culori/fn';
import { hsvToRgb } from '../convert/hsvToRgb.ts';
import { ImportFailure, type ImportResult } from './importTypes.ts';
import { importedFromColor } from './importedColor.ts';

/** Returns whether bytes look like an .aco file: version 1 or 2, and room for the count's colours. */
export function isAco(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0 || (bytes[1] !== 1 && bytes[1] !== 2)) return false;
  const count = (bytes[2] << 8) | bytes[3];
  return bytes.length >= 4 + count * 10;
}

/** Returns the colour of an .aco colour space's channels, or null for a space not read here. */
function acoColor(space: number, w: number, x: number, y: number, z: number): Color | null {
  const max = 65535;
  switch (space) {
    case 0:
      return { mode: 'rgb', r: w / max, g: x / max, b: y / max };
    case 1: {
      const [r, g, b] = hsvToRgb([(w / max) * 360, x / max, y / max]);
      return { mode: 'rgb', r, g, b };
    }
    case 2: {
      // Stored as the paper left: 65535 is no ink. Naive, without a profile, as the .ase reader does.
      const [c, m, ye, k] = [1 - w / max, 1 - x / max, 1 - y / max, 1 - z / max];
      return { mode: 'rgb', r: (1 - c) * (1 - k), g: (1 - m) * (1 - k), b: (1 - ye) * (1 - k) };
    }
    case 7: {
      const signed = (n: number) => (n > 0x7fff ? n - 0x10000 : n);
      return { mode: 'lab', l: w / 100, a: signed(x) / 100, b: signed(y) / 100 };
    }
    case 8: {
      const v = 1 - Math.min(10000, w) / 10000;
      return { mode: 'rgb', r: v, g: v, b: v };
    }
    default:
      return null;
  }
}

/** Returns the colours of an .aco file, named when it has a version 2 section; throws 'truncated' when cut short. */
export function parseAco(bytes: Uint8Array): ImportResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const result: ImportResult = { format: 'aco', title: null, colors: [], unreadable: [] };
  let version = view.getUint16(0);
  const count = view.getUint16(2);
  let at = 4;
  // A version 1 section followed by a version 2 one: read the second, which has the names.
  const second = 4 + count * 10;
  if (version === 1 && bytes.length >= second + 4 && view.getUint16(second) === 2) {
    version = 2;
    at = second + 4;
  }
  const total = version === 2 ? view.getUint16(at - 2) : count;
  for (let i = 0; i < total; i++) {
    if (at + 10 > bytes.length) throw new ImportFailure('truncated', i + 1);
    const [space, w, x, y, z] = [0, 2, 4, 6, 8].map((offset) => view.getUint16(at + offset));
    at += 10;
    let name: string | null = null;
    if (version === 2) {
      if (at + 4 > bytes.length) throw new ImportFailure('truncated', i + 1);
      const units = view.getUint32(at);
      at += 4;
      if (at + units * 2 > bytes.length) throw new ImportFailure('truncated', i + 1);
      const chars: number[] = [];
      for (let k = 0; k < units; k++) chars.push(view.getUint16(at + k * 2));
      at += units * 2;
      while (chars.length > 0 && chars[chars.length - 1] === 0) chars.pop();
      name = String.fromCharCode(...chars);
    }
    const color = acoColor(space, w, x, y, z);
    const source = `${['RGB', 'HSB', 'CMYK'][space] ?? (space === 7 ? 'Lab' : space === 8 ? 'Gray' : `space ${space}`)} ${[w, x, y, z].join(' ')}`;
    if (color) result.colors.push(importedFromColor(color, source, name, i + 1));
    else result.unreadable.push({ line: i + 1, text: `${name ?? ''} (${source})`.trim() });
  }
  return result;
}
