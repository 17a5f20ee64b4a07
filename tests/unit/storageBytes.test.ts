import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storedBytes } from '../../src/stores/storage';

describe('storedBytes', () => {
  it('counts two bytes per UTF-16 code unit of each key and value, as browsers count local storage', () => {
    expect(storedBytes([])).toBe(0);
    expect(storedBytes([['palettes', '[]']])).toBe(2 * (8 + 2));
    // A kana is one code unit, an emoji two.
    expect(storedBytes([[STORAGE_KEYS.history, '["桜"]'], ['k', '🎨']])).toBe(2 * (12 + 5) + 2 * (1 + 2));
  });
});
