/**
 * `backup200`: backups of 200 palettes of 100 colours written and read back per second ("backing up and
 * restoring 200 × 100 colours takes under 200 ms"), in this process. `write` encodes the backup (with a full history
 * and the settings, no image); `read` decodes the file, plans the restore against a library of the same 200 palettes
 * of which half conflict (renamed), and merges; `roundTrip` does both.
 */
import { decodeBackup, encodeBackup, type Backup } from '../../../src/core/backup/backupFile.ts';
import { mergeLibrary, planRestore } from '../../../src/core/backup/restorePlan.ts';
import { MAX_HISTORY, MAX_PALETTE_COLORS, type StoredPalette } from '../../../src/core/index.ts';
import { colorCodes } from '../inputs.ts';
import { FULL_TIMING, QUICK_TIMING, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Palettes in the backup and in the library. */
const PALETTES = 200;
/** The budget for a backup and its restore. */
const BUDGET_MS = 200;

/** Returns the backup: PALETTES palettes of 100 seeded colours, a full history, both settings. */
function backupInput(): Backup {
  const codes = colorCodes(PALETTES * MAX_PALETTE_COLORS + MAX_HISTORY);
  const palettes = Array.from({ length: PALETTES }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Palette ${i + 1}`,
    colors: codes.slice(i * MAX_PALETTE_COLORS, (i + 1) * MAX_PALETTE_COLORS),
  }));
  return {
    exportedAt: '2025-03-14T09:26:53.589Z',
    palettes,
    history: codes.slice(PALETTES * MAX_PALETTE_COLORS),
    settings: { theme: 'dark', language: 'ja' },
    image: null,
    themes: [],
  };
}

/** Returns the library the backup is restored into: the same palettes, every other one renamed (a conflict). */
function libraryInput(backup: Backup): StoredPalette[] {
  return backup.palettes.map((p, i) => (i % 2 === 1 ? { ...p, name: `${p.name} (edited)` } : p));
}

/** Reads a file back and merges it into the library; returns the merged palette count. */
function restore(text: string, library: readonly StoredPalette[], history: readonly string[]): number {
  const result = decodeBackup(text);
  if (!result.ok) throw new Error(`backup200: the file was refused (${result.error.kind})`);
  const plan = planRestore(library, history, result.backup);
  let n = 0;
  const merged = mergeLibrary(library, history, result.backup, plan, { newUuid: () => `copy-${n++}`, conflictName: (name) => `${name} (restored)` });
  return merged.palettes.length;
}

export const backup200Task: BenchTask = {
  id: 'backup200',
  unit: 'backups of 200 × 100 colours written and read back',
  reference: 'roundTrip',
  targets: [{ impl: 'roundTrip', atLeast: 1000 / BUDGET_MS }],
  async run(context) {
    const backup = backupInput();
    const library = libraryInput(backup);
    const history = backup.history.slice(0, MAX_HISTORY / 2);
    const text = encodeBackup(backup);
    const merged = restore(text, library, history);
    const opsPerSecond = sideBySide(
      [
        { name: 'write', step: () => (encodeBackup(backup), 1) },
        { name: 'read', step: () => (restore(text, library, history), 1) },
        { name: 'roundTrip', step: () => (restore(encodeBackup(backup), library, history), 1) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    const ms = (impl: string) => (1000 / opsPerSecond[impl]).toFixed(1);
    return {
      opsPerSecond,
      notes: [
        `${ms('write')} ms to write, ${ms('read')} ms to read, plan and merge, ${ms('roundTrip')} ms both (budget ${BUDGET_MS} ms)`,
        `file ${(text.length / 1024).toFixed(0)} KB (${PALETTES} palettes × ${MAX_PALETTE_COLORS} colours, ${MAX_HISTORY} history codes, no image); the merge keeps ${PALETTES} and adds ${merged - PALETTES} conflict copies`,
      ],
    };
  },
};
