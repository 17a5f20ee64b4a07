/**
 * The contrast checker's address (src/config/paths.ts `contrastChecker`, src/core/exact/authoredColor.ts
 * `exactOfParam`): the SPEC's `fg` and `bg` codes as ever, and a wide or translucent colour's exact text in a
 * parameter of its own, spaces as '_'; read back only while its fallback is the code beside it.
 */
import { describe, expect, it } from 'vitest';
import { CONTRAST_EXACT_PARAMS, paths } from '../../../src/config/paths';
import { exactOfParam, tryAuthoredColor } from '../../../src/core/exact/authoredColor';

/** Returns the search params of a path. */
const paramsOf = (path: string) => new URL(path, 'https://irodori.test').searchParams;

describe('contrast checker URL', () => {
  it('writes two codes as the SPEC does, with no exact parameters', () => {
    expect(paths.contrastChecker('#FFFFFF', '#3a7bd5')).toBe('/tools/contrast-checker?fg=ffffff&bg=3a7bd5');
    expect(paths.contrastChecker('#ffffff', '#3a7bd5', {})).toBe('/tools/contrast-checker?fg=ffffff&bg=3a7bd5');
    expect(paths.contrastChecker()).toBe('/tools/contrast-checker');
  });

  it('carries exact texts beside their fallbacks, spaces as _', () => {
    const path = paths.contrastChecker('#ff0b0c', '#ffffff', { fg: 'color(display-p3 1 0 0)' });
    expect(path).toBe('/tools/contrast-checker?fg=ff0b0c&bg=ffffff&fgExact=color(display-p3_1_0_0)');
    expect(paths.contrastChecker('#ffffff', '#ff0000', { bg: 'oklch(62.8% 0.25 29.2 / 0.5)' })).toBe(
      '/tools/contrast-checker?fg=ffffff&bg=ff0000&bgExact=oklch(62.8%25_0.25_29.2_%2F_0.5)',
    );
  });

  it('reads back every exact text it writes, both sides, for texts of every form', () => {
    const texts = ['color(display-p3 1 0 0)', 'oklch(70% 0.2 150)', 'oklch(62.8% 0.25 29.2 / 0.5)', '#ff000080', 'color(rec2020 0 1 0)', 'lab(50% 120 -40)', 'rgb(10 20 30 / 0.25)'];
    for (const text of texts) {
      const color = tryAuthoredColor(text)!;
      expect(color.exact, text).toBeDefined();
      const params = paramsOf(paths.contrastChecker(color.code, color.code, { fg: color.exact, bg: color.exact }));
      expect(exactOfParam(params.get(CONTRAST_EXACT_PARAMS.fg), color.code)).toBe(color.exact);
      expect(exactOfParam(params.get(CONTRAST_EXACT_PARAMS.bg), color.code)).toBe(color.exact);
    }
  });

  it('ignores a missing, unreadable or mismatched exact text, and one a code says exactly', () => {
    expect(exactOfParam(null, '#ff0b0c')).toBeUndefined();
    expect(exactOfParam('', '#ff0b0c')).toBeUndefined();
    expect(exactOfParam('color(display-p3_1_0_0)', '#ff0000')).toBeUndefined(); // the code was edited
    expect(exactOfParam('nonsense', '#ff0b0c')).toBeUndefined();
    expect(exactOfParam('rgb(255_0_0)', '#ff0000')).toBeUndefined(); // #ff0000 says it
    expect(exactOfParam('color(display-p3_1_0_0)', '#ff0b0c')).toBe('color(display-p3 1 0 0)');
    // Spaces written as spaces (or '+') read the same, normalised to the grammar's text.
    expect(exactOfParam('color(display-p3  1 0 0)', '#ff0b0c')).toBe('color(display-p3 1 0 0)');
  });
});
