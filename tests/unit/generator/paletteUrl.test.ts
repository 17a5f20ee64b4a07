import { describe, expect, it } from 'vitest';
import { paletteQuery, parseMode, parsePaletteParams } from '../../../src/features/generator/palette/paletteUrl';

const parse = (query: string) => parsePaletteParams(new URLSearchParams(query));

describe('the palette generator address', () => {
  it('reads the mode: palette or scale only when it says so', () => {
    expect(parseMode('palette')).toBe('palette');
    expect(parseMode('scale')).toBe('scale');
    for (const value of [null, '', 'Palette', 'Scale', 'rules', 'scales']) expect(parseMode(value)).toBe('rules');
  });

  it('reads colours, locks and harmony, and writes them back the same', () => {
    const query = 'mode=palette&colors=264653-2a9d8f-e9c46a-f4a261-e76f51&locked=0,2&harmony=triadic';
    const state = parse(query);
    expect(state).toEqual({
      colors: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
      locked: [true, false, true, false, false],
      harmony: 'triadic',
      leftOut: null,
    });
    expect(paletteQuery(state!)).toBe(query);
    expect(parse('colors=ABCDEF-000000')).toEqual({ colors: ['#abcdef', '#000000'], locked: [false, false], harmony: 'auto', leftOut: null });
    expect(paletteQuery(parse('colors=abcdef-000000')!)).toBe('mode=palette&colors=abcdef-000000');
  });

  it('gives no palette for anything invalid, and auto for an unknown harmony', () => {
    for (const query of [
      '',
      'colors=',
      'colors=ff0000',
      'colors=ff0000-zzzzzz',
      'colors=f00-0f0',
      'colors=ff0000-00ff00&locked=2',
      'colors=ff0000-00ff00&locked=a',
      'colors=ff0000-00ff00&locked=-1',
    ]) {
      expect(parse(query), query).toBeNull();
    }
    expect(parse('colors=ff0000-00ff00&harmony=wild')?.harmony).toBe('auto');
    expect(parse('colors=ff0000-00ff00&locked=')?.locked).toEqual([false, false]);
  });

  it('keeps what it can of a link with more colours than a palette holds, or unreadable codes, and counts what it left out', () => {
    const codes = Array.from({ length: 200 }, (_, i) => (i * 0x010203).toString(16).padStart(6, '0'));
    const long = parse(`colors=${codes.join('-')}&locked=1,150`);
    expect(long?.colors).toEqual(codes.slice(0, 10).map((code) => `#${code}`));
    // The lock on a kept colour stays; the one on a colour left out goes with it.
    expect(long?.locked).toEqual([false, true, false, false, false, false, false, false, false, false]);
    expect(long?.leftOut).toEqual({ extra: 190, unreadable: 0 });
    // Unreadable codes are left out and the locks follow their colours to their new places.
    const mixed = parse('colors=ff0000-zzzzzz-00ff00-f00-0000ff&locked=2,4');
    expect(mixed?.colors).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(mixed?.locked).toEqual([false, true, true]);
    expect(mixed?.leftOut).toEqual({ extra: 0, unreadable: 2 });
    // The kept palette writes itself back whole: a reload says nothing more.
    expect(parse(paletteQuery(long!))?.leftOut).toBeNull();
  });
});
