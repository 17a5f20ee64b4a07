/**
 * Import of bad input, which loses nothing and never crashes: empty text, binary junk, truncated and bad
 * .ase files, oversized input, JSON that is broken, deeply nested or cyclic, and stylesheets whose comments and
 * strings look like colours. Each either throws an ImportFailure with its reason or returns what was readable.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { duplicateFlags, parseImport } from '../../../src/core/import/importColors.ts';
import { IMPORT_MAX_BYTES, ImportFailure, type ImportFailureReason } from '../../../src/core/import/importTypes.ts';
import { utf8Length } from '../../../src/core/import/decodeInput.ts';
import { imageKind } from '../../../src/core/import/imageSignature.ts';
import { toAse } from '../../../src/ui/export/ase.ts';
import { aseFile } from './aseBytes.ts';
import { codes } from './helpers.ts';

/** Returns the failure reason (and line) of an input, or 'ok' when it reads. */
function failure(input: string | Uint8Array): { reason: ImportFailureReason | 'ok'; line?: number | null } {
  try {
    parseImport(input);
    return { reason: 'ok' };
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    return { reason: error.reason, line: error.line };
  }
}

const ASE = toAse({ name: 'P', colors: [{ code: '#d62828', name: 'Red' }, { code: '#3a7bd5', name: 'Blue' }] });

describe('parseImport on bad input', () => {
  it('refuses empty and white-space-only input', () => {
    for (const input of ['', '   \n\t  \r\n', new Uint8Array(0), new TextEncoder().encode(' \n '), '\uFEFF  ']) expect(failure(input).reason).toBe('empty');
  });

  it('refuses binary junk (NULs, control characters, a PNG header)', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) & 0xff);
    expect(failure(png).reason).toBe('binary');
    expect(failure(noise).reason).toBe('binary');
  });

  it('refuses input over 5 MB, measured in UTF-8 bytes', () => {
    expect(failure(new Uint8Array(IMPORT_MAX_BYTES + 1)).reason).toBe('too-large');
    expect(failure('a'.repeat(IMPORT_MAX_BYTES + 1)).reason).toBe('too-large');
    expect(failure('日'.repeat(Math.ceil(IMPORT_MAX_BYTES / 3) + 1)).reason).toBe('too-large'); // 3 bytes each
    expect(utf8Length('a日😀é')).toBe(1 + 3 + 4 + 2);
  });

  it('refuses a truncated .ase and one with a bad header or version; reads past unknown blocks', () => {
    for (let cut = 12; cut < ASE.length; cut += 3) expect(failure(ASE.slice(0, cut)).reason, `cut at ${cut}`).toBe('truncated');
    expect(failure(ASE.slice(0, 8)).reason).toBe('truncated');
    expect(failure(aseFile([{ kind: 'color', name: 'x', model: 'RGB ', values: [1, 0, 0] }], 2)).reason).toBe('invalid');
    const unknownModel = aseFile([
      { kind: 'color', name: 'Odd', model: 'Gray', values: [0.5] },
      { kind: 'color', name: 'Red', model: 'RGB ', values: [1, 0, 0] },
    ]);
    unknownModel.set([0x48, 0x53, 0x56, 0x20], 12 + 6 + 2 + 8); // 'Gray' → 'HSV ' in the first block
    expect(parseImport(unknownModel)).toMatchObject({ colors: [{ code: '#ff0000', name: 'Red' }], unreadable: [{ line: 1, text: 'Odd' }] });
  });

  it('never throws anything but ImportFailure on random bytes, or on random .ase damage', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        failure(bytes);
        failure(new Uint8Array([...ASE.slice(0, 12), ...bytes]));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ASE.length - 1 }), fc.integer({ min: 0, max: 255 }), (at, byte) => {
        const damaged = ASE.slice();
        damaged[at] = byte;
        failure(damaged);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but ImportFailure on random text', () => {
    const pieces = fc.constantFrom('{', '}', '[', ']', '"', "'", '`', ':', ';', ',', '#', '/*', '*/', '//', '$a', '@b', '--c', 'red', 'fff', '#d62828', 'rgb(', ')', '\n', ' ', 'module.exports =', '@theme', '$value', '{a.b}', 'GIMP Palette', '255 0 0');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), fc.string(), (parts, noise) => {
        failure(parts.join(''));
        failure(parts.join('') + noise);
      }),
      { numRuns: 500 },
    );
  });

  it('reports bad JSON as invalid with its line, unless its literals or a list can be read', () => {
    expect(failure('{\n  "a": 1,\n  "b": \n}').reason).toBe('invalid'); // the line only where the engine's message gives it
    expect(parseImport('{\n  "a": "#fff",\n  "b": \n}')).toMatchObject({ format: 'js', colors: [{ code: '#ffffff', name: 'a' }] });
    expect(codes(parseImport('[#fff, #000]'))).toEqual(['#ffffff', '#000000']);
  });

  it('survives JSON nested far deeper than it reads, without a stack overflow', () => {
    const deep = `${'['.repeat(100_000)}"#ff0000"${']'.repeat(100_000)}`;
    expect(parseImport(deep).colors).toEqual([]);
    const deepObject = `${'{"a":'.repeat(50_000)}"#ff0000"${'}'.repeat(50_000)}`;
    expect(parseImport(deepObject).colors).toEqual([]);
    const shallow = `${'{"a":'.repeat(10)}"#ff0000"${'}'.repeat(10)}`;
    expect(parseImport(shallow).colors.map((c) => c.name)).toEqual(['a-a-a-a-a-a-a-a-a-a']);
  });

  it('reads huge single lines and long alias chains in about linear time, without a stack overflow', () => {
    expect(parseImport('#d62828 '.repeat(150_000)).colors).toHaveLength(150_000); // more than push(...) takes
    expect(parseImport('red green blue '.repeat(20_000)).colors).toHaveLength(60_000);
    expect(parseImport('--a: #fff '.repeat(20_000)).colors).toHaveLength(20_000);
    expect(parseImport('coolors.co/palette/ffffff-000000 '.repeat(70_000)).colors).toHaveLength(140_000);
    const chain = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`t${i}`, { $type: 'color', $value: i === 0 ? '#abcdef' : `{t${i - 1}}` }]));
    const started = performance.now();
    const result = parseImport(JSON.stringify(chain));
    expect(result.colors).toHaveLength(20_000);
    expect(result.colors[19_999]).toMatchObject({ code: '#abcdef', name: 't19999' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('skips alias cycles and missing aliases in design tokens', () => {
    const tokens = JSON.stringify({ a: { $type: 'color', $value: '{b}' }, b: { $value: '{a}' }, c: { $value: '{a}' }, d: { $type: 'color', $value: '{nope}' }, e: { $type: 'color', $value: '#abcdef' } });
    expect(parseImport(tokens)).toMatchObject({ format: 'tokens', colors: [{ code: '#abcdef', name: 'e' }] });
    // listed when typed as colours; b and c have no type to say they were meant as colours
    expect(parseImport(tokens).unreadable.map((u) => u.text)).toEqual(['a: {b}', 'd: {nope}']);
  });

  it('takes no colour from comments and strings in stylesheets', () => {
    const css = ':root {\n  /* --x: #ff0000; */\n  --font: "#00ff00 red";\n  --a: #0000ff; // #123456\n  content: \'#ffff00\';\n}\n';
    expect(codes(parseImport(css))).toEqual(['#0000ff']);
  });

  it('does not read words of prose as colours', () => {
    const result = parseImport('We could add a bad face to the cafe decade.\nDeface the beaded facade.\nOrder 123456 shipped on 20251124.');
    expect(result.colors).toEqual([]);
    expect(result.unreadable.map((u) => u.line)).toEqual([1, 2, 3]);
    expect(parseImport('Sky 3a7bd5 and ink: 000000').colors.map((c) => c.code)).toEqual(['#3a7bd5', '#000000']);
  });

  it('never evaluates JavaScript', () => {
    const js = "module.exports = { colors: { a: (() => { throw new Error('ran') })(), b: '#fff', c: `${'#000'}` } };";
    expect(parseImport(js).colors.map((c) => [c.code, c.name])).toEqual([['#ffffff', 'b']]);
  });
});

describe('duplicateFlags', () => {
  it('marks each code seen earlier in the list', () => {
    expect(duplicateFlags([{ code: '#ff0000' }, { code: '#00ff00' }, { code: '#ff0000' }, { code: '#ff0000' }])).toEqual([false, false, true, true]);
    expect(duplicateFlags([])).toEqual([]);
  });
});

describe('imageKind', () => {
  it('recognises images by signature, for the image tool, and nothing else', () => {
    const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
    expect(imageKind(new Uint8Array([0x89, ...ascii('PNG\r\n\x1a\n'), 0, 0]))).toBe('png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageKind(new Uint8Array(ascii('GIF89a....')))).toBe('gif');
    expect(imageKind(new Uint8Array(ascii('RIFF\0\0\0\0WEBPVP8 ')))).toBe('webp');
    expect(imageKind(new Uint8Array([0, 0, 0, 0x1c, ...ascii('ftypavif')]))).toBe('avif');
    expect(imageKind(new TextEncoder().encode('#ff0000'))).toBeNull();
    expect(imageKind(new Uint8Array(0))).toBeNull();
  });
});
