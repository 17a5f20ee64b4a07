import { BACKUP_FORMAT } from '../../../core/backup/backupFormat';

/** Returns true when a file starts like an Irodori backup (its format field in the first kilobyte), so a drop restores it rather than importing its colours. */
export async function isBackupFile(file: File): Promise<boolean> {
  if (!/\.json$/i.test(file.name) && file.type !== 'application/json') return false;
  try {
    return (await file.slice(0, 1024).text()).includes(`"${BACKUP_FORMAT}"`);
  } catch {
    return false;
  }
}
