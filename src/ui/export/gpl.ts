import { hexToBytes } from '../../core/convert/hexToSrgb';
import { commentText } from './identifiers';
import type { ExportInput } from './types';

/**
 * Returns a GIMP / Inkscape palette (.gpl): the 'GIMP Palette' header, the palette name, then one
 * line per colour with its red, green and blue bytes right-aligned and its name after a tab.
 * Format: https://developer.gimp.org/core/standards/gpl/
 */
export function toGpl(input: ExportInput): string {
  const pad = (n: number) => String(n).padStart(3, ' ');
  const lines = input.colors.map((c) => {
    const [r, g, b] = hexToBytes(c.code);
    return `${pad(r)} ${pad(g)} ${pad(b)}\t${commentText(c.name) || c.code}`;
  });
  const name = commentText(input.name) || 'Palette';
  return `GIMP Palette\nName: ${name}\nColumns: 0\n#\n${lines.join('\n')}\n`;
}
