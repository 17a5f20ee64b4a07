/**
 * Saved export templates: the model's rules (limits, names unique per kind, replace in place, rename) and the store's
 * storage (corrupt data reads as none without throwing, a failed write keeps what was stored before).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TEMPLATES,
  MAX_TEMPLATE_LENGTH,
  MAX_TEMPLATE_NAME,
  cleanExtension,
  decodeTemplates,
  encodeTemplates,
  mergeTemplates,
  renameTemplate,
  saveTemplate,
  type SavedTemplate,
} from '../../src/core/model/exportTemplates.ts';

const template = (i: number, fields: Partial<SavedTemplate> = {}): SavedTemplate => ({ id: `t${i}`, kind: 'palette', name: `T${i}`, text: '{{name}}', extension: 'txt', savedAt: i, ...fields });
const fields = { kind: 'palette' as const, name: 'Tokens', text: '{{#colors}}{{hex}}{{/colors}}', extension: 'json' };

describe('saving', () => {
  it('puts a new template first, trimmed, with its extension', () => {
    const result = saveTemplate([template(1)], { ...fields, name: '  Tokens ' }, 'new', 5);
    expect(result).toMatchObject({ ok: true, saved: { id: 'new', name: 'Tokens', extension: 'json', savedAt: 5 } });
    if (result.ok) expect(result.templates.map((t) => t.id)).toEqual(['new', 't1']);
  });

  it('replaces a template of the same kind and name in place, keeping its id; the other kind has its own names', () => {
    const list = [template(1), template(2, { name: 'Tokens' }), template(3, { name: 'Tokens', kind: 'theme' })];
    const result = saveTemplate(list, { ...fields, name: 'TOKENS', text: 'new' }, 'new', 9);
    expect(result.ok && result.templates.map((t) => [t.id, t.text])).toEqual([['t1', '{{name}}'], ['t2', 'new'], ['t3', '{{name}}']]);
  });

  it(`keeps at most ${MAX_TEMPLATES}, ${MAX_TEMPLATE_LENGTH} characters each, names at most ${MAX_TEMPLATE_NAME}`, () => {
    const full = Array.from({ length: MAX_TEMPLATES }, (_, i) => template(i));
    expect(saveTemplate(full, fields, 'x', 1)).toEqual({ ok: false, problem: 'full' });
    // A full list still takes a replacement.
    expect(saveTemplate(full, { ...fields, name: 'T3' }, 'x', 1).ok).toBe(true);
    expect(saveTemplate([], { ...fields, text: 'x'.repeat(MAX_TEMPLATE_LENGTH) }, 'x', 1).ok).toBe(true);
    expect(saveTemplate([], { ...fields, text: 'x'.repeat(MAX_TEMPLATE_LENGTH + 1) }, 'x', 1)).toEqual({ ok: false, problem: 'tooLong' });
    expect(saveTemplate([], { ...fields, name: 'n'.repeat(MAX_TEMPLATE_NAME + 1) }, 'x', 1)).toEqual({ ok: false, problem: 'nameTooLong' });
    expect(saveTemplate([], { ...fields, name: '  ' }, 'x', 1)).toEqual({ ok: false, problem: 'noName' });
    expect(saveTemplate([], { ...fields, name: 'a\nb' }, 'x', 1)).toEqual({ ok: false, problem: 'nameInvalid' });
    expect(saveTemplate([], { ...fields, text: 'a\u0000' }, 'x', 1)).toEqual({ ok: false, problem: 'textInvalid' });
  });

  it('gives a bad extension the default', () => {
    expect(saveTemplate([], { ...fields, extension: '../x' }, 'x', 1)).toMatchObject({ saved: { extension: 'txt' } });
    expect(cleanExtension('.d.ts')).toBe('d.ts');
    expect(cleanExtension('a/b')).toBe('');
  });
});

describe('renaming', () => {
  it('refuses a name another template of its kind has', () => {
    const list = [template(1), template(2), template(3, { kind: 'theme', name: 'Other' })];
    expect(renameTemplate(list, 't1', 't2')).toEqual({ ok: false, problem: 'taken' });
    expect(renameTemplate(list, 't1', 'Other')).toMatchObject({ ok: true });
    expect(renameTemplate(list, 't1', ' ')).toEqual({ ok: false, problem: 'noName' });
  });
});

describe('the stored list', () => {
  it('round-trips', () => {
    const list = [template(1), template(2, { kind: 'theme', text: 'a\n\tb', extension: 'd.ts' })];
    expect(decodeTemplates(encodeTemplates(list))).toEqual(list);
  });

  it('reads corrupt data as none, and leaves out invalid or repeated entries', () => {
    for (const raw of [null, '', '{', 'null', '{"a":1}', '"x"', '[1,2]']) expect(decodeTemplates(raw)).toEqual([]);
    const entries = [
      template(1),
      { ...template(2), kind: 'both' },
      { ...template(3), name: '' },
      { ...template(4), text: 'x'.repeat(MAX_TEMPLATE_LENGTH + 1) },
      { ...template(5), extension: '../evil' },
      { ...template(6), savedAt: 'now' },
      template(1, { name: 'same id' }),
      template(7, { name: 't1' }),
      { ...template(8), __proto__: { polluted: true } },
    ];
    expect(decodeTemplates(JSON.stringify(entries)).map((t) => t.id)).toEqual(['t1', 't8']);
    expect(decodeTemplates(JSON.stringify(Array.from({ length: 80 }, (_, i) => template(i))))).toHaveLength(MAX_TEMPLATES);
  });

  it('merges a backup’s templates after the library’s, by id and name', () => {
    expect(mergeTemplates([template(1)], [template(1), template(2, { name: 't1' }), template(3)]).map((t) => t.id)).toEqual(['t1', 't3']);
  });
});

describe('the store', () => {
  let stored: Map<string, string>;
  let failWrites: boolean;
  beforeEach(() => {
    vi.resetModules();
    stored = new Map();
    failWrites = false;
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (failWrites) throw new DOMException('full', 'QuotaExceededError');
        stored.set(key, value);
      },
      removeItem: (key: string) => stored.delete(key),
    };
    vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts empty from corrupt data without throwing, and saves', async () => {
    stored.set('exportTemplates', '{not json');
    const { useTemplatesStore } = await import('../../src/stores/exportTemplates.ts');
    expect(useTemplatesStore.getState().templates).toEqual([]);
    expect(useTemplatesStore.getState().save(fields).ok).toBe(true);
    expect(decodeTemplates(stored.get('exportTemplates')!)).toMatchObject([{ name: 'Tokens' }]);
  });

  it('keeps what was stored when a write fails, and the change in memory', async () => {
    stored.set('exportTemplates', encodeTemplates([template(1)]));
    const { useTemplatesStore } = await import('../../src/stores/exportTemplates.ts');
    failWrites = true;
    useTemplatesStore.getState().remove('t1');
    expect(useTemplatesStore.getState().templates).toEqual([]);
    expect(decodeTemplates(stored.get('exportTemplates')!)).toEqual([template(1)]);
    failWrites = false;
    useTemplatesStore.getState().restoreAt(template(1), 0);
    expect(decodeTemplates(stored.get('exportTemplates')!)).toEqual([template(1)]);
    expect(useTemplatesStore.getState().rename('t1', 'Renamed')).toBeNull();
    expect(decodeTemplates(stored.get('exportTemplates')!)[0].name).toBe('Renamed');
  });
});
