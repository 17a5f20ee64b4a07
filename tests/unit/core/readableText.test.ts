import fc from 'fast-check';
import { hexCode as code } from '../../support/arbitraries.ts';
import { describe, expect, it } from 'vitest';
import { contrastRatio, foregroundOf, readableTextOn } from '../../../src/core';

describe('readableTextOn', () => {
  it('always reaches AA for normal text on any fill', () => {
    fc.assert(fc.property(code, (fill) => contrastRatio(readableTextOn(fill, foregroundOf(fill)), fill) >= 4.5), { numRuns: 5000 });
  });

  it('keeps the preferred colour when it is readable, else falls back to black or white', () => {
    expect(readableTextOn('#000000', '#eeeeee')).toBe('#eeeeee');
    expect(contrastRatio(foregroundOf('#ff0fff'), '#ff0fff')).toBeLessThan(4.5);
    expect(readableTextOn('#ff0fff', foregroundOf('#ff0fff'))).toBe('#000000');
    expect(readableTextOn('#101010')).toBe('#ffffff');
  });

  it('accepts a lower minimum for large text', () => {
    const fill = '#ff0fff';
    const tinted = foregroundOf(fill);
    expect(readableTextOn(fill, tinted, 2.5)).toBe(tinted);
  });
});
