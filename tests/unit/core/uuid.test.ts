import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from '../../../src/core/index.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newUuid', () => {
  it('returns distinct v4 uuids', () => {
    const ids = new Set(Array.from({ length: 100 }, newUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('falls back to getRandomValues when randomUUID is unavailable (insecure context)', () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(undefined as never);
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newUuid()).toMatch(V4);
    } finally {
      // Restore the prototype's implementation.
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
