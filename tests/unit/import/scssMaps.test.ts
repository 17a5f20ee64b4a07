import { describe, expect, it } from 'vitest';
import { parseImport } from '../../../src/core/import/importColors.ts';

describe('SCSS maps', () => {
  it('names each colour of a map by its key, as a variable is named; nested keys joined; a computed entry unnamed', () => {
    const scss = `$palette: (\n  "primary": #1779ba,\n  'shade': rgba(0, 0, 0, 0.5),\n  brand: (light: #fff, dark: #000),\n  muted: darken(#123456, 5%),\n);\n$accent: #abcdef;\n$list: (#111, #222);\n`;
    const result = parseImport(scss);
    expect(result.format).toBe('scss');
    expect(result.colors.map((c) => [c.name, c.exact ?? c.code, c.line])).toEqual([
      ['primary', '#1779ba', 2],
      ['shade', 'rgb(0 0 0 / 0.5)', 3],
      ['brand-light', '#ffffff', 4],
      ['brand-dark', '#000000', 4],
      [null, '#123456', 5],
      ['accent', '#abcdef', 7],
      [null, '#111111', 8],
      [null, '#222222', 8],
    ]);
  });
});
