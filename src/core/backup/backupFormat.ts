/**
 * The `format` field of every backup file, apart from the file's reader (./backupFile.ts) so that telling a backup
 * from another dropped file on My Palettes does not load the reader and every model it reads.
 */
export const BACKUP_FORMAT = 'irodori-backup';
