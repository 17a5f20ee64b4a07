/**
 * Adobe Swatch Exchange (.ase) writer. Big-endian throughout:
 *   'ASEF' signature, version 1.0 (two uint16), block count (uint32), then per colour one block:
 *   type 0x0001 (uint16), block length (uint32, bytes after this field), name length in UTF-16 code units
 *   including the terminating null (uint16), the name (UTF-16BE, null-terminated), the colour model
 *   'RGB ' (4 ASCII bytes), red, green and blue as float32 in 0–1, and the colour type (uint16, 2 = normal).
 *   A colour outside sRGB is written in the 'LAB ' model instead: CIELAB (D50) as L / 100, a and b, float32, which
 *   Photoshop, Illustrator and InDesign take as it is. The format has no alpha: a translucent colour is written opaque.
 * Reference: http://www.selapa.net/swatches/colors/fileformats.php#adobe_ase
 */
import { platformColor } from '../../core/code/colorAs';
import { exactOf, exactToLab, isWide } from './authored';
import type { ExportColor, ExportInput } from './types';

/** The file signature. */
export const ASE_SIGNATURE = 'ASEF';
/** Block type of a colour entry. */
export const ASE_COLOR_ENTRY = 0x0001;
/** Colour type 'normal' (0 global, 1 spot, 2 normal). */
export const ASE_NORMAL = 2;
/** The longest swatch name kept, in UTF-16 code units (the name length field is a uint16). */
const MAX_NAME_UNITS = 255;

/** Returns the swatch name: no control characters, at most 255 UTF-16 units; the code when empty. */
export function swatchName(name: string, code: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return (clean || code).slice(0, MAX_NAME_UNITS);
}

/** Returns a colour's model and channels: its sRGB channels 0–1 (unrounded), or for a wide colour CIELAB with L 0–1. */
function aseColor(color: ExportColor): { model: 'RGB ' | 'LAB '; channels: readonly number[] } {
  const exact = exactOf(color);
  if (exact === null || !isWide(color)) return { model: 'RGB ', channels: platformColor(color).channels };
  const [l, a, b] = exactToLab(exact);
  return { model: 'LAB ', channels: [l / 100, a, b] };
}

/** Returns the .ase bytes of a palette: one normal colour entry per colour (RGB, or LAB for a wide one), named with its colour name. */
export function toAse(input: ExportInput): Uint8Array {
  const names = input.colors.map((c) => swatchName(c.name, c.code));
  // Per block: type 2 + length 4 + name length 2 + name (units + null) × 2 + model 4 + 3 floats 12 + type 2.
  const blockBody = (name: string) => 2 + (name.length + 1) * 2 + 4 + 12 + 2;
  const size = 12 + names.reduce((sum, name) => sum + 6 + blockBody(name), 0);
  const view = new DataView(new ArrayBuffer(size));
  let at = 0;
  const ascii = (text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at++, text.charCodeAt(i));
  };
  const u16 = (n: number) => {
    view.setUint16(at, n);
    at += 2;
  };
  const u32 = (n: number) => {
    view.setUint32(at, n);
    at += 4;
  };

  ascii(ASE_SIGNATURE);
  u16(1);
  u16(0);
  u32(input.colors.length);
  input.colors.forEach((color, i) => {
    const name = names[i];
    u16(ASE_COLOR_ENTRY);
    u32(blockBody(name));
    u16(name.length + 1);
    for (let k = 0; k < name.length; k++) u16(name.charCodeAt(k));
    u16(0);
    const { model, channels } = aseColor(color);
    ascii(model);
    for (const channel of channels) {
      view.setFloat32(at, channel);
      at += 4;
    }
    u16(ASE_NORMAL);
  });
  return new Uint8Array(view.buffer);
}
