import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode } from '../../support/arbitraries.ts';
import {
  addToHistory,
  createPalette,
  decodeHistory,
  decodePalettes,
  encodeHistory,
  encodePalettes,
  encodeSharedColors,
  parseSharedColors,
  parseSharedName,
  type ColorHistory,
} from '../../../src/core/index.ts';

const ids = () => {
  let i = 0;
  return () => `id${i++}`;
};

describe('decodePalettes', () => {
  it.each([null, '', 'not json', '{"a":1}', '42', 'null', '"[]"'])('gives [] for %j', (raw) => {
    expect(decodePalettes(raw)).toEqual([]);
  });

  it('keeps valid entries, drops invalid ones, normalises codes, defaults names, dedupes ids, caps colours', () => {
    const raw = JSON.stringify([
      { uuid: 'a', name: 'Brand', colors: ['#FF0000', 'nope', '0f0', 5] },
      { uuid: 'a', name: 'Duplicate', colors: [] },
      { name: 'no id', colors: [] },
      'string',
      null,
      [],
      { uuid: 'b', colors: 'not array' },
      { uuid: 'c', name: '  ', colors: Array(120).fill('#abc') },
      { uuid: '', name: 'empty id' },
    ]);
    const out = decodePalettes(raw, ids());
    expect(out.map((p) => [p.uuid, p.name, p.colors.length])).toEqual([
      ['a', 'Brand', 2],
      ['b', 'Untitled', 0],
      ['c', 'Untitled', 100],
    ]);
    expect(out[0].colors).toEqual([
      { uuid: 'id0', code: '#ff0000' },
      { uuid: 'id1', code: '#00ff00' },
    ]);
  });

  it('never throws on arbitrary JSON and round-trips valid palettes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = decodePalettes(JSON.stringify(value));
        expect(Array.isArray(out)).toBe(true);
        expect(decodePalettes(encodePalettes(out)).map((p) => [p.uuid, p.name, p.colors.map((c) => c.code)])).toEqual(
          out.map((p) => [p.uuid, p.name, p.colors.map((c) => c.code)]),
        );
      }),
    );
    fc.assert(fc.property(fc.string(), (raw) => void decodePalettes(raw)));
  });

  it('keeps every valid stored palette among arbitrary junk, in order', () => {
    const stored = fc.record({
      uuid: fc.uuid(),
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      colors: fc.array(hexCode, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(stored, { selector: (p) => p.uuid, maxLength: 8 }), fc.array(fc.jsonValue(), { maxLength: 8 }), (valid, junk) => {
        const junkWithoutIds = junk.filter((j) => !(typeof j === 'object' && j !== null && !Array.isArray(j) && 'uuid' in j));
        const mixed = valid.flatMap((p, i) => [p, ...(junkWithoutIds[i] === undefined ? [] : [junkWithoutIds[i]])]);
        const out = decodePalettes(JSON.stringify(mixed));
        expect(out.map((p) => ({ uuid: p.uuid, name: p.name, colors: p.colors.map((c) => c.code) }))).toEqual(valid);
      }),
    );
  });

  it('round-trips encodePalettes', () => {
    const palettes = [createPalette('One', { colors: ['#f00', '#0f0'] }), createPalette('Two')];
    const decoded = decodePalettes(encodePalettes(palettes));
    expect(decoded.map((p) => ({ uuid: p.uuid, name: p.name, codes: p.colors.map((c) => c.code) }))).toEqual([
      { uuid: palettes[0].uuid, name: 'One', codes: ['#ff0000', '#00ff00'] },
      { uuid: palettes[1].uuid, name: 'Two', codes: [] },
    ]);
    expect(JSON.parse(encodePalettes(palettes))[0]).toEqual({ uuid: palettes[0].uuid, name: 'One', colors: ['#ff0000', '#00ff00'] });
  });
});

describe('decodeHistory', () => {
  it.each([null, 'garbage', '{}', '1'])('gives [] for %j', (raw) => {
    expect(decodeHistory(raw)).toEqual([]);
  });

  it('keeps valid codes in order, normalised and unique, truncated to 100', () => {
    expect(decodeHistory(JSON.stringify(['#FFF', 3, 'nope', '000000', '#ffffff']), ids())).toEqual([
      { uuid: 'id0', code: '#ffffff' },
      { uuid: 'id1', code: '#000000' },
    ]);
    const many = Array.from({ length: 150 }, (_, i) => `#${i.toString(16).padStart(6, '0')}`);
    expect(decodeHistory(JSON.stringify(many))).toHaveLength(100);
  });

  it('never throws on arbitrary JSON and round-trips', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = decodeHistory(JSON.stringify(value));
        expect(out.length).toBeLessThanOrEqual(100);
        expect(decodeHistory(encodeHistory(out)).map((e) => e.code)).toEqual(out.map((e) => e.code));
      }),
    );
    let history: ColorHistory = [];
    for (const c of ['#111', '#222', '#333']) history = addToHistory(history, c);
    expect(JSON.parse(encodeHistory(history))).toEqual(['#333333', '#222222', '#111111']);
  });
});

describe('parseSharedName', () => {
  it.each([
    [null, null],
    ['', null],
    [' \t\n ', null],
    ['RGB', 'RGB'],
    ['  Brand\u0000 colours\n 2026 ', 'Brand colours 2026'],
    ['夏の配色', '夏の配色'],
  ] as const)('%j → %j', (param, expected) => {
    expect(parseSharedName(param)).toBe(expected);
  });

  it('keeps at most 100 characters, never half an emoji', () => {
    expect(parseSharedName('a'.repeat(300))).toBe('a'.repeat(100));
    expect([...(parseSharedName('🎨'.repeat(150)) ?? '')]).toHaveLength(100);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const name = parseSharedName(s);
        if (name !== null) expect(name).toBe(name.trim());
        if (name !== null) expect([...name].length).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('parseSharedColors', () => {
  it.each([
    [null, []],
    ['', []],
    ['ff0000', ['#ff0000']],
    ['ff0000-0F0-abcdef', ['#ff0000', '#00ff00', '#abcdef']],
    ['ff0000--00ff00', []],
    ['ff0000-zzz', []],
    ['#ff0000', []],
    ['ff0000-', []],
    ['ffff', []],
  ] as const)('%j → %j', (param, expected) => {
    expect(parseSharedColors(param)).toEqual(expected);
  });

  it('keeps the first 100 and round-trips with encodeSharedColors', () => {
    const codes = Array.from({ length: 120 }, (_, i) => `#${(i * 1000).toString(16).padStart(6, '0')}`);
    expect(parseSharedColors(encodeSharedColors(codes))).toEqual(codes.slice(0, 100));
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = parseSharedColors(s);
        for (const c of out) expect(c).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
});
