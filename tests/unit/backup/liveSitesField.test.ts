/**
 * The backup's optional `liveSites` field (the live link's settings per site): written only when there are some, read
 * back as they were, refused whole for a bad site with its path, absent in older files (none); and what a restore
 * would add or forget.
 */
import { describe, expect, it } from 'vitest';
import { decodeBackup, encodeBackup, type Backup } from '../../../src/core/backup/backupFile.ts';
import { planRestore } from '../../../src/core/backup/restorePlan.ts';
import { LIVE_MAX_SITES, mergeSites, type LiveSite } from '../../../src/core/live/sites.ts';
import { smallBackup } from './helpers.ts';

const site = (origin: string, fields: Partial<LiveSite> = {}): LiveSite => ({ url: `${origin}/`, convention: null, manual: {}, used: 1_764_288_000_000, ...fields });

const withSites = (liveSites: unknown): string => JSON.stringify({ ...(JSON.parse(encodeBackup(smallBackup())) as object), liveSites });

describe('the liveSites field', () => {
  it('round-trips, and is left out when there are none', () => {
    const liveSites = { 'http://localhost:5173': site('http://localhost:5173', { convention: 'shadcn', manual: { '--brand': 'primary' } }) };
    const backup: Backup = { ...smallBackup(), liveSites };
    const result = decodeBackup(encodeBackup(backup));
    expect(result.ok && result.backup.liveSites).toEqual(liveSites);
    expect(encodeBackup({ ...smallBackup(), liveSites: {} })).not.toContain('"liveSites"');
    const older = decodeBackup(encodeBackup(smallBackup()));
    expect(older.ok && older.backup.liveSites).toBeUndefined();
  });

  it('refuses a bad site with its path, and too many', () => {
    const error = (value: unknown) => {
      const result = decodeBackup(withSites(value));
      return result.ok ? 'ok' : result.error;
    };
    expect(error([])).toEqual({ kind: 'invalid', path: 'liveSites', reason: 'type' });
    expect(error({ 'http://a.test': site('http://b.test') })).toEqual({ kind: 'invalid', path: 'liveSites.http://a.test', reason: 'type' });
    expect(error({ 'http://a.test': { ...site('http://a.test'), convention: 'evil' } })).toEqual({ kind: 'invalid', path: 'liveSites.http://a.test', reason: 'type' });
    const many = Object.fromEntries(Array.from({ length: LIVE_MAX_SITES + 1 }, (_, i) => [`http://s${i}.test`, site(`http://s${i}.test`)]));
    expect(error(many)).toEqual({ kind: 'invalid', path: 'liveSites', reason: 'tooMany' });
  });

  it('counts what a restore adds and forgets; a merge keeps the library’s own settings', () => {
    const library = { 'http://a.test': site('http://a.test', { convention: 'daisyui' }), 'http://z.test': site('http://z.test') };
    const backup: Backup = { ...smallBackup(), liveSites: { 'http://a.test': site('http://a.test'), 'http://b.test': site('http://b.test') } };
    const plan = planRestore([], [], backup, [], [], [], library);
    expect([plan.sitesAdded, plan.sitesOnlyInLibrary]).toEqual([1, 1]);
    expect(mergeSites(library, backup.liveSites!)['http://a.test'].convention).toBe('daisyui');
  });
});
