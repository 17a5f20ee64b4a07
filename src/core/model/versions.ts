/**
 * Undo/redo version stack for the palette page (SPEC §4): every change pushes a version; a push after undo
 * discards the redo tail. Bounded: at most `MAX_VERSIONS` entries, the oldest dropped first.
 */

/** Maximum versions kept (current one included). */
export const MAX_VERSIONS = 100;

/** The stack: `entries` oldest first and the index of the current one. */
export type Versions<T> = { readonly entries: readonly T[]; readonly index: number };

/** Returns a stack holding only the initial value. */
export function createVersions<T>(initial: T): Versions<T> {
  return { entries: [initial], index: 0 };
}

/** Returns the current value. */
export function currentVersion<T>(versions: Versions<T>): T {
  return versions.entries[versions.index];
}

/** Returns the stack with `value` pushed after the current entry (the redo tail is discarded, oldest trimmed). */
export function pushVersion<T>(versions: Versions<T>, value: T): Versions<T> {
  const entries = [...versions.entries.slice(0, versions.index + 1), value].slice(-MAX_VERSIONS);
  return { entries, index: entries.length - 1 };
}

/**
 * Returns the stack with its current entry replaced by `value` (the redo tail discarded): the steps of one gesture (a
 * drag, a held key) make one version.
 */
export function replaceVersion<T>(versions: Versions<T>, value: T): Versions<T> {
  return { entries: [...versions.entries.slice(0, versions.index), value], index: versions.index };
}

/** Returns true when there is an older version. */
export function canUndo<T>(versions: Versions<T>): boolean {
  return versions.index > 0;
}

/** Returns true when there is a newer version. */
export function canRedo<T>(versions: Versions<T>): boolean {
  return versions.index < versions.entries.length - 1;
}

/** Returns the stack moved one version back (unchanged when impossible). */
export function undo<T>(versions: Versions<T>): Versions<T> {
  return canUndo(versions) ? { ...versions, index: versions.index - 1 } : versions;
}

/** Returns the stack moved one version forward (unchanged when impossible). */
export function redo<T>(versions: Versions<T>): Versions<T> {
  return canRedo(versions) ? { ...versions, index: versions.index + 1 } : versions;
}
