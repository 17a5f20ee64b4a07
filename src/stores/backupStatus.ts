/**
 * The backup status kept under its own key, and the two things that follow a change to the palettes (the
 * palettes store reports each one):
 * the status learns that the library holds changes no backup has, and the first save of the session asks the browser
 * to protect the site's storage from eviction (`navigator.storage.persist()`: after a save, never at page load, so the
 * browser's heuristics see a user who keeps things here).
 */
import { create } from 'zustand';
import { afterBackup, afterChange, decodeBackupStatus, encodeBackupStatus, type BackupStatus } from '../core/backup/backupStatus';
import { onOtherTabChange, persist, persistedCommit, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.backupStatus;

type BackupStatusState = {
  status: BackupStatus;
  /** Records a backup of the whole library taken now. */
  backedUp: () => void;
  /** Hides the reminder for 14 days. */
  dismissReminder: () => void;
  /** Records the file kept up to date (its name), or none. */
  keepFile: (name: string | null) => void;
};

/** Sets a changed status and writes it. */
const commit = persistedCommit(KEY, () => useBackupStatusStore.getState().status, (status: BackupStatus) => useBackupStatusStore.setState({ status }), encodeBackupStatus);

export const useBackupStatusStore = create<BackupStatusState>()((_set, get) => ({
  status: restore(KEY, (raw) => decodeBackupStatus(raw, Date.now())),
  backedUp: () => commit(afterBackup(get().status, Date.now())),
  dismissReminder: () => commit({ ...get().status, dismissedAt: Date.now() }),
  keepFile: (keptFile) => commit({ ...get().status, keptFile }),
}));

onOtherTabChange(KEY, (raw) => useBackupStatusStore.setState({ status: decodeBackupStatus(raw, Date.now()) }));

/** Whether this page has asked for persistent storage (once per page load at most). */
let protectionAsked = false;

/** Asks the browser to keep this site's storage (quietly: unsupported or refused changes nothing). */
async function askForProtection(): Promise<void> {
  protectionAsked = true;
  try {
    const storage = navigator.storage;
    if (typeof storage?.persist !== 'function' || (await storage.persisted())) return;
    await storage.persist();
  } catch {
    // A browser without the Storage API or one that throws: the status section shows the library as unprotected.
  }
}

/**
 * Notes a change to the palettes made in this tab (the palettes store calls it after each change): the library now
 * holds changes no backup has, and the first save of the page load asks for protection.
 */
export function noteLibraryChange(hasPalettes: boolean): void {
  commit(afterChange(useBackupStatusStore.getState().status, Date.now()));
  if (!protectionAsked && hasPalettes && typeof navigator !== 'undefined') void askForProtection();
}

/**
 * Notes the library as the palettes store read it at start-up: palettes saved before any backup status existed are
 * noted as changes since now; a kept backup file starts being kept up to date (its code loads only for those who
 * keep one).
 */
export function noteLibraryLoaded(hasPalettes: boolean): void {
  const { status } = useBackupStatusStore.getState();
  if (hasPalettes && status.changedSince === null && status.lastBackupAt === null) {
    const next = afterChange(status, Date.now());
    useBackupStatusStore.setState({ status: next });
    persist(KEY, encodeBackupStatus(next));
  }
  if (status.keptFile !== null && typeof window !== 'undefined') void import('./backupFile').then((module) => module.keepFileUpToDate());
}
