/**
 * Adobe Photoshop colour swatches (.aco), read back by src/core/import/parseAco.ts. Big-endian: a version 1 section
 * (version 1 as uint16, the count as uint16, then per colour its colour space (uint16, 0 = RGB) and four uint16
 * channels: red, green and blue in 0–65535 (a byte × 257), and 0), then the same colours again as a version 2 section,
 * each followed by its name (uint32 length in UTF-16 units with the terminating null, then UTF-16BE). Photoshop reads
 * the version 2 section; older programs the first. A colour outside sRGB is written in the Lab colour space (7) instead:
 * L 0–10000 (L × 100) and a and b signed (× 100, −12800 to 12700), CIELAB D50, then 0. The format has no alpha: a
 * translucent colour is written opaque. Reference: Adobe Photoshop File Formats Specification, "Color Swatches"
 * (https://www.adobe.com/devnet-apps/photoshop/fileformatashtml/#50577411_pgfId-1055819).
 */
import { platformColor } from '../../core/code/colorAs';
import { exactOf, exactToLab, isWide } from './authored';
import { swatchName } from './ase';
import type { ExportColor, ExportInput } from './types';

/** Photoshop's colour space ids: RGB and Lab. */
const ACO_RGB = 0;
const ACO_LAB = 7;

/** Returns the .aco bytes of a palette (versions 1 and 2, RGB or Lab, named as the .ase swatches are). */
export function toAco(input: ExportInput): Uint8Array {
  const names = input.colors.map((c) => swatchName(c.name, c.code));
  const count = input.colors.length;
  const size = 4 + count * 10 + 4 + names.reduce((sum, name) => sum + 10 + 4 + (name.length + 1) * 2, 0);
  const view = new DataView(new ArrayBuffer(size));
  let at = 0;
  const u16 = (n: number) => {
    view.setUint16(at, n);
    at += 2;
  };
  const colour = (color: ExportColor) => {
    const exact = exactOf(color);
    if (exact !== null && isWide(color)) {
      const [l, a, b] = exactToLab(exact);
      const signed = (x: number) => Math.round(Math.min(12700, Math.max(-12800, x * 100)));
      u16(ACO_LAB);
      u16(Math.round(Math.min(10000, Math.max(0, l * 100))));
      view.setInt16(at, signed(a));
      view.setInt16(at + 2, signed(b));
      at += 4;
    } else {
      // 16 bits a channel: a code's byte × 257, a colour between two codes at its own value.
      u16(ACO_RGB);
      for (const channel of platformColor(color).channels) u16(Math.round(channel * 65535));
    }
    u16(0);
  };
  u16(1);
  u16(count);
  for (const c of input.colors) colour(c);
  u16(2);
  u16(count);
  input.colors.forEach((c, i) => {
    colour(c);
    view.setUint32(at, names[i].length + 1);
    at += 4;
    for (let k = 0; k < names[i].length; k++) u16(names[i].charCodeAt(k));
    u16(0);
  });
  return new Uint8Array(view.buffer);
}
