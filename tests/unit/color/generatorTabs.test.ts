import { describe, expect, it } from 'vitest';
import { scheme } from '../../../src/core/index.ts';
import type { GeneratorTabId } from '../../../src/config/paths.ts';
import { DEFAULT_TAB, GENERATOR_TABS, generate, generatorTab, isGeneratorTabId, resultCodes } from '../../../src/features/generator/tabs.ts';

describe('generator tabs', () => {
  it('are the SPEC tabs in order, alternative first by default', () => {
    expect(GENERATOR_TABS.map((tab) => tab.id)).toEqual(['alternative', 'shade', 'tint', 'gray', 'hue', 'ui', 'fgbg', 'same-lightness']);
    expect(DEFAULT_TAB).toBe('alternative');
  });

  it('an unknown tab id is an internal error', () => {
    expect(() => generatorTab('complementary' as GeneratorTabId)).toThrow(/complementary/);
    expect(() => generate('nope' as GeneratorTabId, '#3a7bd5')).toThrow();
    expect(isGeneratorTabId('nope')).toBe(false);
    expect(isGeneratorTabId('same-lightness')).toBe(true);
    expect(isGeneratorTabId(undefined)).toBe(false);
  });

  it('computes each tab from the core (shade/tint of 10, ring radius 40)', () => {
    const base = '#3a7bd5';
    const codes = (id: GeneratorTabId) => resultCodes(generate(id, base));
    expect(codes('shade')).toEqual(scheme('shade', base, { count: 10 }));
    expect(codes('tint')).toEqual(scheme('tint', base));
    expect(codes('alternative')).toEqual(scheme('alternative', base));
    expect(codes('same-lightness')).toEqual(scheme('same-lightness', base, { radius: 40 }));
    const fgbg = generate('fgbg', base);
    expect(fgbg.kind).toBe('pairs');
    if (fgbg.kind === 'pairs') expect(fgbg.pairs.flatMap((p) => [p.fg, p.bg])).toEqual(scheme('fgbg', base));
  });

  it('captions hue offsets and mix amounts', () => {
    const alternative = generate('alternative', '#3a7bd5');
    if (alternative.kind !== 'swatches') throw new Error('swatches expected');
    expect(alternative.swatches[0].detail).toEqual({ kind: 'offset', value: -16 });
    expect(alternative.swatches[4].detail).toEqual({ kind: 'base' });
    const shade = generate('shade', '#3a7bd5');
    if (shade.kind !== 'swatches') throw new Error('swatches expected');
    expect(shade.swatches.map((s) => s.detail)).toEqual([9, 18, 27, 36, 45, 55, 64, 73, 82, 91].map((value) => ({ kind: 'mix', value })));
  });

  it('has nothing on hue-based tabs for greys', () => {
    for (const id of ['alternative', 'gray', 'hue', 'ui'] as const) expect(resultCodes(generate(id, '#808080'))).toEqual([]);
    expect(resultCodes(generate('shade', '#808080'))).toHaveLength(10);
  });

  it('lists each code once for copying or sharing', () => {
    const codes = resultCodes(generate('fgbg', '#3a7bd5'));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('#3a7bd5');
  });
});
