import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isColorCode, normalizeColorCode, tryNormalizeColorCode } from '../../../src/core/index.ts';

describe('normalizeColorCode', () => {
  it.each([
    ['#FF8800', '#ff8800'],
    ['ff8800', '#ff8800'],
    ['#f80', '#ff8800'],
    ['F80', '#ff8800'],
    ['#aBc', '#aabbcc'],
    ['000', '#000000'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeColorCode(input)).toBe(expected);
    expect(tryNormalizeColorCode(input)).toBe(expected);
    expect(isColorCode(input)).toBe(true);
  });

  it.each(['', '#', '#ff', '#ffff', '#fffff', '#fffffff', 'ggg', '##fff', ' #fff', '#fff ', 'rgb(0,0,0)', '#12345g'])(
    'rejects %j with the Japanese message and the value',
    (input) => {
      expect(() => normalizeColorCode(input)).toThrow(new Error(`不正なカラーコードの形式です: ${input}`));
      expect(tryNormalizeColorCode(input)).toBeNull();
      expect(isColorCode(input)).toBe(false);
    },
  );

  it('rejects non-strings without throwing in the try variant', () => {
    for (const value of [null, undefined, 123, {}, []]) {
      expect(tryNormalizeColorCode(value)).toBeNull();
      expect(isColorCode(value)).toBe(false);
    }
  });

  it('is idempotent and always yields #rrggbb lower case for any 6-digit input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), fc.boolean(), (n, hash, upper) => {
        let s = n.toString(16).padStart(6, '0');
        if (upper) s = s.toUpperCase();
        const code = normalizeColorCode(hash ? `#${s}` : s);
        expect(code).toMatch(/^#[0-9a-f]{6}$/);
        expect(normalizeColorCode(code)).toBe(code);
        expect(Number.parseInt(code.slice(1), 16)).toBe(n);
      }),
    );
  });

  it('agrees with a regular expression on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        expect(isColorCode(s)).toBe(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(s));
      }),
    );
  });
});
