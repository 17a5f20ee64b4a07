import { hexToBytes } from '../../core/convert/hexToSrgb';
import { alphaOf, alphaToByte } from './authored';
import { commentText } from './identifiers';
import type { ExportInput } from './types';

/**
 * The palette files of pixel-art and paint programs, read back by src/core/import/parsePixelPalettes.ts:
 * JASC / Paint Shop Pro `.pal` (Aseprite, Lospec, Pro Motion), Lospec's `.hex`, Paint.NET's `.txt` and the Sketch
 * Palettes plugin's `.sketchpalette`. None of them keeps colour names. All are sRGB: a wide colour is its fallback
 * code; Paint.NET and Sketch keep a translucent colour's alpha, the others write it opaque.
 */

/** JASC-PAL: the header, version 0100, the count, then red, green and blue bytes a line (CRLF, as Paint Shop Pro writes). */
export function toJasc(input: ExportInput): string {
  const lines = input.colors.map((c) => hexToBytes(c.code).join(' '));
  return ['JASC-PAL', '0100', String(input.colors.length), ...lines, ''].join('\r\n');
}

/** Lospec's .hex: one code a line, lower case, without '#'. */
export function toLospecHex(input: ExportInput): string {
  return input.colors.map((c) => `${c.code.slice(1)}\n`).join('');
}

/** The most colours a Paint.NET palette holds (https://www.getpaint.net/doc/latest/WorkingWithPalettes.html). */
export const PAINT_NET_MAX_COLORS = 96;

/**
 * Paint.NET's .txt: its signature and the palette's name as comments, then AARRGGBB a line (upper case). Only the
 * first 96 colours: Paint.NET reads no more, and a comment says which were left out (the export dialog says it too).
 */
export function toPaintNet(input: ExportInput): string {
  const name = commentText(input.name) || 'Palette';
  const kept = input.colors.slice(0, PAINT_NET_MAX_COLORS);
  const lines = kept.map((c) => `${alphaToByte(alphaOf(c)).toString(16).padStart(2, '0')}${c.code.slice(1)}`.toUpperCase());
  const total = input.colors.length;
  const leftOut = total > kept.length ? [`;Colors ${kept.length + 1}-${total} of ${total} left out: a Paint.NET palette holds at most ${PAINT_NET_MAX_COLORS}`] : [];
  return [';paint.net Palette File', `;Palette Name: ${name}`, `;Colors: ${kept.length}`, ...leftOut, ...lines, ''].join('\n');
}

/** The Sketch Palettes plugin's file (version 2.0): each colour's channels and alpha in 0–1. */
export function toSketchPalette(input: ExportInput): string {
  const colors = input.colors.map((c) => {
    const [red, green, blue] = hexToBytes(c.code).map((byte) => byte / 255);
    return { red, green, blue, alpha: alphaOf(c) };
  });
  return `${JSON.stringify({ compatibleVersion: '2.0', pluginVersion: '2.22', colors }, null, 2)}\n`;
}
