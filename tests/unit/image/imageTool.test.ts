import { describe, expect, it } from 'vitest';
import { expectOutputs } from '../../support/expectOutputs.ts';
import { nameFromFile, resultColors, toolColorCount } from '../../../src/features/image/imageResult';
import { parseLastImage, parseLastImageEdits } from '../../../src/stores/lastImage';
import type { ImagePalette } from '../../../src/core/image/imageRules';

const palette: ImagePalette = {
  colors: [
    { code: '#d62828', share: 0.6, x: 1, y: 2 },
    { code: '#2a9d8f', share: 0.4, x: 3, y: 4 },
  ],
  roles: { vibrant: 0, muted: null, dark: null, light: null },
};

describe('the image tool’s result', () => {
  it('takes k as an integer from 2 to 12, the default for anything else', () => {
    expect(toolColorCount(6)).toBe(6);
    expect(toolColorCount(1)).toBe(2);
    expect(toolColorCount(99)).toBe(12);
    expect(toolColorCount(4.6)).toBe(5);
    expect(toolColorCount(Number.NaN)).toBe(6);
    expect(toolColorCount('8')).toBe(6);
  });

  it('shows the palette’s colours with their shares, a moved one at its new pixel with no share, then the added ones', () => {
    expect(resultColors(palette, { k: 6, moved: {}, added: [] }).map((c) => [c.key, c.code, c.share, c.kind])).toEqual([
      ['c0', '#d62828', 0.6, 'palette'],
      ['c1', '#2a9d8f', 0.4, 'palette'],
    ]);
    const edited = resultColors(palette, { k: 6, moved: { 1: { code: '#123456', x: 9, y: 8 } }, added: [{ code: '#abcdef', x: null, y: null }] });
    expect(edited.map((c) => [c.key, c.code, c.share, c.x, c.y, c.kind, c.index])).toEqual([
      ['c0', '#d62828', 0.6, 1, 2, 'palette', 0],
      ['c1', '#123456', null, 9, 8, 'moved', 1],
      ['a0', '#abcdef', null, null, null, 'added', 0],
    ]);
    // Before the palette is in, only what was added.
    expect(resultColors(null, { k: 6, moved: { 0: { code: '#000000', x: 0, y: 0 } }, added: [] })).toEqual([]);
  });

  it('names a palette after its file', () => {
    expectOutputs(nameFromFile, [
      ['sunset_beach.jpg', 'sunset beach'],
      ['Mood board 2026.webp', 'Mood board 2026'],
      ['archive.tar.gz', 'archive.tar'],
      ['.png', ''],
      ['写真.jpeg', '写真'],
    ]);
  });
});

describe('the stored last image', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
  const good = { file, name: 'a.png', k: 6, moved: { 2: { code: '#aabbcc', x: 1, y: 2 } }, added: [{ code: '#010203', x: null, y: null }] };

  it('reads back a record of the right shape', () => {
    expect(parseLastImage(good)).toEqual(good);
  });

  it('reads the edits kept apart from the file', () => {
    expect(parseLastImageEdits({ k: 4, moved: {}, added: [] })).toEqual({ k: 4, moved: {}, added: [] });
    expect(parseLastImageEdits({ k: 4, moved: {}, added: [{ code: 'nope', x: 1, y: 1 }] })).toBeNull();
    expect(parseLastImageEdits(undefined)).toBeNull();
  });

  it('reads anything else as none (the caller deletes it)', () => {
    for (const bad of [
      null,
      'a string',
      [],
      { ...good, file: 'not a blob' },
      { ...good, name: 3 },
      { ...good, k: 2.5 },
      { ...good, moved: [] },
      { ...good, moved: { x: { code: '#aabbcc', x: 1, y: 2 } } },
      { ...good, moved: { 1: { code: 'red', x: 1, y: 2 } } },
      { ...good, added: [{ code: '#aabbcc', x: -1, y: 2 }] },
      { ...good, added: 'none' },
    ]) {
      expect(parseLastImage(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
