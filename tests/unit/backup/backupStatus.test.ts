import { describe, expect, it } from 'vitest';
import { afterBackup, afterChange, decodeBackupStatus, encodeBackupStatus, needsReminder, NO_BACKUP, REMINDER_DAYS } from '../../../src/core/backup/backupStatus';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);

describe('the backup status', () => {
  it('notes the first change after a backup and clears it with the next backup', () => {
    const changed = afterChange(NO_BACKUP, now - 3 * DAY);
    expect(changed.changedSince).toBe(now - 3 * DAY);
    expect(afterChange(changed, now)).toBe(changed);
    const backedUp = afterBackup(changed, now);
    expect(backedUp).toMatchObject({ lastBackupAt: now, changedSince: null });
  });

  it('reminds after 14 days of unbacked changes, and not for 14 days after a dismissal', () => {
    expect(needsReminder(NO_BACKUP, now)).toBe(false);
    expect(needsReminder(afterChange(NO_BACKUP, now - (REMINDER_DAYS * DAY - 1)), now)).toBe(false);
    const old = afterChange(NO_BACKUP, now - REMINDER_DAYS * DAY);
    expect(needsReminder(old, now)).toBe(true);
    expect(needsReminder({ ...old, dismissedAt: now - DAY }, now)).toBe(false);
    expect(needsReminder({ ...old, dismissedAt: now - REMINDER_DAYS * DAY }, now)).toBe(true);
    expect(needsReminder(afterBackup(old, now), now)).toBe(false);
  });

  it('round-trips, and reads damaged or future fields as none', () => {
    const status = { lastBackupAt: now - DAY, changedSince: now - 2, dismissedAt: null, keptFile: 'irodori-backup.json' };
    expect(decodeBackupStatus(encodeBackupStatus(status), now)).toEqual(status);
    expect(decodeBackupStatus('not json', now)).toEqual(NO_BACKUP);
    expect(decodeBackupStatus('[1]', now)).toEqual(NO_BACKUP);
    expect(decodeBackupStatus(JSON.stringify({ lastBackupAt: now + DAY, changedSince: '1', dismissedAt: -5, keptFile: 3 }), now)).toEqual(NO_BACKUP);
  });
});
