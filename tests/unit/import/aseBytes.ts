/**
 * Builds .ase files block by block for the tests (Adobe Swatch Exchange, big-endian), including what our own
 * writer never makes: groups, CMYK, LAB and Gray swatches.
 * Reference: http://www.selapa.net/swatches/colors/fileformats.php#adobe_ase
 */

/** One block of an .ase file. */
export type AseBlock =
  | { kind: 'group'; name: string }
  | { kind: 'end' }
  | { kind: 'color'; name: string; model: 'RGB ' | 'CMYK' | 'LAB ' | 'Gray'; values: number[]; type?: number };

/** Returns the bytes of a block's body. */
function body(block: AseBlock): number[] {
  const out: number[] = [];
  const u16 = (n: number) => out.push((n >> 8) & 0xff, n & 0xff);
  const name = (text: string) => {
    u16(text.length + 1);
    for (let i = 0; i < text.length; i++) u16(text.charCodeAt(i));
    u16(0);
  };
  if (block.kind === 'group') name(block.name);
  if (block.kind === 'color') {
    name(block.name);
    for (const c of block.model) out.push(c.charCodeAt(0));
    for (const v of block.values) {
      const f = new DataView(new ArrayBuffer(4));
      f.setFloat32(0, v);
      out.push(...new Uint8Array(f.buffer));
    }
    u16(block.type ?? 2);
  }
  return out;
}

/** Returns an .ase file of the blocks (the block count in the header counts every block). */
export function aseFile(blocks: readonly AseBlock[], version = 1): Uint8Array {
  const out: number[] = [0x41, 0x53, 0x45, 0x46, 0, version, 0, 0];
  const count = blocks.length;
  out.push((count >>> 24) & 0xff, (count >>> 16) & 0xff, (count >>> 8) & 0xff, count & 0xff);
  for (const block of blocks) {
    const type = block.kind === 'group' ? 0xc001 : block.kind === 'end' ? 0xc002 : 0x0001;
    const bytes = body(block);
    out.push(type >> 8, type & 0xff, (bytes.length >>> 24) & 0xff, (bytes.length >>> 16) & 0xff, (bytes.length >>> 8) & 0xff, bytes.length & 0xff);
    out.push(...bytes);
  }
  return new Uint8Array(out);
}
