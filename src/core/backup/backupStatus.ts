/**
 * What the app remembers about backups: when the library was last backed up, since when it holds changes
 * no backup has, the backup file kept up to date (its name; the handle itself lives in IndexedDB), and when the
 * reminder was dismissed. Stored as one JSON object; times are epoch milliseconds.
 */

/** Days of changes without a backup before the reminder shows, and days a dismissed reminder stays away. */
export const REMINDER_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The backup status. */
export type BackupStatus = {
  /** When the last backup was downloaded or written to the kept file; null: never. */
  readonly lastBackupAt: number | null;
  /** The first change to the palettes after the last backup; null: the last backup holds everything. */
  readonly changedSince: number | null;
  /** When the reminder was last dismissed; null: never. */
  readonly dismissedAt: number | null;
  /** The name of the file kept up to date after every change; null: none. */
  readonly keptFile: string | null;
};

/** The status of a library never backed up and never changed. */
export const NO_BACKUP: BackupStatus = { lastBackupAt: null, changedSince: null, dismissedAt: null, keptFile: null };

function time(value: unknown, now: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= now ? value : null;
}

/** Returns the status of a stored JSON string, never throwing: a missing or damaged field reads as null. */
export function decodeBackupStatus(raw: string | null, now: number): BackupStatus {
  let data: unknown;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return NO_BACKUP;
  const record = data as Record<string, unknown>;
  const keptFile = typeof record.keptFile === 'string' && record.keptFile !== '' ? record.keptFile.slice(0, 255) : null;
  return {
    lastBackupAt: time(record.lastBackupAt, now),
    changedSince: time(record.changedSince, now),
    dismissedAt: time(record.dismissedAt, now),
    keptFile,
  };
}

/** Returns the stored JSON of the status. */
export function encodeBackupStatus(status: BackupStatus): string {
  return JSON.stringify(status);
}

/** Returns the status after a change to the palettes at `now` (the first change since the last backup is kept). */
export function afterChange(status: BackupStatus, now: number): BackupStatus {
  return status.changedSince === null ? { ...status, changedSince: now } : status;
}

/** Returns the status after a backup at `now` that holds the whole library. */
export function afterBackup(status: BackupStatus, now: number): BackupStatus {
  return { ...status, lastBackupAt: now, changedSince: null };
}

/**
 * Returns true when the reminder should show: the library has changes no backup holds, the first of them more than
 * 14 days ago (a kept file written after every change leaves none), and the reminder was not dismissed in the last
 * 14 days.
 */
export function needsReminder(status: BackupStatus, now: number): boolean {
  if (status.changedSince === null) return false;
  if (now - status.changedSince < REMINDER_DAYS * DAY_MS) return false;
  return status.dismissedAt === null || now - status.dismissedAt >= REMINDER_DAYS * DAY_MS;
}
