/**
 * A strict Adobe Swatch Exchange reader, for tests only: it checks every length and field the writer
 * promises and returns the swatches. Group blocks (0xc001 / 0xc002) are skipped.
 */
export type AseSwatch = { name: string; model: string; values: number[]; type: number };

/** Returns the swatches of an .ase file; throws on any malformed field. */
export function decodeAse(bytes: Uint8Array): { version: [number, number]; swatches: AseSwatch[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const ascii = (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(view.getUint8(at++));
    return s;
  };
  const u16 = () => {
    const v = view.getUint16(at);
    at += 2;
    return v;
  };
  const u32 = () => {
    const v = view.getUint32(at);
    at += 4;
    return v;
  };
  if (ascii(4) !== 'ASEF') throw new Error('bad signature');
  const version: [number, number] = [u16(), u16()];
  const count = u32();
  const swatches: AseSwatch[] = [];
  for (let b = 0; b < count; b++) {
    const type = u16();
    const length = u32();
    const end = at + length;
    if (type === 0xc002) {
      if (length !== 0) throw new Error('group end with a body');
      continue;
    }
    const units = u16();
    let name = '';
    for (let i = 0; i < units - 1; i++) name += String.fromCharCode(u16());
    if (u16() !== 0) throw new Error('name not null-terminated');
    if (type === 0xc001) {
      at = end;
      continue;
    }
    if (type !== 0x0001) throw new Error(`unknown block type ${type}`);
    const model = ascii(4);
    const channels = { 'RGB ': 3, 'CMYK': 4, 'LAB ': 3, 'Gray': 1 }[model];
    if (channels === undefined) throw new Error(`unknown model ${model}`);
    const values: number[] = [];
    for (let i = 0; i < channels; i++) {
      values.push(view.getFloat32(at));
      at += 4;
    }
    const colorType = u16();
    if (at !== end) throw new Error(`block length ${length} does not match its content`);
    swatches.push({ name, model, values, type: colorType });
  }
  if (at !== bytes.byteLength) throw new Error('trailing bytes');
  return { version, swatches };
}

/** Returns '#rrggbb' of 0–1 RGB floats. */
export function rgbFloatsToCode(values: readonly number[]): string {
  return `#${values.map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('')}`;
}
