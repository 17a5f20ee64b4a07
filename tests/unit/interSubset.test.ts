import { describe, expect, it } from 'vitest';
import { INTER_WEIGHTS, rewriteStylesheet, unicodeRangeText } from '../../src/build/interSubsetPlugin';
import { fontWeights } from '../../src/ui/theme';

describe('Inter subset', () => {
  it('keeps every weight the interface uses', () => {
    for (const weight of Object.values(fontWeights)) {
      expect(weight).toBeGreaterThanOrEqual(INTER_WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(INTER_WEIGHTS.max);
    }
  });

  it('reads the characters of a unicode-range', () => {
    expect(unicodeRangeText('U+0041-0043,U+00e9, U+2026')).toBe('ABCé…');
  });

  it("points the Latin face at the subset with its weight range and the others at fontsource's files", () => {
    const css = `/* inter-latin-ext-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-weight: 100 900;
  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');
}
/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
}`;
    const out = rewriteStylesheet(css, '/repo/node_modules/@fontsource-variable/inter/files', '/repo/node_modules/.irodori-fonts/wght-400-600', 'inter-latin-wght-normal.woff2');
    expect(out).toContain('url(../../@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2)');
    expect(out).toContain("url(./inter-latin-wght-normal.woff2) format('woff2-variations')");
    expect(out.match(/font-weight: [^;]*;/g)).toEqual(['font-weight: 100 900;', 'font-weight: 400 600;']);
  });
});
