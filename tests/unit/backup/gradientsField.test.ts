/**
 * The backup's optional `gradients` field (saved gradients): written only when there are some, read back as they were
 * (texts canonical), refused whole for a bad entry with its path and reason, absent in older files (none), ignored by
 * nothing else in the file; and what a restore would add or take away.
 */
import { describe, expect, it } from 'vitest';
import { decodeBackup, encodeBackup, type Backup, type BackupError } from '../../../src/core/backup/backupFile.ts';
import { planRestore } from '../../../src/core/backup/restorePlan.ts';
import { MAX_GRADIENT_NAME, MAX_GRADIENT_TEXT, MAX_SAVED_GRADIENTS, type SavedGradient } from '../../../src/core/model/gradients.ts';
import { smallBackup } from './helpers.ts';

const TEXT = 'linear_90_oklch_shorter_50_50_ellipse_farthest-corner~4f46e5@0~ec4899@50!h35!ease-in~f59e0b@100';
const WIDE = 'radial_0_srgb_longer_20_30_circle_closest-side~oklch(70%_0.3_150_/_0.5)@0~0000ff@100*conic_90_oklch_shorter_50_50_ellipse_farthest-corner~000000@0~ffffff@100';

const gradient = (id: string, fields: Partial<SavedGradient> = {}): SavedGradient => ({ id, savedAt: 1_764_288_000_000, name: `Gradient ${id}`, text: TEXT, ...fields });

const withGradients = (gradients: readonly unknown[], base: Backup = smallBackup()): string => {
  const file = JSON.parse(encodeBackup(base)) as Record<string, unknown>;
  return JSON.stringify({ ...file, gradients });
};

const errorOf = (text: string): BackupError | 'ok' => {
  const result = decodeBackup(text);
  return result.ok ? 'ok' : result.error;
};
const invalid = (path: string, reason: string) => ({ kind: 'invalid', path, reason });

describe('the gradients field', () => {
  it('round-trips, one gradient a line, and is left out when there are none', () => {
    const gradients = [gradient('a'), gradient('b', { name: 'Dusk “夕暮れ” <b>', text: WIDE })];
    const backup: Backup = { ...smallBackup(), gradients };
    const text = encodeBackup(backup);
    expect(text).toContain(`"gradients": [\n    {"id":"a",`);
    const result = decodeBackup(text);
    expect(result.ok && result.backup.gradients).toEqual(gradients);
    // The rest of the file reads as it did without them.
    expect(result.ok && { ...result.backup, gradients: undefined }).toEqual({ ...smallBackup(), gradients: undefined, templates: undefined });
    expect(encodeBackup({ ...smallBackup(), gradients: [] })).not.toContain('"gradients"');
  });

  it('reads a file without it (and a version 1 file) as having none', () => {
    const result = decodeBackup(encodeBackup(smallBackup()));
    expect(result.ok && (result.backup.gradients ?? [])).toEqual([]);
    const v1 = JSON.stringify({ ...(JSON.parse(encodeBackup(smallBackup())) as object), version: 1 });
    const old = decodeBackup(v1);
    expect(old.ok && old.migratedFrom).toBe(1);
    expect(old.ok && old.backup.gradients).toBeUndefined();
  });

  it('reads a text written in short as the tool writes it', () => {
    const result = decodeBackup(withGradients([gradient('a', { text: 'linear~f00@0~00f@100' })]));
    expect(result.ok && result.backup.gradients?.[0].text).toBe('linear_90_oklch_shorter_50_50_ellipse_farthest-corner~ff0000@0~0000ff@100');
  });

  it('refuses a bad shape with its path and reason', () => {
    const cases: [unknown, ReturnType<typeof invalid>][] = [
      ['nope', invalid('gradients', 'type')],
      [[1], invalid('gradients[0]', 'type')],
      [[[]], invalid('gradients[0]', 'type')],
      [[{ ...gradient('a'), id: 3 }], invalid('gradients[0].id', 'type')],
      [[{ ...gradient('a'), id: 'x'.repeat(101) }], invalid('gradients[0].id', 'tooLong')],
      [[{ ...gradient('a'), savedAt: -1 }], invalid('gradients[0].savedAt', 'type')],
      [[{ ...gradient('a'), name: '' }], invalid('gradients[0].name', 'type')],
      [[{ ...gradient('a'), name: 'n'.repeat(MAX_GRADIENT_NAME + 1) }], invalid('gradients[0].name', 'tooLong')],
      [[{ ...gradient('a'), name: 'a\u0000b' }], invalid('gradients[0].name', 'markup')],
      [[{ ...gradient('a'), text: null }], invalid('gradients[0].text', 'type')],
      [[{ ...gradient('a'), text: 'linear~f00@0' }], invalid('gradients[0].text', 'type')],
      [[{ ...gradient('a'), text: 'x'.repeat(MAX_GRADIENT_TEXT + 1) }], invalid('gradients[0].text', 'tooLong')],
      [[gradient('a'), gradient('a', { name: 'Other' })], invalid('gradients[1].id', 'duplicate')],
      [Array.from({ length: MAX_SAVED_GRADIENTS + 1 }, (_, i) => gradient(`g${i}`)), invalid('gradients', 'tooMany')],
    ];
    for (const [value, error] of cases) expect(errorOf(withGradients(value as unknown[])), JSON.stringify(value).slice(0, 80)).toEqual(error);
    // Prototype names are refused anywhere.
    expect(errorOf(withGradients([gradient('a')]).replace('"id":"a"', '"__proto__":{},"id":"a"'))).toEqual(invalid('gradients[0].__proto__', 'forbiddenKey'));
  });

  it('counts what a restore adds and takes away', () => {
    const backup: Backup = { ...smallBackup(), gradients: [gradient('a'), gradient('b'), gradient('c')] };
    const plan = planRestore([], [], backup, [], [], [gradient('a', { name: 'Renamed' }), gradient('z'), gradient('y')]);
    // 'a' is held already (by id); 'b' and 'c' are added. 'z' and 'y' are not in the backup.
    expect(plan).toMatchObject({ gradientsAdded: 2, gradientsOnlyInLibrary: 2 });
    const full = Array.from({ length: MAX_SAVED_GRADIENTS - 1 }, (_, i) => gradient(`f${i}`));
    expect(planRestore([], [], backup, [], [], full)).toMatchObject({ gradientsAdded: 1, gradientsOnlyInLibrary: MAX_SAVED_GRADIENTS - 1 });
    expect(planRestore([], [], smallBackup(), [], [], full)).toMatchObject({ gradientsAdded: 0 });
  });
});
