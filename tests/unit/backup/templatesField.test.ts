/**
 * The backup's optional `templates` field (saved export templates): written only when there are some, read back as
 * they were, refused whole for a bad entry with its path and reason, absent in older files (none); and what a restore
 * would add or take away.
 */
import { describe, expect, it } from 'vitest';
import { decodeBackup, encodeBackup, type Backup, type BackupError } from '../../../src/core/backup/backupFile.ts';
import { planRestore } from '../../../src/core/backup/restorePlan.ts';
import { MAX_TEMPLATES, MAX_TEMPLATE_LENGTH, MAX_TEMPLATE_NAME, type SavedTemplate } from '../../../src/core/model/exportTemplates.ts';
import { smallBackup } from './helpers.ts';

const template = (id: string, fields: Partial<SavedTemplate> = {}): SavedTemplate => ({
  id,
  kind: 'palette',
  name: `Template ${id}`,
  text: ':root {\n{{#colors}}\n  --{{kebab}}: {{hex}};\n{{/colors}}\n}\n',
  extension: 'css',
  savedAt: 1_764_288_000_000,
  ...fields,
});

const withTemplates = (templates: readonly unknown[]): string => {
  const file = JSON.parse(encodeBackup(smallBackup())) as Record<string, unknown>;
  return JSON.stringify({ ...file, templates });
};

const errorOf = (text: string): BackupError | 'ok' => {
  const result = decodeBackup(text);
  return result.ok ? 'ok' : result.error;
};
const invalid = (path: string, reason: string) => ({ kind: 'invalid', path, reason });

describe('the templates field', () => {
  it('round-trips, one template a line, and is left out when there are none', () => {
    const templates = [template('a'), template('b', { kind: 'theme', name: 'Tokens “日本”', text: '{"x": "{{name}}"}\t<b>', extension: 'd.ts' })];
    const backup: Backup = { ...smallBackup(), templates };
    const text = encodeBackup(backup);
    expect(text).toContain(`"templates": [\n    {"id":"a",`);
    const result = decodeBackup(text);
    expect(result.ok && result.backup.templates).toEqual(templates);
    expect(encodeBackup({ ...smallBackup(), templates: [] })).not.toContain('"templates"');
  });

  it('reads a file without it as having none', () => {
    const result = decodeBackup(encodeBackup(smallBackup()));
    expect(result.ok && (result.backup.templates ?? [])).toEqual([]);
  });

  it('refuses a bad shape with its path and reason', () => {
    const cases: [unknown, ReturnType<typeof invalid>][] = [
      ['nope', invalid('templates', 'type')],
      [[1], invalid('templates[0]', 'type')],
      [[[]], invalid('templates[0]', 'type')],
      [[{ ...template('a'), id: 3 }], invalid('templates[0].id', 'type')],
      [[{ ...template('a'), kind: 'both' }], invalid('templates[0].kind', 'type')],
      [[{ ...template('a'), name: '' }], invalid('templates[0].name', 'type')],
      [[{ ...template('a'), name: 'n'.repeat(MAX_TEMPLATE_NAME + 1) }], invalid('templates[0].name', 'tooLong')],
      [[{ ...template('a'), name: 'a\u0000b' }], invalid('templates[0].name', 'markup')],
      [[{ ...template('a'), text: 'x'.repeat(MAX_TEMPLATE_LENGTH + 1) }], invalid('templates[0].text', 'tooLong')],
      [[{ ...template('a'), text: 'a\u0007' }], invalid('templates[0].text', 'markup')],
      [[{ ...template('a'), text: null }], invalid('templates[0].text', 'type')],
      [[{ ...template('a'), extension: '../x' }], invalid('templates[0].extension', 'type')],
      [[{ ...template('a'), savedAt: -1 }], invalid('templates[0].savedAt', 'type')],
      [[template('a'), template('a', { name: 'Other' })], invalid('templates[1].id', 'duplicate')],
      [[template('a'), template('b', { name: 'TEMPLATE A' })], invalid('templates[1].name', 'duplicate')],
      [Array.from({ length: MAX_TEMPLATES + 1 }, (_, i) => template(`t${i}`)), invalid('templates', 'tooMany')],
    ];
    for (const [value, error] of cases) expect(errorOf(withTemplates(value as unknown[])), JSON.stringify(value).slice(0, 80)).toEqual(error);
    // The same name in the other kind is another template.
    expect(errorOf(withTemplates([template('a'), template('b', { name: 'Template a', kind: 'theme' })]))).toBe('ok');
    // Prototype names are refused anywhere.
    expect(errorOf(withTemplates([template('a')]).replace('"id":"a"', '"__proto__":{},"id":"a"'))).toEqual(invalid('templates[0].__proto__', 'forbiddenKey'));
  });

  it('counts what a restore adds and takes away', () => {
    const backup: Backup = { ...smallBackup(), templates: [template('a'), template('b'), template('c', { name: 'Mine' })] };
    const plan = planRestore([], [], backup, [], [template('a'), template('z', { name: 'Mine' }), template('y')]);
    // 'a' is held already, 'c' has the name of one held; only 'b' is added. 'z' and 'y' are not in the backup.
    expect(plan).toMatchObject({ templatesAdded: 1, templatesOnlyInLibrary: 2 });
  });
});
