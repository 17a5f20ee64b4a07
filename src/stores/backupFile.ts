/**
 * "Keep a backup file": where the browser has the File System Access API, the user picks a file once and
 * it is rewritten with the whole library (palettes, history, settings; not the image) a second after every change.
 * The file's handle is kept in IndexedDB (idb-keyval), so it outlives the page; when the browser wants permission
 * again (a new session), writing waits until the user allows it with a click. Only the backup UI and a start-up with
 * a kept file load this module.
 *
 * Written by hand rather than through browser-fs-access: that library saves and opens files (with a download as the
 * fallback, which Irodori's "Back up" already is) but does not keep a handle or ask for permission again.
 */
import { del, get, set } from 'idb-keyval';
import { create } from 'zustand';
import { backupFileName, encodeBackup } from '../core/backup/backupFile';
import { useBackupStatusStore } from './backupStatus';
import { useHistoryStore } from './history';
import { collectBackup } from './library';
import { useThemesStore } from './themes';
import { useTemplatesStore } from './exportTemplates';
import { useGradientsStore } from './gradients';
import { useLiveLinkStore } from './liveLink';
import { usePalettesStore } from './palettes';

/** The IndexedDB key of the kept file's handle. */
export const BACKUP_FILE_KEY = 'irodori:backup-file';

/** How long after a change the file is written (changes in a burst make one write). */
export const KEPT_FILE_DELAY = 1000;

type Permission = 'granted' | 'denied' | 'prompt';
/** The handle's permission methods (Chromium's, not yet in TypeScript's DOM types). */
type KeptHandle = FileSystemFileHandle & {
  queryPermission?: (descriptor: { mode: 'readwrite' }) => Promise<Permission>;
  requestPermission?: (descriptor: { mode: 'readwrite' }) => Promise<Permission>;
};
type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<KeptHandle>;

/** Where the kept file stands: written, waiting for permission, or the last write failed. */
export type KeptFileState = 'saved' | 'writing' | 'needsPermission' | 'failed';

/** The kept file's state for the UI (null: no file kept, or not yet looked at). */
export const useKeptFileStore = create<{ state: KeptFileState | null }>(() => ({ state: null }));

/** Returns true where the browser can keep a file (File System Access's save picker). */
export function canKeepFile(): boolean {
  return typeof window !== 'undefined' && typeof (window as { showSaveFilePicker?: unknown }).showSaveFilePicker === 'function';
}

async function storedHandle(): Promise<KeptHandle | null> {
  try {
    const handle = (await get(BACKUP_FILE_KEY)) as KeptHandle | undefined;
    return handle && typeof handle.createWritable === 'function' ? handle : null;
  } catch {
    return null;
  }
}

/** Writes the library to the kept file now; returns the state it leaves. */
export async function writeKeptFile(): Promise<KeptFileState | null> {
  const handle = await storedHandle();
  if (!handle) {
    useKeptFileStore.setState({ state: null });
    return null;
  }
  const finish = (state: KeptFileState) => {
    useKeptFileStore.setState({ state });
    return state;
  };
  try {
    const permission = handle.queryPermission ? await handle.queryPermission({ mode: 'readwrite' }) : 'granted';
    if (permission !== 'granted') return finish('needsPermission');
    useKeptFileStore.setState({ state: 'writing' });
    const text = encodeBackup(await collectBackup(false));
    const writable = await handle.createWritable();
    await writable.write(text);
    await writable.close();
    useBackupStatusStore.getState().backedUp();
    return finish('saved');
  } catch {
    return finish('failed');
  }
}

let stop: (() => void) | null = null;

/** Starts rewriting the kept file after every change to the palettes or the history (once; later calls do nothing). */
export function keepFileUpToDate(): void {
  if (stop) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void writeKeptFile(), KEPT_FILE_DELAY);
  };
  const unsubscribePalettes = usePalettesStore.subscribe((state, previous) => state.palettes !== previous.palettes && schedule());
  const unsubscribeHistory = useHistoryStore.subscribe((state, previous) => state.entries !== previous.entries && schedule());
  const unsubscribeThemes = useThemesStore.subscribe((state, previous) => state.themes !== previous.themes && schedule());
  const unsubscribeTemplates = useTemplatesStore.subscribe((state, previous) => state.templates !== previous.templates && schedule());
  const unsubscribeGradients = useGradientsStore.subscribe((state, previous) => state.gradients !== previous.gradients && schedule());
  const unsubscribeSites = useLiveLinkStore.subscribe((state, previous) => state.sites !== previous.sites && schedule());
  stop = () => {
    clearTimeout(timer);
    unsubscribePalettes();
    unsubscribeHistory();
    unsubscribeThemes();
    unsubscribeTemplates();
    unsubscribeGradients();
    unsubscribeSites();
    stop = null;
  };
  // Changes made while the file could not be written (another session, no permission) go in now if allowed.
  if (useBackupStatusStore.getState().status.changedSince !== null) void writeKeptFile();
  else void storedHandle().then(async (handle) => {
    const permission = handle?.queryPermission ? await handle.queryPermission({ mode: 'readwrite' }) : 'granted';
    useKeptFileStore.setState({ state: handle ? (permission === 'granted' ? 'saved' : 'needsPermission') : null });
  });
}

/**
 * Asks for a file to keep (the save picker, in a click), writes the library to it and keeps it up to date. Resolves
 * to false when the user cancels or the file cannot be written.
 */
export async function chooseKeptFile(description: string): Promise<boolean> {
  const picker = (window as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (!picker) return false;
  let handle: KeptHandle;
  try {
    handle = await picker({ suggestedName: backupFileName(new Date()), types: [{ description, accept: { 'application/json': ['.json'] } }] });
  } catch {
    return false; // cancelled
  }
  try {
    await set(BACKUP_FILE_KEY, handle);
  } catch {
    return false;
  }
  useBackupStatusStore.getState().keepFile(handle.name);
  const state = await writeKeptFile();
  keepFileUpToDate();
  return state === 'saved';
}

/** Asks again for permission to write the kept file (in a click), then writes it. */
export async function allowKeptFile(): Promise<boolean> {
  const handle = await storedHandle();
  if (!handle) return false;
  try {
    const permission = handle.requestPermission ? await handle.requestPermission({ mode: 'readwrite' }) : 'granted';
    if (permission !== 'granted') return false;
  } catch {
    return false;
  }
  return (await writeKeptFile()) === 'saved';
}

/** Stops keeping the file (the file itself stays where it is). */
export async function stopKeepingFile(): Promise<void> {
  stop?.();
  useKeptFileStore.setState({ state: null });
  useBackupStatusStore.getState().keepFile(null);
  try {
    await del(BACKUP_FILE_KEY);
  } catch {
    // The handle stays unused: nothing reads it without a kept file in the status.
  }
}
