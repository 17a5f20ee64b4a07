import { describe, expect, it } from 'vitest';
import { lightDarkPair } from '../../../src/core/code/lightDark.ts';

describe('lightDarkPair', () => {
  it('splits light-dark() at its one top-level comma only', () => {
    expect(lightDarkPair('light-dark(rgb(0, 0, 0), color-mix(in oklab, red, blue))')).toEqual(['rgb(0, 0, 0)', 'color-mix(in oklab, red, blue)']);
    for (const value of ['#fff', 'light-dark(#fff)', 'light-dark(#fff, #000, #111)', 'light-dark(, #000)', 'light-dark(a), b)', 'light-dark((a, b)']) {
      expect(lightDarkPair(value), value).toBeNull();
    }
  });
});
