/**
 * The backup file : what encodeBackup writes, that decodeBackup reads it back as it
 * was, migrates the bare palettes array of local storage, and refuses every hostile or damaged file with the right
 * error kind and path, whole (nothing repaired), without throwing or touching Object.prototype.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import {
  BACKUP_MIGRATIONS,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  MAX_BACKUP_DEPTH,
  MAX_BACKUP_PALETTES,
  MAX_PALETTE_NAME,
  backupFileName,
  checkBackupSize,
  decodeBackup,
  encodeBackup,
  migrateBackup,
  type Backup,
  type BackupError,
  type InvalidReason,
} from '../../../src/core/backup/backupFile.ts';
import { encodePalettes } from '../../../src/core/model/codecs.ts';
import { createPalette } from '../../../src/core/model/palette.ts';
import { encodePng } from '../../support/imageFiles.ts';
import { photoImage } from '../../support/images.ts';
import { codes, fullBackup, image, palette, savedTheme, smallBackup } from './helpers.ts';

/** Returns the error of decoding a text, or 'ok'. */
function errorOf(text: string): BackupError | 'ok' {
  const result = decodeBackup(text);
  return result.ok ? 'ok' : result.error;
}

/** Returns the backup read from a text; fails the test when it is refused. */
function read(text: string): Backup {
  const result = decodeBackup(text);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.backup;
}

const invalid = (path: string, reason: InvalidReason): BackupError => ({ kind: 'invalid', path, reason });

/** A small backup with an image, the base of the field cases. */
const withImage = (): Backup => ({ ...smallBackup(), image: image() });

/**
 * Returns the JSON text of a backup with one field set (a path like `palettes[0].colors[1]` or `image.moved.0.x`),
 * or removed when the value is undefined.
 */
function withField(path: string, value: unknown, base: Backup = withImage()): string {
  const file = JSON.parse(encodeBackup(base)) as Record<string, unknown>;
  const keys = path.match(/[^.[\]]+/g) ?? [];
  let target = file;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1];
  if (value === undefined) delete target[last];
  else target[last] = value;
  return JSON.stringify(file);
}

describe('encodeBackup', () => {
  it('writes the format, the version, 2-space indentation and each list of codes on one line', () => {
    const backup: Backup = {
      exportedAt: '2025-03-14T09:26:53.589Z',
      palettes: [{ uuid: 'p0', name: 'Brand "one"', colors: ['#ff0000', 'oklch(84.1% 0.238 128.85)', '#00ff00'] }, { uuid: 'p1', name: 'Empty', colors: [] }],
      history: ['#ff0000', '#0000ff'],
      settings: { theme: null, language: 'en' },
      image: null,
      themes: [],
    };
    expect(encodeBackup(backup)).toBe(
      [
        '{',
        '  "format": "irodori-backup",',
        '  "version": 2,',
        '  "exportedAt": "2025-03-14T09:26:53.589Z",',
        '  "palettes": [',
        '    {',
        '      "uuid": "p0",',
        '      "name": "Brand \\"one\\"",',
        '      "colors": ["#ff0000", "oklch(84.1% 0.238 128.85)", "#00ff00"]',
        '    },',
        '    {',
        '      "uuid": "p1",',
        '      "name": "Empty",',
        '      "colors": []',
        '    }',
        '  ],',
        '  "history": ["#ff0000", "#0000ff"],',
        '  "settings": {',
        '    "theme": null,',
        '    "language": "en"',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty library as empty lists', () => {
    const text = encodeBackup({ ...smallBackup(), palettes: [], history: [] });
    expect(text).toContain('\n  "palettes": [],\n  "history": [],\n');
  });

  it('writes the image last, indented, with its data as its last field; leaves it out when null', () => {
    const text = encodeBackup(withImage());
    expect(text).toMatch(/\n {2}"image": \{\n {4}"name": "Sunset at Kamakura.png",\n {4}"type": "image\/png",\n {4}"k": 6,\n/);
    expect(text).toMatch(/\n {4}"data": "iVBORw0KGgo="\n {2}\}\n\}\n$/);
    expect((JSON.parse(text) as { image: unknown }).image).toEqual(image());
    expect(encodeBackup(smallBackup())).not.toContain('"image"');
  });

  it('writes known fields only', () => {
    const extra = { ...palette('p9', 'Extra'), secret: 'x' } as Backup['palettes'][number];
    const text = encodeBackup({ ...smallBackup(), palettes: [extra], settings: { theme: 'dark', language: null, token: 'y' } as Backup['settings'] });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('token');
  });

  it('keeps 200 palettes of 100 colours to about a line each', () => {
    const text = encodeBackup({ ...fullBackup(), image: null });
    expect(text.split('\n').length).toBeLessThan(200 * 5 + 20);
    expect(text.length).toBeLessThan(260_000);
  });
});

describe('backupFileName', () => {
  it('names the file by the local date', () => {
    expect(backupFileName(new Date(2025, 0, 5, 23, 59))).toBe('irodori-backup-2025-01-05.json');
    expect(backupFileName(new Date(2031, 11, 31, 0, 0))).toBe('irodori-backup-2031-12-31.json');
  });
});

describe('decodeBackup', () => {
  it('reads back saved themes, refuses an unreadable or repeated one, and reads a file without themes as none', () => {
    const backup = smallBackup();
    const withThemes = { ...backup, themes: [savedTheme('a', '#3a7bd5'), savedTheme('b', '#e76f51')] };
    const text = encodeBackup(withThemes);
    expect(text).toContain('"themes": [');
    expect(decodeBackup(text)).toEqual({ ok: true, backup: withThemes, migratedFrom: null });
    expect(decodeBackup(encodeBackup(backup))).toEqual({ ok: true, backup, migratedFrom: null });
    const data = JSON.parse(text) as { themes: { id: string; file: { theme: { light: Record<string, string> } } }[] };
    data.themes[1].file.theme.light.primary = 'blue';
    expect(decodeBackup(JSON.stringify(data))).toEqual({ ok: false, error: { kind: 'invalid', path: 'themes[1]', reason: 'type' } });
    const repeated = JSON.parse(text) as { themes: { id: string }[] };
    repeated.themes[1].id = repeated.themes[0].id;
    expect(decodeBackup(JSON.stringify(repeated))).toEqual({ ok: false, error: { kind: 'invalid', path: 'themes[1].id', reason: 'duplicate' } });
  });

  it('reads back 200 palettes of 100 colours, a full history, the settings and an image as they were', () => {
    const backup = { ...fullBackup(), image: image(encodePng(photoImage(64, 48, 7)).toString('base64')) };
    expect(decodeBackup(encodeBackup(backup))).toEqual({ ok: true, backup, migratedFrom: null });
  });

  it('reads back any valid backup (property)', () => {
    const control = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex
    const name = fc.string({ minLength: 1, maxLength: MAX_PALETTE_NAME }).filter((s) => s.trim() !== '' && !/<[A-Za-z/!]/.test(s) && !control.test(s));
    const picked = fc.record({ code, x: fc.option(fc.nat()), y: fc.option(fc.nat()) });
    const backup = fc.record({
      exportedAt: fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }).map((d) => d.toISOString()),
      palettes: fc.uniqueArray(fc.record({ uuid: fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/), name, colors: fc.array(code, { maxLength: 100 }) }), {
        selector: (p) => p.uuid,
        maxLength: 12,
      }),
      history: fc.uniqueArray(code, { maxLength: 100 }),
      settings: fc.record({ theme: fc.constantFrom('light', 'dark', null), language: fc.constantFrom('en', 'ja', null) }),
      image: fc.option(
        fc.record({
          name: fc.string({ maxLength: 255 }).filter((s) => !control.test(s)),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'),
          data: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
          k: fc.integer({ min: 2, max: 12 }),
          moved: fc.dictionary(fc.nat(99).map(String), picked, { maxKeys: 12 }),
          added: fc.array(picked, { maxLength: 5 }),
        }),
      ),
      themes: fc.uniqueArray(fc.constantFrom('#3a7bd5', '#e76f51', '#808080', '#2a9d8f'), { maxLength: 3 }).map((seeds) => seeds.map((seed, i) => savedTheme(`t${i}`, seed))),
    });
    fc.assert(
      fc.property(backup, (b) => {
        expect(decodeBackup(encodeBackup(b as Backup))).toEqual({ ok: true, backup: b, migratedFrom: null });
      }),
      { numRuns: 150 },
    );
  });

  it('normalises codes, drops repeated history codes keeping the first, names a blank palette Untitled', () => {
    const text = JSON.stringify({
      format: 'irodori-backup',
      version: 1,
      exportedAt: '2025-03-14T09:26:53Z',
      palettes: [{ uuid: 'a', name: '   ', colors: ['#ABC', 'FF0000', '0f0'] }],
      history: ['#FFF', '#ffffff', '000', '#000000', '#123'],
    });
    const backup = read(text);
    expect(backup.palettes).toEqual([{ uuid: 'a', name: 'Untitled', colors: ['#aabbcc', '#ff0000', '#00ff00'] }]);
    expect(backup.history).toEqual(['#ffffff', '#000000', '#112233']);
  });

  it('reads missing history, settings and image as empty, and a null image or setting as none', () => {
    const text = JSON.stringify({ format: 'irodori-backup', version: 1, exportedAt: '2025-03-14T09:26:53+09:00', palettes: [], image: null });
    expect(read(text)).toEqual({ exportedAt: '2025-03-14T09:26:53+09:00', palettes: [], history: [], settings: { theme: null, language: null }, image: null, themes: [] });
    expect(read(withField('settings', {})).settings).toEqual({ theme: null, language: null });
    expect(read(withField('image', undefined)).image).toBeNull();
  });

  it('ignores unknown keys (a later version may add some) and keeps only known fields', () => {
    let text = withField('savedThemes', [{ name: 'Night', colors: ['#000000'] }]);
    text = text.replace('"uuid":"p0"', '"uuid":"p0","pinned":true').replace('"k":6', '"k":6,"zoom":2').replace('"theme":null', '"theme":null,"contrast":"more"');
    const backup = read(text);
    expect(Object.keys(backup)).toEqual(['exportedAt', 'palettes', 'history', 'settings', 'image', 'themes']);
    expect(Object.keys(backup.palettes[0])).toEqual(['uuid', 'name', 'colors']);
    expect(Object.keys(backup.settings)).toEqual(['theme', 'language']);
    expect(Object.keys(backup.image ?? {})).toEqual(['name', 'type', 'data', 'k', 'moved', 'added']);
  });

  it('accepts names with a lone "<", quotes, brackets and a leading byte-order mark', () => {
    const names = ['a < b', '<3 love', 'x <= y', 'Tom & Jerry', '"quoted"', '[[[[[[[[[[ {{{{{{{{{{', 'back\\"[[[[[[[[[[', '日本の色', 'x'.repeat(MAX_PALETTE_NAME)];
    const backup = { ...smallBackup(), palettes: names.map((name, i) => palette(`n${i}`, name)) };
    expect(decodeBackup(`\uFEFF${encodeBackup(backup)}`)).toEqual({ ok: true, backup, migratedFrom: null });
  });
});

describe('migration', () => {
  it('reads the bare palettes array of local storage as version 0', () => {
    const stored = encodePalettes([createPalette('Brand', { uuid: 'a', colors: ['#FF0000', '0f0'] }), createPalette('Empty', { uuid: 'b' })]);
    expect(decodeBackup(stored)).toEqual({
      ok: true,
      migratedFrom: 0,
      backup: {
        exportedAt: '',
        palettes: [
          { uuid: 'a', name: 'Brand', colors: ['#ff0000', '#00ff00'] },
          { uuid: 'b', name: 'Empty', colors: [] },
        ],
        history: [],
        settings: { theme: null, language: null },
        image: null,
        themes: [],
      },
    });
    expect(decodeBackup('[]')).toMatchObject({ ok: true, migratedFrom: 0, backup: { palettes: [] } });
  });

  it('reads a version-1 file (codes only) as version 2, unchanged', () => {
    const v1 = JSON.stringify({ format: 'irodori-backup', version: 1, exportedAt: '2025-01-01T00:00:00.000Z', palettes: [{ uuid: 'a', name: 'A', colors: ['#ff0000'] }], history: ['#00ff00'], settings: {}, image: null });
    expect(decodeBackup(v1)).toMatchObject({ ok: true, migratedFrom: 1, backup: { palettes: [{ uuid: 'a', name: 'A', colors: ['#ff0000'] }], history: ['#00ff00'] } });
  });

  it('keeps wide and translucent colours as their exact texts, normalised', () => {
    const v2 = JSON.stringify({ format: 'irodori-backup', version: 2, exportedAt: '2025-01-01T00:00:00.000Z', palettes: [{ uuid: 'a', name: 'A', colors: ['#F00', 'OKLCH(84.1%  0.238 128.85)', 'color(display-p3 1 0 0 / 0.5)', 'oklch(1 0 0)'] }], history: [], settings: {}, image: null });
    expect(decodeBackup(v2)).toMatchObject({ ok: true, migratedFrom: null, backup: { palettes: [{ colors: ['#ff0000', 'oklch(84.1% 0.238 128.85)', 'color(display-p3 1 0 0 / 0.5)', '#ffffff'] }] } });
  });

  it('refuses a version-0 file whole, naming the field as in the current format', () => {
    expect(errorOf('[{"uuid":"a","name":"A","colors":[]},{"uuid":"b","name":"B","colors":["#fff","nope"]}]')).toEqual(invalid('palettes[1].colors[1]', 'color'));
    expect(errorOf('[{"uuid":"a","name":"A","colors":[]},{"uuid":"a","name":"B","colors":[]}]')).toEqual(invalid('palettes[1].uuid', 'duplicate'));
    expect(errorOf('[1]')).toEqual(invalid('palettes[0]', 'type'));
  });

  it('allows an unknown export date only after a migration', () => {
    expect(errorOf(withField('exportedAt', ''))).toEqual(invalid('exportedAt', 'type'));
  });

  it('applies the table step by step, in order, from the file version', () => {
    const steps = { 0: (d: unknown) => [...(d as number[]), 0], 1: (d: unknown) => [...(d as number[]), 1], 2: (d: unknown) => [...(d as number[]), 2] };
    expect(migrateBackup([], 0, 3, steps)).toEqual([0, 1, 2]);
    expect(migrateBackup([], 1, 3, steps)).toEqual([1, 2]);
    expect(migrateBackup([], 3, 3, steps)).toEqual([]);
    expect(() => migrateBackup([], 0, 4, steps)).toThrow('No backup migration from version 3');
  });

  it('has a step from every version below the current one', () => {
    for (let version = 0; version < BACKUP_VERSION; version++) expect(Object.hasOwn(BACKUP_MIGRATIONS, version), `step ${version}`).toBe(true);
  });
});

describe('hostile and damaged files', () => {
  it('refuses a file over 20 MB before reading it, and its text', () => {
    expect(checkBackupSize(MAX_BACKUP_BYTES + 1)).toEqual({ kind: 'tooLarge', bytes: MAX_BACKUP_BYTES + 1 });
    expect(checkBackupSize(MAX_BACKUP_BYTES)).toBeNull();
    expect(checkBackupSize(0)).toBeNull();
    expect(errorOf(' '.repeat(MAX_BACKUP_BYTES + 1))).toEqual({ kind: 'tooLarge', bytes: MAX_BACKUP_BYTES + 1 });
  });

  it('refuses a truncated file as not JSON, wherever it is cut', () => {
    const text = encodeBackup(withImage());
    for (const at of [0, 1, 20, Math.floor(text.length / 3), Math.floor(text.length / 2), text.indexOf('"data"') + 12, text.length - 2]) {
      expect(errorOf(text.slice(0, at)), `cut at ${at}`).toEqual({ kind: 'notJson' });
    }
  });

  it.each(['', 'hello', "{'format': 'irodori-backup'}", '{"format": "irodori-backup",}', 'undefined', 'NaN', '{"a":1}}'])('refuses %j as not JSON', (text) => {
    expect(errorOf(text)).toEqual({ kind: 'notJson' });
  });

  it('refuses a PNG read as text as not JSON', () => {
    const png = encodePng(photoImage(48, 32, 3));
    expect(errorOf(new TextDecoder().decode(png))).toEqual({ kind: 'notJson' });
    expect(errorOf(png.toString('latin1'))).toEqual({ kind: 'notJson' });
  });

  it('refuses 1,000,000 nested arrays or objects at once, without recursion', () => {
    const arrays = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const objects = '{"a":'.repeat(1_000_000) + '1' + '}'.repeat(1_000_000);
    const inFile = encodeBackup(smallBackup()).replace('"palettes"', `"extra": ${'['.repeat(1_000_000)}, "palettes"`);
    const start = performance.now();
    for (const text of [arrays, objects, inFile, '['.repeat(1_000_000)]) expect(errorOf(text)).toEqual({ kind: 'tooDeep' });
    expect(performance.now() - start).toBeLessThan(100);
  });

  it(`lets ${MAX_BACKUP_DEPTH} levels through and refuses ${MAX_BACKUP_DEPTH + 1}`, () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    // Eight levels pass the scan; the content is then no palette.
    expect(errorOf(nested(MAX_BACKUP_DEPTH))).toEqual(invalid('palettes[0]', 'type'));
    expect(errorOf(nested(MAX_BACKUP_DEPTH + 1))).toEqual({ kind: 'tooDeep' });
    expect(errorOf(withField('extra', JSON.parse(nested(MAX_BACKUP_DEPTH - 1))))).toBe('ok');
    expect(errorOf(withField('extra', JSON.parse(nested(MAX_BACKUP_DEPTH))))).toEqual({ kind: 'tooDeep' });
  });

  describe('prototype keys', () => {
    const text = encodeBackup(withImage());
    const evil = '{"polluted": "yes", "toString": 1}';
    const cases: [string, string, string][] = [
      ['__proto__ at the top level', text.replace('{\n  "format"', `{"__proto__": ${evil}, "format"`), '__proto__'],
      ['__proto__ in a palette', JSON.stringify({ ...JSON.parse(text), palettes: [] }).replace('"palettes":[]', `"palettes":[{"uuid":"a","name":"A","colors":[]},{"uuid":"b","name":"B","colors":[]},{"__proto__":${evil},"uuid":"c","name":"C","colors":[]}]`), 'palettes[2].__proto__'],
      ['constructor in the settings', text.replace('"settings": {', `"settings": {"constructor": {"prototype": ${evil}},`), 'settings.constructor'],
      ['prototype in a moved colour', text.replace('"0": {', `"0": {"prototype": ${evil},`), 'image.moved.0.prototype'],
      ['__proto__ under an unknown key', text.replace('"palettes"', `"extra": {"deeper": {"__proto__": ${evil}}}, "palettes"`), 'extra.deeper.__proto__'],
      ['__proto__ in a version-0 file', `[{"uuid":"a","name":"A","colors":[]},{"__proto__":${evil},"uuid":"b","name":"B","colors":[]}]`, '[1].__proto__'],
    ];

    it.each(cases)('refuses %s', (_, hostile, path) => {
      expect(() => JSON.parse(hostile) as unknown).not.toThrow();
      expect(errorOf(hostile)).toEqual(invalid(path, 'forbiddenKey'));
    });

    it('never pollutes Object.prototype', () => {
      for (const [, hostile] of cases) decodeBackup(hostile);
      decodeBackup(text.replace('"uuid": "p0"', `"uuid": "p0", "constructor": {"prototype": ${evil}}`));
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(typeof {}.toString).toBe('function');
    });
  });

  it.each([
    ['format missing', withField('format', undefined)],
    ['another format', withField('format', 'irodori-palettes')],
    ['a number', '42'],
    ['a string', '"irodori-backup"'],
    ['null', 'null'],
    ['an object of something else', '{"version":1,"palettes":[]}'],
  ])('refuses %s as no backup', (_, text) => {
    expect(errorOf(text)).toEqual({ kind: 'notBackup' });
  });

  it('refuses a newer version by its number', () => {
    expect(errorOf(withField('version', 3))).toEqual({ kind: 'newerVersion', version: 3 });
    expect(errorOf(withField('version', 99))).toEqual({ kind: 'newerVersion', version: 99 });
  });

  const fieldCases: [path: string, value: unknown, error: BackupError][] = [
    ['version', undefined, invalid('version', 'type')],
    ['version', '1', invalid('version', 'type')],
    ['version', 1.5, invalid('version', 'type')],
    ['version', 0, invalid('version', 'type')],
    ['version', -1, invalid('version', 'type')],
    ['exportedAt', undefined, invalid('exportedAt', 'type')],
    ['exportedAt', 1741944413589, invalid('exportedAt', 'type')],
    ['exportedAt', 'yesterday', invalid('exportedAt', 'type')],
    ['exportedAt', '2025-03-14', invalid('exportedAt', 'type')],
    ['exportedAt', '2025-13-45T00:00:00Z', invalid('exportedAt', 'type')],
    ['palettes', undefined, invalid('palettes', 'type')],
    ['palettes', {}, invalid('palettes', 'type')],
    ['palettes', Array.from({ length: MAX_BACKUP_PALETTES + 1 }, () => ({})), invalid('palettes', 'tooMany')],
    ['palettes[1]', 'Sea', invalid('palettes[1]', 'type')],
    ['palettes[1]', null, invalid('palettes[1]', 'type')],
    ['palettes[1]', [], invalid('palettes[1]', 'type')],
    ['palettes[0].uuid', undefined, invalid('palettes[0].uuid', 'type')],
    ['palettes[0].uuid', 7, invalid('palettes[0].uuid', 'type')],
    ['palettes[0].uuid', '', invalid('palettes[0].uuid', 'type')],
    ['palettes[0].uuid', 'a b', invalid('palettes[0].uuid', 'type')],
    ['palettes[0].uuid', '../x', invalid('palettes[0].uuid', 'type')],
    ['palettes[0].uuid', 'x'.repeat(101), invalid('palettes[0].uuid', 'tooLong')],
    ['palettes[2].uuid', 'p0', invalid('palettes[2].uuid', 'duplicate')],
    ['palettes[0].name', undefined, invalid('palettes[0].name', 'type')],
    ['palettes[0].name', null, invalid('palettes[0].name', 'type')],
    ['palettes[0].name', 42, invalid('palettes[0].name', 'type')],
    ['palettes[0].name', 'x'.repeat(MAX_PALETTE_NAME + 1), invalid('palettes[0].name', 'tooLong')],
    ['palettes[1].colors', undefined, invalid('palettes[1].colors', 'type')],
    ['palettes[1].colors', '#ff0000', invalid('palettes[1].colors', 'type')],
    ['palettes[1].colors', codes(101), invalid('palettes[1].colors', 'tooMany')],
    ['palettes[1].colors[2]', 'nope', invalid('palettes[1].colors[2]', 'color')],
    ['palettes[1].colors[2]', '#ff00f', invalid('palettes[1].colors[2]', 'color')],
    ['palettes[1].colors[2]', 'oklch(70% 0.1)', invalid('palettes[1].colors[2]', 'color')],
    ['palettes[1].colors[2]', 0xff0000, invalid('palettes[1].colors[2]', 'color')],
    ['palettes[1].colors[2]', 'red', invalid('palettes[1].colors[2]', 'color')],
    ['history', 'x', invalid('history', 'type')],
    ['history', null, invalid('history', 'type')],
    ['history', codes(101), invalid('history', 'tooMany')],
    ['history[1]', 'rgb(0 0 0)', invalid('history[1]', 'color')],
    ['settings', 'dark', invalid('settings', 'type')],
    ['settings', [], invalid('settings', 'type')],
    ['settings.theme', 'blue', invalid('settings.theme', 'type')],
    ['settings.theme', true, invalid('settings.theme', 'type')],
    ['settings.language', 'fr', invalid('settings.language', 'type')],
    ['settings.language', 'JA', invalid('settings.language', 'type')],
    ['image', 'photo.png', invalid('image', 'type')],
    ['image.name', undefined, invalid('image.name', 'type')],
    ['image.name', 'x'.repeat(256), invalid('image.name', 'tooLong')],
    ['image.name', 'a\nb.png', invalid('image.name', 'markup')],
    ['image.type', 'text/html', invalid('image.type', 'type')],
    ['image.type', 'image/png; charset=x', invalid('image.type', 'type')],
    ['image.type', undefined, invalid('image.type', 'type')],
    ['image.data', '', invalid('image.data', 'type')],
    ['image.data', 'abc', invalid('image.data', 'type')],
    ['image.data', 'ab!=', invalid('image.data', 'type')],
    ['image.data', 'A===', invalid('image.data', 'type')],
    ['image.data', '====', invalid('image.data', 'type')],
    ['image.data', 'AB=C', invalid('image.data', 'type')],
    ['image.data', 'iVBO Rw0K', invalid('image.data', 'type')],
    ['image.data', 'data:image/png;base64,iVBORw0KGgo=', invalid('image.data', 'type')],
    ['image.data', [1, 2, 3], invalid('image.data', 'type')],
    ['image.k', 1, invalid('image.k', 'type')],
    ['image.k', 13, invalid('image.k', 'type')],
    ['image.k', 2.5, invalid('image.k', 'type')],
    ['image.k', '6', invalid('image.k', 'type')],
    ['image.moved', [], invalid('image.moved', 'type')],
    ['image.moved', { a: { code: '#ffffff', x: 0, y: 0 } }, invalid('image.moved', 'type')],
    ['image.moved.0', '#ffffff', invalid('image.moved.0', 'type')],
    ['image.moved.0.code', '#FFFFFF', invalid('image.moved.0.code', 'color')],
    ['image.moved.0.code', 'fff', invalid('image.moved.0.code', 'color')],
    ['image.moved.0.x', -1, invalid('image.moved.0.x', 'type')],
    ['image.moved.0.y', 1.5, invalid('image.moved.0.y', 'type')],
    ['image.moved.11.y', undefined, invalid('image.moved.11.y', 'type')],
    ['image.added', {}, invalid('image.added', 'type')],
    ['image.added[1]', null, invalid('image.added[1]', 'type')],
    ['image.added[1].x', '5', invalid('image.added[1].x', 'type')],
    ['image.added[0].code', null, invalid('image.added[0].code', 'color')],
  ];

  it.each(fieldCases)('refuses %s = %j', (path, value, error) => {
    expect(errorOf(withField(path, value))).toEqual(error);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Brand</b>',
    '<!-- hidden -->',
    '<svg/onload=alert(1)>',
    'tab\there',
    'line\nbreak',
    'nul\u0000',
    'del\u007f',
    'escape\u001b[31m',
  ])('refuses the palette name %j as markup', (name) => {
    expect(errorOf(withField('palettes[1].name', name))).toEqual(invalid('palettes[1].name', 'markup'));
  });

  it('refuses a whole library for one bad code among 20,000', () => {
    const text = withField('palettes[199].colors[99]', '#ggg', { ...fullBackup(), image: null });
    expect(errorOf(text)).toEqual(invalid('palettes[199].colors[99]', 'color'));
  });

  it('never throws, whatever the text or JSON (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        expect(typeof decodeBackup(text).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    const file = fc.dictionary(fc.constantFrom('exportedAt', 'palettes', 'history', 'settings', 'image', '__proto__', 'x'), fc.jsonValue({ maxDepth: 4 }));
    fc.assert(
      fc.property(file, (fields) => {
        const result = decodeBackup(JSON.stringify({ ...fields, format: 'irodori-backup', version: 1 }));
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
