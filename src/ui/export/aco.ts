/**
 * Adobe Photoshop colour swatches (.aco), read back by src/core/import/parseAco.ts. Big-endian: a version 1 section
 * (version 1 as uint16, the count as uint16, then per colour its colour space (uint16, 0 = RGB) and four uint16
 * channels: red, green and blue in 0–65535 (a byte × 257), and 0), then the same colours again as a version 2 section,
 * each followed by its name (uint32 length in UTF-16 units with the terminating null, then UTF-16BE). Photoshop reads
 * the version 2 section; older programs the first. Reference: Adobe Photoshop File Formats Specification, "Color
 * Swatches" (https://www.adobe.com/devnet-apps/photoshop/fileformatashtml/#50577411_pgfId-1055819).
 */
import { hexToBytes } from '../../core/convert/hexToSrgb';
import { swatchName } from './ase';
import type { ExportInput } from './types';

/** Returns the .aco bytes of a palette (versions 1 and 2, RGB, named as the .ase swatches are). */
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
  const colour = (code: string) => {
    u16(0); // RGB
    for (const byte of hexToBytes(code)) u16(byte * 257);
    u16(0);
  };
  u16(1);
  u16(count);
  for (const c of input.colors) colour(c.code);
  u16(2);
  u16(count);
  input.colors.forEach((c, i) => {
    colour(c.code);
    view.setUint32(at, names[i].length + 1);
    at += 4;
    for (let k = 0; k < names[i].length; k++) u16(names[i].charCodeAt(k));
    u16(0);
  });
  return new Uint8Array(view.buffer);
}
