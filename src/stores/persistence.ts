import i18next from 'i18next';
import { readStorage, writeStorage, type StorageKey } from './storage';
import { showToast } from './toasts';

/**
 * Writes a store's encoded value. A failed write (quota exceeded, storage disabled) leaves what was
 * saved before untouched, tells the user once per failure streak, and the app keeps the change in
 * memory. Returns whether the write succeeded.
 */
export function persist(key: StorageKey, encoded: string): boolean {
  const ok = writeStorage(key, encoded);
  if (!ok && !failing.has(key)) {
    failing.add(key);
    showToast(i18next.t('common:storage.writeFailed'), i18next.t('common:storage.writeFailedDetail'));
  }
  if (ok) failing.delete(key);
  return ok;
}

const failing = new Set<StorageKey>();

/**
 * Returns a store's commit of its one persisted value: a value other than the one `current` gives is `apply`-ed to
 * the store and written under `key` as `encode` makes it; the same value changes nothing.
 */
export function persistedCommit<T>(key: StorageKey, current: () => T, apply: (value: T) => void, encode: (value: T) => string): (value: T) => void {
  return (value) => {
    if (value === current()) return;
    apply(value);
    persist(key, encode(value));
  };
}

/** Reads a store's value with its codec (which repairs corrupt data and never throws). */
export function restore<T>(key: StorageKey, decode: (raw: string | null) => T): T {
  return decode(readStorage(key));
}

/**
 * Calls `onChange` with the new raw value whenever another tab changes `key` (the `storage` event
 * fires only in the other tabs of the same origin). Returns the unsubscribe function.
 */
export function onOtherTabChange(key: StorageKey, onChange: (raw: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
