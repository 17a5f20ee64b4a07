/**
 * JASC .pal, Lospec .hex, Paint.NET .txt and .sketchpalette: files as the programs themselves write them
 * are read, and told apart from a plain list (Paint.NET's AARRGGBB is not read as RRGGBBAA); what Irodori writes.
 * That each comes back from the import unchanged is roundTrip.test.ts's property test, over every export format.
 */
import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';
import { PAINT_NET_MAX_COLORS, toJasc, toLospecHex, toPaintNet, toSketchPalette } from '../../../src/ui/export/pixelPalettes.ts';
import { exportFormat } from '../../../src/ui/export/formats.ts';

describe('files as the programs write them', () => {
  it('reads a JASC palette from Aseprite (CRLF, a count line) and lists a bad line', () => {
    const result = parseImport('JASC-PAL\r\n0100\r\n3\r\n0 0 0\r\n255 128 7\r\n300 1 2\r\n');
    expect(result.format).toBe('jasc');
    expect(result.colors.map((c) => c.code)).toEqual(['#000000', '#ff8007']);
    expect(result.unreadable).toEqual([{ line: 6, text: '300 1 2' }]);
  });

  it('reads a Paint.NET palette as AARRGGBB, not as RRGGBBAA', () => {
    const text = '; paint.net Palette File\n; Lines that start with a semicolon are comments\nFF3A7BD5\n80FF0000\n';
    const result = parseImport(text);
    expect(result.format).toBe('paintnet');
    expect(result.colors.map((c) => c.code)).toEqual(['#3a7bd5', '#ff0000']);
    expect(result.colors[1].alphaDropped).toBe(true);
    // Without a comment, eight hex digits stay CSS's #rrggbbaa.
    expect(parseImport('3A7BD5FF\n').format).toBe('list');
  });

  it('reads a Sketch palette of version 2.0 (channels) and 1.4 (hex strings); an odd entry is listed', () => {
    const v2 = JSON.stringify({ compatibleVersion: '2.0', pluginVersion: '2.22', colors: [{ red: 1, green: 0.5, blue: 0, alpha: 1 }, { red: 2 }] });
    const result = parseImport(v2);
    expect(result.format).toBe('sketch');
    expect(result.colors.map((c) => c.code)).toEqual(['#ff8000']);
    expect(result.unreadable).toHaveLength(1);
    const v14 = JSON.stringify({ compatibleVersion: '1.4', pluginVersion: '1.4', colors: ['#3a7bd5', '#ffffff'] });
    expect(parseImport(v14).colors.map((c) => c.code)).toEqual(['#3a7bd5', '#ffffff']);
  });

  it('writes at most 96 colours to Paint.NET, saying which it left out, and reads them back', () => {
    const colors = Array.from({ length: 100 }, (_, i) => ({ code: `#${(i * 0x020301).toString(16).padStart(6, '0')}`, name: `色 ${i} 🎨` }));
    const text = toPaintNet({ name: 'Hundred', colors });
    const lines = text.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([';paint.net Palette File', ';Palette Name: Hundred', ';Colors: 96', ';Colors 97-100 of 100 left out: a Paint.NET palette holds at most 96']);
    expect(lines.filter((line) => !line.startsWith(';'))).toHaveLength(PAINT_NET_MAX_COLORS);
    const back = parseImport(text);
    expect(back.format).toBe('paintnet');
    expect(back.colors.map((c) => c.code)).toEqual(colors.slice(0, 96).map((c) => c.code));
    expect(exportFormat('paintnet')).toMatchObject({ maxColors: 96 });
    expect(toPaintNet({ name: 'Full', colors: colors.slice(0, 96) })).not.toContain('left out');
  });

  it('writes the headers each program expects', () => {
    const input = { name: 'Dunes', colors: [{ code: '#264653', name: 'x' }] };
    expect(toJasc(input)).toBe('JASC-PAL\r\n0100\r\n1\r\n38 70 83\r\n');
    expect(toPaintNet(input)).toBe(';paint.net Palette File\n;Palette Name: Dunes\n;Colors: 1\nFF264653\n');
    expect(toLospecHex(input)).toBe('264653\n');
    expect(JSON.parse(toSketchPalette(input))).toEqual({ compatibleVersion: '2.0', pluginVersion: '2.22', colors: [{ red: 38 / 255, green: 70 / 255, blue: 83 / 255, alpha: 1 }] });
  });
});
